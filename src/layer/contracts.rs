//! Contract modules: trusted files with `@contract` helpers. Their whole body (relations built
//! at module level, constants, helpers, module-level helper functions) is lowered in the
//! contract dialect as one function that returns the helpers; the interpreter runs it when a
//! program is loaded, so helper bodies are ordinary Python of the subset.

use super::decorators::{classify, Decorator, Imports};
use super::{Layer, Rule};
use crate::diag::Diagnostic;
use crate::ir::{Builtin, Const, FuncId, Function, PyStr, WrittenSignature};
use crate::source::{FileId, SourceMap, Span};
use crate::syntax::{self, span_of, ModuleEnv, ModuleItem};
use rustpython_parser::ast;
use rustpython_parser::text_size::TextRange;
use std::collections::HashMap;
use std::rc::Rc;

/// One `@contract` helper.
#[derive(Debug, Clone)]
pub struct ContractHelper {
    /// `tools.<domain>.trusted.<module>`.
    pub module: String,
    pub name: String,
    /// The `description=` template shown when a person approves the guarantee.
    pub description: Option<String>,
    pub params: Vec<String>,
    /// The helper as written (typed parameters, return annotation, docstring), for listings.
    pub written: WrittenSignature,
    pub span: Span,
}

impl ContractHelper {
    pub fn qualified(&self) -> String {
        format!("{}.{}", self.module, self.name)
    }
}

/// A lowered contract module: the function that builds it, and its helpers in the order that
/// function returns them.
#[derive(Debug, Clone)]
pub struct ContractModule {
    pub module: String,
    pub init: FuncId,
    pub helpers: Vec<ContractHelper>,
}

/// Whether a trusted module defines contract helpers.
pub fn has_contracts(body: &[ast::Stmt]) -> bool {
    let imports = Imports::of(body);
    body.iter().any(|s| match s {
        ast::Stmt::FunctionDef(d) => {
            d.decorator_list.iter().any(|dec| matches!(classify(dec, &imports), Decorator::Contract { .. }))
        }
        _ => false,
    })
}

/// What contract modules read through a module alias besides the modules' helpers and row
/// classes: an effect (`fx.put`) is its name, as when imported by name, and a fluent its
/// declaration.
pub fn alias_items(layer: &Layer, items: &mut HashMap<(String, String), ModuleItem>) {
    for ((module, name), _) in layer.module_effects() {
        let item = ModuleItem::Constant(Const::Str(Rc::new(PyStr::from(name.as_str()))));
        items.entry((module, name)).or_insert(item);
    }
    for (module, var, fluent) in &layer.fluents {
        items.entry((module.clone(), var.clone())).or_insert(ModuleItem::Constant(Const::Fluent(fluent.clone())));
    }
}

/// The local name the synthesized relation of an imported event class is built with.
const EVENT_RELATION: &str = "_clauz3_event_relation";

/// `Local = effect("<class>", "<subclass>", ...)`: an event class imported into a contract
/// module is the relation over its events and its subclasses' (see `contract::events`).
fn event_relation(local: &str, family: &[Rc<str>], range: TextRange) -> ast::Stmt {
    let name = |id: &str, ctx| ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx });
    let args = family
        .iter()
        .map(|q| ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::Str(q.to_string()), kind: None }))
        .collect();
    ast::Stmt::Assign(ast::StmtAssign {
        range,
        targets: vec![name(local, ast::ExprContext::Store)],
        value: Box::new(ast::Expr::Call(ast::ExprCall {
            range,
            func: Box::new(name(EVENT_RELATION, ast::ExprContext::Load)),
            args,
            keywords: Vec::new(),
        })),
        type_comment: None,
    })
}

/// What lowering a contract module reads besides its own body.
pub struct Context<'a> {
    pub layer: &'a Layer,
    pub sources: &'a SourceMap,
    /// Every trusted module's parsed body by dotted name, for contract modules that import
    /// helpers, constants or relations from another trusted module.
    pub bodies: &'a HashMap<String, (FileId, Vec<ast::Stmt>)>,
    /// Helpers, constants and row classes of plain trusted modules by (module, name), for a
    /// module imported whole (`from . import rules`; `rules.cap(n)`).
    pub module_items: &'a HashMap<(String, String), ModuleItem>,
}

