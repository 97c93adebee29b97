//! Events of a trusted layer: `Event` subclasses (fields as annotations, one base, inheritance
//! across modules) and the `@performs` builder of each effect. Everything the reference refuses
//! at import is refused here as a located configuration error, because an event bound to
//! anything but a parameter every call binds would make prove-time facts and run-time traces
//! disagree.

use super::decorators::Imports;
use super::schemas::resolve_from;
use super::{Layer, ParsedTrusted, Rule};
use crate::diag::Diagnostic;
use crate::ir::{EventClass, Param, Performed, TypeExpr};
use crate::source::FileId;
use crate::syntax::{annotation_type_in, span_of};
use rustpython_parser::ast;
use std::collections::HashMap;
use std::rc::Rc;

/// Field names an event may not take: the class uses them as a relation.
const RESERVED: [&str; 6] = ["all", "where", "empty", "count", "sum", "distinct"];

/// The event classes a module's names denote (its own and the ones it imports), by local name.
pub type EventNames = HashMap<String, Rc<EventClass>>;

/// A class whose base is not resolved yet: `(file index, class, base module, base name)`.
struct Pending<'a> {
    order: (usize, usize),
    file: &'a ParsedTrusted,
    def: &'a ast::StmtClassDef,
    /// `None` for a direct `Event` subclass; else the module and name of the base.
    base: Option<(String, String)>,
}

/// Reads every `Event` subclass of the layer. Bases may live in other trusted modules, so
/// classes are resolved in passes until nothing changes; a class whose base never resolves is
/// not an event class (it may be anything a trusted module declares).
pub fn collect(files: &[ParsedTrusted], layer: &mut Layer, diags: &mut Vec<Diagnostic>) {
    let mut pending = Vec::new();
    for (fi, f) in files.iter().enumerate() {
        let imports = Imports::of(&f.body);
        let imported = imported_names(&f.module, &f.body);
        for (si, stmt) in f.body.iter().enumerate() {
            let ast::Stmt::ClassDef(def) = stmt else { continue };
            let Some(first) = def.bases.first() else { continue };
            let base = if imports.canonical(first).as_deref() == Some("clauz3.Event") {
                None
            } else if let ast::Expr::Name(n) = first {
                let (module, name) =
                    imported.get(n.id.as_str()).cloned().unwrap_or((f.module.clone(), n.id.to_string()));
                Some((module, name))
            } else {
                continue;
            };
            pending.push(Pending { order: (fi, si), file: f, def, base });
        }
    }
    let mut found: Vec<((usize, usize), Rc<EventClass>)> = Vec::new();
    loop {
        let before = pending.len();
        pending.retain(|p| {
            let parent = match &p.base {
                None => None,
                Some((m, n)) => match found.iter().find(|(_, c)| c.module == *m && *c.name == **n) {
                    Some((_, c)) => Some(c.clone()),
                    None => return true,
                },
            };
            if let Some(class) = event_class(p.file, p.def, parent.as_deref(), diags) {
                found.push((p.order, Rc::new(class)));
            }
            false
        });
        if pending.len() == before {
            break;
        }
    }
    found.sort_by_key(|(order, _)| *order);
    layer.events = found.into_iter().map(|(_, c)| c).collect();
}

/// `from m import X` names of a module, as `local -> (module, name)`.
fn imported_names(module: &str, body: &[ast::Stmt]) -> HashMap<String, (String, String)> {
    let mut names = HashMap::new();
    for stmt in body {
        if let ast::Stmt::ImportFrom(imp) = stmt {
            let from = resolve_from(module, imp.level.map_or(0, |l| l.to_u32()), imp.module.as_deref());
            for alias in &imp.names {
                let local = alias.asname.as_ref().unwrap_or(&alias.name).to_string();
                names.insert(local, (from.clone(), alias.name.to_string()));
            }
        }
    }
    names
}

