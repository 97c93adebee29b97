//! Trusted layers: reads `tools/<domain>/trusted/*.py` declarations into effect declarations.
//! A trusted module may hold any Python in effect bodies: a body is lowered only to be run by
//! the interpreter when it is inside the subset, and otherwise needs another handler.
//! Every check is a [`Rule`]: [`load`] fails on the errors, [`check`] returns them all.

mod class_modules;
mod contracts;
mod decorators;
pub(crate) mod embedded;
mod entry;
mod events;
mod fluents;
mod guarantee_syntax;
mod helpers;
mod imports;
mod kept;
mod module_globals;
mod module_stmts;
mod paths;
mod policy;
mod program;
mod rules;
mod schemas;
mod star_import;
mod star_names;
pub mod stdlib;
mod stdlib_names;
mod type_alias;
mod written;

pub use contracts::{ContractHelper, ContractModule};
pub use embedded::{reexported, shipped_texts};
pub use guarantee_syntax::GuaranteeSyntax;
pub use kept::load_kept;
pub use policy::{DomainPolicy, RequiredContract};
pub use program::{lower_program, ProgramSyntax};
pub use rules::{Rule, Severity};
pub use written::one_line;

use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::{
    EffectDecl, EffectId, EventClass, FluentDecl, Function, Param, ParamKind, Postcondition, Precondition, PyExc,
    RowSchema, TypeExpr, WrittenSignature,
};
use crate::source::{FileId, SourceFile, SourceMap};
use crate::syntax::{self, annotation_type_in, ModuleEnv};
use decorators::{classify, Decorator, Imports};
use indexmap::IndexMap;
use rustpython_parser::ast;
use std::collections::HashMap;
use std::rc::Rc;

/// One trusted source file, already read.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TrustedFile {
    /// The package the root imports as, e.g. `tools.ledger.trusted`.
    pub package: String,
    /// The module's dotted name, e.g. `tools.ledger.trusted.effects`.
    pub module: String,
    /// The path shown in diagnostics.
    pub display: String,
    pub text: String,
}

/// The loaded trusted layer: effects, the functions their predicates lowered to, and which
/// module declares what.
#[derive(Debug, Default, Clone)]
pub struct Layer {
    pub effects: Vec<EffectDecl>,
    pub functions: Vec<Function>,
    pub modules: IndexMap<String, IndexMap<String, EffectId>>,
    pub packages: Vec<String>,
    /// Modules with `@contract` helpers, lowered in the contract dialect.
    pub contracts: Vec<ContractModule>,
    /// Row classes by module, then by name.
    pub schemas: IndexMap<String, Vec<(String, Rc<RowSchema>)>>,
    /// Effects whose declaration has errors (already reported): (module, name).
    pub broken_effects: Vec<(String, String)>,
    /// Fluents: (module, variable, declaration).
    pub fluents: Vec<(String, String, Rc<FluentDecl>)>,
    /// `Event` subclasses, in file and source order.
    pub events: Vec<Rc<EventClass>>,
    /// Coverage policies of every root's `policy.py`.
    pub policies: Vec<DomainPolicy>,
    /// Helpers of contract modules with errors (already reported), so that policies naming
    /// them do not report them again.
    pub broken_helpers: Vec<ContractHelper>,
    /// Modules that are not valid Python (already reported): what other modules import from
    /// them is not reported again.
    pub unparsed: Vec<String>,
    /// Problems that do not stop a load, for `clauz3 lint` (a relation over an event nothing
    /// performs: only the contracts that use it are refused).
    pub advisories: Vec<Diagnostic>,
    /// Effects whose own body is outside the subset: `clauz3 run` needs another handler for
    /// them.
    pub foreign_bodies: Vec<ForeignBody>,
    /// The typed path classes (`clauz3.paths.FilePath`, ...) and the helper checking each.
    pub path_checks: Vec<(std::rc::Rc<str>, crate::ir::FuncId)>,
    /// The public names of the standard-library modules clauz3 models (`embedded::PURE_MODULES`).
    pub pure_items: HashMap<(String, String), syntax::ModuleItem>,
    /// Their private helpers, which the modelled modules with classes may import
    /// (`embedded::model_private_items`) and a program may not.
    pub model_private_items: HashMap<(String, String), syntax::ModuleItem>,
    /// The modelled standard-library modules with classes the program imports, lowered with
    /// it (`class_modules`).
    pub(crate) class_modules: Vec<ParsedTrusted>,
}

