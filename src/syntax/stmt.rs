//! Lowering statements inside functions.

use super::function::Lowerer;
use crate::ir::{BinOp, Block, Const, Expr, ExprKind, PerItem, Place, Stmt, StmtKind, Target};
use crate::source::Span;
use rustpython_parser::ast;

impl Lowerer<'_> {
    pub fn lower_block(&mut self, body: &[ast::Stmt]) -> Block {
        let mut out = Vec::with_capacity(body.len());
        for (i, s) in body.iter().enumerate() {
            if (i == 0 && is_docstring(s)) || is_ellipsis(s) {
                continue;
            }
            if let Some((yielded, bound)) = self.lower_yield_assign(s) {
                out.extend([yielded, bound]);
                continue;
            }
            if let Some(stmt) = self.lower_stmt(s) {
                out.push(stmt);
            }
        }
        out
    }

    fn lower_stmt(&mut self, s: &ast::Stmt) -> Option<Stmt> {
        let span = self.span(s);
        if let Some(kind) = self.lower_local_class(s) {
            return Some(Stmt { kind, span });
        }
        let kind = match s {
            ast::Stmt::Expr(e) => match self.lower_yield_stmt(&e.value, span) {
                Some(y) => y,
                None => StmtKind::Expr(self.lower_expr(&e.value)),
            },
            ast::Stmt::Assign(a) => {
                if let Some(write) = self.namespace_assign(a) {
                    return Some(Stmt { kind: StmtKind::Expr(write), span });
                }
                let value = self.lower_expr(&a.value);
                let targets = a.targets.iter().map(|t| self.lower_target(t)).collect();
                StmtKind::Assign { targets, value }
            }
            ast::Stmt::AnnAssign(a) => match &a.value {
                Some(v) => {
                    let value = self.lower_expr(v);
                    StmtKind::Assign { targets: vec![self.lower_target(&a.target)], value }
                }
                None => StmtKind::Pass,
            },
            ast::Stmt::AugAssign(a) => {
                let op = Self::binop(a.op);
                let value = self.lower_expr(&a.value);
                let target = match &*a.target {
                    ast::Expr::Subscript(s) if matches!(&*s.slice, ast::Expr::Slice(_)) => {
                        self.unsupported(
                            "augmented assignment to a slice is not in the clauz3 subset (assign the slice: `xs[a:b] = xs[a:b] + ys`)",
                            span,
                        );
                        Target::Name(Place::Local(0))
                    }
                    ast::Expr::Name(_) | ast::Expr::Subscript(_) | ast::Expr::Attribute(_) => {
                        self.lower_target(&a.target)
                    }
                    other => {
                        self.unsupported(
                            "augmented assignment needs a variable or an item as its target",
                            self.span(other),
                        );
                        Target::Name(Place::Local(0))
                    }
                };
                StmtKind::AugAssign { target, op, value }
            }
            ast::Stmt::With(w) => self.lower_with(&w.items, &w.body, span),
            ast::Stmt::If(i) => {
                let cond = self.lower_expr(&i.test);
                StmtKind::If { cond, then: self.lower_block(&i.body), orelse: self.lower_block(&i.orelse) }
            }
            ast::Stmt::For(f) => {
                let iter = self.lower_expr(&f.iter);
                self.scope().loop_binds.push(Vec::new());
                let target = self.lower_target(&f.target);
                let body = self.lower_loop_body(&f.body);
                let binds = self.scope().loop_binds.pop().unwrap_or_default();
                let counters =
                    counters(&f.body).into_iter().map(|(name, most)| (self.store_place(&name, span), most)).collect();
                let collected = super::collectors::collectors(&f.body);
                let collectors: Vec<Place> = collected.iter().filter_map(|name| self.local_place(name)).collect();
                let changes = super::loop_state::changed_names(&f.body)
                    .iter()
                    .filter(|name| !collected.contains(name))
                    .filter_map(|name| self.local_place(name))
                    .collect();
                let leaves = super::loop_state::leaves_early(&f.body);
                let orelse = self.lower_block(&f.orelse);
                StmtKind::For { target, iter, body, orelse, binds, counters, collectors, changes, leaves }
            }
            ast::Stmt::While(w) => {
                let cond = self.lower_expr(&w.test);
                let body = self.lower_loop_body(&w.body);
                StmtKind::While { cond, body, orelse: self.lower_block(&w.orelse) }
            }
            ast::Stmt::Delete(d) => {
                if let Some(write) = self.namespace_delete(d) {
                    return Some(Stmt { kind: StmtKind::Expr(write), span });
                }
                let mut targets = Vec::with_capacity(d.targets.len());
                for t in &d.targets {
                    self.lower_del_target(t, &mut targets);
                }
                StmtKind::Delete(targets)
            }
            ast::Stmt::Break(_) | ast::Stmt::Continue(_) => {
                let word = if matches!(s, ast::Stmt::Break(_)) { "break" } else { "continue" };
                if self.scope().loop_depth == 0 {
                    self.unsupported(format!("`{word}` outside a loop"), span);
                }
                if word == "break" {
                    StmtKind::Break
                } else {
                    StmtKind::Continue
                }
            }
            ast::Stmt::Return(r) => StmtKind::Return(r.value.as_deref().map(|v| self.lower_expr(v))),
            ast::Stmt::Assert(a) => {
                StmtKind::Assert { cond: self.lower_expr(&a.test), msg: a.msg.as_deref().map(|m| self.lower_expr(m)) }
            }
            ast::Stmt::Raise(r) => self.lower_raise(r),
            ast::Stmt::Try(t) => self.lower_try(&t.body, &t.handlers, &t.orelse, &t.finalbody, false),
            ast::Stmt::TryStar(t) => self.lower_try(&t.body, &t.handlers, &t.orelse, &t.finalbody, true),
            ast::Stmt::Pass(_) => StmtKind::Pass,
            // Resolved when the function's scope is built (`Lowerer::lower_function`).
            ast::Stmt::Global(_) | ast::Stmt::Nonlocal(_) => return None,
            ast::Stmt::FunctionDef(def) => {
                if !def.decorator_list.is_empty() {
                    self.unsupported(
                        "decorators on nested functions are not in the clauz3 subset",
                        self.span(&def.decorator_list[0]),
                    );
                }
                let place = self.store_place(def.name.as_str(), span);
                let id = self.reserve_function();
                let defaults = self.lower_function(def, id);
                StmtKind::Def { func: id, place, defaults }
            }
            other => {
                let (what, hint) = refused_statement(other);
                self.unsupported(format!("{what} {hint}"), span);
                return None;
            }
        };
        Some(Stmt { kind, span })
    }

    fn lower_loop_body(&mut self, body: &[ast::Stmt]) -> Block {
        self.scope().loop_depth += 1;
        let out = self.lower_block(body);
        self.scope().loop_depth -= 1;
        out
    }

    fn lower_raise(&mut self, r: &ast::StmtRaise) -> StmtKind {
        let value = r.exc.as_deref().map(|e| self.lower_expr(e));
        let cause = r.cause.as_deref().map(|c| self.lower_expr(c));
        StmtKind::Raise { value, cause }
    }

    /// An assignment target: a name, an item, or a tuple/list to unpack into.
    pub fn lower_target(&mut self, t: &ast::Expr) -> Target {
        let span = self.span(t);
        match t {
            ast::Expr::Name(n) => Target::Name(self.store_place(n.id.as_str(), span)),
            ast::Expr::Subscript(s) => {
                if self.refuse_namespace_item(&s.value, span) {
                    return Target::Unpack(Vec::new(), span);
                }
                let obj = self.lower_expr(&s.value);
                if let ast::Expr::Slice(sl) = &*s.slice {
                    let bounds = [&sl.lower, &sl.upper, &sl.step].map(|b| b.as_deref().map(|b| self.lower_expr(b)));
                    return Target::Slice { obj, bounds };
                }
                let index = self.lower_expr(&s.slice);
                Target::Item { obj, index }
            }
            ast::Expr::Tuple(tu) => self.lower_unpack(&tu.elts, span),
            ast::Expr::List(l) => self.lower_unpack(&l.elts, span),
            ast::Expr::Starred(_) => {
                self.unsupported(
                    "a starred assignment target must be inside a tuple or list target (`first, *rest = xs`)",
                    span,
                );
                Target::Unpack(Vec::new(), span)
            }
            ast::Expr::Attribute(a) => {
                // What a decorator copies onto its wrapper (`functools.wraps` does the same).
                // And what `typing`'s forms keep, plain attributes of their objects.
                let assignable = matches!(a.attr.as_str(), "__name__" | "__qualname__" | "__doc__" | "__wrapped__")
                    || crate::syntax::function::TYPING_ATTRS.contains(&a.attr.as_str());
                if !assignable && super::function::check_dunder(self, a.attr.as_str(), span) {
                    return Target::Unpack(Vec::new(), span);
                }
                Target::Attr { obj: self.lower_expr(&a.value), name: crate::ir::attr_name(a.attr.as_str()) }
            }
            _ => {
                self.unsupported("this cannot be assigned to", span);
                Target::Unpack(Vec::new(), span)
            }
        }
    }

    /// `a, b = ...` or `first, *rest = ...` (at most one starred target).
    fn lower_unpack(&mut self, elts: &[ast::Expr], span: Span) -> Target {
        let stars: Vec<usize> =
            elts.iter().enumerate().filter(|(_, e)| matches!(e, ast::Expr::Starred(_))).map(|(i, _)| i).collect();
        let targets = elts
            .iter()
            .map(|e| match e {
                ast::Expr::Starred(s) => self.lower_target(&s.value),
                other => self.lower_target(other),
            })
            .collect();
        match stars.as_slice() {
            [] => Target::Unpack(targets, span),
            [star] => Target::UnpackStar(targets, *star, span),
            [_, second, ..] => {
                let at = self.span(&elts[*second]);
                self.unsupported(
                    "multiple starred expressions in assignment (one target may be starred: `first, *rest = xs`)",
                    at,
                );
                Target::Unpack(targets, span)
            }
        }
    }

    /// A `del` target: a name, an item, a slice or an attribute; a tuple or list of them
    /// deletes each.
    fn lower_del_target(&mut self, t: &ast::Expr, out: &mut Vec<Target>) {
        match t {
            ast::Expr::Tuple(tu) => tu.elts.iter().for_each(|e| self.lower_del_target(e, out)),
            ast::Expr::List(l) => l.elts.iter().for_each(|e| self.lower_del_target(e, out)),
            ast::Expr::Name(_) | ast::Expr::Subscript(_) | ast::Expr::Attribute(_) => out.push(self.lower_target(t)),
            other => self.unsupported(
                "`del` takes a variable, an item (`del d[k]`), a slice (`del xs[a:b]`) or an attribute (`del obj.name`)",
                self.span(other),
            ),
        }
    }

    pub fn binop(op: ast::Operator) -> BinOp {
        match op {
            ast::Operator::Add => BinOp::Add,
            ast::Operator::Sub => BinOp::Sub,
            ast::Operator::Mult => BinOp::Mul,
            ast::Operator::Div => BinOp::Div,
            ast::Operator::FloorDiv => BinOp::FloorDiv,
            ast::Operator::Mod => BinOp::Mod,
            ast::Operator::Pow => BinOp::Pow,
            ast::Operator::BitAnd => BinOp::BitAnd,
            ast::Operator::BitOr => BinOp::BitOr,
            ast::Operator::BitXor => BinOp::BitXor,
            ast::Operator::LShift => BinOp::LShift,
            ast::Operator::RShift => BinOp::RShift,
            ast::Operator::MatMult => BinOp::MatMul,
        }
    }

    /// `with a as x, b as y: body`: one `With` per item, nested as Python runs them.
    fn lower_with(&mut self, items: &[ast::WithItem], body: &[ast::Stmt], span: Span) -> StmtKind {
        let Some((first, rest)) = items.split_first() else {
            return StmtKind::Pass;
        };
        let context = self.lower_expr(&first.context_expr);
        let target = first.optional_vars.as_deref().map(|t| self.lower_target(t));
        let body = if rest.is_empty() {
            self.lower_block(body)
        } else {
            vec![Stmt { kind: self.lower_with(rest, body, span), span }]
        };
        StmtKind::With { context, target, body }
    }

    /// A placeholder expression after a refusal, so lowering can go on and report more.
    pub fn placeholder(span: Span) -> Expr {
        Expr { kind: ExprKind::Const(Const::None), span }
    }
}

