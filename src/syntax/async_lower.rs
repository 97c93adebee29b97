//! `async def`, `await`, `async for` and `async with`, rewritten before anything else reads a
//! function into the generator code they mean, as CPython's own coroutines are generators
//! underneath: an `async def` is a generator function, `await e` is `yield from e` (a
//! coroutine is a generator; the modelled `asyncio`'s futures yield themselves to the event
//! loop that drives the task), `async for` calls `__aiter__`/`__anext__` until
//! `StopAsyncIteration`, and `async with` calls `__aenter__`/`__aexit__` as CPython's
//! compiler does. An `async def` that also yields is an asynchronous generator: its items are
//! yielded wrapped (`asyncio._agen_item`) so the wrapper `asyncio._aiter` puts around it tells
//! them from the futures it waits on.
//!
//! ```text
//! async def f(x):                 def f(x):
//!     y = g(await h(x))               $aw1 = yield from h(x)
//!     return y                        y = g($aw1)
//!                                     return y
//! ```
//!
//! An `await` inside an expression is taken out to a hidden variable before its statement;
//! what CPython evaluates before it in that statement (a call, an item, an attribute) is taken
//! out first, so everything runs in CPython's order. A conditional part (`a and await b`,
//! `x if c else await y`) becomes the `if` it means; what cannot be ordered so (an `await` in
//! a later link of a chained comparison, in an assignment's target, in an asynchronous
//! generator expression) is refused, naming the construct.

use crate::diag::Diagnostic;
use crate::source::FileId;
use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::text_size::TextRange;
use std::collections::BTreeSet;

/// The hidden name the lowered code reaches the modelled `asyncio` by.
pub const ASYNCIO: &str = "$asyncio";

/// The methods of the asynchronous protocols: a class may define them, and the lowered
/// `async with`/`async for` call them (as a Future's `__await__` is what `await` runs).
pub const ASYNC_DUNDERS: &[&str] = &["__aenter__", "__aexit__", "__aiter__", "__anext__", "__await__"];

/// The private helpers of the modelled `asyncio` the lowered code calls through [`ASYNCIO`]
/// (a program naming them reads CPython's `AttributeError`).
pub const ASYNC_HELPERS: &[&str] = &["_aiter", "_agen_item", "_awaitable"];

/// What an `async def` lowered to a generator function carries in its (otherwise unused)
/// `type_comment`, so that the function it becomes is known as a coroutine function
/// (`ir::Function::asynchronous`): its calls make coroutines, not generators.
pub const COROUTINE_MARK: &str = "<clauz3 coroutine>";

/// [`COROUTINE_MARK`] of an `async def` that yields: its calls make asynchronous generators.
pub const ASYNC_GENERATOR_MARK: &str = "<clauz3 async generator>";

/// What a lowered `def` was, if an `async def` (see [`COROUTINE_MARK`]).
pub fn async_kind(def: &ast::StmtFunctionDef) -> Option<crate::ir::AsyncKind> {
    match def.type_comment.as_deref() {
        Some(COROUTINE_MARK) => Some(crate::ir::AsyncKind::Coroutine),
        Some(ASYNC_GENERATOR_MARK) => Some(crate::ir::AsyncKind::AsyncGenerator { cleans_up: cleans_up(&def.body) }),
        _ => None,
    }
}

/// Whether a `try` with handlers or a `finally`, or a `with`, among `body` (the lowered body
/// of an asynchronous generator) holds a `yield`: closing the generator there runs code.
fn cleans_up(body: &[ast::Stmt]) -> bool {
    body.iter().any(|s| {
        let guarded = match s {
            ast::Stmt::Try(t) => !t.handlers.is_empty() || !t.finalbody.is_empty(),
            ast::Stmt::TryStar(t) => !t.handlers.is_empty() || !t.finalbody.is_empty(),
            ast::Stmt::With(_) | ast::Stmt::AsyncWith(_) => true,
            _ => false,
        };
        let mut yields = false;
        if guarded {
            super::scope::walk_exprs(s, &mut |e| yields |= matches!(e, ast::Expr::Yield(_) | ast::Expr::YieldFrom(_)));
        }
        let inner = match s {
            ast::Stmt::For(f) => cleans_up(&f.body) || cleans_up(&f.orelse),
            ast::Stmt::While(w) => cleans_up(&w.body) || cleans_up(&w.orelse),
            ast::Stmt::If(i) => cleans_up(&i.body) || cleans_up(&i.orelse),
            ast::Stmt::Match(m) => m.cases.iter().any(|c| cleans_up(&c.body)),
            _ => false,
        };
        yields || inner
    })
}