/// A trusted effect whose body the interpreter cannot run, and the first reason why.
#[derive(Debug, Clone)]
pub struct ForeignBody {
    pub effect: EffectId,
    pub why: Diagnostic,
}

impl Layer {
    /// The helper that checks a typed path argument of the row class `qualified`, if it is one.
    pub fn path_check(&self, qualified: &str) -> Option<crate::ir::FuncId> {
        self.path_checks.iter().find(|(q, _)| &**q == qualified).map(|(_, f)| *f)
    }

    pub fn is_package(&self, dotted: &str) -> bool {
        self.packages.iter().any(|p| p == dotted)
    }

    /// The `@contract` helper `name` of `module`, if there is one.
    pub fn contract_in(&self, module: &str, name: &str) -> Option<&ContractHelper> {
        self.contracts.iter().filter(|c| c.module == module).flat_map(|c| &c.helpers).find(|h| h.name == name)
    }

    /// The fluent bound to `var` in `module`, if it declares one.
    pub fn fluent_in(&self, module: &str, var: &str) -> Option<&Rc<FluentDecl>> {
        self.fluents.iter().find(|(m, v, _)| m == module && v == var).map(|(_, _, d)| d)
    }

    /// The row class `name` of `module`, if it declares one.
    pub fn schema_in(&self, module: &str, name: &str) -> Option<&Rc<RowSchema>> {
        self.schemas.get(module)?.iter().find(|(n, _)| n == name).map(|(_, s)| s)
    }

    /// The event class `name` of `module`, if it declares one.
    pub fn event_in(&self, module: &str, name: &str) -> Option<&Rc<EventClass>> {
        self.events.iter().find(|c| c.module == module && *c.name == *name)
    }

    /// An event class and every class deriving from it, qualified: what a relation over the
    /// class covers.
    pub fn event_family(&self, qualified: &str) -> Vec<Rc<str>> {
        let descends = |c: &EventClass| {
            let mut at = Some(c.qualified.clone());
            while let Some(q) = at {
                if &*q == qualified {
                    return true;
                }
                at = self.events.iter().find(|e| e.qualified == q).and_then(|e| e.parent.clone());
            }
            false
        };
        self.events.iter().filter(|c| descends(c)).map(|c| c.qualified.clone()).collect()
    }

    /// Whether `name` may be a trusted effect: one of the layer, one whose declaration has
    /// errors, or any while some module did not parse. Checks of names use it so that one
    /// mistake is reported once, where it is.
    pub fn may_name_effect(&self, name: &str) -> bool {
        self.effects.iter().any(|e| &*e.name == name)
            || self.broken_effects.iter().any(|(_, n)| n == name)
            || !self.unparsed.is_empty()
    }

    pub fn effect_in(&self, module: &str, name: &str) -> Option<EffectId> {
        self.modules.get(module)?.get(name).copied()
    }

    /// Every `(module, name) -> effect`, for calls through module aliases.
    pub fn module_effects(&self) -> Vec<((String, String), EffectId)> {
        self.modules
            .iter()
            .flat_map(|(m, effects)| effects.iter().map(move |(n, id)| ((m.clone(), n.clone()), *id)))
            .collect()
    }
}

/// Parses every trusted file and collects its effects. Problems are configuration errors, all
/// of them reported (each under its [`Rule`]'s code); advisories do not stop the load.
pub fn load(map: &mut SourceMap, files: &[TrustedFile]) -> Result<Layer, Diagnostics> {
    load_with(map, files, &embedded::all_modules())
}

/// [`load`] with only the embedded modules in `pure`: modelled standard-library modules and
/// clauz3's own ([`embedded::wanted_pure`]).
pub fn load_with(map: &mut SourceMap, files: &[TrustedFile], pure: &[&str]) -> Result<Layer, Diagnostics> {
    let Checked { layer, errors } = check_with(map, files, pure);
    if errors.is_empty() {
        Ok(layer)
    } else {
        Err(Diagnostics(errors))
    }
}

/// A layer as far as it could be read, and its errors (each under its [`Rule`]'s code).
#[derive(Debug)]
pub struct Checked {
    /// What loaded; with errors, `functions` is empty and broken declarations are missing.
    pub layer: Layer,
    pub errors: Vec<Diagnostic>,
}

