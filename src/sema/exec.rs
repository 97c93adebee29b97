//! Statement semantics: the one `match` over statement kinds, compiling each statement into a
//! closure that runs it.

use super::eval::Operand;
use super::frame::{is_bound, load, store, take, unbound, Flow, Frame};
use super::generator::{plain, RBlock, RCode};
use super::{CheckSource, Compiler, Domain, Evaluator, Fault, StmtCode, Val};
use crate::ir::{BinOp, Block, Const, ExcClass, ExprKind, Place, PyExc, Stmt, StmtKind, Target};
use crate::source::Span;

/// A compiled assignment target: stores a value.
pub(super) type TargetCode<'p, D> =
    Box<dyn Fn(&mut Evaluator<'p, D>, &mut Frame<'p, Val<D>>, Val<D>) -> Result<(), Fault> + 'p>;

/// Builds a statement closure that first charges one step.
macro_rules! stmt {
    ($at:expr, |$ev:ident, $f:ident| $body:expr) => {{
        let at = $at;
        RCode::Plain(Box::new(move |$ev: &mut Evaluator<'p, D>, $f: &mut Frame<'p, Val<D>>| {
            $ev.domain.step(at)?;
            $ev.keys_settled(at)?;
            $body
        }))
    }};
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// A block of an ordinary function (no `yield` in it).
    pub(super) fn compile_block(d: &mut Compiler<'_, D>, block: &'p Block) -> Box<[StmtCode<'p, D>]> {
        let span = block.first().map(|s| s.span);
        plain(Self::compile_rblock(d, block), span)
    }

    /// A block, where statements that yield (in a generator function) stay resumable.
    pub(super) fn compile_rblock(d: &mut Compiler<'_, D>, block: &'p Block) -> RBlock<'p, D> {
        block.iter().map(|s| Self::compile_stmt(d, s)).collect()
    }

    pub(super) fn run_block(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        block: &[StmtCode<'p, D>],
    ) -> Result<Flow<Val<D>>, Fault> {
        for stmt in block {
            match stmt(self, f)? {
                Flow::Normal => {}
                flow @ (Flow::Break | Flow::Continue | Flow::Return(_)) => return Ok(flow),
            }
        }
        Ok(Flow::Normal)
    }

    /// The one dispatch over statement kinds. A statement that yields (a `yield` statement, or
    /// a block statement with one inside) compiles to resumable code; every other one to a
    /// closure.
    fn compile_stmt(d: &mut Compiler<'_, D>, stmt: &'p Stmt) -> RCode<'p, D> {
        let at = stmt.span;
        d.saw(stmt.kind.name());
        match &stmt.kind {
            StmtKind::Expr(e) => {
                if let ExprKind::Yield(value) = &e.kind {
                    d.saw(e.kind.name());
                    return RCode::Yield(value.as_deref().map(|v| Self::compile_expr(d, v)), at);
                }
                if let ExprKind::YieldFrom(items) = &e.kind {
                    d.saw(e.kind.name());
                    return RCode::YieldFrom(Self::compile_expr(d, items), items.span);
                }
                let e = Self::compile_expr(d, e);
                stmt!(at, |ev, f| {
                    e(ev, f)?;
                    Ok(Flow::Normal)
                })
            }
            StmtKind::Assign { targets, value } => {
                if let Some(assign) = Self::compile_display_unpack(d, targets, value) {
                    // (Its targets unpack: none is a name whose old value a generator program
                    // would close, as below.)
                    return stmt!(at, |ev, f| {
                        assign(ev, f)?;
                        Ok(Flow::Normal)
                    });
                }
                if d.program.functions.iter().any(|func| func.generator) {
                    return Self::compile_rebinding(d, targets, value, at);
                }
                // `x = y`, `n = n // 2`, `flags[j] = False`: a literal, a local or an operator
                // on two of those is read in the statement's own closure.
                let value = Operand::compile(d, value);
                if let [Target::Name(Place::Local(slot))] = targets.as_slice() {
                    let slot = *slot as usize;
                    return stmt!(at, |ev, f| {
                        let v = value.get(ev, f)?;
                        f.locals[slot] = Some(v);
                        Ok(Flow::Normal)
                    });
                }
                if let [target] = targets.as_slice() {
                    if let Some(store) = super::target::LocalItem::compile(d, target) {
                        // `flags[j] = False`: stored in the statement's own closure.
                        return stmt!(at, |ev, f| {
                            let v = value.get(ev, f)?;
                            store.store(ev, f, v)?;
                            Ok(Flow::Normal)
                        });
                    }
                }
                let mut targets: Vec<TargetCode<'p, D>> = targets.iter().map(|t| Self::compile_target(d, t)).collect();
                if targets.len() == 1 {
                    if let Some(target) = targets.pop() {
                        // One target takes the value itself.
                        return stmt!(at, |ev, f| {
                            let v = value.get(ev, f)?;
                            target(ev, f, v)?;
                            Ok(Flow::Normal)
                        });
                    }
                }
                stmt!(at, |ev, f| {
                    let v = value.get(ev, f)?;
                    for t in &targets {
                        t(ev, f, v.clone())?;
                    }
                    Ok(Flow::Normal)
                })
            }
            StmtKind::AugAssign { target, op, value } => Self::compile_aug_assign(d, target, *op, value, at),
            StmtKind::If { cond, then, orelse } => {
                let cond = Self::compile_test(d, cond);
                if let ([ret @ Stmt { kind: StmtKind::Return(Some(value)), .. }], []) =
                    (then.as_slice(), orelse.as_slice())
                {
                    // `if n < 2: return n`: the `return` runs in the `if`'s own closure (its
                    // step charged as its own statement's), with no block of one statement.
                    d.saw(ret.kind.name());
                    let (value, rat) = (Operand::compile(d, value), ret.span);
                    return stmt!(at, |ev, f| {
                        if !cond.test(ev, f)? {
                            return Ok(Flow::Normal);
                        }
                        ev.domain.step(rat)?;
                        ev.keys_settled(rat)?;
                        Ok(Flow::Return(value.get(ev, f)?))
                    });
                }
                let (then, orelse) = (Self::compile_rblock(d, then), Self::compile_rblock(d, orelse));
                if RCode::any_resumable([&then, &orelse]) {
                    return RCode::If { cond, then, orelse, at };
                }
                let (then, orelse) = (plain(then, Some(at)), plain(orelse, Some(at)));
                stmt!(at, |ev, f| {
                    if cond.test(ev, f)? {
                        ev.run_block(f, &then)
                    } else {
                        ev.run_block(f, &orelse)
                    }
                })
            }
            StmtKind::For { target, iter, body, orelse, binds, counters, collectors, changes, leaves } => {
                let (ispan, iter) = (iter.span, Self::compile_iterable(d, iter));
                let leaves = *leaves;
                let target = Self::compile_loop_target(d, target);
                let (body, orelse) = (Self::compile_rblock(d, body), Self::compile_rblock(d, orelse));
                if RCode::any_resumable([&body, &orelse]) {
                    return RCode::For { iter, ispan, target: target.whole, body, orelse, at };
                }
                let (body, orelse) = (plain(body, Some(at)), plain(orelse, Some(at)));
                stmt!(at, |ev, f| {
                    let iterable = iter(ev, f)?;
                    if let Some(lazy) = ev.domain.as_lazy(&iterable) {
                        return ev.for_lazy(f, (lazy, iterable), &target.whole, &body, &orelse, (ispan, at));
                    }
                    let mut it = ev.domain.iter_start(iterable, ispan)?;
                    if ev.domain.quantified(&it)
                        && (leaves || super::quantified::carries_state(f, binds, counters, changes))
                    {
                        it = ev.domain.item_by_item(it);
                    }
                    if ev.domain.quantified(&it) {
                        // A quantified loop refuses `break`: when it ends normally, `else` runs.
                        let parts = super::quantified::LoopParts {
                            bind: &target.whole,
                            body: &body,
                            binds,
                            counters,
                            collectors,
                        };
                        return match ev.run_quantified_loop(f, it, parts, [at, ispan])? {
                            Flow::Normal => ev.run_block(f, &orelse),
                            flow @ (Flow::Break | Flow::Continue | Flow::Return(_)) => Ok(flow),
                        };
                    }
                    if !target.unpacks() {
                        while let Some(item) = ev.domain.iter_next(&mut it, ispan)? {
                            (target.whole)(ev, f, item)?;
                            match ev.run_block(f, &body)? {
                                Flow::Break => return Ok(Flow::Normal),
                                Flow::Normal | Flow::Continue => {}
                                Flow::Return(v) => return Ok(Flow::Return(v)),
                            }
                        }
                        return ev.run_block(f, &orelse);
                    }
                    while ev.bind_next(f, &mut it, &target, ispan, false)? {
                        match ev.run_block(f, &body)? {
                            Flow::Break => return Ok(Flow::Normal),
                            Flow::Normal | Flow::Continue => {}
                            Flow::Return(v) => return Ok(Flow::Return(v)),
                        }
                    }
                    ev.run_block(f, &orelse)
                })
            }
            StmtKind::While { cond, body, orelse } => {
                let cond = Self::compile_test(d, cond);
                let (body, orelse) = (Self::compile_rblock(d, body), Self::compile_rblock(d, orelse));
                if RCode::any_resumable([&body, &orelse]) {
                    return RCode::While { cond, body, orelse, at };
                }
                let (body, orelse) = (plain(body, Some(at)), plain(orelse, Some(at)));
                stmt!(at, |ev, f| {
                    loop {
                        if !cond.test(ev, f)? {
                            return ev.run_block(f, &orelse);
                        }
                        match ev.run_block(f, &body)? {
                            Flow::Break => return Ok(Flow::Normal),
                            Flow::Normal | Flow::Continue => {}
                            Flow::Return(v) => return Ok(Flow::Return(v)),
                        }
                    }
                })
            }
            StmtKind::Delete(targets) => {
                let targets: Vec<_> = targets.iter().map(|t| Self::compile_delete(d, t, at)).collect();
                stmt!(at, |ev, f| {
                    for t in &targets {
                        t(ev, f)?;
                    }
                    Ok(Flow::Normal)
                })
            }
            StmtKind::Break => stmt!(at, |_ev, _f| Ok(Flow::Break)),
            StmtKind::Continue => stmt!(at, |_ev, _f| Ok(Flow::Continue)),
            StmtKind::Return(value) => match value {
                Some(e) => {
                    // `return n`, `return 0`: read in the statement's own closure.
                    let e = Operand::compile(d, e);
                    stmt!(at, |ev, f| Ok(Flow::Return(e.get(ev, f)?)))
                }
                None => stmt!(at, |ev, _f| Ok(Flow::Return(ev.domain.constant(&Const::None, at)?))),
            },
            StmtKind::Assert { cond: expr, msg } => {
                let cond = Self::compile_expr(d, expr);
                let msg = msg.as_ref().map(|e| Self::compile_expr(d, e));
                stmt!(at, |ev, f| {
                    let c = cond(ev, f)?;
                    let c = ev.plain_truth(c, at)?;
                    let frame: &Frame<'p, Val<D>> = f;
                    let source = CheckSource { expr: Some(expr), load: &|p| load(frame, p, at).ok() };
                    if !ev.domain.check(super::Check::Assert, &c, source, at)? {
                        // `assert c, m` raises `AssertionError(m)`, `m` as it is.
                        let Some(msg) = &msg else { return Err(Fault::exc(PyExc::AssertionError, "", at)) };
                        let m = msg(ev, f)?;
                        let e = ev.domain.exception(&ExcClass::Builtin(PyExc::AssertionError), vec![m], at)?;
                        return Err(ev.domain.raise(e, None, at));
                    }
                    Ok(Flow::Normal)
                })
            }
            StmtKind::Raise { value: None, .. } => stmt!(at, |ev, _f| Err(ev.reraise(at))),
            StmtKind::Raise { value: Some(value), cause } => {
                let value = Self::compile_expr(d, value);
                let cause = cause.as_ref().map(|c| Self::compile_expr(d, c));
                stmt!(at, |ev, f| {
                    let v = value(ev, f)?;
                    let c = match &cause {
                        Some(c) => Some(c(ev, f)?),
                        None => None,
                    };
                    Err(ev.raise_value(v, c, at))
                })
            }
            StmtKind::Try(t) => {
                let body = Self::compile_rblock(d, &t.body);
                let orelse = Self::compile_rblock(d, &t.orelse);
                let finally = Self::compile_rblock(d, &t.finally);
                let handlers: Vec<_> = t.handlers.iter().map(|h| (h, Self::compile_rblock(d, &h.body))).collect();
                let handlers_resume = handlers.iter().any(|(_, b)| RCode::any_resumable([b]));
                let resumable = RCode::any_resumable([&body, &orelse, &finally]) || handlers_resume;
                if handlers_resume && t.star {
                    let why = "`except*` whose block yields or awaits (take the awaits after the `try` statement)";
                    return RCode::Plain(Box::new(move |_, _| Err(Fault::unsupported(why, at))));
                }
                if resumable {
                    let code = Self::compile_gen_try(d, t, body, handlers, orelse, finally, at);
                    return RCode::Try(Box::new(code));
                }
                let code = super::try_stmt::TryCode {
                    written: &t.handlers,
                    body: plain(body, Some(at)),
                    handlers: handlers
                        .into_iter()
                        .map(|(h, b)| super::try_stmt::HandlerCode {
                            catches: Self::compile_catches(d, &h.catches),
                            bind: h.bind,
                            body: plain(b, Some(h.span)),
                            at: h.span,
                        })
                        .collect(),
                    orelse: plain(orelse, Some(at)),
                    finally: plain(finally, Some(at)),
                    star: t.star,
                    at,
                };
                stmt!(at, |ev, f| ev.run_try(f, &code))
            }
            StmtKind::Pass => stmt!(at, |_ev, _f| Ok(Flow::Normal)),
            StmtKind::With { context, target, body } => {
                let context = Self::compile_expr(d, context);
                let target = target.as_ref().map(|t| Self::compile_target(d, t));
                let body = Self::compile_rblock(d, body);
                if RCode::any_resumable([&body]) {
                    return RCode::With(Box::new(super::gen_with::GenWith { context, target, body, at }));
                }
                let body = plain(body, Some(at));
                stmt!(at, |ev, f| ev.run_with(f, &context, target.as_ref(), &body, at))
            }
            StmtKind::Def { func, place, defaults } => {
                let (func, place, defaults) = (*func, *place, Self::compile_defaults(d, defaults));
                stmt!(at, |ev, f| {
                    let value = ev.make_closure(f, func, &defaults, at)?;
                    ev.no_outer_store_in_rows(f, place)?;
                    store(f, place, value);
                    Ok(Flow::Normal)
                })
            }
        }
    }

    /// Whether an exception raised now may be caught (a `try` is running, or a `with` whose
    /// `__exit__` may suppress it), so that the program goes on and sees its variables.
    fn may_catch(&self) -> bool {
        self.try_depth > 0 || self.exiting > 0
    }

    /// The old value of `x` for `x op= y`. Taken out of the variable where no handler can see
    /// it again, so that an unshared string grows in place (`s += t` in a loop stays linear);
    /// copied where one may (CPython leaves `x` as it was when the operator raises).
    fn augmented_operand(&self, slot: &mut Option<Val<D>>) -> Option<Val<D>> {
        match self.may_catch() {
            true => slot.clone(),
            false => slot.take(),
        }
    }

    fn compile_aug_assign(
        d: &mut Compiler<'_, D>,
        target: &'p Target,
        op: BinOp,
        value: &'p crate::ir::Expr,
        at: Span,
    ) -> RCode<'p, D> {
        match target {
            Target::Name(Place::Local(slot)) => {
                // A plain local (the common case: counters, accumulators) is read and written
                // in its slot, without going through the place's kind on each access; a
                // literal or local operand (`i += 1`) is read without a call.
                let (place, slot, value) = (Place::Local(*slot), *slot as usize, Operand::compile(d, value));
                stmt!(at, |ev, f| {
                    // `i += 1` of two ints: answered where they are (an int is no one's to share).
                    let quick = f.locals[slot].as_ref().zip(value.peek(f));
                    if let Some(v) = quick.and_then(|(old, rhs)| ev.domain.quick_binary(op, old, rhs)) {
                        f.locals[slot] = Some(v);
                        return Ok(Flow::Normal);
                    }
                    if f.locals[slot].is_none() {
                        return Err(unbound(f, place, at));
                    }
                    let rhs = value.get(ev, f)?;
                    let old = ev.augmented_operand(&mut f.locals[slot]).ok_or_else(|| unbound(f, place, at))?;
                    f.locals[slot] = Some(ev.inplace(op, old, rhs, at)?);
                    Ok(Flow::Normal)
                })
            }
            Target::Name(place) => {
                let (place, value) = (*place, Self::compile_expr(d, value));
                stmt!(at, |ev, f| {
                    if !is_bound(f, place) {
                        return Err(unbound(f, place, at));
                    }
                    let rhs = value(ev, f)?;
                    // A generator on the right may read the variable while `+=` takes its items.
                    let old = match ev.may_catch() || ev.domain.as_lazy(&rhs).is_some() {
                        true => load(f, place, at)?,
                        false => take(f, place).ok_or_else(|| unbound(f, place, at))?,
                    };
                    let new = ev.inplace(op, old, rhs, at)?;
                    ev.no_outer_store_in_rows(f, place)?;
                    store(f, place, new);
                    Ok(Flow::Normal)
                })
            }
            Target::Item { obj, index } => {
                let value = Self::compile_expr(d, value);
                let (ispan, obj, index) = (index.span, Self::compile_expr(d, obj), Self::compile_expr(d, index));
                stmt!(at, |ev, f| {
                    let o = obj(ev, f)?;
                    let i = index(ev, f)?;
                    let old = ev.get_item_of(&o, i.clone(), ispan)?;
                    let rhs = value(ev, f)?;
                    let new = ev.inplace(op, old, rhs, at)?;
                    ev.set_item_of(&o, i, new, ispan)?;
                    Ok(Flow::Normal)
                })
            }
            Target::Attr { obj, name } => {
                let (value, obj) = (Self::compile_expr(d, value), Self::compile_expr(d, obj));
                stmt!(at, |ev, f| {
                    let o = obj(ev, f)?;
                    let old = ev.get_attribute(o.clone(), name, at)?;
                    let rhs = value(ev, f)?;
                    let new = ev.inplace(op, old, rhs, at)?;
                    ev.set_attribute(o, name, new, at)?;
                    Ok(Flow::Normal)
                })
            }
            Target::Unpack(_, span) | Target::UnpackStar(_, _, span) => {
                let span = *span;
                stmt!(at, |_ev, _f| Err(Fault::internal("augmented assignment to a tuple reached the evaluator", span)))
            }
            Target::Slice { obj, .. } => {
                let span = obj.span;
                stmt!(at, |_ev, _f| Err(Fault::internal("augmented assignment to a slice reached the evaluator", span)))
            }
        }
    }
}
