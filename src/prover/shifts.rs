//! `<<` and `>>` of an int term by a count the program writes as a literal (or computes
//! plainly): CPython's ints are unbounded, so for a count `k >= 0`, `x << k` is `x * 2**k` and
//! `x >> k` is `x // 2**k`, flooring as CPython's shift does for negative `x`. A negative count
//! is CPython's `ValueError`; a count held as a term, or one past [`MAX_COUNT`], is skipped, as
//! the other bit operations on terms are.

use super::symval::unsupported_symbolic;
use super::SymVal;
use crate::interp::Value;
use crate::ir::{BinOp, PyExc};
use crate::sema::Fault;
use crate::smt::IntTerm;
use crate::source::Span;
use num_bigint::BigInt;

/// The largest count shifted exactly: `2**k` is a literal of `k` bits in the solver.
const MAX_COUNT: i64 = 4096;

/// `a << count` or `a >> count` (`op`), `a` an int term.
pub(super) fn shifted(op: BinOp, a: &IntTerm, count: &SymVal, at: Span) -> Result<IntTerm, Fault> {
    let k = match count.known() {
        Some(Value::Int(k)) => *k,
        Some(Value::Bool(b)) => i64::from(*b),
        _ => return Err(unsupported_symbolic(&format!("`{}`", op.symbol()), at)),
    };
    if k < 0 {
        return Err(Fault::exc(PyExc::ValueError, "negative shift count", at));
    }
    if k > MAX_COUNT {
        return Err(unsupported_symbolic(&format!("`{}` by more than {MAX_COUNT} bits", op.symbol()), at));
    }
    let power = IntTerm::lit(&(BigInt::from(1) << usize::try_from(k).unwrap_or(0)));
    Ok(if op == BinOp::LShift { a.mul(&power) } else { a.floor_div(&power) })
}