/// Runs every check of [`load`] over the whole layer, keeping going after errors: what
/// `clauz3 lint` reports.
pub fn check(map: &mut SourceMap, files: &[TrustedFile]) -> Checked {
    check_with(map, files, &embedded::all_modules())
}

/// [`check`] with only the embedded modules in `pure`.
pub fn check_with(map: &mut SourceMap, files: &[TrustedFile], pure: &[&str]) -> Checked {
    crate::contract::register();
    let mut layer = Layer::default();
    let mut diags = Vec::new();
    let mut functions: Vec<Option<Function>> = Vec::new();
    let mut first_seen: IndexMap<String, (String, crate::source::Span)> = IndexMap::new();
    let mut contract_files = Vec::new();
    let mut parsed_files = Vec::new();
    // Package `__init__` modules and clauz3's own helper modules: read for their helpers
    // only (they declare no effects).
    let mut helper_only = embedded::parse_all(map, &mut diags, pure);
    layer.class_modules = class_modules::parse_wanted(map, &mut diags, pure);
    for f in files {
        if !layer.packages.contains(&f.package) {
            layer.packages.push(f.package.clone());
        }
        layer.modules.entry(f.module.clone()).or_default();
        let file = map.add(SourceFile::new(f.display.clone(), f.text.clone()));
        match syntax::parse(map, file) {
            Ok(p) => {
                let mut parsed =
                    ParsedTrusted { file, module: f.module.clone(), display: f.display.clone(), body: p.body };
                imports::make_absolute(&mut parsed, &mut diags);
                match f.module.strip_suffix(".__init__") {
                    Some(package) => {
                        parsed.module = package.to_owned();
                        helper_only.push(parsed);
                    }
                    None => parsed_files.push(parsed),
                }
            }
            Err(d) => {
                layer.unparsed.push(f.module.clone());
                diags.push(d);
            }
        }
    }
    diags.extend(import_cycles(map, &parsed_files, &helper_only, &layer));
    schemas::collect(&helper_only, &mut layer, &mut diags);
    schemas::collect(&parsed_files, &mut layer, &mut diags);
    fluents::collect(&parsed_files, &mut layer, &mut diags);
    events::collect(&parsed_files, &mut layer, &mut diags);
    let (policy_files, parsed_files): (Vec<_>, Vec<_>) =
        parsed_files.into_iter().partition(|p| policy::root_of(p, &layer.packages).is_some());
    let bodies: HashMap<String, (FileId, Vec<ast::Stmt>)> =
        parsed_files.iter().chain(&helper_only).map(|p| (p.module.clone(), (p.file, p.body.clone()))).collect();
    let helper_modules: Vec<&ParsedTrusted> =
        parsed_files.iter().filter(|p| !contracts::has_contracts(&p.body)).chain(&helper_only).collect();
    let helpers = helpers::build(&helper_modules, &layer, &mut functions);
    layer.path_checks = embedded::path_checks(&helpers, &layer);
    layer.pure_items = embedded::pure_items(&helpers);
    layer.model_private_items = embedded::model_private_items(&helpers);
    for parsed in parsed_files {
        let (file, f) = (parsed.file, &parsed);
        if contracts::has_contracts(&parsed.body) {
            contract_files.push((file, parsed.module.clone(), parsed.body));
            continue;
        }
        let imports = Imports::of(&parsed.body);
        let type_names = schemas::type_names(&parsed.module, &parsed.body, &layer);
        let fluent_names = fluents::names(&parsed.module, &parsed.body, &layer);
        let mut items = helpers.items_of(&parsed.module);
        // Effect bodies may build rows of the classes the module names.
        for (name, ty) in &type_names {
            if let (false, TypeExpr::Row(schema)) = (name.contains('.'), ty) {
                items.insert(name.clone(), syntax::ModuleItem::Constant(crate::ir::Const::RowClass(schema.clone())));
            }
        }
        let env = syntax::ModuleEnv { items, module_items: qualified_items(&helpers, &layer), ..ModuleEnv::default() };
        let event_names = events::names(&parsed.module, &parsed.body, &layer);
        for stmt in &parsed.body {
            let ast::Stmt::FunctionDef(def) = stmt else {
                continue;
            };
            let decorators: Vec<Decorator> = def.decorator_list.iter().map(|d| classify(d, &imports)).collect();
            if !decorators.iter().any(Decorator::is_boundary) {
                if let Some(Decorator::Performs { span, .. }) =
                    decorators.iter().find(|d| matches!(d, Decorator::Performs { .. }))
                {
                    diags.push(Rule::PerformsBuilder.at(
                        format!("@performs on `{}`, which is not a trusted effect: only `@clauz3.trusted` functions perform events", def.name),
                        Some(syntax::span_of(file, *span)),
                    ));
                }
                continue;
            }
            let name = def.name.to_string();
            let span = syntax::span_of(file, def);
            if let Some((other, first)) = first_seen.get(&name) {
                diags.push(
                    Rule::DuplicateEffect
                        .at(format!("two trusted effects are called `{name}`: {other} and {}; effect names must be unique across trusted roots", f.display), Some(span))
                        .with_related("the first is declared here", *first),
                );
                continue;
            }
            first_seen.insert(name.clone(), (f.display.clone(), span));
            let id = EffectId(layer.effects.len() as u32);
            let context = Declaring {
                file,
                module: &f.module,
                env: &env,
                type_names: &type_names,
                fluents: &fluent_names,
                events: &event_names,
            };
            match declare(&context, def, &decorators, &mut functions, &mut diags) {
                Some(mut decl) => {
                    if let Some(source) = map.get(file) {
                        decl.written = written::written(source, file, def);
                    }
                    match runnable_body(file, &env, &mut functions, def) {
                        Ok(body) => decl.body = body,
                        Err(why) => layer.foreign_bodies.push(ForeignBody { effect: id, why }),
                    }
                    layer.effects.push(decl);
                    layer.modules.entry(f.module.clone()).or_default().insert(name, id);
                }
                // Its errors are reported; modules importing it should not repeat them.
                None => layer.broken_effects.push((f.module.clone(), name)),
            }
        }
    }
    // Contracts read the effects of every root, so they come second.
    let (mut lowered, mut broken_helpers, mut advisories) = (Vec::new(), Vec::new(), Vec::new());
    let mut module_items = qualified_items(&helpers, &layer);
    contracts::alias_items(&layer, &mut module_items);
    let cx = contracts::Context { layer: &layer, sources: map, bodies: &bodies, module_items: &module_items };
    for (file, module, body) in contract_files {
        let result = contracts::lower(&cx, file, &module, &body, &mut functions, &mut diags);
        lowered.extend(result.module);
        broken_helpers.extend(result.broken_helpers);
        advisories.extend(result.advisories);
    }
    layer.contracts.extend(lowered);
    layer.broken_helpers.extend(broken_helpers);
    layer.advisories.extend(advisories);
    // A module imported by several contract modules is lowered for each: report its
    // problems once.
    let mut seen = Vec::new();
    diags.retain(|d| {
        let fresh = !seen.contains(d);
        if fresh {
            seen.push(d.clone());
        }
        fresh
    });
    // Policies name effects and contract helpers, so they come last.
    for f in &policy_files {
        if let Some(package) = policy::root_of(f, &layer.packages) {
            let read = policy::read(f, &package, &layer, &mut diags);
            layer.policies.extend(read);
        }
    }
    if diags.is_empty() {
        layer.functions =
            functions.into_iter().map(|f| f.expect("predicate functions are lowered when reserved")).collect();
    }
    Checked { layer, errors: diags }
}