/// Whether a statement is a bare string literal (a docstring when it comes first).
pub(super) fn is_docstring(s: &ast::Stmt) -> bool {
    matches!(s, ast::Stmt::Expr(e) if matches!(&*e.value, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Str(_))))
}

/// A bare `...`, the body of a stub (`def area(self): ...`): evaluating it does nothing.
pub(super) fn is_ellipsis(s: &ast::Stmt) -> bool {
    matches!(s, ast::Stmt::Expr(e) if matches!(&*e.value, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Ellipsis)))
}

/// What a statement outside the subset is called, and what to do instead.
fn refused_statement(s: &ast::Stmt) -> (&'static str, &'static str) {
    match s {
        ast::Stmt::ClassDef(_) => {
            ("this `class` definition", "is not in the clauz3 subset: a class is defined at module level, or in a module-level function of the agent program outside a `with` body (not in a nested function or a method)")
        }
        ast::Stmt::AsyncFunctionDef(_) => ("`async def`", "is not in the clauz3 subset"),
        ast::Stmt::AsyncFor(_) => ("`async for`", "is not in the clauz3 subset"),
        ast::Stmt::AsyncWith(_) => ("`async with`", "is not in the clauz3 subset"),
        ast::Stmt::Import(_) | ast::Stmt::ImportFrom(_) => {
            ("imports inside functions", "are not in the clauz3 subset; import at module level")
        }
        // Agent programs have theirs lowered to `if`s first (`matching.rs`); trusted code does not.
        ast::Stmt::Match(_) => ("`match` statements", "are not supported in trusted modules (use if/elif)"),
        ast::Stmt::TypeAlias(_) => ("`type` aliases", "are not in the clauz3 subset"),
        _ => ("this statement", "is not in the clauz3 subset"),
    }
}

