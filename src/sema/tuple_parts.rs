//! Tuple displays whose tuple is only looked at, never kept: a key (`(x, y) in seen`,
//! `(x, y) not in dist`, `dist[(x, y)]`; a grid search makes one per neighbour) and the two
//! sides of a comparison (`(self.major, self.minor) < (other.major, other.minor)`, a class's
//! `__lt__` that a sort calls per pair). The two or three parts are evaluated in order and
//! handed to the domain, which may answer without the tuple being made
//! (`Domain::held_at_parts`, `Domain::compare_parts`). Where it cannot, the tuple is made from
//! the same values and the whole way taken, so nothing is evaluated twice and CPython's order
//! (the display before the container, the container before the display of a subscript, the
//! left display before the right) is kept.

use super::eval::Operand;
use super::{BuildKind, Compiler, Domain, Evaluator, ExprCode, Fault, TestCode, Val};
use crate::ir::{CmpOp, Const, Expr, ExprKind};
use crate::source::Span;

/// The compiled parts of a tuple display of two or three items.
enum Parts<'p, D: Domain> {
    Two([Operand<'p, D>; 2]),
    Three([Operand<'p, D>; 3]),
}

/// Whether `e` is a tuple display of two or three plain items (no `*`); one of literals only
/// (made once, when compiled) with `literals` alone.
fn is_parts_display(e: &Expr, literals: bool) -> bool {
    let ExprKind::Tuple(items) = &e.kind else { return false };
    (2..=3).contains(&items.len())
        && !items.iter().any(|item| matches!(item.kind, ExprKind::Starred(_)))
        && (literals || !items.iter().all(|item| matches!(item.kind, ExprKind::Const(_))))
}

impl<'p, D: Domain + 'p> Parts<'p, D> {
    /// The parts of `e` when it is a display `is_parts_display` takes.
    fn compile(d: &mut Compiler<'_, D>, e: &'p Expr, literals: bool) -> Option<Self> {
        if !is_parts_display(e, literals) {
            return None;
        }
        let ExprKind::Tuple(items) = &e.kind else { return None };
        let parts = match items.as_slice() {
            [a, b] => Parts::Two([Operand::compile(d, a), Operand::compile(d, b)]),
            [a, b, c] => Parts::Three([Operand::compile(d, a), Operand::compile(d, b), Operand::compile(d, c)]),
            _ => return None,
        };
        d.saw(e.kind.name());
        Some(parts)
    }
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `(a, b) in r` and `(a, b) not in r` (or of three parts) as a condition: its truth.
    pub(super) fn compile_parts_membership(
        d: &mut Compiler<'_, D>,
        op: CmpOp,
        left: &'p Expr,
        right: &'p Expr,
        at: Span,
    ) -> Option<TestCode<'p, D>> {
        if !matches!(op, CmpOp::In | CmpOp::NotIn) {
            return None;
        }
        let parts = Parts::compile(d, left, false)?;
        let container = Operand::compile(d, right);
        Some(match parts {
            Parts::Two([a, b]) => Box::new(move |ev, f| {
                let parts = [a.get(ev, f)?, b.get(ev, f)?];
                let container = container.get(ev, f)?;
                ev.member_by_parts(op, parts, container, at)
            }),
            Parts::Three([a, b, c]) => Box::new(move |ev, f| {
                let parts = [a.get(ev, f)?, b.get(ev, f)?, c.get(ev, f)?];
                let container = container.get(ev, f)?;
                ev.member_by_parts(op, parts, container, at)
            }),
        })
    }

    /// `(a, b) < (c, d)` (any ordering or equality operator, two displays of two or of three
    /// parts each) as a value.
    pub(super) fn compile_parts_order(
        d: &mut Compiler<'_, D>,
        op: CmpOp,
        left: &'p Expr,
        right: &'p Expr,
        at: Span,
    ) -> Option<ExprCode<'p, D>> {
        use CmpOp::{Eq, Gt, GtE, Lt, LtE, NotEq};
        let same_length = match (&left.kind, &right.kind) {
            (ExprKind::Tuple(l), ExprKind::Tuple(r)) => l.len() == r.len(),
            _ => false,
        };
        // One side may be literals only (`(x, y) != (0, 0)`), not both.
        if !matches!(op, Eq | NotEq | Lt | LtE | Gt | GtE)
            || !same_length
            || !(is_parts_display(left, false) && is_parts_display(right, true)
                || is_parts_display(left, true) && is_parts_display(right, false))
        {
            return None;
        }
        Some(match (Parts::compile(d, left, true)?, Parts::compile(d, right, true)?) {
            (Parts::Two([a, b]), Parts::Two([c, e])) => Box::new(move |ev, f| {
                let left = [a.get(ev, f)?, b.get(ev, f)?];
                let right = [c.get(ev, f)?, e.get(ev, f)?];
                ev.order_by_parts(op, left, right, at)
            }),
            (Parts::Three([a, b, c]), Parts::Three([e, g, h])) => Box::new(move |ev, f| {
                let left = [a.get(ev, f)?, b.get(ev, f)?, c.get(ev, f)?];
                let right = [e.get(ev, f)?, g.get(ev, f)?, h.get(ev, f)?];
                ev.order_by_parts(op, left, right, at)
            }),
            (Parts::Two(_) | Parts::Three(_), _) => return None,
        })
    }

    /// `tuple(left) op tuple(right)`.
    fn order_by_parts<const N: usize>(
        &mut self,
        op: CmpOp,
        left: [Val<D>; N],
        right: [Val<D>; N],
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if let Some(answer) = self.domain.compare_parts(op, &left, &right) {
            return self.domain.constant(&Const::Bool(answer), at);
        }
        let l = self.build_keyed(BuildKind::Tuple, left.into(), at)?;
        let r = self.build_keyed(BuildKind::Tuple, right.into(), at)?;
        self.compare(op, l, r, at)
    }

    /// The same membership as a value (`found = (x, y) in seen`).
    pub(super) fn compile_parts_membership_value(
        d: &mut Compiler<'_, D>,
        op: CmpOp,
        left: &'p Expr,
        right: &'p Expr,
        at: Span,
    ) -> Option<ExprCode<'p, D>> {
        let test = Self::compile_parts_membership(d, op, left, right, at)?;
        Some(Box::new(move |ev, f| {
            let found = test(ev, f)?;
            ev.domain.constant(&Const::Bool(found), at)
        }))
    }

    /// `obj[(a, b)]` (or of three parts): the container first, then the parts, as CPython.
    pub(super) fn compile_parts_item(
        d: &mut Compiler<'_, D>,
        obj: &'p Expr,
        index: &'p Expr,
        at: Span,
    ) -> Option<ExprCode<'p, D>> {
        let parts = Parts::compile(d, index, false)?;
        let container = Operand::compile(d, obj);
        Some(match parts {
            Parts::Two([a, b]) => Box::new(move |ev, f| {
                let container = container.get(ev, f)?;
                let parts = [a.get(ev, f)?, b.get(ev, f)?];
                ev.item_by_parts(container, parts, at)
            }),
            Parts::Three([a, b, c]) => Box::new(move |ev, f| {
                let container = container.get(ev, f)?;
                let parts = [a.get(ev, f)?, b.get(ev, f)?, c.get(ev, f)?];
                ev.item_by_parts(container, parts, at)
            }),
        })
    }

    /// Whether the tuple of `parts` is (`In`) or is not (`NotIn`) in `container`.
    fn member_by_parts<const N: usize>(
        &mut self,
        op: CmpOp,
        parts: [Val<D>; N],
        container: Val<D>,
        at: Span,
    ) -> Result<bool, Fault> {
        let plain_keys = !self.keyed_objects();
        if let Some(held) = self.domain.held_at_parts(&container, &parts, false, plain_keys) {
            return Ok(held.is_some() == (op == CmpOp::In));
        }
        let key = self.build_keyed(BuildKind::Tuple, parts.into(), at)?;
        let result = self.compare(op, key, container, at)?;
        self.truth(&result, at)
    }

    /// `container[tuple(parts)]`.
    fn item_by_parts<const N: usize>(
        &mut self,
        container: Val<D>,
        parts: [Val<D>; N],
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let plain_keys = !self.keyed_objects();
        if let Some(Some(value)) = self.domain.held_at_parts(&container, &parts, true, plain_keys) {
            return Ok(value);
        }
        let key = self.build_keyed(BuildKind::Tuple, parts.into(), at)?;
        self.get_item(container, key, at)
    }
}
