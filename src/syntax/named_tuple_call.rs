//! `P = collections.namedtuple("P", "x y", defaults=...)` at module level, read as the
//! `typing.NamedTuple` class it makes (`class P(NamedTuple): x: object; y: object`), so both
//! spellings share one model: a tuple kind with `_replace`, `_asdict`, `_fields` and `_make`.
//! What CPython refuses when it makes the class (a bad field name, too many defaults) is
//! refused here, located, with CPython's message. A class deriving from such a call
//! (`class P(namedtuple("P", "x y")): ...`) is read as that class with the body's methods.

use super::span_of;
use crate::diag::Diagnostic;
use crate::source::FileId;
use rustpython_parser::ast;
use rustpython_parser::text_size::TextRange;

/// The base the class read from a `namedtuple(...)` call names: no identifier Python source can
/// spell, so only this reading produces it.
pub const NAMEDTUPLE_BASE: &str = "<collections.namedtuple>";

/// The base of a class deriving from a `namedtuple(...)` call, read as that call's class with
/// the body's methods: CPython keeps the call's class between the two, which the model does
/// not (its lineage and `super()` are refused, `DataSpec::call_subclass`).
pub const NAMEDTUPLE_SUBCLASS_BASE: &str = "<collections.namedtuple subclass>";

/// Whether `name` is one of the bases only this reading writes.
pub fn is_namedtuple_base(name: &str) -> bool {
    name == NAMEDTUPLE_BASE || name == NAMEDTUPLE_SUBCLASS_BASE
}

/// `body` with each module-level `P = namedtuple("P", fields, ...)` replaced by the class it
/// makes. `namedtuple` is recognised by the module's own imports (`from collections import
/// namedtuple [as n]`, `import collections [as c]`).
pub fn desugar_namedtuples(body: Vec<ast::Stmt>, file: FileId, diags: &mut Vec<Diagnostic>) -> Vec<ast::Stmt> {
    let names = Imported::of(&body);
    if names.is_empty() {
        return body;
    }
    body.into_iter()
        .map(|stmt| match namedtuple_statement(&names, &stmt, file) {
            Some(Ok(class)) => ast::Stmt::ClassDef(class),
            Some(Err(d)) => {
                diags.push(d);
                stmt
            }
            None => stmt,
        })
        .collect()
}

/// The class a `P = namedtuple("P", fields, ...)` statement, or a `class P(namedtuple(...))`
/// statement, makes, with the module's imports (`imported`) saying what `namedtuple` names;
/// None for any other statement.
pub(super) fn namedtuple_statement(
    imported: &Imported,
    stmt: &ast::Stmt,
    file: FileId,
) -> Option<Result<ast::StmtClassDef, Diagnostic>> {
    match stmt {
        ast::Stmt::Assign(a) => {
            let ([ast::Expr::Name(target)], ast::Expr::Call(call)) = (a.targets.as_slice(), &*a.value) else {
                return None;
            };
            imported.is_namedtuple(&call.func).then(|| class_of(target.id.as_str(), call, a.range, file, false))
        }
        ast::Stmt::ClassDef(c) => {
            let [ast::Expr::Call(call)] = c.bases.as_slice() else { return None };
            if !imported.is_namedtuple(&call.func) || !c.keywords.is_empty() {
                return None;
            }
            Some(class_of(c.name.as_str(), call, c.range, file, true).map(|made| subclass(made, c)))
        }
        _ => None,
    }
}

