//! Tuple displays of literals built once, when their function is compiled: CPython's compiler
//! folds `((1, 0), (-1, 0), (0, 1), (0, -1))` into one constant object, so a loop over such a
//! display (a grid search's neighbour offsets, a table of pairs) builds nothing per
//! evaluation. Whether the domain shares such a value is its own choice
//! (`Domain::constant_tuple`): the prover builds it at each evaluation as before.

use super::{Compiler, Domain, Evaluator, ExprCode, Val};
use crate::ir::{Const, Expr, ExprKind};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The code of a tuple display whose items are literals, negated numbers or such tuples,
    /// when the domain builds it once; `None` for any other display.
    pub(super) fn compile_constant_tuple(
        d: &mut Compiler<'_, D>,
        items: &'p [Expr],
        at: Span,
    ) -> Option<ExprCode<'p, D>> {
        let value = constant_tuple(d, items, at)?;
        Some(Box::new(move |_ev, _f| Ok(value.clone())))
    }
}

/// The folded value of a tuple display of literals (see the module's docs).
fn constant_tuple<D: Domain>(d: &mut Compiler<'_, D>, items: &[Expr], at: Span) -> Option<Val<D>> {
    let mut values = Vec::with_capacity(items.len());
    for e in items {
        let value = if let ExprKind::Const(c) = &e.kind {
            d.domain.constant(c, e.span).ok()?
        } else if let ExprKind::Tuple(inner) = &e.kind {
            constant_tuple(d, inner, e.span)?
        } else {
            signed_number(d, e)?
        };
        d.saw(e.kind.name());
        values.push(value);
    }
    d.domain.constant_tuple(values, at)
}

/// `-1`, `+2.5`, `~4`: an operator on a number literal, which CPython folds too.
fn signed_number<D: Domain>(d: &mut Compiler<'_, D>, e: &Expr) -> Option<Val<D>> {
    let ExprKind::Unary { op, operand } = &e.kind else { return None };
    let ExprKind::Const(c @ (Const::Int(_) | Const::BigInt(_) | Const::Float(_))) = &operand.kind else {
        return None;
    };
    let v = d.domain.constant(c, operand.span).ok()?;
    d.saw(operand.kind.name());
    d.domain.unary(*op, v, e.span).ok()
}