/// Marks the generator functions and methods of the modelled `asyncio` (written as the
/// generator code `async def` lowers to) as the coroutine functions they stand for, so that
/// `asyncio.sleep(1)` is a coroutine as a program's own `async def` calls are.
pub fn mark_model_coroutines(body: &mut [ast::Stmt]) {
    for s in body {
        match s {
            ast::Stmt::FunctionDef(d) if super::generator::is_generator(&d.body) => {
                d.type_comment = Some(COROUTINE_MARK.to_owned());
            }
            ast::Stmt::ClassDef(c) => mark_model_coroutines(&mut c.body),
            _ => {}
        }
    }
}

/// Rewrites the `async` forms of a module (at any depth); adds the hidden
/// `import asyncio as $asyncio` first when there is any.
pub fn desugar_async(body: Vec<ast::Stmt>, file: FileId, diags: &mut Vec<Diagnostic>) -> Vec<ast::Stmt> {
    if !body.iter().any(has_async_def) {
        return body;
    }
    let mut unstable = BTreeSet::new();
    declared_shared(&body, &mut unstable);
    let body = super::async_entry::plain_entry(body);
    let mut lowering = AsyncLower { file, diags, counter: 0, unstable };
    let mut out = vec![hidden_import(body.first().map_or_else(TextRange::default, |s| s.range()))];
    out.extend(lowering.plain_block(body));
    out
}

/// Whether a module has an `async def` at any depth.
pub(super) fn has_async(body: &[ast::Stmt]) -> bool {
    body.iter().any(has_async_def)
}

/// Whether a statement is or holds an `async def`.
fn has_async_def(s: &ast::Stmt) -> bool {
    let mut found = false;
    visit_blocks(s, &mut |body| found |= body.iter().any(has_async_def));
    found || matches!(s, ast::Stmt::AsyncFunctionDef(_))
}

/// Calls `f` with each block directly inside `s` (bodies of defs and classes too).
fn visit_blocks(s: &ast::Stmt, f: &mut dyn FnMut(&[ast::Stmt])) {
    match s {
        ast::Stmt::FunctionDef(d) => f(&d.body),
        ast::Stmt::AsyncFunctionDef(d) => f(&d.body),
        ast::Stmt::ClassDef(c) => f(&c.body),
        ast::Stmt::For(x) => [&x.body, &x.orelse].into_iter().for_each(|b| f(b)),
        ast::Stmt::AsyncFor(x) => [&x.body, &x.orelse].into_iter().for_each(|b| f(b)),
        ast::Stmt::While(x) => [&x.body, &x.orelse].into_iter().for_each(|b| f(b)),
        ast::Stmt::If(x) => [&x.body, &x.orelse].into_iter().for_each(|b| f(b)),
        ast::Stmt::With(x) => f(&x.body),
        ast::Stmt::AsyncWith(x) => f(&x.body),
        ast::Stmt::Try(ast::StmtTry { body, handlers, orelse, finalbody, .. })
        | ast::Stmt::TryStar(ast::StmtTryStar { body, handlers, orelse, finalbody, .. }) => {
            f(body);
            for ast::ExceptHandler::ExceptHandler(h) in handlers {
                f(&h.body);
            }
            f(orelse);
            f(finalbody);
        }
        ast::Stmt::Match(m) => m.cases.iter().for_each(|c| f(&c.body)),
        _ => {}
    }
}

/// The names some function declares `global` or `nonlocal`: another task may rebind them
/// while one waits, so a read of one before an `await` is taken out with it.
fn declared_shared(body: &[ast::Stmt], out: &mut BTreeSet<String>) {
    for s in body {
        match s {
            ast::Stmt::Global(g) => out.extend(g.names.iter().map(|n| n.to_string())),
            ast::Stmt::Nonlocal(n) => out.extend(n.names.iter().map(|n| n.to_string())),
            _ => {}
        }
        visit_blocks(s, &mut |b| declared_shared(b, out));
    }
}