/// The arguments of `namedtuple(...)` by parameter: `typename`, `field_names`, `rename`,
/// `defaults`, `module`, as the call passes them by position or keyword; None for a call
/// that passes something else (`*args`, an unknown keyword, a parameter twice).
pub(super) fn call_arguments(call: &ast::ExprCall) -> Option<[Option<&ast::Expr>; 5]> {
    const PARAMETERS: [&str; 5] = ["typename", "field_names", "rename", "defaults", "module"];
    let mut out: [Option<&ast::Expr>; 5] = [None; 5];
    if call.args.len() > 2 || call.args.iter().any(|a| matches!(a, ast::Expr::Starred(_))) {
        return None;
    }
    for (slot, arg) in out.iter_mut().zip(&call.args) {
        *slot = Some(arg);
    }
    for k in &call.keywords {
        let i = PARAMETERS.iter().position(|p| k.arg.as_ref().is_some_and(|a| a.as_str() == *p))?;
        if out[i].replace(&k.value).is_some() {
            return None;
        }
    }
    (out[0].is_some() && out[1].is_some()).then_some(out)
}

/// `P = namedtuple(...)` inside a function, when it reads what only the run knows (the
/// static reading, `namedtuple_statement`, refused it): a class of no fields named after `P`,
/// which `<namedtuple>` renews with the fields, name and defaults computed where it runs
/// (`sema/made_named_tuple.rs`). None for any other statement.
pub(super) fn run_time_template(imported: &Imported, stmt: &ast::Stmt) -> Option<ast::StmtClassDef> {
    let ast::Stmt::Assign(a) = stmt else { return None };
    let ([ast::Expr::Name(target)], ast::Expr::Call(call)) = (a.targets.as_slice(), &*a.value) else {
        return None;
    };
    if !imported.is_namedtuple(&call.func) {
        return None;
    }
    call_arguments(call)?;
    let range = a.range;
    Some(ast::StmtClassDef {
        range,
        name: target.id.clone(),
        bases: vec![ast::Expr::Name(ast::ExprName {
            range,
            id: ast::Identifier::new(NAMEDTUPLE_BASE),
            ctx: ast::ExprContext::Load,
        })],
        keywords: Vec::new(),
        body: Vec::new(),
        decorator_list: Vec::new(),
        type_params: Vec::new(),
    })
}

/// `class P(namedtuple(...)): body` as one class: the call's fields, then the body without
/// its `__slots__ = ()` (which only keeps CPython from giving instances a `__dict__`).
fn subclass(made: ast::StmtClassDef, c: &ast::StmtClassDef) -> ast::StmtClassDef {
    let empty_slots = |s: &ast::Stmt| match s {
        ast::Stmt::Assign(a) => {
            matches!(a.targets.as_slice(), [ast::Expr::Name(n)] if n.id.as_str() == "__slots__")
                && matches!(&*a.value, ast::Expr::Tuple(t) if t.elts.is_empty())
        }
        _ => false,
    };
    let mut body = made.body;
    body.extend(c.body.iter().filter(|s| !empty_slots(s)).cloned());
    let range = made.range;
    let base = ast::Expr::Name(ast::ExprName {
        range,
        id: ast::Identifier::new(NAMEDTUPLE_SUBCLASS_BASE),
        ctx: ast::ExprContext::Load,
    });
    ast::StmtClassDef { body, decorator_list: c.decorator_list.clone(), bases: vec![base], ..made }
}

/// Whether the class statement `c` is one `class P(namedtuple(...))` became.
pub(super) fn derives_from_call(c: &ast::StmtClassDef) -> bool {
    matches!(c.bases.as_slice(), [ast::Expr::Name(n)] if n.id.as_str() == NAMEDTUPLE_SUBCLASS_BASE)
}

/// Why the method `def` of the named-tuple class `c` is refused for naming `super` or
/// `__class__`: in a `typing.NamedTuple` class CPython raises RuntimeError when the class is
/// made (`__class__` not set); in a class deriving from a `namedtuple(...)` call, `super()`
/// would reach the call's class, which the model folds into this one.
pub(super) fn super_refusal(c: &ast::StmtClassDef, def: &ast::StmtFunctionDef) -> Option<String> {
    let mut names = false;
    for stmt in &def.body {
        super::scope::walk_exprs(stmt, &mut |e| {
            names |= matches!(e, ast::Expr::Name(n) if matches!(n.id.as_str(), "super" | "__class__"));
        });
    }
    names.then(|| match derives_from_call(c) {
        true => "`super()` in a class deriving from a `namedtuple(...)` call (CPython's lookup meets the call's own class first, which clauz3 folds into this one; call the method on `self`)".to_owned(),
        false => format!("`super` or `__class__` in a method of the `NamedTuple` class `{}` (CPython raises RuntimeError: __class__ not set defining '{}' when the class is made)", c.name, c.name),
    })
}

