//! Sequence positions as CPython resolves them: an index (negative from the end, an
//! `IndexError` past either end) and a slice's start, stop and step for a length.

use super::value::RangeVal;
use super::Value;
use crate::ir::PyExc;
use crate::ir::PyStr;
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

pub(super) fn index_of(i: &Value, len: usize, what: &str, at: Span) -> Result<usize, Fault> {
    let Some(i) = i.as_i64() else {
        if i.is_int_like() {
            return Err(Fault::exc(PyExc::IndexError, "cannot fit 'int' into an index-sized integer", at));
        }
        if what == "deque" {
            // A deque takes ints only, with CPython's sequence wording.
            return Err(Fault::type_error(format!("sequence index must be integer, not '{}'", i.type_name()), at));
        }
        // An assignment's and a `del`'s out-of-range message names the assignment; this one
        // names the list alone.
        let kind = what.strip_suffix(" assignment").unwrap_or(what);
        return Err(Fault::type_error(format!("{kind} indices must be integers or slices, not {}", i.type_name()), at));
    };
    in_range(i, len).ok_or_else(|| Fault::exc(PyExc::IndexError, format!("{what} index out of range"), at))
}

/// `xs[i]` of a list (or deque), tuple or str at an int index in range, and with `plain_keys` (no
/// key of the program's may take part) `d[k]` of a dict holding a str, int or flat tuple key: the common
/// cases, without the evaluator's checks for instances, slices and default factories
/// (`Domain::plain_item`); `None` otherwise, so the errors and `__missing__` stay `get_item`'s.
#[inline(always)]
pub(super) fn plain_item(obj: &Value, index: &Value, plain_keys: bool) -> Option<Value> {
    match (obj, index) {
        (Value::List(list), Value::Int(i)) => {
            let items = list.borrow();
            items.get(in_range(*i, items.len())?).cloned()
        }
        (Value::Tuple(items), Value::Int(i)) => items.get(in_range(*i, items.len())?).cloned(),
        (Value::Str(s), Value::Int(i)) => Some(super::one_char::char_of(s, in_range(*i, s.char_len())?)),
        (Value::Dict(d), Value::Str(_) | Value::Int(_)) if plain_keys => d.borrow().get_by_value(index).cloned(),
        (Value::Dict(d), Value::Tuple(key)) if plain_keys && flat_key(key) => d.borrow().get_by_value(index).cloned(),
        _ => None,
    }
}

/// `xs[i] = v` of a list (or deque) at an int index in range, and with `plain_keys` `d[k] = v`
/// of a dict at a str, int or flat tuple key while the dict stays within `max_len`
/// (`Domain::set_plain_item`); the value back otherwise, for `set_item`'s way and its errors.
#[inline(always)]
pub(super) fn set_plain_item(
    obj: &Value,
    index: &Value,
    value: Value,
    plain_keys: bool,
    max_len: usize,
) -> Result<(), Value> {
    match (obj, index) {
        (Value::List(list), Value::Int(i)) => {
            let mut items = list.borrow_mut();
            match in_range(*i, items.len()) {
                Some(k) => {
                    items[k] = value;
                    Ok(())
                }
                None => Err(value),
            }
        }
        (Value::Dict(d), Value::Str(_) | Value::Int(_)) if plain_keys && !d.is_proxy() => {
            set_plain_key(d, index, value, max_len)
        }
        (Value::Dict(d), Value::Tuple(key)) if plain_keys && flat_key(key) && !d.is_proxy() => {
            set_plain_key(d, index, value, max_len)
        }
        _ => Err(value),
    }
}

/// A tuple key of scalars only, not a named tuple's (whose class may compare it): hashable
/// whatever it holds, so a grid's `dist[(x, y)]` is read and written like a str or int key.
#[inline]
fn flat_key(key: &super::value::TupleItems) -> bool {
    key.class().is_none() && super::deep::flat(key)
}

/// `d[k] = v` of a str or int key, out of line (a dict's insertion is not small).
#[inline(never)]
fn set_plain_key(d: &super::value::DictCell, key: &Value, value: Value, max_len: usize) -> Result<(), Value> {
    let mut map = d.borrow_mut();
    if map.len() >= max_len {
        // The size limit's error is `set_item`'s.
        return Err(value);
    }
    map.insert(super::value::Key(key.clone()), value);
    Ok(())
}

