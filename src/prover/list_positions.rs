//! Positions in a list of known length given as known values, with CPython's errors for a
//! read, an assignment and `pop` (each words its `IndexError`, and `pop` refuses a non-int and
//! an int past 64 bits as `list.pop` does).

use super::domain::SymVal;
use crate::interp::Value;
use crate::ir::PyExc;
use crate::sema::Fault;
use crate::source::Span;

/// A position given as a known int, checked against a length as Python does; `out_of_range`
/// is CPython's message for a position past the end (a read's or an assignment's).
pub(super) fn position(index: &SymVal, len: usize, out_of_range: &str, at: Span) -> Result<Option<usize>, Fault> {
    let SymVal::Concrete(v) = index else { return Ok(None) };
    let Some(i) = v.as_i64() else {
        if v.as_bigint().is_some() {
            // An int past 64 bits: CPython cannot make it an index at all.
            return Err(Fault::exc(PyExc::IndexError, "cannot fit 'int' into an index-sized integer", at));
        }
        return Err(Fault::type_error(format!("list indices must be integers or slices, not {}", v.type_name()), at));
    };
    let idx = if i < 0 { i + len as i64 } else { i };
    if idx < 0 || idx >= len as i64 {
        return Err(Fault::exc(PyExc::IndexError, out_of_range, at));
    }
    Ok(Some(idx as usize))
}

/// `xs.pop(i)`'s position given as a known value, with CPython's errors: a `TypeError` for
/// what is no int, an `OverflowError` for an int past 64 bits, an `IndexError` out of range.
pub(super) fn pop_position(index: &SymVal, len: usize, at: Span) -> Result<Option<usize>, Fault> {
    if let SymVal::Concrete(v) = index {
        if v.as_i64().is_none() {
            return Err(match v.as_bigint() {
                Some(_) => Fault::exc(PyExc::OverflowError, "Python int too large to convert to C ssize_t", at),
                None => {
                    Fault::type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name()), at)
                }
            });
        }
    }
    position(index, len, "pop index out of range", at)
}

/// Stand-ins for a sequence indexed by a term of a type no sequence takes as an index (a
/// `str`, a `float`): whatever the term's value, CPython raises the `TypeError` that the
/// interpreter raises for the stand-ins (`list indices must be integers or slices, not str`).
/// Each stand-in is a new empty value of its kind, so nothing done to it is seen elsewhere.
pub(super) fn mistyped_index(obj: &SymVal, index: &SymVal) -> Option<(Value, Value)> {
    let index = if matches!(index, SymVal::Str(_)) {
        Value::str("")
    } else if matches!(index, SymVal::Float(_)) {
        Value::Float(0.0)
    } else {
        return None;
    };
    let container = if matches!(obj, SymVal::List(_) | SymVal::Seq(_) | SymVal::Concrete(Value::List(_))) {
        Value::list(Vec::new())
    } else if matches!(obj, SymVal::Tuple(_) | SymVal::Concrete(Value::Tuple(_))) {
        Value::tuple(Vec::new())
    } else if matches!(obj, SymVal::Str(_) | SymVal::Concrete(Value::Str(_))) {
        Value::str("")
    } else if let SymVal::Concrete(immutable @ (Value::Range(_) | Value::Bytes(_))) = obj {
        immutable.clone()
    } else {
        return None;
    };
    Some((container, index))
}