fn hidden_import(range: TextRange) -> ast::Stmt {
    ast::Stmt::Import(ast::StmtImport {
        range,
        names: vec![ast::Alias {
            range,
            name: ast::Identifier::new("asyncio"),
            asname: Some(ast::Identifier::new(ASYNCIO)),
        }],
    })
}

pub(super) struct AsyncLower<'d> {
    pub(super) file: FileId,
    pub(super) diags: &'d mut Vec<Diagnostic>,
    pub(super) counter: usize,
    /// Names declared `global`/`nonlocal` somewhere (see [`declared_shared`]).
    pub(super) unstable: BTreeSet<String>,
}

impl AsyncLower<'_> {
    pub(super) fn fresh(&mut self, what: &str) -> String {
        self.counter += 1;
        format!("${what}{}", self.counter)
    }

    pub(super) fn refuse(&mut self, message: impl Into<String>, at: TextRange) {
        let span = crate::source::Span::new(self.file, at.start().to_u32(), at.end().to_u32());
        self.diags.push(Diagnostic::unsupported(message, span));
    }

    /// A block outside any `async def`: only the `async def`s in it are rewritten.
    fn plain_block(&mut self, body: Vec<ast::Stmt>) -> Vec<ast::Stmt> {
        body.into_iter().map(|s| self.plain_stmt(s)).collect()
    }

    fn plain_stmt(&mut self, s: ast::Stmt) -> ast::Stmt {
        match s {
            ast::Stmt::AsyncFunctionDef(d) => self.coroutine_def(d),
            mut other => {
                if has_async_def(&other) {
                    self.map_blocks(&mut other, &mut |me, b| me.plain_block(b));
                }
                other
            }
        }
    }

    /// `async def` as the generator function it is.
    fn coroutine_def(&mut self, d: ast::StmtAsyncFunctionDef) -> ast::Stmt {
        let agen = super::generator::is_generator(&d.body);
        let mut body = self.async_block(d.body, agen);
        if !super::generator::is_generator(&body) {
            // A coroutine that never awaits is still one: calling it runs nothing.
            let never = ast::Expr::Yield(ast::ExprYield { range: d.range, value: None });
            let stmt = ast::Stmt::Expr(ast::StmtExpr { range: d.range, value: Box::new(never) });
            body.push(if_stmt(constant_bool(false, d.range), vec![stmt], d.range));
        }
        ast::Stmt::FunctionDef(ast::StmtFunctionDef {
            range: d.range,
            name: d.name,
            args: d.args,
            body,
            decorator_list: d.decorator_list,
            returns: d.returns,
            type_comment: Some(if agen { ASYNC_GENERATOR_MARK } else { COROUTINE_MARK }.to_owned()),
            type_params: d.type_params,
        })
    }

    /// Applies `f` to each block directly inside `s`.
    fn map_blocks(&mut self, s: &mut ast::Stmt, f: &mut dyn FnMut(&mut Self, Vec<ast::Stmt>) -> Vec<ast::Stmt>) {
        let mut go = |me: &mut Self, b: &mut Vec<ast::Stmt>| *b = f(me, std::mem::take(b));
        match s {
            ast::Stmt::FunctionDef(d) => go(self, &mut d.body),
            ast::Stmt::ClassDef(c) => go(self, &mut c.body),
            ast::Stmt::For(x) => {
                go(self, &mut x.body);
                go(self, &mut x.orelse);
            }
            ast::Stmt::While(x) => {
                go(self, &mut x.body);
                go(self, &mut x.orelse);
            }
            ast::Stmt::If(x) => {
                go(self, &mut x.body);
                go(self, &mut x.orelse);
            }
            ast::Stmt::With(x) => go(self, &mut x.body),
            ast::Stmt::Try(ast::StmtTry { body, handlers, orelse, finalbody, .. })
            | ast::Stmt::TryStar(ast::StmtTryStar { body, handlers, orelse, finalbody, .. }) => {
                go(self, body);
                for ast::ExceptHandler::ExceptHandler(h) in handlers {
                    go(self, &mut h.body);
                }
                go(self, orelse);
                go(self, finalbody);
            }
            ast::Stmt::Match(m) => m.cases.iter_mut().for_each(|c| go(self, &mut c.body)),
            _ => {}
        }
    }

    /// The blocks of a `try` (or `try` with `except*`) statement inside an `async def`;
    /// `None` (refused) for an `await` in a handler's class.
    #[expect(clippy::type_complexity, reason = "the four blocks of a `try`, as the AST holds them")]
    fn async_try(
        &mut self,
        body: Vec<ast::Stmt>,
        mut handlers: Vec<ast::ExceptHandler>,
        orelse: Vec<ast::Stmt>,
        finalbody: Vec<ast::Stmt>,
        agen: bool,
    ) -> Option<(Vec<ast::Stmt>, Vec<ast::ExceptHandler>, Vec<ast::Stmt>, Vec<ast::Stmt>)> {
        let body = self.async_block(body, agen);
        for ast::ExceptHandler::ExceptHandler(h) in &mut handlers {
            if h.type_.as_deref().is_some_and(has_await) {
                self.refuse("`await` in an `except` clause's class", h.range);
                return None;
            }
            h.body = self.async_block(std::mem::take(&mut h.body), agen);
        }
        Some((body, handlers, self.async_block(orelse, agen), self.async_block(finalbody, agen)))
    }

    /// The body of an `async def` (`agen`: one that yields, an asynchronous generator).
    pub(super) fn async_block(&mut self, body: Vec<ast::Stmt>, agen: bool) -> Vec<ast::Stmt> {
        let mut out = Vec::with_capacity(body.len());
        for s in body {
            self.async_stmt(s, agen, &mut out);
        }
        out
    }

    fn async_stmt(&mut self, s: ast::Stmt, agen: bool, out: &mut Vec<ast::Stmt>) {
        let range = s.range();
        match s {
            ast::Stmt::AsyncFunctionDef(d) => out.push(self.coroutine_def(d)),
            // A nested plain function or class: its own `await`s are CPython's SyntaxError.
            s @ (ast::Stmt::FunctionDef(_) | ast::Stmt::ClassDef(_)) => out.push(self.plain_stmt(s)),
            ast::Stmt::Expr(e) => match *e.value {
                ast::Expr::Await(a) => {
                    let value = self.expr(*a.value, out);
                    out.push(expr_stmt(awaited(value, range)));
                }
                ast::Expr::Yield(y) if agen => {
                    let value = y.value.map(|v| self.expr(*v, out)).unwrap_or_else(|| none(range));
                    let item = hidden_call("_agen_item", vec![value], range);
                    out.push(expr_stmt(ast::Expr::Yield(ast::ExprYield { range, value: Some(Box::new(item)) })));
                }
                value => {
                    let value = self.expr(value, out);
                    out.push(expr_stmt(value));
                }
            },
            ast::Stmt::Assign(mut a) => {
                if a.targets.iter().any(has_await) {
                    return self
                        .refuse("`await` inside an assignment's target (assign its value to a name first)", range);
                }
                a.value = Box::new(match *a.value {
                    // `x = yield v`: the item wrapped, `x` what `asend` sends.
                    ast::Expr::Yield(y) if agen => {
                        let value = y.value.map(|v| self.expr(*v, out)).unwrap_or_else(|| none(range));
                        let item = hidden_call("_agen_item", vec![value], range);
                        ast::Expr::Yield(ast::ExprYield { range: y.range, value: Some(Box::new(item)) })
                    }
                    ast::Expr::Await(w) => {
                        let value = self.expr(*w.value, out);
                        awaited(value, w.range)
                    }
                    value => self.expr(value, out),
                });
                out.push(ast::Stmt::Assign(a));
            }
            ast::Stmt::AnnAssign(mut a) => {
                if let Some(value) = a.value.take() {
                    a.value = Some(Box::new(match *value {
                        ast::Expr::Await(w) => {
                            let value = self.expr(*w.value, out);
                            awaited(value, w.range)
                        }
                        value => self.expr(value, out),
                    }));
                }
                out.push(ast::Stmt::AnnAssign(a));
            }
            ast::Stmt::AugAssign(a) => self.aug_assign(a, out),
            ast::Stmt::Return(mut r) => {
                r.value = r.value.map(|v| Box::new(self.expr(*v, out)));
                out.push(ast::Stmt::Return(r));
            }
            ast::Stmt::If(mut i) => {
                i.test = Box::new(self.expr(*i.test, out));
                i.body = self.async_block(i.body, agen);
                i.orelse = self.async_block(i.orelse, agen);
                out.push(ast::Stmt::If(i));
            }
            ast::Stmt::While(w) => self.while_loop(w, agen, out),
            ast::Stmt::For(mut f) => {
                if has_await(&f.target) {
                    return self.refuse("`await` inside a `for` target", range);
                }
                f.iter = Box::new(self.expr(*f.iter, out));
                f.body = self.async_block(f.body, agen);
                f.orelse = self.async_block(f.orelse, agen);
                out.push(ast::Stmt::For(f));
            }
            ast::Stmt::AsyncFor(f) => self.async_for(f, agen, out),
            ast::Stmt::With(mut w) => {
                if w.items.iter().skip(1).any(|i| has_await(&i.context_expr)) {
                    return self.refuse("`await` in a later item of a `with` statement (nest the `with`s)", range);
                }
                if let Some(first) = w.items.first_mut() {
                    let e = std::mem::replace(&mut first.context_expr, none(range));
                    first.context_expr = self.expr(e, out);
                }
                w.body = self.async_block(w.body, agen);
                out.push(ast::Stmt::With(w));
            }
            ast::Stmt::AsyncWith(w) => self.async_with(w, agen, out),
            ast::Stmt::Try(t) => {
                let ast::StmtTry { range, body, handlers, orelse, finalbody } = t;
                if let Some((body, handlers, orelse, finalbody)) =
                    self.async_try(body, handlers, orelse, finalbody, agen)
                {
                    out.push(ast::Stmt::Try(ast::StmtTry { range, body, handlers, orelse, finalbody }));
                }
            }
            ast::Stmt::TryStar(t) => {
                let ast::StmtTryStar { range, body, handlers, orelse, finalbody } = t;
                if let Some((body, handlers, orelse, finalbody)) =
                    self.async_try(body, handlers, orelse, finalbody, agen)
                {
                    out.push(ast::Stmt::TryStar(ast::StmtTryStar { range, body, handlers, orelse, finalbody }));
                }
            }
            ast::Stmt::Raise(mut r) => {
                r.exc = r.exc.map(|e| Box::new(self.expr(*e, out)));
                if r.cause.as_deref().is_some_and(has_await) {
                    return self.refuse("`await` in a `raise ... from` cause", range);
                }
                out.push(ast::Stmt::Raise(r));
            }
            ast::Stmt::Assert(mut a) => {
                if a.msg.as_deref().is_some_and(has_await) {
                    return self.refuse("`await` in an `assert` message", range);
                }
                a.test = Box::new(self.expr(*a.test, out));
                out.push(ast::Stmt::Assert(a));
            }
            ast::Stmt::Match(mut m) => {
                m.subject = Box::new(self.expr(*m.subject, out));
                for case in &mut m.cases {
                    if case.guard.as_deref().is_some_and(has_await) {
                        return self.refuse("`await` in a `case` guard", range);
                    }
                    case.body = self.async_block(std::mem::take(&mut case.body), agen);
                }
                out.push(ast::Stmt::Match(m));
            }
            other => {
                if stmt_has_await(&other) {
                    return self.refuse(
                        "`await` in this statement is not in the clauz3 subset (assign it to a name first)",
                        range,
                    );
                }
                out.push(other);
            }
        }
    }

    /// `x op= await v`: CPython reads the target before it waits.
    fn aug_assign(&mut self, mut a: ast::StmtAugAssign, out: &mut Vec<ast::Stmt>) {
        let range = a.range;
        if !has_await(&a.value) {
            out.push(ast::Stmt::AugAssign(a));
            return;
        }
        if has_await(&a.target) {
            return self.refuse("`await` inside an assignment's target", range);
        }
        let (read, write) = match *a.target {
            ast::Expr::Name(n) if !self.unstable.contains(n.id.as_str()) => {
                a.value = Box::new(self.expr(*a.value, out));
                a.target = Box::new(ast::Expr::Name(n));
                out.push(ast::Stmt::AugAssign(a));
                return;
            }
            ast::Expr::Name(n) => {
                (ast::Expr::Name(ast::ExprName { ctx: ast::ExprContext::Load, ..n.clone() }), ast::Expr::Name(n))
            }
            ast::Expr::Attribute(t) => {
                let object = self.spill_unless_stable(*t.value, out);
                let read = ast::Expr::Attribute(ast::ExprAttribute {
                    range,
                    value: Box::new(object.clone()),
                    attr: t.attr.clone(),
                    ctx: ast::ExprContext::Load,
                });
                let write = ast::Expr::Attribute(ast::ExprAttribute {
                    range,
                    value: Box::new(object),
                    attr: t.attr,
                    ctx: ast::ExprContext::Store,
                });
                (read, write)
            }
            ast::Expr::Subscript(t) => {
                let object = self.spill_unless_stable(*t.value, out);
                let key = self.spill_unless_stable(*t.slice, out);
                let at = |ctx| {
                    ast::Expr::Subscript(ast::ExprSubscript {
                        range,
                        value: Box::new(object.clone()),
                        slice: Box::new(key.clone()),
                        ctx,
                    })
                };
                (at(ast::ExprContext::Load), at(ast::ExprContext::Store))
            }
            other => {
                return self.refuse(
                    format!("`{}` as the target of an augmented assignment with `await`", kind_name(&other)),
                    range,
                )
            }
        };
        let held = self.fresh("aw");
        out.push(assign(&held, read, range));
        let value = self.expr(*a.value, out);
        out.push(ast::Stmt::AugAssign(ast::StmtAugAssign {
            range,
            target: Box::new(store(&held, range)),
            op: a.op,
            value: Box::new(value),
        }));
        out.push(ast::Stmt::Assign(ast::StmtAssign {
            range,
            targets: vec![write],
            value: Box::new(name(&held, range)),
            type_comment: None,
        }));
    }

    /// `while await cond():` as `while True:` testing the condition first.
    fn while_loop(&mut self, mut w: ast::StmtWhile, agen: bool, out: &mut Vec<ast::Stmt>) {
        let range = w.range;
        if !has_await(&w.test) {
            w.body = self.async_block(w.body, agen);
            w.orelse = self.async_block(w.orelse, agen);
            out.push(ast::Stmt::While(w));
            return;
        }
        if !w.orelse.is_empty() {
            return self.refuse("`while ... else` whose condition awaits (test it inside `while True:`)", range);
        }
        let mut body = Vec::new();
        let test = self.expr(*w.test, &mut body);
        let stop = ast::Stmt::Break(ast::StmtBreak { range });
        body.push(if_stmt(
            ast::Expr::UnaryOp(ast::ExprUnaryOp { range, op: ast::UnaryOp::Not, operand: Box::new(test) }),
            vec![stop],
            range,
        ));
        body.extend(self.async_block(w.body, agen));
        out.push(ast::Stmt::While(ast::StmtWhile {
            range,
            test: Box::new(constant_bool(true, range)),
            body,
            orelse: Vec::new(),
        }));
    }

    /// `async for target in it: body` as CPython runs it: `__aiter__` once, then
    /// `await __anext__()` until `StopAsyncIteration`, the `else` block once it is raised.
    pub(super) fn async_for(&mut self, f: ast::StmtAsyncFor, agen: bool, out: &mut Vec<ast::Stmt>) {
        let range = f.range;
        if has_await(&f.target) {
            return self.refuse("`await` inside an `async for` target", range);
        }
        let iter = self.expr(*f.iter, out);
        let it = self.fresh("ait");
        out.push(assign(&it, hidden_call("_aiter", vec![iter], range), range));
        let ended = self.fresh("aended");
        let has_else = !f.orelse.is_empty();
        if has_else {
            out.push(assign(&ended, constant_bool(false, range), range));
        }
        let item = self.fresh("aitem");
        let next = ast::Expr::Call(ast::ExprCall {
            range,
            func: Box::new(attribute(name(&it, range), "__anext__", range)),
            args: Vec::new(),
            keywords: Vec::new(),
        });
        let take = assign(&item, awaited(next, range), range);
        let mut stopped = Vec::new();
        if has_else {
            stopped.push(assign(&ended, constant_bool(true, range), range));
        }
        stopped.push(ast::Stmt::Break(ast::StmtBreak { range }));
        let handler = ast::ExceptHandler::ExceptHandler(ast::ExceptHandlerExceptHandler {
            range,
            type_: Some(Box::new(name("StopAsyncIteration", range))),
            name: None,
            body: stopped,
        });
        let mut body = vec![ast::Stmt::Try(ast::StmtTry {
            range,
            body: vec![take],
            handlers: vec![handler],
            orelse: Vec::new(),
            finalbody: Vec::new(),
        })];
        body.push(ast::Stmt::Assign(ast::StmtAssign {
            range,
            targets: vec![*f.target],
            value: Box::new(name(&item, range)),
            type_comment: None,
        }));
        body.extend(self.async_block(f.body, agen));
        out.push(ast::Stmt::While(ast::StmtWhile {
            range,
            test: Box::new(constant_bool(true, range)),
            body,
            orelse: Vec::new(),
        }));
        if has_else {
            let orelse = self.async_block(f.orelse, agen);
            out.push(if_stmt(name(&ended, range), orelse, range));
        }
    }

    /// `async with a as x, b: body` as CPython's compiler writes it, one item at a time:
    /// `__aenter__` awaited, and `__aexit__` awaited with the exception that left the body
    /// (re-raised unless it returns true) or with three `None`s however else the body is left.
    fn async_with(&mut self, mut w: ast::StmtAsyncWith, agen: bool, out: &mut Vec<ast::Stmt>) {
        let range = w.range;
        if w.items.is_empty() {
            return;
        }
        let first = w.items.remove(0);
        let inner = if w.items.is_empty() {
            w.body
        } else {
            vec![ast::Stmt::AsyncWith(ast::StmtAsyncWith { range, items: w.items, body: w.body, type_comment: None })]
        };
        let manager = self.fresh("amgr");
        let context = self.expr(first.context_expr, out);
        out.push(assign(&manager, context, range));
        let method = |m: &str, args: Vec<ast::Expr>| {
            let call = ast::Expr::Call(ast::ExprCall {
                range,
                func: Box::new(attribute(name(&manager, range), m, range)),
                args,
                keywords: Vec::new(),
            });
            awaited(call, range)
        };
        let entered = self.fresh("aval");
        out.push(assign(&entered, method("__aenter__", Vec::new()), range));
        let hit = self.fresh("ahit");
        out.push(assign(&hit, constant_bool(false, range), range));
        let mut body = Vec::new();
        if let Some(target) = first.optional_vars {
            body.push(ast::Stmt::Assign(ast::StmtAssign {
                range,
                targets: vec![*target],
                value: Box::new(name(&entered, range)),
                type_comment: None,
            }));
        }
        body.extend(inner);
        let body = self.async_block(body, agen);
        let exc = self.fresh("aexc");
        let swallowed = self.fresh("aswallow");
        let exc_type = ast::Expr::Call(ast::ExprCall {
            range,
            func: Box::new(name(&format!("{}type", super::matching::BUILTIN_PREFIX), range)),
            args: vec![name(&exc, range)],
            keywords: Vec::new(),
        });
        let traceback = attribute(name(&exc, range), "__traceback__", range);
        let reraise = ast::Stmt::Raise(ast::StmtRaise { range, exc: None, cause: None });
        let not_swallowed = ast::Expr::UnaryOp(ast::ExprUnaryOp {
            range,
            op: ast::UnaryOp::Not,
            operand: Box::new(name(&swallowed, range)),
        });
        let handler = ast::ExceptHandler::ExceptHandler(ast::ExceptHandlerExceptHandler {
            range,
            type_: Some(Box::new(name("BaseException", range))),
            name: Some(ast::Identifier::new(exc.clone())),
            body: vec![
                assign(&hit, constant_bool(true, range), range),
                assign(&swallowed, method("__aexit__", vec![exc_type, name(&exc, range), traceback]), range),
                if_stmt(not_swallowed, vec![reraise], range),
            ],
        });
        let not_hit =
            ast::Expr::UnaryOp(ast::ExprUnaryOp { range, op: ast::UnaryOp::Not, operand: Box::new(name(&hit, range)) });
        let exit = expr_stmt(method("__aexit__", vec![none(range), none(range), none(range)]));
        out.push(ast::Stmt::Try(ast::StmtTry {
            range,
            body,
            handlers: vec![handler],
            orelse: Vec::new(),
            finalbody: vec![if_stmt(not_hit, vec![exit], range)],
        }));
    }
}

