//! `asyncio.run(main())` as a module's entry call, `main` an `async def` without parameters:
//! clauz3 calls the target itself, so `main` becomes a plain function running the coroutine it
//! was, nested under its own name (tracebacks name the frame `main`, as CPython's do), and the
//! entry call the plain `main()`.
//!
//! ```text
//! async def main():                def main():
//!     body                             async def main():
//!                                          body
//! if __name__ == "__main__":           return asyncio.run(main())
//!     asyncio.run(main())          if __name__ == "__main__":
//!                                      main()
//! ```

use super::async_lower::name;
use rustpython_parser::ast::{self, Ranged};

/// Rewrites the module's `asyncio.run(f())` entry call and `f` as above; the module as it is
/// when it has no such call.
pub(super) fn plain_entry(mut body: Vec<ast::Stmt>) -> Vec<ast::Stmt> {
    let runner = runner_names(&body);
    let Some((at, target)) = entry_site(&body, &runner) else { return body };
    let Some(def_at) = body
        .iter()
        .position(|s| matches!(s, ast::Stmt::AsyncFunctionDef(d) if d.name.as_str() == target && runnable(d)))
    else {
        return body;
    };
    let ast::Stmt::AsyncFunctionDef(def) = body[def_at].clone() else { return body };
    // The plain function's `asyncio.run(...)` stands where the module's did, for tracebacks.
    let Some(call) = entry_call_of(&body[at]).cloned() else { return body };
    let range = call.range;
    let coroutine = ast::Expr::Call(ast::ExprCall {
        range,
        func: Box::new(name(&target, range)),
        args: Vec::new(),
        keywords: Vec::new(),
    });
    let ran =
        ast::Expr::Call(ast::ExprCall { range, func: call.func, args: vec![coroutine.clone()], keywords: Vec::new() });
    let plain = ast::StmtFunctionDef {
        range: def.range,
        name: def.name.clone(),
        args: Box::new(ast::Arguments::empty(range.into())),
        body: vec![
            ast::Stmt::AsyncFunctionDef(def.clone()),
            ast::Stmt::Return(ast::StmtReturn { range, value: Some(Box::new(ran)) }),
        ],
        decorator_list: Vec::new(),
        returns: None,
        type_comment: None,
        type_params: Vec::new(),
    };
    body[def_at] = ast::Stmt::FunctionDef(plain);
    replace_entry(&mut body[at], coroutine);
    body
}

/// An `async def` the rewrite applies to: no decorators, no parameters.
fn runnable(d: &ast::StmtAsyncFunctionDef) -> bool {
    let a = &d.args;
    d.decorator_list.is_empty()
        && a.posonlyargs.is_empty()
        && a.args.is_empty()
        && a.kwonlyargs.is_empty()
        && a.vararg.is_none()
        && a.kwarg.is_none()
}

/// How the module names `asyncio.run`: (module aliases, names bound to `run` itself).
fn runner_names(body: &[ast::Stmt]) -> (Vec<String>, Vec<String>) {
    let mut modules = Vec::new();
    let mut functions = Vec::new();
    for s in body {
        match s {
            ast::Stmt::Import(i) => {
                for a in i.names.iter().filter(|a| a.name.as_str() == "asyncio") {
                    modules.push(a.asname.as_ref().unwrap_or(&a.name).to_string());
                }
            }
            ast::Stmt::ImportFrom(i)
                if i.module.as_ref().is_some_and(|m| m.as_str() == "asyncio")
                    && i.level.is_none_or(|l| l.to_u32() == 0) =>
            {
                for a in i.names.iter().filter(|a| a.name.as_str() == "run") {
                    functions.push(a.asname.as_ref().unwrap_or(&a.name).to_string());
                }
            }
            _ => {}
        }
    }
    (modules, functions)
}

/// The `asyncio.run(f())` a statement is, when it is one.
fn entry_call_of(s: &ast::Stmt) -> Option<&ast::ExprCall> {
    let ast::Stmt::Expr(e) = s else {
        let ast::Stmt::If(guard) = s else { return None };
        let [only] = guard.body.as_slice() else { return None };
        return entry_call_of(only).filter(|_| main_guard(guard));
    };
    e.value.as_call_expr()
}

/// Whether an `if` tests `__name__ == "__main__"` (the guard `layer::entry` reads; there it
/// decides what the entry call is, here only which `if` may hold one).
fn main_guard(guard: &ast::StmtIf) -> bool {
    let ast::Expr::Compare(c) = &*guard.test else { return false };
    let named = |e: &ast::Expr| matches!(e, ast::Expr::Name(n) if n.id.as_str() == "__name__");
    guard.orelse.is_empty() && c.comparators.len() == 1 && (named(&c.left) || named(&c.comparators[0]))
}

/// Where the entry call is (its statement's index) and the function it runs.
fn entry_site(body: &[ast::Stmt], runner: &(Vec<String>, Vec<String>)) -> Option<(usize, String)> {
    let (modules, functions) = runner;
    body.iter().enumerate().rev().find_map(|(i, s)| {
        let call = entry_call_of(s)?;
        let is_run = match &*call.func {
            ast::Expr::Attribute(a) => {
                a.attr.as_str() == "run"
                    && matches!(&*a.value, ast::Expr::Name(m) if modules.iter().any(|x| x == m.id.as_str()))
            }
            ast::Expr::Name(f) => functions.iter().any(|x| x == f.id.as_str()),
            _ => false,
        };
        let ([inner], true, true) = (call.args.as_slice(), call.keywords.is_empty(), is_run) else { return None };
        let inner = inner.as_call_expr()?;
        let ast::Expr::Name(target) = &*inner.func else { return None };
        (inner.args.is_empty() && inner.keywords.is_empty()).then(|| (i, target.id.to_string()))
    })
}

/// The entry statement with its call replaced by `call`.
fn replace_entry(s: &mut ast::Stmt, call: ast::Expr) {
    match s {
        ast::Stmt::Expr(e) => {
            if let ast::Expr::Call(mut c) = call {
                c.range = e.value.range();
                *e.value = ast::Expr::Call(c);
            }
        }
        ast::Stmt::If(guard) => {
            if let Some(only) = guard.body.first_mut() {
                replace_entry(only, call);
            }
        }
        _ => {}
    }
}