/// What `alias.name` may reach through a trusted module imported whole: its helpers, constants
/// and row classes.
fn qualified_items(helpers: &helpers::Helpers, layer: &Layer) -> HashMap<(String, String), syntax::ModuleItem> {
    let mut items = helpers.qualified();
    for (module, schemas) in &layer.schemas {
        for (name, schema) in schemas {
            items.insert(
                (module.clone(), name.clone()),
                syntax::ModuleItem::Constant(crate::ir::Const::RowClass(schema.clone())),
            );
        }
    }
    items
}

/// Every cycle of imports among the trusted modules (clauz3's own included), one error each.
fn import_cycles(
    map: &SourceMap,
    parsed: &[ParsedTrusted],
    helper_only: &[ParsedTrusted],
    layer: &Layer,
) -> Vec<Diagnostic> {
    let all: Vec<&ParsedTrusted> = parsed.iter().chain(helper_only).collect();
    let known = |m: &str| all.iter().any(|p| p.module == m) || layer.modules.contains_key(m);
    let edges: Vec<(String, Vec<(String, crate::source::Span)>)> =
        all.iter().map(|p| (p.module.clone(), imports::imported_modules(p.file, &p.body, &known))).collect();
    imports::cycles(map, &edges)
}

/// A trusted file, parsed.
#[derive(Debug, Clone)]
pub(crate) struct ParsedTrusted {
    pub file: crate::source::FileId,
    pub module: String,
    pub display: String,
    pub body: Vec<ast::Stmt>,
}