/// Whether an expression awaits (or is an asynchronous comprehension), not counting lambdas.
pub(super) fn has_await(e: &ast::Expr) -> bool {
    match e {
        ast::Expr::Await(_) => true,
        ast::Expr::Lambda(_) => false,
        ast::Expr::ListComp(ast::ExprListComp { generators, .. })
        | ast::Expr::SetComp(ast::ExprSetComp { generators, .. })
        | ast::Expr::DictComp(ast::ExprDictComp { generators, .. })
        | ast::Expr::GeneratorExp(ast::ExprGeneratorExp { generators, .. })
            if generators.iter().any(|g| g.is_async) =>
        {
            true
        }
        other => super::scope::children(other).into_iter().any(has_await),
    }
}

/// Whether a simple statement's expressions await.
fn stmt_has_await(s: &ast::Stmt) -> bool {
    let mut found = false;
    super::scope::stmt_reads_with(s, &mut |x| found |= has_await(x));
    found
}

pub(super) fn kind_name(e: &ast::Expr) -> &'static str {
    match e {
        ast::Expr::Tuple(_) | ast::Expr::List(_) => "an unpacking",
        ast::Expr::Starred(_) => "a starred name",
        _ => "this expression",
    }
}

pub(super) fn name(id: &str, range: TextRange) -> ast::Expr {
    ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx: ast::ExprContext::Load })
}

