//! The edges of the int fast paths in `Concrete`'s operators and conditions: what a
//! comparison does once two operands are not both ints, and how two ints are let go.

use super::{ops, Concrete, Value};
use crate::ir::CmpOp;
use crate::sema::Fault;
use crate::source::Span;

impl Concrete<'_> {
    /// A comparison used as a condition, past the int fast path: kept out of line so that the
    /// fast path inlines into the evaluator's conditions.
    #[inline(never)]
    pub(super) fn test_other(&mut self, op: CmpOp, l: Value, r: Value, at: Span) -> Result<bool, Fault> {
        if let Some(bound) = self.columns.as_ref().and_then(|c| c.compare(op, &l, &r)) {
            return Ok(bound);
        }
        ops::compare(op, &l, &r, at)
    }
}

/// Lets two int operands go: ints own nothing, and skipping the drop glue (an out-of-line
/// call that matches on the kind again) keeps int arithmetic and comparisons short.
#[inline]
pub(super) fn let_ints_go(l: Value, r: Value) {
    debug_assert!(matches!((&l, &r), (Value::Int(_), Value::Int(_))));
    std::mem::forget((l, r));
}
