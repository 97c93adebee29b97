//! Defaults that CPython computes when a module-level `def` (or the `class` statement holding a
//! method) runs: an expression (`def f(n=A + B)`, `n=len(X)`, `key=lambda x: x`), a mutable
//! literal (`acc=[]`), or a name that is not an immutable module constant bound before the
//! `def` and never rebound (a function, a builtin, a computed value, a variable some function
//! declares `global`, a name the module binds only later). Each becomes a hidden computed
//! module value assigned just before its statement, so it is computed once, in source order,
//! and every call shares the object, as in CPython; the default then names that value. A
//! default that first reads a module name bound only after the `def` is CPython's `NameError`
//! where the `def` runs.

use super::computed::parameterless_def;
use super::literal::{literal, Literal};
use super::scope::{bound_names, children, declared_global_anywhere, param_defaults, walk_expr};
use indexmap::IndexSet;
use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::text_size::TextRange;
use std::collections::HashSet;

/// `body` with the defaults CPython computes at the `def` hoisted into hidden module values.
pub fn hoist_defaults(body: Vec<ast::Stmt>) -> Vec<ast::Stmt> {
    let mut out = Vec::with_capacity(body.len());
    let mut hidden = Hidden::default();
    let rebound = rebound_names(&body);
    for (i, stmt) in body.iter().enumerate() {
        let mut constants = literal_names(&body[..i]);
        constants.retain(|n| !rebound.contains(n));
        match stmt {
            ast::Stmt::FunctionDef(def) => {
                let mut def = def.clone();
                hoist_params(def.name.as_str(), &mut def.args, &constants, &HashSet::new(), &mut hidden, &mut out);
                out.push(ast::Stmt::FunctionDef(def));
            }
            ast::Stmt::ClassDef(class) => {
                let mut class = class.clone();
                // A default reading a name of the class body is computed in the class namespace;
                // it stays where it is (and is refused there).
                let mut local = IndexSet::new();
                bound_names(&class.body, &mut local);
                let local: HashSet<String> = local.into_iter().collect();
                for member in &mut class.body {
                    if let ast::Stmt::FunctionDef(def) = member {
                        let owner = format!("{}.{}", class.name, def.name);
                        hoist_params(&owner, &mut def.args, &constants, &local, &mut hidden, &mut out);
                    }
                }
                out.push(ast::Stmt::ClassDef(class));
            }
            other => out.push(other.clone()),
        }
    }
    out
}

/// The parameter and function (`Class.method` for a method) of a hidden default value; None
/// for any other module name.
pub fn hidden_default(name: &str) -> Option<(&str, &str)> {
    let (param, owner) = name.strip_prefix("(default of ")?.strip_suffix(')')?.split_once(" in ")?;
    Some((param, owner.split_once(" #").map_or(owner, |(owner, _)| owner)))
}

/// The hidden names given so far: a name defined twice (a property's getter and setter, a
/// function bound twice, refused for itself) gets a numbered one, never a refusal of its own.
#[derive(Default)]
struct Hidden(HashSet<String>);

impl Hidden {
    fn name(&mut self, param: &str, owner: &str) -> String {
        let mut name = format!("(default of {param} in {owner})");
        let mut k = 1;
        while !self.0.insert(name.clone()) {
            k += 1;
            name = format!("(default of {param} in {owner} #{k})");
        }
        name
    }
}

/// The module name a hidden default's initializer reads before anything else it evaluates
/// could fail, when the module binds that name only later: the `def` raises `NameError` there.
/// None when no such name is read, or when something else runs first (that case is refused).
pub fn first_unbound_read(
    init: &ast::StmtFunctionDef,
    bound: &HashSet<String>,
    module_names: &HashSet<String>,
) -> Option<String> {
    let [ast::Stmt::Return(ast::StmtReturn { value: Some(value), .. })] = init.body.as_slice() else {
        return None;
    };
    match scan(value, &|name| module_names.contains(name) && !bound.contains(name)) {
        Scan::Unbound(name) => Some(name),
        Scan::Pure | Scan::Runs => None,
    }
}

/// The initializer of a hidden default that reads `missing` before the module binds it:
/// `NameError`, as the `def` raises in CPython.
pub fn name_error_initializer(hidden: &str, missing: &str, range: TextRange) -> ast::StmtFunctionDef {
    let message = ast::Expr::Constant(ast::ExprConstant {
        range,
        value: ast::Constant::Str(format!("name '{missing}' is not defined")),
        kind: None,
    });
    let class =
        ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new("NameError"), ctx: ast::ExprContext::Load });
    let exc =
        ast::Expr::Call(ast::ExprCall { range, func: Box::new(class), args: vec![message], keywords: Vec::new() });
    let raise = ast::Stmt::Raise(ast::StmtRaise { range, exc: Some(Box::new(exc)), cause: None });
    parameterless_def(hidden, range, vec![raise])
}

/// Moves the computed defaults of `owner`'s parameters into hidden module values pushed on
/// `out`, in the order CPython evaluates them (positional, then keyword-only).
fn hoist_params(
    owner: &str,
    args: &mut ast::Arguments,
    constants: &HashSet<String>,
    class_names: &HashSet<String>,
    names: &mut Hidden,
    out: &mut Vec<ast::Stmt>,
) {
    let params = args.posonlyargs.iter_mut().chain(args.args.iter_mut()).chain(args.kwonlyargs.iter_mut());
    for p in params {
        let Some(default) = p.default.as_mut() else { continue };
        if !computed_at_def(default, constants) || reads_any(default, class_names) {
            continue;
        }
        let hidden = names.name(p.def.arg.as_str(), owner);
        let range = default.range();
        let name = |ctx| ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(hidden.as_str()), ctx });
        let value = std::mem::replace(&mut **default, name(ast::ExprContext::Load));
        out.push(ast::Stmt::Assign(ast::StmtAssign {
            range,
            targets: vec![name(ast::ExprContext::Store)],
            value: Box::new(value),
            type_comment: None,
        }));
    }
}