pub(super) fn store(id: &str, range: TextRange) -> ast::Expr {
    ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx: ast::ExprContext::Store })
}

pub(super) fn none(range: TextRange) -> ast::Expr {
    ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::None, kind: None })
}

pub(super) fn constant_bool(value: bool, range: TextRange) -> ast::Expr {
    ast::Expr::Constant(ast::ExprConstant { range, value: ast::Constant::Bool(value), kind: None })
}

pub(super) fn attribute(value: ast::Expr, attr: &str, range: TextRange) -> ast::Expr {
    ast::Expr::Attribute(ast::ExprAttribute {
        range,
        value: Box::new(value),
        attr: ast::Identifier::new(attr),
        ctx: ast::ExprContext::Load,
    })
}

/// `await value`: `yield from` the iterator `asyncio._awaitable` makes of it (a coroutine
/// itself, a future's or a class's `__await__()`, CPython's `TypeError` for anything else).
pub(super) fn awaited(value: ast::Expr, range: TextRange) -> ast::Expr {
    let awaitable = hidden_call("_awaitable", vec![value], range);
    ast::Expr::YieldFrom(ast::ExprYieldFrom { range, value: Box::new(awaitable) })
}

/// A call of the modelled `asyncio`'s helper `function`.
pub(super) fn hidden_call(function: &str, args: Vec<ast::Expr>, range: TextRange) -> ast::Expr {
    ast::Expr::Call(ast::ExprCall {
        range,
        func: Box::new(attribute(name(ASYNCIO, range), function, range)),
        args,
        keywords: Vec::new(),
    })
}

pub(super) fn assign(target: &str, value: ast::Expr, range: TextRange) -> ast::Stmt {
    ast::Stmt::Assign(ast::StmtAssign {
        range,
        targets: vec![store(target, range)],
        value: Box::new(value),
        type_comment: None,
    })
}

pub(super) fn expr_stmt(value: ast::Expr) -> ast::Stmt {
    ast::Stmt::Expr(ast::StmtExpr { range: value.range(), value: Box::new(value) })
}

pub(super) fn if_stmt(test: ast::Expr, body: Vec<ast::Stmt>, range: TextRange) -> ast::Stmt {
    ast::Stmt::If(ast::StmtIf { range, test: Box::new(test), body, orelse: Vec::new() })
}
