//! An `await` inside an expression, taken out of its statement in CPython's order of
//! evaluation (see `async_lower.rs`): each `await e` becomes `$awN = yield from e` before the
//! statement, and what CPython evaluates before it there is taken out first into hidden
//! variables of its own unless nothing can change it while the coroutine waits (a constant, a
//! name no function declares `global` or `nonlocal`, a method looked up on one). Asynchronous
//! comprehensions become the loops they mean, their variables renamed apart.

use super::async_lower::{assign, attribute, constant_bool, has_await, if_stmt, name, AsyncLower};
use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::text_size::TextRange;

impl AsyncLower<'_> {
    /// `e` with its `await`s taken out into statements pushed on `out`.
    pub(super) fn expr(&mut self, e: ast::Expr, out: &mut Vec<ast::Stmt>) -> ast::Expr {
        if !has_await(&e) {
            return e;
        }
        let range = e.range();
        match e {
            ast::Expr::Await(a) => {
                let value = self.expr(*a.value, out);
                let held = self.fresh("aw");
                out.push(assign(&held, super::async_lower::awaited(value, range), range));
                name(&held, range)
            }
            ast::Expr::BoolOp(b) => self.short_circuit(b, out),
            ast::Expr::IfExp(i) => {
                let test = self.expr(*i.test, out);
                let held = self.fresh("aw");
                let mut then = Vec::new();
                let body = self.expr(*i.body, &mut then);
                then.push(assign(&held, body, range));
                let mut orelse = Vec::new();
                let other = self.expr(*i.orelse, &mut orelse);
                orelse.push(assign(&held, other, range));
                out.push(ast::Stmt::If(ast::StmtIf { range, test: Box::new(test), body: then, orelse }));
                name(&held, range)
            }
            ast::Expr::ListComp(c) => self.comprehension(Collect::List(*c.elt), c.generators, range, out),
            ast::Expr::SetComp(c) => self.comprehension(Collect::Set(*c.elt), c.generators, range, out),
            ast::Expr::DictComp(c) => self.comprehension(Collect::Dict(*c.key, *c.value), c.generators, range, out),
            ast::Expr::GeneratorExp(_) => {
                self.refuse(
                    "an asynchronous generator expression is not in the clauz3 subset (use a list comprehension)",
                    range,
                );
                e_none(range)
            }
            ast::Expr::Compare(c) if c.comparators.iter().skip(1).any(has_await) && c.ops.len() > 1 => {
                self.refuse("`await` in a later link of a chained comparison (compare in two steps)", range);
                e_none(range)
            }
            mut other => {
                self.ordered(&mut other, out);
                other
            }
        }
    }

    /// The children of `e` in evaluation order, those before the last that awaits taken out.
    fn ordered(&mut self, e: &mut ast::Expr, out: &mut Vec<ast::Stmt>) {
        let callee_stable = match e {
            ast::Expr::Call(c) => self.stable_callee(&c.func),
            _ => false,
        };
        let mut parts = children_mut(e);
        let Some(last) = parts.iter().rposition(|c| has_await(c)) else { return };
        for (i, part) in parts.iter_mut().enumerate().take(last + 1) {
            let taken = std::mem::replace(&mut **part, e_none(TextRange::default()));
            let lowered = self.expr(taken, out);
            **part =
                if i < last && !(i == 0 && callee_stable) { self.spill_unless_stable(lowered, out) } else { lowered };
        }
    }

    /// `e`, or a hidden variable holding it when another task could change it meanwhile.
    pub(super) fn spill_unless_stable(&mut self, e: ast::Expr, out: &mut Vec<ast::Stmt>) -> ast::Expr {
        if self.stable(&e) {
            return e;
        }
        if let ast::Expr::FormattedValue(mut f) = e {
            // An f-string's `{value}`: the value is what is evaluated (formatted with the rest).
            f.value = Box::new(self.spill_unless_stable(*f.value, out));
            return ast::Expr::FormattedValue(f);
        }
        if let ast::Expr::Starred(mut s) = e {
            // `*items`: the items are what is evaluated.
            s.value = Box::new(self.spill_unless_stable(*s.value, out));
            return ast::Expr::Starred(s);
        }
        let range = e.range();
        let held = self.fresh("aw");
        out.push(assign(&held, e, range));
        name(&held, range)
    }

    fn stable(&self, e: &ast::Expr) -> bool {
        match e {
            ast::Expr::Constant(_) => true,
            ast::Expr::Name(n) => n.id.starts_with('$') || !self.unstable.contains(n.id.as_str()),
            _ => false,
        }
    }

    /// A callee looked up when the call is made: a stable name, or a method of one
    /// (`results.append`, `asyncio.gather`, `super().method`).
    fn stable_callee(&self, f: &ast::Expr) -> bool {
        match f {
            ast::Expr::Attribute(a) => match &*a.value {
                ast::Expr::Call(c) => {
                    matches!(&*c.func, ast::Expr::Name(n) if n.id.as_str() == "super") && c.args.is_empty()
                }
                inner => self.stable(inner) || self.stable_callee(inner),
            },
            other => self.stable(other),
        }
    }

    /// `a and await b`: the later operands run only while the result is still undecided.
    fn short_circuit(&mut self, b: ast::ExprBoolOp, out: &mut Vec<ast::Stmt>) -> ast::Expr {
        let range = b.range;
        let held = self.fresh("aw");
        let mut values = b.values.into_iter();
        let first = values.next().map(|v| self.expr(v, out)).unwrap_or_else(|| constant_bool(true, range));
        out.push(assign(&held, first, range));
        let mut rest: Vec<ast::Expr> = values.collect();
        let mut level = Vec::new();
        // Innermost first: each operand's statements run inside the test of the one before.
        while let Some(value) = rest.pop() {
            let mut block = Vec::new();
            let v = self.expr(value, &mut block);
            block.push(assign(&held, v, range));
            block.append(&mut level);
            let test = match b.op {
                ast::BoolOp::And => name(&held, range),
                ast::BoolOp::Or => ast::Expr::UnaryOp(ast::ExprUnaryOp {
                    range,
                    op: ast::UnaryOp::Not,
                    operand: Box::new(name(&held, range)),
                }),
            };
            level = vec![if_stmt(test, block, range)];
        }
        out.extend(level);
        name(&held, range)
    }

    /// An asynchronous comprehension (or one that awaits) as the loop it means, collecting
    /// into a hidden variable; the clauses' names renamed so they stay the comprehension's.
    fn comprehension(
        &mut self,
        collect: Collect,
        generators: Vec<ast::Comprehension>,
        range: TextRange,
        out: &mut Vec<ast::Stmt>,
    ) -> ast::Expr {
        let held = self.fresh("acomp");
        let mut renames = Vec::new();
        for g in &generators {
            let mut names = indexmap::IndexSet::new();
            super::expr::collect_target_names(&g.target, &mut names);
            for n in names {
                let fresh = self.fresh(&format!("c_{n}_"));
                renames.push((n, fresh));
            }
        }
        let rename = |e: ast::Expr| renamed(e, &renames);
        let (empty, add) = match collect {
            Collect::List(elt) => (
                ast::Expr::List(ast::ExprList { range, elts: Vec::new(), ctx: ast::ExprContext::Load }),
                method_call(&held, "append", vec![rename(elt)], range),
            ),
            Collect::Set(elt) => (set_call(range), method_call(&held, "add", vec![rename(elt)], range)),
            Collect::Dict(k, v) => {
                let item = ast::Expr::Subscript(ast::ExprSubscript {
                    range,
                    value: Box::new(name(&held, range)),
                    slice: Box::new(rename(k)),
                    ctx: ast::ExprContext::Store,
                });
                let stmt = ast::Stmt::Assign(ast::StmtAssign {
                    range,
                    targets: vec![item],
                    value: Box::new(rename(v)),
                    type_comment: None,
                });
                (ast::Expr::Dict(ast::ExprDict { range, keys: Vec::new(), values: Vec::new() }), stmt)
            }
        };
        let mut body = vec![add];
        for (i, g) in generators.into_iter().enumerate().rev() {
            for cond in g.ifs.into_iter().rev() {
                body = vec![if_stmt(rename(cond), body, range)];
            }
            // The first iterable is evaluated where the comprehension stands.
            let iter = if i == 0 { g.iter } else { rename(g.iter) };
            let target = Box::new(rename(g.target));
            body = vec![if g.is_async {
                ast::Stmt::AsyncFor(ast::StmtAsyncFor {
                    range,
                    target,
                    iter: Box::new(iter),
                    body,
                    orelse: Vec::new(),
                    type_comment: None,
                })
            } else {
                ast::Stmt::For(ast::StmtFor {
                    range,
                    target,
                    iter: Box::new(iter),
                    body,
                    orelse: Vec::new(),
                    type_comment: None,
                })
            }];
        }
        out.push(assign(&held, empty, range));
        let lowered = self.async_block(body, false);
        out.extend(lowered);
        name(&held, range)
    }
}

