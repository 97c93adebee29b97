//! `+` and `*` of tuples holding terms or the prover's containers: the items joined or
//! repeated, the very items (a tuple never changes, so nothing can go stale). The result is a
//! plain tuple, a `NamedTuple`'s too, as in CPython; a plain value when every item is one.

#![expect(
    clippy::wildcard_enum_match_arm,
    reason = "only tuples and plain counts are handled here; other operands fall through in one arm"
)]

use super::domain::{SymVal, Symbolic};
use super::symval::unsupported_symbolic;
use crate::interp::Value;
use crate::ir::BinOp;
use crate::sema::Fault;
use crate::source::Span;

/// The items of a tuple, plain or the prover's.
fn tuple_items(v: &SymVal) -> Option<Vec<SymVal>> {
    match v {
        SymVal::Tuple(t) => Some(t.to_vec()),
        SymVal::Concrete(Value::Tuple(t)) => Some(t.iter().cloned().map(SymVal::Concrete).collect()),
        _ => None,
    }
}

/// A plain tuple of `items`, plain itself when every item is.
pub(super) fn joined_tuple(items: Vec<SymVal>) -> SymVal {
    match items.iter().map(|i| i.known().cloned()).collect::<Option<Vec<_>>>() {
        Some(plain) => SymVal::Concrete(Value::tuple(plain)),
        None => SymVal::tuple(items),
    }
}

impl Symbolic<'_> {
    /// `a + b` of two tuples and `t * n`/`n * t` with a plain count, where a tuple of the
    /// prover's is involved; `None` otherwise (another operand type is CPython's `TypeError`,
    /// found by the caller).
    pub(super) fn tuple_arith(&mut self, op: BinOp, l: &SymVal, r: &SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        if !matches!(l, SymVal::Tuple(_)) && !matches!(r, SymVal::Tuple(_)) {
            return Ok(None);
        }
        match op {
            BinOp::Add => {
                let (Some(mut items), Some(more)) = (tuple_items(l), tuple_items(r)) else { return Ok(None) };
                crate::interp::ops::check_len(items.len().saturating_add(more.len()), &self.inner.limits, at)?;
                items.extend(more);
                Ok(Some(joined_tuple(items)))
            }
            BinOp::Mul => {
                let (items, count) = match (tuple_items(l), tuple_items(r), l, r) {
                    (Some(items), None, _, SymVal::Concrete(n)) | (None, Some(items), SymVal::Concrete(n), _)
                        if n.is_int_like() =>
                    {
                        (items, n)
                    }
                    _ => return Ok(None),
                };
                let Some(n) = count.as_i64() else {
                    return Err(unsupported_symbolic("repeating a tuple more than 2**63 times", at));
                };
                let n = usize::try_from(n).unwrap_or(0);
                crate::interp::ops::check_len(items.len().saturating_mul(n), &self.inner.limits, at)?;
                Ok(Some(joined_tuple((0..n).flat_map(|_| items.iter().cloned()).collect())))
            }
            _ => Ok(None),
        }
    }
}