/// The module an effect is declared in, and what its names mean.
struct Declaring<'a> {
    file: crate::source::FileId,
    module: &'a str,
    env: &'a ModuleEnv,
    type_names: &'a schemas::TypeNames,
    fluents: &'a fluents::FluentNames,
    events: &'a events::EventNames,
}

/// Builds one effect declaration from a trusted `def` and its decorators.
fn declare(
    context: &Declaring<'_>,
    def: &ast::StmtFunctionDef,
    decorators: &[Decorator],
    functions: &mut Vec<Option<Function>>,
    diags: &mut Vec<Diagnostic>,
) -> Option<EffectDecl> {
    let Declaring { file, module, env, type_names, fluents: fluent_names, events: event_names } = *context;
    let annotation_type = |e: &ast::Expr| annotation_type_in(e, &|name| type_names.get(name).cloned());
    let span = syntax::span_of(file, def);
    let name = def.name.as_str();
    let before = diags.len();
    let args = &def.args;
    if args.vararg.is_some() || args.kwarg.is_some() {
        diags.push(
            Rule::EffectSignature.at(format!("trusted effect `{name}` may not take `*args` or `**kwargs`"), Some(span)),
        );
    }
    let kinds = args
        .posonlyargs
        .iter()
        .map(|p| (p, ParamKind::PositionalOnly))
        .chain(args.args.iter().map(|p| (p, ParamKind::Normal)))
        .chain(args.kwonlyargs.iter().map(|p| (p, ParamKind::KeywordOnly)));
    let mut params = Vec::new();
    for (p, kind) in kinds {
        let pname = p.def.arg.as_str();
        let pspan = syntax::span_of(file, &p.def);
        let annotation = match p.def.annotation.as_deref() {
            Some(a) => match annotation_type(a) {
                Some(t) => Some(t),
                None => {
                    diags.push(Rule::EffectSignature.at(
                        format!(
                            "parameter `{pname}` of trusted effect `{name}` has an annotation clauz3 does not know"
                        ),
                        Some(syntax::span_of(file, a)),
                    ));
                    None
                }
            },
            None => None,
        };
        let default = match p.default.as_deref() {
            Some(d) => match syntax::literal_const(d) {
                Some(c) => Some(c),
                None => {
                    diags.push(Rule::EffectSignature.at(
                        format!("the default of `{pname}` in trusted effect `{name}` must be an immutable literal"),
                        Some(syntax::span_of(file, d)),
                    ));
                    None
                }
            },
            None => None,
        };
        params.push(Param { name: Rc::from(pname), kind, default, annotation, span: pspan });
    }
    let returns = match def.returns.as_deref() {
        Some(r) => annotation_type(r).unwrap_or_else(|| {
            diags.push(Rule::EffectSignature.at(
                format!("the return annotation of trusted effect `{name}` is not a type clauz3 knows"),
                Some(syntax::span_of(file, r)),
            ));
            TypeExpr::Any
        }),
        None => {
            diags.push(Rule::EffectSignature.at(
                format!("trusted effect `{name}` needs a return annotation (what the prover assumes it returns)"),
                Some(span),
            ));
            TypeExpr::Any
        }
    };
    let mut updates = Vec::new();
    let mut requires = Vec::new();
    let mut ensures = Vec::new();
    let mut performs = None;
    let mut raises = Vec::new();
    for dec in decorators {
        match dec {
            Decorator::Raises(decorators::Raised { classes, span: dspan })
            | Decorator::Trusted { raises: Some(decorators::Raised { classes, span: dspan }) } => {
                for class in classes.iter() {
                    match class {
                        ast::Expr::Name(n) if PyExc::from_name(n.id.as_str()).is_some_and(|e| e.unraisable().is_none()) => {
                            raises.extend(PyExc::from_name(n.id.as_str()));
                        }
                        _ => diags.push(Rule::Decorator.at(
                            format!("the exceptions `{name}` declares it raises (`@deal.raises`, `raises=`) must be builtin exception classes (`TimeoutError`, `OSError`, ...)"),
                            Some(syntax::span_of(file, *dspan)),
                        )),
                    }
                }
            }
            Decorator::Requires { lambda, message, span: dspan } => {
                let dspan = syntax::span_of(file, *dspan);
                if let Err(why) = same_signature(lambda, &params, false) {
                    diags.push(Rule::RequiresSignature.at(format!("precondition of `{name}` {why}"), Some(dspan)));
                    continue;
                }
                match syntax::lower_predicate(file, env, functions, &format!("{name}.requires"), lambda) {
                    Ok(func) => requires.push(Precondition { func, message: message.clone(), span: dspan }),
                    Err(ds) => diags.extend(ds.0.into_iter().map(|d| Rule::UnsupportedConstruct.claim(d))),
                }
            }
            Decorator::Ensures { lambda, message, span: dspan } => {
                let dspan = syntax::span_of(file, *dspan);
                if let Err(why) = same_signature(lambda, &params, true) {
                    diags.push(Rule::EnsuresSignature.at(format!("postcondition of `{name}` {why}"), Some(dspan)));
                    continue;
                }
                if returns == TypeExpr::None {
                    diags.push(Rule::EnsuresSignature.at(
                        format!("trusted effect `{name}` returns None, so a postcondition has nothing to constrain"),
                        Some(dspan),
                    ));
                    continue;
                }
                let takes_arguments =
                    lambda.args.args.len() + lambda.args.posonlyargs.len() + lambda.args.kwonlyargs.len() > 1;
                match syntax::lower_predicate(file, env, functions, &format!("{name}.ensures"), lambda) {
                    Ok(func) => {
                        ensures.push(Postcondition { func, takes_arguments, message: message.clone(), span: dspan })
                    }
                    Err(ds) => diags.extend(ds.0.into_iter().map(|d| Rule::UnsupportedConstruct.claim(d))),
                }
            }
            Decorator::Performs { lambda, span: dspan } => {
                if performs.is_some() {
                    diags.push(Rule::PerformsBuilder.at(
                        format!("@performs on `{name}` is stacked; declare all of its events in one @performs"),
                        Some(syntax::span_of(file, *dspan)),
                    ));
                    continue;
                }
                performs = Some(events::performed(file, name, &params, lambda, event_names, diags));
            }
            Decorator::Refused { why, span: dspan } | Decorator::RefusedTrusted { why, span: dspan } => diags.push(
                Rule::Decorator.at(format!("{why} (on trusted effect `{name}`)"), Some(syntax::span_of(file, *dspan))),
            ),
            Decorator::Contract { .. } => diags.push(Rule::Decorator.at(
                format!("trusted effect `{name}` cannot also be a `@contract` helper"),
                Some(syntax::span_of(file, def)),
            )),
            Decorator::Updates { lambda, span: dspan } => {
                if !updates.is_empty() {
                    diags.push(Rule::FluentBuilder.at(
                        format!("trusted effect `{name}` has two `@effect` fluent decorators; return a list of updates from one"),
                        Some(syntax::span_of(file, *dspan)),
                    ));
                    continue;
                }
                match fluents::updates(file, name, lambda, &params, fluent_names) {
                    Ok(u) => updates = u,
                    Err(d) => diags.push(d),
                }
            }
            Decorator::Trusted { raises: None } | Decorator::Mock | Decorator::Inert => {}
        }
    }
    if diags.len() > before {
        return None;
    }
    Some(EffectDecl {
        name: Rc::from(name),
        qualified: format!("{module}.{name}"),
        params,
        returns,
        requires,
        ensures,
        mock: decorators.iter().any(|d| matches!(d, Decorator::Mock)),
        body: None,
        updates,
        written: WrittenSignature::default(),
        performs: performs.unwrap_or_default(),
        raises,
        span,
    })
}