/// Whether a default is computed when the `def` runs: anything but an immutable literal or
/// a literal module constant bound before the `def` (both read the same at every call).
fn computed_at_def(default: &ast::Expr, constants: &HashSet<String>) -> bool {
    match default {
        ast::Expr::Name(n) => !constants.contains(n.id.as_str()),
        other => !matches!(literal(other), Some(Literal::Immutable(_))),
    }
}

/// The names module statements bind to an immutable literal (`LIMIT = 3`).
fn literal_names(body: &[ast::Stmt]) -> HashSet<String> {
    let mut out = HashSet::new();
    for stmt in body {
        let (target, value) = match stmt {
            ast::Stmt::Assign(a) => match a.targets.as_slice() {
                [t] => (t, &*a.value),
                _ => continue,
            },
            ast::Stmt::AnnAssign(a) => match &a.value {
                Some(v) => (&*a.target, &**v),
                None => continue,
            },
            _ => continue,
        };
        if let (ast::Expr::Name(n), Some(Literal::Immutable(_))) = (target, literal(value)) {
            out.insert(n.id.to_string());
        }
    }
    out
}

/// The module names some function or method declares `global`: a default naming one is the
/// object it holds when the `def` runs, not when a call reads it.
fn rebound_names(body: &[ast::Stmt]) -> HashSet<String> {
    let mut defs: Vec<&ast::StmtFunctionDef> = Vec::new();
    for stmt in body {
        match stmt {
            ast::Stmt::FunctionDef(d) => defs.push(d),
            ast::Stmt::ClassDef(c) => defs.extend(c.body.iter().filter_map(|s| s.as_function_def_stmt())),
            _ => {}
        }
    }
    declared_global_anywhere(&defs).into_keys().collect()
}

/// Whether `e` reads one of `names` anywhere inside it.
fn reads_any(e: &ast::Expr, names: &HashSet<String>) -> bool {
    let mut found = false;
    walk_expr(e, &mut |x| found |= matches!(x, ast::Expr::Name(n) if names.contains(n.id.as_str())));
    found
}

/// What evaluating an expression does first that could fail.
enum Scan {
    /// Nothing it evaluates can fail.
    Pure,
    /// It reads this unbound name before anything else could fail.
    Unbound(String),
    /// Something that could fail (a call, an operator, a branch) runs before any unbound read.
    Runs,
}

/// Walks `e` in CPython's evaluation order up to the first step that could fail.
fn scan(e: &ast::Expr, unbound: &dyn Fn(&str) -> bool) -> Scan {
    let in_order = |parts: &mut dyn Iterator<Item = &ast::Expr>, then: Scan| {
        for part in parts {
            match scan(part, unbound) {
                Scan::Pure => {}
                found => return found,
            }
        }
        then
    };
    let builds = |elts: &[ast::Expr]| if elts.iter().any(|x| x.is_starred_expr()) { Scan::Runs } else { Scan::Pure };
    match e {
        ast::Expr::Name(n) if unbound(n.id.as_str()) => Scan::Unbound(n.id.to_string()),
        ast::Expr::Name(_) | ast::Expr::Constant(_) => Scan::Pure,
        ast::Expr::Tuple(t) => in_order(&mut t.elts.iter(), builds(&t.elts)),
        ast::Expr::List(l) => in_order(&mut l.elts.iter(), builds(&l.elts)),
        ast::Expr::Set(s) => in_order(&mut s.elts.iter(), Scan::Runs),
        ast::Expr::Dict(d) => {
            let then = if d.keys.iter().any(Option::is_none) { Scan::Runs } else { Scan::Pure };
            let mut pairs = d.keys.iter().zip(&d.values).flat_map(|(k, v)| k.iter().chain(std::iter::once(v)));
            in_order(&mut pairs, then)
        }
        // Making a function evaluates its defaults, never its body.
        ast::Expr::Lambda(l) => in_order(&mut param_defaults(&l.args), Scan::Pure),
        // Only the first operand of a branch is certain to run.
        ast::Expr::BoolOp(b) => in_order(&mut b.values.iter().take(1), Scan::Runs),
        ast::Expr::IfExp(i) => in_order(&mut std::iter::once(&*i.test), Scan::Runs),
        ast::Expr::Compare(c) => {
            in_order(&mut std::iter::once(&*c.left).chain(c.comparators.iter().take(1)), Scan::Runs)
        }
        ast::Expr::ListComp(c) => in_order(&mut c.generators.iter().take(1).map(|g| &g.iter), Scan::Runs),
        ast::Expr::SetComp(c) => in_order(&mut c.generators.iter().take(1).map(|g| &g.iter), Scan::Runs),
        ast::Expr::DictComp(c) => in_order(&mut c.generators.iter().take(1).map(|g| &g.iter), Scan::Runs),
        ast::Expr::GeneratorExp(c) => in_order(&mut c.generators.iter().take(1).map(|g| &g.iter), Scan::Runs),
        ast::Expr::NamedExpr(n) => in_order(&mut std::iter::once(&*n.value), Scan::Runs),
        // Every other node evaluates its parts in order, then runs an operation that can fail.
        other => in_order(&mut children(other).into_iter(), Scan::Runs),
    }
}