/// One module body being lowered: the builder functions made so far and the diagnostics.
struct Lowering<'c, 'a> {
    cx: &'c Context<'a>,
    functions: &'c mut Vec<Option<Function>>,
    diags: &'c mut Vec<Diagnostic>,
    /// The modules whose bodies are being lowered, outermost first (an import cycle check).
    importing: Vec<String>,
    /// How many import builders this module has made (each gets its own name).
    imports_made: usize,
    /// Findings that do not stop a load (see `Rule::EventNeverPerformed`).
    advisories: Vec<Diagnostic>,
}

/// A contract module, lowered: the module when it lowered cleanly, else the helpers it would
/// have had (so that uses of them are not reported again); and the advisories found.
pub struct Lowered {
    pub module: Option<ContractModule>,
    pub broken_helpers: Vec<ContractHelper>,
    pub advisories: Vec<Diagnostic>,
}

/// A module body, lowered: its module-level names, the statements its builder runs, and the
/// `@contract` helpers it defines.
struct Body {
    env: ModuleEnv,
    kept: Vec<ast::Stmt>,
    helpers: Vec<ContractHelper>,
}

/// Lowers one contract module. Problems are configuration errors with a location.
pub fn lower(
    cx: &Context<'_>,
    file: FileId,
    module: &str,
    body: &[ast::Stmt],
    functions: &mut Vec<Option<Function>>,
    diags: &mut Vec<Diagnostic>,
) -> Lowered {
    let before = diags.len();
    let mut lowering =
        Lowering { cx, functions, diags, importing: vec![module.to_owned()], imports_made: 0, advisories: Vec::new() };
    let Body { env, mut kept, helpers } = lowering.body(file, module, body, true);
    let names: Vec<&str> = helpers.iter().map(|h| h.name.as_str()).collect();
    kept.push(return_names(&names, end_of(body)));
    let init = lowering.builder(file, module.rsplit('.').next().unwrap_or(module), whole_of(body), kept, &env);
    let advisories = std::mem::take(&mut lowering.advisories);
    if diags.len() > before {
        return Lowered { module: None, broken_helpers: helpers, advisories };
    }
    Lowered {
        module: Some(ContractModule { module: module.to_owned(), init, helpers }),
        broken_helpers: Vec::new(),
        advisories,
    }
}