/// The local names some names of a standard module (`namedtuple` of `collections`, the
/// bases of `enum`) and the module itself are imported under.
pub(super) struct Imported {
    /// (local name, the module's name for it)
    functions: Vec<(String, String)>,
    modules: Vec<String>,
    names: &'static [&'static str],
}

impl Imported {
    /// `collections.namedtuple`'s local names.
    pub(super) fn of(body: &[ast::Stmt]) -> Imported {
        Imported::names_of(body, "collections", &["namedtuple"])
    }

    /// The local names of `module`'s `names` in the module `body`.
    pub(super) fn names_of(body: &[ast::Stmt], module: &str, names: &'static [&'static str]) -> Imported {
        let mut found = Imported { functions: Vec::new(), modules: Vec::new(), names };
        for stmt in body {
            match stmt {
                ast::Stmt::ImportFrom(i) if i.module.as_ref().is_some_and(|m| m.as_str() == module) => {
                    for alias in i.names.iter().filter(|a| names.contains(&a.name.as_str())) {
                        let local = alias.asname.as_ref().unwrap_or(&alias.name).to_string();
                        found.functions.push((local, alias.name.to_string()));
                    }
                }
                ast::Stmt::Import(i) => {
                    for alias in i.names.iter().filter(|a| a.name.as_str() == module) {
                        found.modules.push(alias.asname.as_ref().unwrap_or(&alias.name).to_string());
                    }
                }
                _ => {}
            }
        }
        found
    }

    /// Whether nothing is imported.
    pub(super) fn is_empty(&self) -> bool {
        self.functions.is_empty() && self.modules.is_empty()
    }

    /// The module's name for what `func` names (`Enum` for `E` after `from enum import Enum
    /// as E`, or for `enum.Enum`), if it names one of the names looked for.
    pub(super) fn named<'a>(&'a self, func: &'a ast::Expr) -> Option<&'a str> {
        match func {
            ast::Expr::Name(n) => self.functions.iter().find(|(f, _)| f == n.id.as_str()).map(|(_, o)| o.as_str()),
            ast::Expr::Attribute(a) => (self.names.contains(&a.attr.as_str())
                && matches!(&*a.value, ast::Expr::Name(m) if self.modules.iter().any(|c| c == m.id.as_str())))
            .then_some(a.attr.as_str()),
            _ => None,
        }
    }

    fn is_namedtuple(&self, func: &ast::Expr) -> bool {
        self.named(func).is_some()
    }
}

