//! Sequence positions as CPython resolves them: an index (negative from the end, an
//! `IndexError` past either end) and a slice's start, stop and step for a length.

use super::Value;
use crate::ir::PyExc;
use crate::sema::Fault;
use crate::source::Span;

pub(super) fn index_of(i: &Value, len: usize, what: &str, at: Span) -> Result<usize, Fault> {
    let Some(i) = i.as_i64() else {
        if i.is_int_like() {
            return Err(Fault::exc(PyExc::IndexError, "cannot fit 'int' into an index-sized integer", at));
        }
        return Err(Fault::type_error(format!("{what} indices must be integers or slices, not {}", i.type_name()), at));
    };
    let idx = if i < 0 { i + len as i64 } else { i };
    if idx < 0 || idx >= len as i64 {
        return Err(Fault::exc(PyExc::IndexError, format!("{what} index out of range"), at));
    }
    Ok(idx as usize)
}

/// Python's `slice.indices`: resolved start, stop, step for a sequence of `len` items.
pub(super) fn slice_indices(bounds: &[Option<Value>; 3], len: usize, at: Span) -> Result<(i64, i64, i64), Fault> {
    let get = |v: &Option<Value>| -> Result<Option<i64>, Fault> {
        match v {
            None | Some(Value::None) => Ok(None),
            Some(v) => match v.as_i64() {
                Some(i) => Ok(Some(i)),
                None if v.is_int_like() => {
                    Ok(Some(if v.as_bigint().is_some_and(|b| b.sign() == num_bigint::Sign::Minus) {
                        i64::MIN / 2
                    } else {
                        i64::MAX / 2
                    }))
                }
                None => {
                    Err(Fault::type_error("slice indices must be integers or None or have an __index__ method", at))
                }
            },
        }
    };
    let n = len as i64;
    let step = get(&bounds[2])?.unwrap_or(1);
    if step == 0 {
        return Err(Fault::value_error("slice step cannot be zero", at));
    }
    let clamp = |v: Option<i64>, dflt: i64, lo: i64, hi: i64| match v {
        None => dflt,
        Some(i) if i < 0 => (i + n).max(lo),
        Some(i) => i.min(hi),
    };
    Ok(if step > 0 {
        (clamp(get(&bounds[0])?, 0, 0, n), clamp(get(&bounds[1])?, n, 0, n), step)
    } else {
        (clamp(get(&bounds[0])?, n - 1, -1, n - 1), clamp(get(&bounds[1])?, -1, -1, n - 1), step)
    })
}

pub(super) fn slice_positions(start: i64, stop: i64, step: i64) -> impl Iterator<Item = usize> {
    let mut i = start;
    std::iter::from_fn(move || {
        if (step > 0 && i < stop) || (step < 0 && i > stop) {
            let cur = i;
            i += step;
            Some(cur as usize)
        } else {
            None
        }
    })
}