impl Lowering<'_, '_> {
    /// Lowers the statements of `module`'s body into what its builder runs. `own` is false
    /// when the body is another module's, lowered for what a contract module imports from it:
    /// its effects and classes are then skipped (the layer has them) and its own checks are
    /// left to its own lowering.
    fn body(&mut self, file: FileId, module: &str, body: &[ast::Stmt], own: bool) -> Body {
        let layer = self.cx.layer;
        let imports = Imports::of(body);
        let mut env =
            ModuleEnv { contract_dialect: true, module_items: self.cx.module_items.clone(), ..ModuleEnv::default() };
        let mut kept: Vec<ast::Stmt> = Vec::new();
        let mut helpers = Vec::new();
        for stmt in body {
            let span = span_of(file, stmt);
            match stmt {
                ast::Stmt::ImportFrom(imp) => {
                    let from = imp.module.as_ref().map_or("", |m| m.as_str());
                    let mut from_module = Vec::new();
                    for alias in &imp.names {
                        let name = alias.name.as_str();
                        let local = alias.asname.as_ref().map_or(name, |a| a.as_str()).to_owned();
                        let item = match from {
                            "clauz3" if super::embedded::reexported(name).is_some() => {
                                super::embedded::reexported(name)
                                    .and_then(|m| layer.schema_in(m, name))
                                    .map(|s| ModuleItem::Constant(Const::RowClass(s.clone())))
                            }
                            // The module of the contract language itself, read as `spec.effect`.
                            "clauz3" if name == "spec" => Some(ModuleItem::Clauz3(None)),
                            "clauz3" | "clauz3.spec" => crate::syntax::spec_name(name),
                            "__future__" | "typing" => continue,
                            m if layer.event_in(m, name).is_some() => {
                                if let Some(class) = layer.event_in(m, name) {
                                    env.items.insert(EVENT_RELATION.into(), ModuleItem::Builtin(Builtin::Relation));
                                    kept.push(event_relation(
                                        &local,
                                        &layer.event_family(&class.qualified),
                                        alias.range,
                                    ));
                                }
                                continue;
                            }
                            m if layer.effect_in(m, name).is_some()
                                || layer.broken_effects.iter().any(|(bm, bn)| bm == m && bn == name)
                                || layer.unparsed.iter().any(|u| u == m) =>
                            {
                                Some(ModuleItem::Constant(Const::Str(Rc::new(PyStr::from(name)))))
                            }
                            m if layer.fluent_in(m, name).is_some() => {
                                layer.fluent_in(m, name).map(|f| ModuleItem::Constant(Const::Fluent(f.clone())))
                            }
                            m if layer.schema_in(m, name).is_some() => {
                                layer.schema_in(m, name).map(|s| ModuleItem::Constant(Const::RowClass(s.clone())))
                            }
                            // `from package import module`: the module, read as `module.name`.
                            m if self.cx.bodies.contains_key(&format!("{m}.{name}")) => {
                                Some(ModuleItem::Module(format!("{m}.{name}")))
                            }
                            m if self.cx.bodies.contains_key(m) => {
                                from_module.push((name.to_owned(), local, alias.range));
                                continue;
                            }
                            _ if !own => continue,
                            m => {
                                self.diags.push(Rule::ContractModule.at(
                                    format!("contract modules may import only trusted modules, `clauz3` and `clauz3.spec`, not `{m}`"),
                                    Some(span),
                                ));
                                None
                            }
                        };
                        match item {
                            Some(item) => {
                                env.items.insert(local, item);
                            }
                            None if own && matches!(from, "clauz3" | "clauz3.spec") => {
                                self.diags.push(Rule::ContractModule.at(
                                    format!("`{from}.{name}` is not part of the contract language clauz3 supports"),
                                    Some(span_of(file, alias)),
                                ))
                            }
                            None => {}
                        }
                    }
                    if !from_module.is_empty() {
                        self.import_from(file, from, &from_module, imp.range, &mut env, &mut kept);
                    }
                }
                ast::Stmt::Import(imp) => {
                    for alias in &imp.names {
                        match alias.name.as_str() {
                            "clauz3" | "typing" => {}
                            "clauz3.spec" => {
                                // `import clauz3.spec` binds `clauz3`; `as s` binds the module.
                                let local = alias.asname.as_ref().map_or("clauz3", |a| a.as_str());
                                env.items.insert(local.to_owned(), ModuleItem::Clauz3(None));
                            }
                            dotted if self.cx.bodies.contains_key(dotted) && alias.asname.is_some() => {
                                let local = alias.asname.as_ref().map_or(dotted, |a| a.as_str());
                                env.items.insert(local.to_owned(), ModuleItem::Module(dotted.to_owned()));
                            }
                            other if own => self.diags.push(Rule::ContractModule.at(
                                format!("contract modules may import only trusted modules, `clauz3` and `clauz3.spec`, not `{other}`"),
                                Some(span_of(file, alias)),
                            )),
                            _ => {}
                        }
                    }
                }
                ast::Stmt::ClassDef(_) if !own => {}
                ast::Stmt::FunctionDef(def) => {
                    let mut def = def.clone();
                    let mut contract = None;
                    let decorators: Vec<Decorator> = def.decorator_list.iter().map(|d| classify(d, &imports)).collect();
                    if !own && decorators.iter().any(Decorator::is_boundary) {
                        continue;
                    }
                    for (dec, kind) in def.decorator_list.iter().zip(decorators) {
                        match kind {
                            Decorator::Contract { description } => contract = Some(description),
                            // Deal's markers on a plain helper change nothing it computes.
                            _ if super::helpers::is_helper_marker(dec, &imports) => {}
                            _ => self.diags.push(Rule::ContractModule.at(
                                "functions of a contract module may only be decorated with `@contract`",
                                Some(span_of(file, dec)),
                            )),
                        }
                    }
                    if let Some(description) = contract {
                        let params: Vec<String> = def.args.args.iter().map(|p| p.def.arg.to_string()).collect();
                        if own {
                            check_description(file, &def, description.as_deref(), &params, self.diags);
                        }
                        let written = match self.cx.sources.get(file) {
                            Some(source) => super::written::written(source, file, &def),
                            None => WrittenSignature::default(),
                        };
                        helpers.push(ContractHelper {
                            module: module.to_owned(),
                            name: def.name.to_string(),
                            description,
                            params,
                            written,
                            span: span_of(file, &def),
                        });
                    }
                    def.decorator_list.clear();
                    kept.push(ast::Stmt::FunctionDef(def));
                }
                other => kept.push(other.clone()),
            }
        }
        // Another module's relations are checked where that module is lowered, unless it is
        // lowered only for its exports (a module of plain helpers).
        if own || !has_contracts(body) {
            check_relation_names(file, &kept, &env, layer, self.diags, &mut self.advisories);
        }
        Body { env, kept, helpers }
    }