/// The effect's body as a function the interpreter can run; `None` for a `...` stub (the usual
/// declaration-only layer); the first construct outside the subset for any other body.
fn runnable_body(
    file: crate::source::FileId,
    env: &ModuleEnv,
    functions: &mut Vec<Option<Function>>,
    def: &ast::StmtFunctionDef,
) -> Result<Option<crate::ir::FuncId>, Diagnostic> {
    let is_doc_or_ellipsis = |s: &ast::Stmt| matches!(s, ast::Stmt::Expr(e) if matches!(&*e.value, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Str(_) | ast::Constant::Ellipsis)));
    if def.body.iter().all(is_doc_or_ellipsis) {
        return Ok(None);
    }
    syntax::lower_trusted_body(file, env, functions, def).map(Some)
}

/// A predicate lambda must repeat the effect's parameters: same names, order and defaults
/// (plus a final `result` for the argument-aware `ensures`; or only `result`).
fn same_signature(lambda: &ast::ExprLambda, params: &[Param], ensures: bool) -> Result<(), String> {
    let names: Vec<&str> = lambda
        .args
        .posonlyargs
        .iter()
        .chain(&lambda.args.args)
        .chain(&lambda.args.kwonlyargs)
        .map(|p| p.def.arg.as_str())
        .collect();
    if lambda.args.vararg.is_some() || lambda.args.kwarg.is_some() {
        return Err("may not take `*args` or `**kwargs`".into());
    }
    let expected: Vec<&str> = params.iter().map(|p| &*p.name).collect();
    if ensures {
        if names.len() == 1 {
            return Ok(());
        }
        if names.last() == Some(&"result") && names[..names.len() - 1] == expected[..] {
            return same_kinds_and_defaults(lambda, params);
        }
        return Err(format!(
            "predicate ({}) must be `lambda result: ...` or repeat every parameter then `result` ({}, result)",
            names.join(", "),
            expected.join(", ")
        ));
    }
    if names != expected {
        return Err(format!(
            "predicate ({}) does not match the function signature ({})",
            names.join(", "),
            expected.join(", ")
        ));
    }
    same_kinds_and_defaults(lambda, params)
}

