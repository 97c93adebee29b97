//! Computed module-level values (`LIMIT = 24 * 60`, `NAMES = tuple(sorted(...))`): each is
//! lowered to a function without parameters returning the expression, which every run calls
//! in source order to give the module variable its value, as importing the module would.
//! A value that reads a module-level name bound after it (itself, or through the module
//! functions it calls) would raise `NameError` in Python, so it is refused.

use super::scope::{bound_names, param_defaults, walk_expr, walk_exprs};
use rustpython_parser::ast;
use std::collections::{BTreeSet, HashSet};

/// The `def <name>(): return <value>` that computes a module-level value.
pub fn initializer(name: &str, value: &ast::Expr) -> ast::StmtFunctionDef {
    let range = ast::Ranged::range(value);
    let body = vec![ast::Stmt::Return(ast::StmtReturn { range, value: Some(Box::new(value.clone())) })];
    parameterless_def(name, range, body)
}

/// The names a module-level unpacking target binds (`A, B` or `first, *rest`, in a tuple or a
/// list), and the hidden module variable holding them all (a name no program can spell).
/// None for any other target.
pub fn unpacked_names(target: &ast::Expr) -> Option<(String, Vec<String>)> {
    let elts = match target {
        ast::Expr::Tuple(t) => &t.elts,
        ast::Expr::List(l) => &l.elts,
        _ => return None,
    };
    let mut names = Vec::with_capacity(elts.len());
    let mut spelled = Vec::with_capacity(elts.len());
    for e in elts {
        match e {
            ast::Expr::Name(n) => {
                names.push(n.id.to_string());
                spelled.push(n.id.to_string());
            }
            ast::Expr::Starred(s) => {
                let ast::Expr::Name(n) = &*s.value else { return None };
                names.push(n.id.to_string());
                spelled.push(format!("*{}", n.id));
            }
            _ => return None,
        }
    }
    Some((format!("({})", spelled.join(", ")), names))
}

/// A computed value unpacked into several module-level names (`A, B = f()`): the initializer of
/// the hidden variable runs the assignment itself (so its errors and a starred name's list are
/// CPython's) and returns the names as a tuple; each name's initializer takes its item.
pub fn unpacking(
    hidden: &str,
    names: &[String],
    target: &ast::Expr,
    value: &ast::Expr,
) -> (ast::StmtFunctionDef, Vec<ast::StmtFunctionDef>) {
    let range = ast::Ranged::range(value);
    let load =
        |id: &str| ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx: ast::ExprContext::Load });
    let assign = ast::Stmt::Assign(ast::StmtAssign {
        range,
        targets: vec![target.clone()],
        value: Box::new(value.clone()),
        type_comment: None,
    });
    let all = ast::Expr::Tuple(ast::ExprTuple {
        range,
        elts: names.iter().map(|n| load(n)).collect(),
        ctx: ast::ExprContext::Load,
    });
    let ret = ast::Stmt::Return(ast::StmtReturn { range, value: Some(Box::new(all)) });
    let whole = parameterless_def(hidden, range, vec![assign, ret]);
    let items = names
        .iter()
        .enumerate()
        .map(|(k, name)| {
            let index =
                ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::Int(k.into()), kind: None });
            let item = ast::Expr::Subscript(ast::ExprSubscript {
                range,
                value: Box::new(load(hidden)),
                slice: Box::new(index),
                ctx: ast::ExprContext::Load,
            });
            initializer(name, &item)
        })
        .collect();
    (whole, items)
}

/// `def <name>(): <body>`, for code lowered as a function of its own.
pub fn parameterless_def(
    name: &str,
    range: rustpython_parser::text_size::TextRange,
    body: Vec<ast::Stmt>,
) -> ast::StmtFunctionDef {
    ast::StmtFunctionDef {
        range,
        name: ast::Identifier::new(name),
        args: Box::new(ast::Arguments {
            range: Default::default(),
            posonlyargs: Vec::new(),
            args: Vec::new(),
            vararg: None,
            kwonlyargs: Vec::new(),
            kwarg: None,
        }),
        body,
        decorator_list: Vec::new(),
        returns: None,
        type_comment: None,
        type_params: Vec::new(),
    }
}

