//! Class decorators that are functions of the program (`@register`, `@tagged("math")`): CPython
//! calls them with the new class when the `class` statement runs, and binds the name to what
//! they return. A decorator whose every `return` gives back the class it was passed (directly,
//! or through the inner function a decorator factory returns) leaves the name bound to the
//! class itself, so the class stays the one clauz3 reads statically, and the call becomes a
//! hidden module value computed right after the `class` statement, in source order, for its
//! effects (a registry filled, a class attribute set). Any other decorator stays on the class
//! and is refused there. `@Abstract.register` returns its argument too (`abc_register.rs`).

use rustpython_parser::ast::{self, Ranged};
use std::collections::{HashMap, HashSet};

/// Moves the decorators of `class` that are identity-returning functions of the program
/// (`defs`: the module's functions by name) into a hidden assignment, returned for the caller
/// to place after the `class` statement.
pub fn hoist_decorators(
    class: &mut ast::StmtClassDef,
    defs: &HashMap<String, ast::StmtFunctionDef>,
    abstract_classes: &HashSet<String>,
) -> Option<ast::Stmt> {
    let (program, kept): (Vec<ast::Expr>, Vec<ast::Expr>) = class
        .decorator_list
        .drain(..)
        .partition(|d| returns_its_argument(d, defs) || super::abc_register::is_abc_register(d, abstract_classes));
    class.decorator_list = kept;
    if program.is_empty() {
        return None;
    }
    let range = class.range;
    let name = |id: &str, ctx| ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx });
    let applied = program.iter().rev().fold(name(class.name.as_str(), ast::ExprContext::Load), |inner, d| {
        ast::Expr::Call(ast::ExprCall {
            range: d.range(),
            func: Box::new(d.clone()),
            args: vec![inner],
            keywords: Vec::new(),
        })
    });
    let hidden = format!("(class decorators of {})", class.name);
    Some(ast::Stmt::Assign(ast::StmtAssign {
        range,
        targets: vec![name(&hidden, ast::ExprContext::Store)],
        value: Box::new(applied),
        type_comment: None,
    }))
}

/// Whether the decorator expression is `f` or `f(args)` for a module function `f` that returns
/// its first argument, or (called) returns an inner function that does.
fn returns_its_argument(decorator: &ast::Expr, defs: &HashMap<String, ast::StmtFunctionDef>) -> bool {
    match decorator {
        ast::Expr::Name(n) => defs.get(n.id.as_str()).is_some_and(identity),
        ast::Expr::Call(call) => {
            let ast::Expr::Name(n) = &*call.func else { return false };
            let Some(factory) = defs.get(n.id.as_str()) else { return false };
            let inner: HashMap<String, ast::StmtFunctionDef> = factory
                .body
                .iter()
                .filter_map(|s| s.as_function_def_stmt())
                .filter(|d| d.decorator_list.is_empty())
                .map(|d| (d.name.to_string(), d.clone()))
                .collect();
            let returned = returns(&factory.body);
            ends_in_return(&factory.body)
                && !returned.is_empty()
                && returned
                    .iter()
                    .all(|r| matches!(r, Some(ast::Expr::Name(v)) if inner.get(v.id.as_str()).is_some_and(identity)))
        }
        _ => false,
    }
}

/// Whether `def` returns its first parameter on every `return`, never rebinding it, and is a
/// plain function (no decorator, no `yield`).
fn identity(def: &ast::StmtFunctionDef) -> bool {
    let Some(param) = def.args.posonlyargs.iter().chain(&def.args.args).next() else { return false };
    let param = param.def.arg.as_str();
    let mut bound = indexmap::IndexSet::new();
    super::scope::bound_names(&def.body, &mut bound);
    let returned = returns(&def.body);
    def.decorator_list.is_empty()
        && !bound.contains(param)
        && !returned.is_empty()
        && returned.iter().all(|r| matches!(r, Some(ast::Expr::Name(v)) if v.id.as_str() == param))
        && ends_in_return(&def.body)
        && !yields(def)
}

/// The values of the `return` statements of a body (not of nested functions or classes).
fn returns(body: &[ast::Stmt]) -> Vec<Option<ast::Expr>> {
    let mut out = Vec::new();
    for s in body {
        match s {
            ast::Stmt::Return(r) => out.push(r.value.as_deref().cloned()),
            ast::Stmt::FunctionDef(_) | ast::Stmt::ClassDef(_) => {}
            ast::Stmt::If(i) => {
                out.extend(returns(&i.body));
                out.extend(returns(&i.orelse));
            }
            ast::Stmt::For(f) => {
                out.extend(returns(&f.body));
                out.extend(returns(&f.orelse));
            }
            ast::Stmt::While(w) => {
                out.extend(returns(&w.body));
                out.extend(returns(&w.orelse));
            }
            ast::Stmt::With(w) => out.extend(returns(&w.body)),
            ast::Stmt::Try(t) => {
                out.extend(returns(&t.body));
                for h in &t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    out.extend(returns(&h.body));
                }
                out.extend(returns(&t.orelse));
                out.extend(returns(&t.finalbody));
            }
            _ => {}
        }
    }
    out
}

/// Whether the body's last statement is a `return` (so falling off the end, returning
/// `None`, cannot happen).
fn ends_in_return(body: &[ast::Stmt]) -> bool {
    matches!(body.last(), Some(ast::Stmt::Return(_)))
}

fn yields(def: &ast::StmtFunctionDef) -> bool {
    let mut found = false;
    for s in &def.body {
        super::scope::walk_exprs(s, &mut |e| {
            found |= matches!(e, ast::Expr::Yield(_) | ast::Expr::YieldFrom(_));
        });
    }
    found
}