/// What a comprehension collects.
enum Collect {
    List(ast::Expr),
    Set(ast::Expr),
    Dict(ast::Expr, ast::Expr),
}

fn e_none(range: TextRange) -> ast::Expr {
    super::async_lower::none(range)
}

fn set_call(range: TextRange) -> ast::Expr {
    let func = name(&format!("{}set", super::matching::BUILTIN_PREFIX), range);
    ast::Expr::Call(ast::ExprCall { range, func: Box::new(func), args: Vec::new(), keywords: Vec::new() })
}

fn method_call(held: &str, method: &str, args: Vec<ast::Expr>, range: TextRange) -> ast::Stmt {
    let call = ast::Expr::Call(ast::ExprCall {
        range,
        func: Box::new(attribute(name(held, range), method, range)),
        args,
        keywords: Vec::new(),
    });
    ast::Stmt::Expr(ast::StmtExpr { range, value: Box::new(call) })
}

/// `e` with the names of `renames` replaced (loads and stores alike).
fn renamed(e: ast::Expr, renames: &[(String, String)]) -> ast::Expr {
    let mut e = e;
    rename_in(&mut e, renames);
    e
}

fn rename_in(e: &mut ast::Expr, renames: &[(String, String)]) {
    if let ast::Expr::Name(n) = e {
        if let Some((_, to)) = renames.iter().find(|(from, _)| from == n.id.as_str()) {
            n.id = ast::Identifier::new(to.clone());
        }
        return;
    }
    if let ast::Expr::Lambda(_) = e {
        return;
    }
    for c in children_mut(e) {
        rename_in(c, renames);
    }
    // Comprehension clauses are children too (their targets, iterables and conditions).
    let clauses = match e {
        ast::Expr::ListComp(c) => Some(&mut c.generators),
        ast::Expr::SetComp(c) => Some(&mut c.generators),
        ast::Expr::DictComp(c) => Some(&mut c.generators),
        ast::Expr::GeneratorExp(c) => Some(&mut c.generators),
        _ => None,
    };
    for g in clauses.into_iter().flatten() {
        rename_in(&mut g.target, renames);
        rename_in(&mut g.iter, renames);
        g.ifs.iter_mut().for_each(|c| rename_in(c, renames));
    }
}