/// The names module-level statements before `index` bind.
pub fn bound_before(body: &[ast::Stmt], index: usize) -> HashSet<String> {
    let mut out = HashSet::new();
    let target = |e: &ast::Expr, out: &mut HashSet<String>| match e {
        ast::Expr::Name(n) => {
            out.insert(n.id.to_string());
        }
        ast::Expr::Tuple(_) | ast::Expr::List(_) => {
            if let Some((hidden, names)) = unpacked_names(e) {
                out.insert(hidden);
                out.extend(names);
            }
        }
        _ => {}
    };
    for stmt in &body[..index] {
        match stmt {
            ast::Stmt::FunctionDef(d) if d.decorator_list.is_empty() => {
                out.insert(d.name.to_string());
            }
            ast::Stmt::FunctionDef(d) => {
                out.insert(super::decorated::bound_name(d));
                out.insert(super::decorated::undecorated_name(d));
            }
            ast::Stmt::ClassDef(c) => {
                out.insert(c.name.to_string());
            }
            ast::Stmt::Assign(a) => a.targets.iter().for_each(|t| target(t, &mut out)),
            ast::Stmt::AnnAssign(a) if a.value.is_some() => target(&a.target, &mut out),
            ast::Stmt::Import(i) => out.extend(i.names.iter().map(|a| {
                let dotted = a.name.as_str();
                a.asname
                    .as_ref()
                    .map_or_else(|| dotted.split('.').next().unwrap_or(dotted).to_owned(), |n| n.to_string())
            })),
            ast::Stmt::ImportFrom(i) => out.extend(
                i.names.iter().map(|a| a.asname.as_ref().map_or_else(|| a.name.to_string(), |n| n.to_string())),
            ),
            // A statement that runs as the module loads (a loop, an `if`, a `try`) binds its
            // names as module variables.
            other => {
                let mut names = indexmap::IndexSet::new();
                bound_names(std::slice::from_ref(other), &mut names);
                out.extend(names);
            }
        }
    }
    out
}

/// A module-level name the initializer reads, directly or through the module functions and
/// computed values it names, that is not bound yet when it runs (`module_names` are all the
/// module's names, `defs` its functions and the initializers of its computed values: a value
/// bound earlier may hold a function whose body reads a name bound later).
///
/// A name in `unbound_at_start` (a variable a computed value or a statement run as the module
/// loads binds) has no value until then, so reading it early is the run's own `NameError`, as
/// in CPython: it is not reported, though what it is bound to is followed once bound.
pub fn early_read(
    init: &ast::StmtFunctionDef,
    bound: &HashSet<String>,
    module_names: &HashSet<String>,
    unbound_at_start: &HashSet<String>,
    defs: &[&ast::StmtFunctionDef],
) -> Option<String> {
    let mut seen = BTreeSet::new();
    let mut pending: Vec<&ast::StmtFunctionDef> = vec![init];
    let mut root = true;
    while let Some(def) = pending.pop() {
        let mut read = Vec::new();
        let mut visit = |e: &ast::Expr| {
            if let ast::Expr::Name(n) = e {
                if matches!(n.ctx, ast::ExprContext::Load) {
                    read.push(n.id.to_string());
                }
            }
        };
        match lambda_value(def) {
            // Binding a lambda runs its defaults, not its body: a caller that runs the body
            // follows this value's initializer whole.
            Some(lambda) if std::mem::take(&mut root) => {
                param_defaults(&lambda.args).for_each(|d| walk_expr(d, &mut visit));
            }
            _ => {
                root = false;
                param_defaults(&def.args).for_each(|d| walk_expr(d, &mut visit));
                def.body.iter().for_each(|s| walk_exprs(s, &mut visit));
            }
        }
        // A name the function assigns or takes as a parameter is its local (the unpacking
        // initializer's targets).
        let mut local = indexmap::IndexSet::new();
        bound_names(&def.body, &mut local);
        let args = &def.args;
        let params = args.posonlyargs.iter().chain(&args.args).chain(&args.kwonlyargs).map(|p| &p.def);
        local.extend(params.chain(args.vararg.as_deref()).chain(args.kwarg.as_deref()).map(|p| p.arg.to_string()));
        let global = super::scope::declared_global_anywhere(&[def]);
        read.retain(|name| !local.contains(name) || global.contains_key(name));
        for name in read {
            if !module_names.contains(&name) || !seen.insert(name.clone()) {
                continue;
            }
            if !bound.contains(&name) {
                if unbound_at_start.contains(&name) {
                    continue;
                }
                return Some(name);
            }
            if let Some(called) = defs.iter().rev().find(|d| d.name.as_str() == name) {
                pending.push(called);
            }
        }
    }
    None
}

/// The lambda an initializer returns, when its value is one (`KEY = lambda x: x`).
fn lambda_value(init: &ast::StmtFunctionDef) -> Option<&ast::ExprLambda> {
    match init.body.as_slice() {
        [ast::Stmt::Return(ast::StmtReturn { value: Some(v), .. })] => v.as_lambda_expr(),
        _ => None,
    }
}