/// The lambda is called with the caller's arguments, as the effect is: each parameter must
/// also have the effect's kind (positional-only, keyword-only) and default.
fn same_kinds_and_defaults(lambda: &ast::ExprLambda, params: &[Param]) -> Result<(), String> {
    let a = &lambda.args;
    let written: Vec<(ParamKind, Option<crate::ir::Const>)> = a
        .posonlyargs
        .iter()
        .map(|p| (ParamKind::PositionalOnly, p))
        .chain(a.args.iter().map(|p| (ParamKind::Normal, p)))
        .chain(a.kwonlyargs.iter().map(|p| (ParamKind::KeywordOnly, p)))
        .map(|(kind, p)| (kind, p.default.as_deref().and_then(syntax::literal_const)))
        .collect();
    let agrees = params.iter().zip(&written).all(|(p, (kind, default))| p.kind == *kind && p.default == *default);
    if agrees {
        return Ok(());
    }
    let shown = |items: Vec<(String, ParamKind, Option<String>)>| {
        let mut out = Vec::new();
        let mut star = false;
        for (i, (name, kind, default)) in items.iter().enumerate() {
            if *kind == ParamKind::KeywordOnly && !star {
                out.push("*".to_owned());
                star = true;
            }
            out.push(match default {
                Some(d) => format!("{name}={d}"),
                None => name.clone(),
            });
            let next_is_positional = items.get(i + 1).is_some_and(|n| n.1 != ParamKind::PositionalOnly);
            if *kind == ParamKind::PositionalOnly && (next_is_positional || i + 1 == items.len()) {
                out.push("/".to_owned());
            }
        }
        out.join(", ")
    };
    let repr = |c: &crate::ir::Const| crate::interp::repr(&crate::interp::const_value(c));
    let lambda_sig = params
        .iter()
        .zip(&written)
        .map(|(p, (kind, default))| (p.name.to_string(), *kind, default.as_ref().map(repr)))
        .collect();
    let effect_sig = params.iter().map(|p| (p.name.to_string(), p.kind, p.default.as_ref().map(repr))).collect();
    Err(format!(
        "predicate ({}) does not match the function signature ({}): the parameters' kinds and defaults must be the same",
        shown(lambda_sig),
        shown(effect_sig)
    ))
}