/// `s[start:stop:step]` of a str. ASCII text is sliced by bytes (a step of one copies one
/// run); other text by its characters. The whole text comes back as the same str, as CPython
/// gives it, and one character as the shared one (`one_char`).
pub(super) fn str_slice(s: &Rc<PyStr>, bounds: &[Option<Value>; 3], at: Span) -> Result<Value, Fault> {
    let text = s.as_str();
    let chars: Vec<char> = if s.is_ascii() { Vec::new() } else { text.chars().collect() };
    let len = if s.is_ascii() { text.len() } else { chars.len() };
    let (start, mut stop, step) = slice_indices(bounds, len, at)?;
    if bounds[1].is_some() && stop > start && crate::mutant::planted(crate::mutant::Mutant::StrSliceBound) {
        stop -= 1;
    }
    let mut positions = slice_positions(start, stop, step).peekable();
    let Some(&first) = positions.peek() else { return Ok(Value::str("")) };
    if !s.is_ascii() {
        return Ok(Value::str(positions.map(|i| chars[i]).collect::<String>()));
    }
    if step == 1 {
        let (start, stop) = (first, stop as usize);
        return Ok(match stop - start {
            n if n == len => Value::Str(s.clone()),
            1 => super::one_char::char_value(char::from(text.as_bytes()[start])),
            _ => Value::str(&text[start..stop]),
        });
    }
    let bytes = text.as_bytes();
    Ok(Value::str(positions.map(|i| char::from(bytes[i])).collect::<String>()))
}

/// A Python index (negative from the end) as a position, when it is one.
#[inline]
fn in_range(i: i64, len: usize) -> Option<usize> {
    let k = if i < 0 { i.checked_add(len as i64)? } else { i };
    (0 <= k && k < len as i64).then_some(k as usize)
}

/// Python's `slice.indices`: resolved start, stop, step for a sequence of `len` items.
pub(super) fn slice_indices(bounds: &[Option<Value>; 3], len: usize, at: Span) -> Result<(i64, i64, i64), Fault> {
    // Every resolved position lies within -1..=len, and a step outside i64 only ever takes one.
    let (start, stop, step) = wide_slice_indices(bounds, len as i128, at)?;
    Ok((start as i64, stop as i64, step.clamp(i64::MIN.into(), i64::MAX.into()) as i64))
}

/// `slice.indices` for a length of any size a range can have, in 128-bit arithmetic; a bound
/// past 128 bits is clamped, which resolves to the same end.
pub(super) fn wide_slice_indices(
    bounds: &[Option<Value>; 3],
    len: i128,
    at: Span,
) -> Result<(i128, i128, i128), Fault> {
    let get = |v: &Option<Value>| -> Result<Option<i128>, Fault> {
        match v {
            None | Some(Value::None) => Ok(None),
            Some(v) => match v.as_i128() {
                Some(i) => Ok(Some(i.clamp(i128::MIN / 4, i128::MAX / 4))),
                None if v.is_int_like() => {
                    let negative = v.as_bigint().is_some_and(|b| b.sign() == num_bigint::Sign::Minus);
                    Ok(Some(if negative { i128::MIN / 4 } else { i128::MAX / 4 }))
                }
                None => {
                    Err(Fault::type_error("slice indices must be integers or None or have an __index__ method", at))
                }
            },
        }
    };
    let step = get(&bounds[2])?.unwrap_or(1);
    if step == 0 {
        return Err(Fault::value_error("slice step cannot be zero", at));
    }
    let clamp = |v: Option<i128>, dflt: i128, lo: i128, hi: i128| match v {
        None => dflt,
        Some(i) if i < 0 => (i + len).max(lo),
        Some(i) => i.min(hi),
    };
    Ok(if step > 0 {
        (clamp(get(&bounds[0])?, 0, 0, len), clamp(get(&bounds[1])?, len, 0, len), step)
    } else {
        (clamp(get(&bounds[0])?, len - 1, -1, len - 1), clamp(get(&bounds[1])?, -1, -1, len - 1), step)
    })
}

pub(super) fn slice_positions(start: i64, stop: i64, step: i64) -> impl Iterator<Item = usize> {
    let mut i = start;
    std::iter::from_fn(move || {
        if (step > 0 && i < stop) || (step < 0 && i > stop) {
            let cur = i;
            // A step past the end stops here (a huge step would overflow).
            i = i.checked_add(step).unwrap_or(stop);
            Some(cur as usize)
        } else {
            None
        }
    })
}