/// The class `namedtuple(typename, field_names, *, rename=False, defaults=None)` makes.
fn class_of(
    target: &str,
    call: &ast::ExprCall,
    range: TextRange,
    file: FileId,
    subclassed: bool,
) -> Result<ast::StmtClassDef, Diagnostic> {
    let span = span_of(file, call);
    let refuse = |what: &str| Diagnostic::unsupported(format!("{what} (`namedtuple` bound to `{target}`)"), span);
    let [typename, fields] = call.args.as_slice() else {
        return Err(refuse("a `namedtuple(...)` call without exactly a type name and its field names"));
    };
    // A class deriving from the call may name it as it likes (`namedtuple("PointBase", ...)`).
    if text(typename).is_none() || (!subclassed && text(typename) != Some(target)) {
        return Err(refuse("a `namedtuple` whose type name (a string literal) is not the name it is bound to"));
    }
    let fields: Vec<String> = match fields {
        ast::Expr::List(ast::ExprList { elts, .. }) | ast::Expr::Tuple(ast::ExprTuple { elts, .. }) => elts
            .iter()
            .map(|e| text(e).map(str::to_owned))
            .collect::<Option<_>>()
            .ok_or_else(|| refuse("field names that are not string literals"))?,
        other => match text(other) {
            Some(s) => s.replace(',', " ").split_whitespace().map(str::to_owned).collect(),
            None => return Err(refuse("field names that are not a string or a list of string literals")),
        },
    };
    let mut defaults: Vec<ast::Expr> = Vec::new();
    for k in &call.keywords {
        match (k.arg.as_ref().map(|a| a.as_str()), &k.value) {
            (Some("rename"), ast::Expr::Constant(c)) if c.value == ast::Constant::Bool(false) => {}
            (Some("defaults"), ast::Expr::List(ast::ExprList { elts, .. }))
            | (Some("defaults"), ast::Expr::Tuple(ast::ExprTuple { elts, .. })) => defaults = elts.clone(),
            (Some("defaults"), ast::Expr::Constant(c)) if c.value == ast::Constant::None => {}
            _ => return Err(refuse("this `namedtuple` keyword (`defaults=` a list or tuple literal is modelled)")),
        }
    }
    if let Some(why) = bad_field(&fields) {
        return Err(Diagnostic::unsupported(
            format!("`namedtuple` `{target}`: {why} (CPython raises ValueError when the class is made)"),
            span,
        ));
    }
    if defaults.len() > fields.len() {
        return Err(Diagnostic::unsupported(
            format!("`namedtuple` `{target}`: Got more default values than field names (CPython raises TypeError when the class is made)"),
            span,
        ));
    }
    let first_default = fields.len() - defaults.len();
    let mut defaults = defaults.into_iter();
    let name = |id: &str, ctx| ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx });
    let body = fields
        .iter()
        .enumerate()
        .map(|(i, field)| {
            ast::Stmt::AnnAssign(ast::StmtAnnAssign {
                range,
                target: Box::new(name(field, ast::ExprContext::Store)),
                annotation: Box::new(name("object", ast::ExprContext::Load)),
                value: if i >= first_default { defaults.next().map(Box::new) } else { None },
                simple: true,
            })
        })
        .collect();
    Ok(ast::StmtClassDef {
        range,
        name: ast::Identifier::new(target),
        bases: vec![name(NAMEDTUPLE_BASE, ast::ExprContext::Load)],
        keywords: Vec::new(),
        body,
        decorator_list: Vec::new(),
        type_params: Vec::new(),
    })
}

/// A string literal's text.
pub(super) fn text(e: &ast::Expr) -> Option<&str> {
    match e {
        ast::Expr::Constant(c) => match &c.value {
            ast::Constant::Str(s) => Some(s.as_str()),
            _ => None,
        },
        _ => None,
    }
}

/// CPython's `ValueError` for field names `namedtuple` (without `rename=True`) does not take,
/// checked in its order: every name an identifier and no keyword, then no leading underscore
/// and no repeat.
fn bad_field(fields: &[String]) -> Option<String> {
    for f in fields {
        let identifier = f.chars().next().is_some_and(|c| c == '_' || c.is_alphabetic())
            && f.chars().all(|c| c == '_' || c.is_alphanumeric());
        if !identifier {
            return Some(format!("Type names and field names must be valid identifiers: '{f}'"));
        }
        if crate::ir::PYTHON_KEYWORDS.contains(&f.as_str()) {
            return Some(format!("Type names and field names cannot be a keyword: '{f}'"));
        }
    }
    for (i, f) in fields.iter().enumerate() {
        if f.starts_with('_') {
            return Some(format!("Field names cannot start with an underscore: '{f}'"));
        }
        if fields[..i].contains(f) {
            return Some(format!("Encountered duplicate field name: '{f}'"));
        }
    }
    None
}
