//! Contract modules: trusted files with `@contract` helpers. Their whole body (relations built
//! at module level, constants, helpers, module-level helper functions) is lowered in the
//! contract dialect as one function that returns the helpers; the interpreter runs it when a
//! program is loaded, so helper bodies are ordinary Python of the subset.

use super::decorators::{classify, Decorator, Imports};
use super::{Layer, Rule};
use crate::diag::Diagnostic;
use crate::ir::{Builtin, Const, FuncId, Function, PyStr, WrittenSignature};
use crate::source::{FileId, SourceFile, Span};
use crate::syntax::{self, span_of, ModuleEnv, ModuleItem};
use rustpython_parser::ast;
use rustpython_parser::text_size::TextRange;
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

/// What the names of `clauz3.spec` mean in the contract dialect.
fn spec_name(name: &str) -> Option<ModuleItem> {
    Some(match name {
        "effect" => ModuleItem::Builtin(Builtin::Relation),
        "ConjunctionSpec" => ModuleItem::Builtin(Builtin::Conjunction),
        "no_guarantees" => ModuleItem::Builtin(Builtin::NoGuarantees),
        "contract" | "ContractSpec" | "guarantee" => ModuleItem::Clauz3(Some(name.to_owned())),
        _ => return None,
    })
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

/// Lowers one contract module. Problems are configuration errors with a location.
pub fn lower(
    file: FileId,
    source: &SourceFile,
    module: &str,
    body: &[ast::Stmt],
    layer: &mut Layer,
    functions: &mut Vec<Option<Function>>,
    diags: &mut Vec<Diagnostic>,
) -> Option<ContractModule> {
    let before = diags.len();
    let imports = Imports::of(body);
    let mut env = ModuleEnv { contract_dialect: true, ..ModuleEnv::default() };
    let mut kept: Vec<ast::Stmt> = Vec::new();
    let mut helpers = Vec::new();
    for stmt in body {
        let span = span_of(file, stmt);
        match stmt {
            ast::Stmt::ImportFrom(imp) => {
                let from = imp.module.as_ref().map_or("", |m| m.as_str());
                for alias in &imp.names {
                    let name = alias.name.as_str();
                    let local = alias.asname.as_ref().map_or(name, |a| a.as_str()).to_owned();
                    let item = match from {
                        "clauz3" | "clauz3.spec" => spec_name(name),
                        "__future__" | "typing" => continue,
                        m if layer.event_in(m, name).is_some() => {
                            if let Some(class) = layer.event_in(m, name) {
                                env.items.insert(EVENT_RELATION.into(), ModuleItem::Builtin(Builtin::Relation));
                                kept.push(event_relation(&local, &layer.event_family(&class.qualified), alias.range));
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
                        m if layer.modules.contains_key(m) => {
                            diags.push(Rule::ContractModule.at(
                                format!("`{name}` is not a trusted effect of `{m}`; contract modules may import effects, `clauz3` and `clauz3.spec` (importing from another contract module is not supported yet)"),
                                Some(span_of(file, alias)),
                            ));
                            None
                        }
                        m => {
                            diags.push(Rule::ContractModule.at(
                                format!("contract modules may import only trusted effects, `clauz3` and `clauz3.spec`, not `{m}`"),
                                Some(span),
                            ));
                            None
                        }
                    };
                    match item {
                        Some(item) => {
                            env.items.insert(local, item);
                        }
                        None if matches!(from, "clauz3" | "clauz3.spec") => diags.push(Rule::ContractModule.at(
                            format!("`{from}.{name}` is not part of the contract language clauz3 supports"),
                            Some(span_of(file, alias)),
                        )),
                        None => {}
                    }
                }
            }
            ast::Stmt::Import(imp) => {
                for alias in &imp.names {
                    match alias.name.as_str() {
                        "clauz3" | "typing" => {}
                        other => diags.push(Rule::ContractModule.at(
                            format!("contract modules may import only trusted effects, `clauz3` and `clauz3.spec`, not `{other}`"),
                            Some(span_of(file, alias)),
                        )),
                    }
                }
            }
            ast::Stmt::FunctionDef(def) => {
                let mut def = def.clone();
                let mut contract = None;
                for dec in &def.decorator_list {
                    match classify(dec, &imports) {
                        Decorator::Contract { description } => contract = Some(description),
                        _ => diags.push(Rule::ContractModule.at(
                            "functions of a contract module may only be decorated with `@contract`",
                            Some(span_of(file, dec)),
                        )),
                    }
                }
                if let Some(description) = contract {
                    let params: Vec<String> = def.args.args.iter().map(|p| p.def.arg.to_string()).collect();
                    check_description(file, &def, description.as_deref(), &params, diags);
                    helpers.push(ContractHelper {
                        module: module.to_owned(),
                        name: def.name.to_string(),
                        description,
                        params,
                        written: super::written::written(source, file, &def),
                        span: span_of(file, &def),
                    });
                }
                def.decorator_list.clear();
                kept.push(ast::Stmt::FunctionDef(def));
            }
            other => kept.push(other.clone()),
        }
    }
    let mut advisories = Vec::new();
    check_relation_names(file, &kept, &env, layer, diags, &mut advisories);
    layer.advisories.append(&mut advisories);
    let end = body.last().map_or(TextRange::default(), |s| TextRange::empty(ast::Ranged::range(s).end()));
    let names = helpers
        .iter()
        .map(|h| {
            ast::Expr::Name(ast::ExprName {
                range: end,
                id: ast::Identifier::new(h.name.clone()),
                ctx: ast::ExprContext::Load,
            })
        })
        .collect();
    kept.push(ast::Stmt::Return(ast::StmtReturn {
        range: end,
        value: Some(Box::new(ast::Expr::Tuple(ast::ExprTuple {
            range: end,
            elts: names,
            ctx: ast::ExprContext::Load,
        }))),
    }));
    let whole = match (body.first(), body.last()) {
        (Some(a), Some(b)) => TextRange::new(ast::Ranged::range(a).start(), ast::Ranged::range(b).end()),
        _ => TextRange::default(),
    };
    let def = ast::StmtFunctionDef {
        range: whole,
        name: ast::Identifier::new(module.rsplit('.').next().unwrap_or(module)),
        args: Box::new(ast::Arguments {
            range: Default::default(),
            posonlyargs: Vec::new(),
            args: Vec::new(),
            vararg: None,
            kwonlyargs: Vec::new(),
            kwarg: None,
        }),
        body: kept,
        decorator_list: Vec::new(),
        returns: None,
        type_comment: None,
        type_params: Vec::new(),
    };
    let id = FuncId(functions.len() as u32);
    functions.push(None);
    for mut d in syntax::lower_contract_module(file, &env, functions, &def, id) {
        d.kind = crate::diag::DiagKind::Config;
        diags.push(Rule::UnsupportedConstruct.claim(d));
    }
    if diags.len() > before {
        layer.broken_helpers.extend(helpers);
        return None;
    }
    Some(ContractModule { module: module.to_owned(), init: id, helpers })
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