/// The event classes module `module` can name.
pub fn names(module: &str, body: &[ast::Stmt], layer: &Layer) -> EventNames {
    let mut names = EventNames::new();
    for c in layer.events.iter().filter(|c| c.module == module) {
        names.insert(c.name.to_string(), c.clone());
    }
    for (local, (from, name)) in imported_names(module, body) {
        if let Some(c) = layer.event_in(&from, &name) {
            names.insert(local, c.clone());
        }
    }
    names
}

/// One event class: its own annotated fields after its parent's.
fn event_class(
    f: &ParsedTrusted,
    def: &ast::StmtClassDef,
    parent: Option<&EventClass>,
    diags: &mut Vec<Diagnostic>,
) -> Option<EventClass> {
    let file = f.file;
    let name = def.name.as_str();
    let before = diags.len();
    if def.bases.len() > 1 || !def.keywords.is_empty() || !def.decorator_list.is_empty() {
        diags.push(Rule::EventClass.at(
            format!("event class `{name}` must derive from one event class (or `Event`) alone, without decorators or class keywords"),
            Some(span_of(file, def)),
        ));
    }
    let mut fields: Vec<(Rc<str>, TypeExpr)> = parent.map(|p| p.fields.clone()).unwrap_or_default();
    for (i, stmt) in def.body.iter().enumerate() {
        let at = Some(span_of(file, stmt));
        match stmt {
            ast::Stmt::AnnAssign(a) => {
                let ast::Expr::Name(target) = &*a.target else {
                    diags.push(
                        Rule::EventClass.at(format!("event class `{name}` may only annotate plain field names"), at),
                    );
                    continue;
                };
                let field = target.id.as_str();
                if RESERVED.contains(&field) {
                    diags.push(Rule::EventClass.at(format!("event class `{name}` has a field `{field}`, a name reserved for querying it as a relation ({})", RESERVED.join(", ")), at));
                } else if a.value.is_some() {
                    diags.push(Rule::EventClass.at(format!("field `{field}` of event class `{name}` has a default; every field must come from a parameter of the effect performing it"), at));
                } else if fields.iter().any(|(n, _)| &**n == field) {
                    diags.push(Rule::EventClass.at(
                        format!("event class `{name}` declares field `{field}` twice (or again after a base class)"),
                        at,
                    ));
                } else {
                    match annotation_type_in(&a.annotation, &|_| None) {
                        Some(t) => fields.push((Rc::from(field), t)),
                        None => diags.push(Rule::EventClass.at(
                            format!("field `{field}` of event class `{name}` has an annotation clauz3 does not know"),
                            Some(span_of(file, &*a.annotation)),
                        )),
                    }
                }
            }
            ast::Stmt::Pass(_) => {}
            ast::Stmt::Expr(e) if matches!(&*e.value, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Ellipsis) || (i == 0 && matches!(c.value, ast::Constant::Str(_)))) =>
                {}
            _ => diags.push(Rule::EventClass.at(
                format!("event class `{name}` may only hold field annotations (`name: type`), a docstring or `...`"),
                at,
            )),
        }
    }
    (diags.len() == before).then(|| EventClass {
        qualified: Rc::from(format!("{}.{name}", f.module)),
        name: Rc::from(name),
        module: f.module.clone(),
        parent: parent.map(|p| p.qualified.clone()),
        fields,
        span: span_of(file, def),
    })
}