/// The sub-expressions of `e` CPython evaluates, in its order (comprehension clauses and
/// lambda bodies left out: they run in scopes of their own).
fn children_mut(e: &mut ast::Expr) -> Vec<&mut ast::Expr> {
    let mut v: Vec<&mut ast::Expr> = Vec::new();
    match e {
        ast::Expr::BoolOp(b) => v.extend(b.values.iter_mut()),
        ast::Expr::NamedExpr(n) => v.push(&mut n.value),
        ast::Expr::BinOp(b) => v.extend([&mut *b.left, &mut *b.right]),
        ast::Expr::UnaryOp(u) => v.push(&mut u.operand),
        ast::Expr::IfExp(i) => v.extend([&mut *i.test, &mut *i.body, &mut *i.orelse]),
        ast::Expr::Dict(d) => {
            for (k, val) in d.keys.iter_mut().zip(d.values.iter_mut()) {
                if let Some(k) = k {
                    v.push(k);
                }
                v.push(val);
            }
        }
        ast::Expr::Set(s) => v.extend(s.elts.iter_mut()),
        ast::Expr::List(l) => v.extend(l.elts.iter_mut()),
        ast::Expr::Tuple(t) => v.extend(t.elts.iter_mut()),
        ast::Expr::ListComp(c) => v.push(&mut c.elt),
        ast::Expr::SetComp(c) => v.push(&mut c.elt),
        ast::Expr::GeneratorExp(c) => v.push(&mut c.elt),
        ast::Expr::DictComp(c) => v.extend([&mut *c.key, &mut *c.value]),
        ast::Expr::Await(a) => v.push(&mut a.value),
        ast::Expr::Yield(y) => v.extend(y.value.as_deref_mut()),
        ast::Expr::YieldFrom(y) => v.push(&mut y.value),
        ast::Expr::Compare(c) => {
            v.push(&mut c.left);
            v.extend(c.comparators.iter_mut());
        }
        ast::Expr::Call(c) => {
            v.push(&mut c.func);
            v.extend(c.args.iter_mut());
            v.extend(c.keywords.iter_mut().map(|k| &mut k.value));
        }
        ast::Expr::FormattedValue(f) => {
            v.push(&mut f.value);
            v.extend(f.format_spec.as_deref_mut());
        }
        ast::Expr::JoinedStr(j) => v.extend(j.values.iter_mut()),
        ast::Expr::Attribute(a) => v.push(&mut a.value),
        ast::Expr::Subscript(s) => v.extend([&mut *s.value, &mut *s.slice]),
        ast::Expr::Starred(s) => v.push(&mut s.value),
        ast::Expr::Slice(s) => {
            v.extend(s.lower.as_deref_mut());
            v.extend(s.upper.as_deref_mut());
            v.extend(s.step.as_deref_mut());
        }
        ast::Expr::Lambda(_) | ast::Expr::Constant(_) | ast::Expr::Name(_) => {}
    }
    v
}
