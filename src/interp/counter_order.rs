//! `<`, `<=`, `>`, `>=` of two `Counter`s (CPython 3.10+): multiset inclusion, where a missing
//! element counts zero. `c <= d` holds when every count of either is at most the other's;
//! `c < d` is `c <= d` and not `c == d` (with the same zero reading). Each count is compared as
//! CPython's `all(...)` does, the left's keys first, so an unorderable pair of counts raises
//! CPython's own `TypeError` at the first such key.

use super::collections::dict_eq;
use super::ops::compare;
use super::value::{DictCell, DictKind, Value};
use crate::ir::CmpOp;
use crate::sema::Fault;
use crate::source::Span;

/// The ordering of two `Counter`s, or `None` where either side is not one.
pub fn counter_order(op: CmpOp, l: &Value, r: &Value, at: Span) -> Option<Result<bool, Fault>> {
    let (Value::Dict(a), Value::Dict(b)) = (l, r) else { return None };
    if !matches!(a.kind(), DictKind::Counter) || !matches!(b.kind(), DictKind::Counter) {
        return None;
    }
    Some(match op {
        CmpOp::LtE => included(CmpOp::LtE, a, b, at),
        CmpOp::GtE => included(CmpOp::GtE, a, b, at),
        CmpOp::Lt => included(CmpOp::LtE, a, b, at).map(|le| le && !dict_eq(a, b)),
        CmpOp::Gt => included(CmpOp::GtE, a, b, at).map(|ge| ge && !dict_eq(a, b)),
        _ => return None,
    })
}

/// `all(a[e] OP b[e] for c in (a, b) for e in c)` with a missing count read as zero.
fn included(op: CmpOp, a: &DictCell, b: &DictCell, at: Span) -> Result<bool, Fault> {
    let zero = Value::Int(0);
    let (x, y) = (a.borrow().clone(), b.borrow().clone());
    for key in x.keys().chain(y.keys()) {
        let left = x.get(key).unwrap_or(&zero);
        let right = y.get(key).unwrap_or(&zero);
        if !compare(op, left, right, at)? {
            return Ok(false);
        }
    }
    Ok(true)
}