/// What one `@performs(builder)` declares, checked against the effect's parameters: the builder
/// takes some of them by name and returns an event or a list of events whose every field is
/// one of its parameters (positionally or by keyword), with the same declared type.
pub fn performed(
    file: FileId,
    effect: &str,
    params: &[Param],
    lambda: &ast::ExprLambda,
    names: &EventNames,
    diags: &mut Vec<Diagnostic>,
) -> Vec<Performed> {
    let before = diags.len();
    let err = |diags: &mut Vec<Diagnostic>, message: String, node: &dyn Located| {
        diags.push(Rule::PerformsBuilder.at(format!("@performs on `{effect}`: {message}"), Some(node.span_in(file))))
    };
    let args = &lambda.args;
    if args.vararg.is_some() || args.kwarg.is_some() || !args.posonlyargs.is_empty() || !args.kwonlyargs.is_empty() {
        err(diags, "the builder must take plain parameters named like the effect's".into(), lambda);
    }
    let mut builder_params: Vec<&str> = Vec::new();
    for a in &args.args {
        let pname = a.def.arg.as_str();
        if a.default.is_some() {
            err(diags, format!("builder parameter `{pname}` may not have a default"), &a.def);
        }
        match params.iter().find(|p| &*p.name == pname) {
            None => err(diags, format!("`{pname}` is not a parameter of the effect"), &a.def),
            Some(p) if p.default.is_some() => {
                err(diags, format!("`{pname}` has a default; events need parameters every call binds"), &a.def)
            }
            Some(_) => builder_params.push(pname),
        }
    }
    let built: Vec<&ast::Expr> = match &*lambda.body {
        ast::Expr::List(l) => l.elts.iter().collect(),
        one => vec![one],
    };
    if built.is_empty() {
        err(diags, "it must declare at least one event".into(), &*lambda.body);
    }
    let mut out = Vec::new();
    for e in built {
        let class = match e {
            ast::Expr::Call(c) => match &*c.func {
                ast::Expr::Name(n) => names.get(n.id.as_str()).map(|class| (c, class)),
                _ => None,
            },
            _ => None,
        };
        let Some((call, class)) = class else {
            err(diags, "the builder must return an event of the layer (`Ev(param, ...)`) or a list of them".into(), e);
            continue;
        };
        let cname = &class.name;
        let mut bound: Vec<Option<(Rc<str>, Rc<str>)>> = vec![None; class.fields.len()];
        let mut bind = |diags: &mut Vec<Diagnostic>, slot: usize, value: &ast::Expr| {
            let field = &class.fields[slot].0;
            let ast::Expr::Name(n) = value else {
                err(diags, format!("`{cname}.{field}` must be a parameter of the effect, not a computed value"), value);
                return;
            };
            let pname = n.id.as_str();
            if !builder_params.contains(&pname) {
                if !args.args.iter().any(|a| a.def.arg.as_str() == pname) {
                    err(diags, format!("`{cname}.{field}` must be a parameter of the effect, not `{pname}`"), value);
                }
                return;
            }
            let declared = params.iter().find(|p| &*p.name == pname).and_then(|p| p.annotation.as_ref());
            if let Some(t) = declared {
                if *t != class.fields[slot].1 {
                    err(
                        diags,
                        format!(
                            "maps `{pname}` ({}) to `{cname}.{field}` ({})",
                            t.display(),
                            class.fields[slot].1.display()
                        ),
                        value,
                    );
                    return;
                }
            }
            if bound[slot].is_some() {
                err(diags, format!("`{cname}.{field}` is given twice"), value);
            }
            bound[slot] = Some((field.clone(), Rc::from(pname)));
        };
        for (i, a) in call.args.iter().enumerate() {
            if i >= class.fields.len() {
                err(diags, format!("`{cname}` has {} field(s)", class.fields.len()), a);
                break;
            }
            bind(diags, i, a);
        }
        for k in &call.keywords {
            let slot = k.arg.as_ref().and_then(|a| class.fields.iter().position(|(f, _)| **f == *a.as_str()));
            match slot {
                Some(slot) => bind(diags, slot, &k.value),
                None => err(diags, format!("`{cname}` has no such field"), &k.value),
            }
        }
        let missing: Vec<&str> =
            class.fields.iter().zip(&bound).filter(|(_, b)| b.is_none()).map(|((f, _), _)| &**f).collect();
        if !missing.is_empty() && diags.len() == before {
            err(diags, format!("`{cname}` needs every field; missing: {}", missing.join(", ")), e);
        }
        out.push(Performed { event: class.qualified.clone(), fields: bound.into_iter().flatten().collect() });
    }
    if diags.len() > before {
        return Vec::new();
    }
    out
}

/// Something with a place in a trusted file.
trait Located {
    fn span_in(&self, file: FileId) -> crate::source::Span;
}

impl<T: rustpython_parser::ast::Ranged> Located for T {
    fn span_in(&self, file: FileId) -> crate::source::Span {
        span_of(file, self)
    }
}