/// The names a loop body only ever increments by a non-negative int literal, in statements
/// that run at most once per item (not inside a nested loop or function), and never reads or
/// binds otherwise; with what one item adds (see `counted_per_item`).
fn counters(body: &[ast::Stmt]) -> Vec<(String, PerItem)> {
    /// Per name: the sum of its countable increments (`None` once any use is not one) and how
    /// many `+=` statements it has.
    type Found = Vec<(String, Option<u64>, usize)>;
    fn note(found: &mut Found, name: &str, by: Option<u64>, statements: usize) {
        match found.iter_mut().find(|(n, _, _)| n == name) {
            Some((_, total, count)) => {
                *total = total.zip(by).and_then(|(a, b)| a.checked_add(b));
                *count += statements;
            }
            None => found.push((name.to_owned(), by, statements)),
        }
    }
    fn increments(stmts: &[ast::Stmt], nested: bool, found: &mut Found) {
        for stmt in stmts {
            match stmt {
                ast::Stmt::AugAssign(a) => {
                    if let Some((name, by)) = literal_increment(a) {
                        note(found, name, by.filter(|_| !nested), 1);
                    }
                }
                ast::Stmt::If(i) => {
                    increments(&i.body, nested, found);
                    increments(&i.orelse, nested, found);
                }
                ast::Stmt::For(f) => {
                    let mut bound = Vec::new();
                    target_names(&f.target, &mut bound);
                    for name in bound {
                        note(found, name, None, 0);
                    }
                    increments(&f.body, true, found);
                    increments(&f.orelse, true, found);
                }
                ast::Stmt::While(w) => {
                    increments(&w.body, true, found);
                    increments(&w.orelse, true, found);
                }
                ast::Stmt::AnnAssign(a) => {
                    if let ast::Expr::Name(n) = &*a.target {
                        note(found, n.id.as_str(), None, 0);
                    }
                }
                _ => {}
            }
        }
    }
    let mut found = Vec::new();
    increments(body, false, &mut found);
    // Any other use disqualifies: a read, or a binding other than the increments (every
    // binding `walk_exprs` sees is a store; the `+=` targets are among them).
    let mut uses: Vec<(String, usize, usize)> = Vec::new();
    for stmt in body {
        super::walk_exprs(stmt, &mut |e| {
            if let ast::Expr::Name(n) = e {
                let i = match uses.iter().position(|(name, _, _)| name == n.id.as_str()) {
                    Some(i) => i,
                    None => {
                        uses.push((n.id.to_string(), 0, 0));
                        uses.len() - 1
                    }
                };
                match n.ctx {
                    ast::ExprContext::Load => uses[i].1 += 1,
                    ast::ExprContext::Store | ast::ExprContext::Del => uses[i].2 += 1,
                }
            }
        });
    }
    found
        .into_iter()
        .filter_map(|(name, most, statements)| {
            let (_, loads, stores) = uses.iter().find(|(n, _, _)| *n == name).cloned().unwrap_or_default();
            let least = counted_per_item(body, &name).min(most?);
            (loads == 0 && stores == statements).then_some((name, PerItem { least, most: most? }))
        })
        .collect()
}