    /// `from <module> import a, b as c` of names a trusted module defines at module level
    /// (helpers, constants, relations): that module's body is lowered into a builder function
    /// of its own (its locations stay its own) that returns them, and the importing body
    /// unpacks its result.
    fn import_from(
        &mut self,
        file: FileId,
        from: &str,
        names: &[(String, String, TextRange)],
        range: TextRange,
        env: &mut ModuleEnv,
        kept: &mut Vec<ast::Stmt>,
    ) {
        // On an error the names are still bound (to None, and the layer never loads), so their
        // uses report nothing more.
        let unusable = |kept: &mut Vec<ast::Stmt>| {
            for (_, local, _) in names {
                let none = ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::None, kind: None });
                let target = ast::Expr::Name(ast::ExprName {
                    range,
                    id: ast::Identifier::new(local.as_str()),
                    ctx: ast::ExprContext::Store,
                });
                kept.push(ast::Stmt::Assign(ast::StmtAssign {
                    range,
                    targets: vec![target],
                    value: Box::new(none),
                    type_comment: None,
                }));
            }
        };
        // A cycle is reported once for the whole layer (`imports::cycles`).
        if self.importing.iter().any(|m| m == from) {
            return unusable(kept);
        }
        let Some((from_file, from_body)) = self.cx.bodies.get(from) else { return unusable(kept) };
        self.importing.push(from.to_owned());
        let Body { env: from_env, kept: mut from_kept, .. } = self.body(*from_file, from, from_body, false);
        self.importing.pop();
        let defined = module_level_names(from_body);
        let mut exported = Vec::new();
        for (name, _, alias_range) in names {
            if defined.contains(name.as_str()) || from_env.items.contains_key(name) {
                exported.push(name.as_str());
            } else {
                self.diags.push(Rule::ContractModule.at(
                    format!("`{from}` defines no `{name}` a contract module can use (its helpers, constants and relations, or what it imports)"),
                    Some(Span::new(file, alias_range.start().to_u32(), alias_range.end().to_u32())),
                ));
            }
        }
        if exported.len() != names.len() {
            return unusable(kept);
        }
        from_kept.push(return_names(&exported, end_of(from_body)));
        let builder_name = format!("{} (for {})", from, self.importing.last().map_or("", |m| m.as_str()));
        let id = self.builder(*from_file, &builder_name, whole_of(from_body), from_kept, &from_env);
        let local_builder = format!("_clauz3_import_{}", self.imports_made);
        self.imports_made += 1;
        env.items.insert(local_builder.clone(), ModuleItem::Function(id));
        let name = |id: &str, ctx| ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx });
        let targets = names.iter().map(|(_, local, _)| name(local, ast::ExprContext::Store)).collect();
        kept.push(ast::Stmt::Assign(ast::StmtAssign {
            range,
            targets: vec![ast::Expr::Tuple(ast::ExprTuple { range, elts: targets, ctx: ast::ExprContext::Store })],
            value: Box::new(ast::Expr::Call(ast::ExprCall {
                range,
                func: Box::new(name(&local_builder, ast::ExprContext::Load)),
                args: Vec::new(),
                keywords: Vec::new(),
            })),
            type_comment: None,
        }));
    }

    /// Lowers `body` as a function of no parameters called `name` (a module's builder).
    fn builder(&mut self, file: FileId, name: &str, range: TextRange, body: Vec<ast::Stmt>, env: &ModuleEnv) -> FuncId {
        let def = syntax::parameterless_def(name, range, body);
        let id = FuncId(self.functions.len() as u32);
        self.functions.push(None);
        for mut d in syntax::lower_def_into(file, env, self.functions, &def, id) {
            d.kind = crate::diag::DiagKind::Config;
            self.diags.push(Rule::UnsupportedConstruct.claim(d));
        }
        id
    }
}

/// `return (a, b, ...)` placed at `at`.
fn return_names(names: &[&str], at: TextRange) -> ast::Stmt {
    let elts = names
        .iter()
        .map(|n| {
            ast::Expr::Name(ast::ExprName { range: at, id: ast::Identifier::new(*n), ctx: ast::ExprContext::Load })
        })
        .collect();
    ast::Stmt::Return(ast::StmtReturn {
        range: at,
        value: Some(Box::new(ast::Expr::Tuple(ast::ExprTuple { range: at, elts, ctx: ast::ExprContext::Load }))),
    })
}