/// `range[index]` as CPython computes it, for a range of any length (`len()` of one longer
/// than `sys.maxsize` overflows, but its items can still be read).
pub(super) fn range_item(r: &RangeVal, index: &Value, at: Span) -> Result<Value, Fault> {
    let out_of_range = || Fault::exc(PyExc::IndexError, "range object index out of range", at);
    let Some(i) = index.as_i128() else {
        if index.is_int_like() {
            return Err(out_of_range());
        }
        return Err(Fault::type_error(
            format!("range indices must be integers or slices, not {}", index.type_name()),
            at,
        ));
    };
    let len = i128::try_from(r.len()).unwrap_or(i128::MAX);
    let i = if i < 0 { i.checked_add(len).ok_or_else(out_of_range)? } else { i };
    if i < 0 || i >= len {
        return Err(out_of_range());
    }
    Ok(r.get(i as u128))
}

/// `range[start:stop:step]`: a range again, the positions mapped through the range.
pub(super) fn range_slice(r: &RangeVal, bounds: &[Option<Value>; 3], at: Span) -> Result<RangeVal, Fault> {
    let len = i128::try_from(r.len()).unwrap_or(i128::MAX);
    let (start, stop, step) = wide_slice_indices(bounds, len, at)?;
    let at_position = |i: i128| i.checked_mul(r.step).and_then(|d| r.start.checked_add(d));
    let too_large = || Fault::exc(PyExc::OverflowError, "range() argument is too large for clauz3 (128-bit)", at);
    Ok(RangeVal {
        start: at_position(start).ok_or_else(too_large)?,
        stop: at_position(stop).ok_or_else(too_large)?,
        step: r.step.checked_mul(step).ok_or_else(too_large)?,
    })
}

/// `obj[index] = value` of a list, deque, bytearray or dict (CPython's wording for each).
pub(super) fn set_item(
    obj: &Value,
    index: Value,
    value: Value,
    limits: &crate::limits::Limits,
    at: Span,
) -> Result<(), Fault> {
    match obj {
        Value::List(list) => {
            let mut items = list.borrow_mut();
            let what = if list.is_deque() { "deque" } else { "list assignment" };
            let i = index_of(&index, items.len(), what, at)?;
            items[i] = value;
            Ok(())
        }
        Value::ByteArray(b) => super::bytearray::set_item(b, &index, &value, at),
        Value::Dict(d) if d.is_proxy() => {
            Err(Fault::type_error("'mappingproxy' object does not support item assignment", at))
        }
        Value::Dict(d) => {
            let key = super::value::Key::new(index, at)?;
            let mut map = d.borrow_mut();
            if map.len() >= limits.max_len {
                super::ops::check_len(map.len() + 1, limits, at)?;
            }
            map.insert(key, value);
            Ok(())
        }
        other => Err(Fault::type_error(format!("'{}' object does not support item assignment", other.type_name()), at)),
    }
}

/// `obj[start:stop:step]` of a builtin sequence: a new one of the same kind.
pub(super) fn slice(obj: &Value, bounds: &[Option<Value>; 3], at: Span) -> Result<Value, Fault> {
    let pick = |items: &[Value]| -> Result<Vec<Value>, Fault> {
        let (start, stop, step) = slice_indices(bounds, items.len(), at)?;
        Ok(slice_positions(start, stop, step).map(|i| items[i].clone()).collect())
    };
    match obj {
        Value::List(items) if items.is_deque() => {
            Err(Fault::type_error("sequence index must be integer, not 'slice'", at))
        }
        Value::List(items) => Ok(Value::list(pick(&items.borrow())?)),
        Value::Tuple(items) => Ok(Value::tuple(pick(items)?)),
        Value::Range(r) => Ok(Value::Range(std::rc::Rc::new(range_slice(r, bounds, at)?))),
        Value::Bytes(b) => super::bytes::slice(b, bounds, at),
        Value::ByteArray(b) => super::bytearray::slice(b, bounds, at),
        Value::Str(s) => str_slice(s, bounds, at),
        Value::Dict(_) => Err(Fault::type_error("unhashable type: 'slice'", at)),
        other => Err(Fault::type_error(format!("'{}' object is not subscriptable", other.type_name()), at)),
    }
}