/// `name += k` with `k` a non-negative int literal: the name and `Some(k)`; another `+=` or
/// operator on a name: the name and `None`.
fn literal_increment(a: &ast::StmtAugAssign) -> Option<(&str, Option<u64>)> {
    let ast::Expr::Name(n) = &*a.target else { return None };
    let literal = match &*a.value {
        ast::Expr::Constant(ast::ExprConstant { value: ast::Constant::Int(k), .. }) => u64::try_from(k).ok(),
        _ => None,
    };
    Some((n.id.as_str(), literal.filter(|_| a.op == ast::Operator::Add)))
}

/// What every run of the body that finishes adds to `name`: its increments among the body's
/// own statements, up to the first one that may `continue` (what follows it may be skipped).
/// An exception leaves the loop altogether, so it skips nothing a finished run counts.
fn counted_per_item(body: &[ast::Stmt], name: &str) -> u64 {
    let mut least = 0u64;
    for stmt in body {
        if let ast::Stmt::AugAssign(a) = stmt {
            if let Some((n, Some(k))) = literal_increment(a) {
                if n == name {
                    least = least.saturating_add(k);
                }
            }
        } else if may_continue(stmt) {
            break;
        }
    }
    least
}

/// Whether a statement holds a `continue` of the loop it is in (not of a loop nested in it).
fn may_continue(stmt: &ast::Stmt) -> bool {
    let any = |stmts: &[ast::Stmt]| stmts.iter().any(may_continue);
    match stmt {
        ast::Stmt::Continue(_) => true,
        ast::Stmt::If(i) => any(&i.body) || any(&i.orelse),
        ast::Stmt::With(w) => any(&w.body),
        ast::Stmt::Try(ast::StmtTry { body, handlers, orelse, finalbody, .. })
        | ast::Stmt::TryStar(ast::StmtTryStar { body, handlers, orelse, finalbody, .. }) => {
            let in_handler = |h: &ast::ExceptHandler| {
                let ast::ExceptHandler::ExceptHandler(h) = h;
                any(&h.body)
            };
            any(body) || any(orelse) || any(finalbody) || handlers.iter().any(in_handler)
        }
        ast::Stmt::Match(m) => m.cases.iter().any(|c| any(&c.body)),
        // A nested loop's `continue` is its own; its `else` block's is this loop's.
        ast::Stmt::For(f) => any(&f.orelse),
        ast::Stmt::While(w) => any(&w.orelse),
        _ => false,
    }
}

/// The names an assignment target binds (`a`, `a, (b, *c)`).
pub(super) fn target_names<'a>(target: &'a ast::Expr, out: &mut Vec<&'a str>) {
    match target {
        ast::Expr::Name(n) => out.push(n.id.as_str()),
        ast::Expr::Tuple(t) => t.elts.iter().for_each(|e| target_names(e, out)),
        ast::Expr::List(l) => l.elts.iter().for_each(|e| target_names(e, out)),
        ast::Expr::Starred(s) => target_names(&s.value, out),
        _ => {}
    }
}