fn end_of(body: &[ast::Stmt]) -> TextRange {
    body.last().map_or(TextRange::default(), |s| TextRange::empty(ast::Ranged::range(s).end()))
}

fn whole_of(body: &[ast::Stmt]) -> TextRange {
    match (body.first(), body.last()) {
        (Some(a), Some(b)) => TextRange::new(ast::Ranged::range(a).start(), ast::Ranged::range(b).end()),
        _ => TextRange::default(),
    }
}

/// The names a module body binds at its top level by definition or assignment.
fn module_level_names(body: &[ast::Stmt]) -> std::collections::HashSet<&str> {
    let mut out = std::collections::HashSet::new();
    for stmt in body {
        match stmt {
            ast::Stmt::FunctionDef(d) => {
                out.insert(d.name.as_str());
            }
            ast::Stmt::Assign(a) => {
                for t in &a.targets {
                    if let ast::Expr::Name(n) = t {
                        out.insert(n.id.as_str());
                    }
                }
            }
            ast::Stmt::AnnAssign(a) => {
                if let ast::Expr::Name(n) = &*a.target {
                    out.insert(n.id.as_str());
                }
            }
            _ => {}
        }
    }
    out
}

/// A description template may use only `{parameter}` placeholders, and must use every one.
fn check_description(
    file: FileId,
    def: &ast::StmtFunctionDef,
    description: Option<&str>,
    params: &[String],
    diags: &mut Vec<Diagnostic>,
) {
    let Some(text) = description else { return };
    let mut used = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        used.push(after[..close].to_owned());
        rest = &after[close + 1..];
    }
    let span = Some(span_of(file, def));
    for u in &used {
        if !params.contains(u) {
            diags.push(Rule::ContractDescription.at(
                format!("the description of contract `{}` uses {{{u}}}, which is not one of its parameters", def.name),
                span,
            ));
        }
    }
    for p in params {
        if !used.contains(p) {
            diags.push(Rule::ContractDescription.at(
                format!(
                    "the description of contract `{}` does not show parameter `{p}`; a person approving it must see every argument",
                    def.name
                ),
                span,
            ));
        }
    }
}

/// `effect("name")` must name a trusted effect: a relation over nothing would make its
/// contracts vacuously true. For the same reason a relation over event classes no effect
/// performs is an advisory: only the contracts that use it are refused, when they are.
fn check_relation_names(
    file: FileId,
    body: &[ast::Stmt],
    env: &ModuleEnv,
    layer: &Layer,
    diags: &mut Vec<Diagnostic>,
    advisories: &mut Vec<Diagnostic>,
) {
    let known: Vec<&str> = layer.effects.iter().map(|e| &*e.name).collect();
    let is_event = |name: &str| layer.events.iter().any(|c| *c.qualified == *name);
    let mut visit = |e: &ast::Expr| {
        let ast::Expr::Call(call) = e else { return };
        let ast::Expr::Name(n) = &*call.func else { return };
        if !matches!(env.items.get(n.id.as_str()), Some(ModuleItem::Builtin(Builtin::Relation))) {
            return;
        }
        let events: Vec<Rc<str>> = call
            .args
            .iter()
            .filter_map(|a| match a {
                ast::Expr::Constant(ast::ExprConstant { value: ast::Constant::Str(s), .. }) if is_event(s) => {
                    Some(Rc::from(s.as_str()))
                }
                _ => None,
            })
            .collect();
        if !events.is_empty()
            && events.len() == call.args.len()
            && !crate::contract::performed_anywhere(&layer.effects, &events)
        {
            advisories.push(Rule::EventNeverPerformed.at(
                format!(
                    "no trusted effect of this layer performs event {} or a subclass of it, so every contract over it would hold vacuously and is refused; declare it with @performs on the effects that perform it",
                    crate::contract::event_name(&events[0])
                ),
                Some(span_of(file, call)),
            ));
        }
        for arg in &call.args {
            if let ast::Expr::Constant(c) = arg {
                if let ast::Constant::Str(name) = &c.value {
                    if !layer.may_name_effect(name) && !is_event(name) {
                        diags.push(Rule::UnknownRelation.at(
                            format!("effect('{name}') names '{name}', which is not a trusted effect. Known effects: {known:?}"),
                            Some(span_of(file, arg)),
                        ));
                    }
                }
            }
        }
    };
    for stmt in body {
        syntax::walk_exprs(stmt, &mut visit);
    }
}
