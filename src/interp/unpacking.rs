//! Unpacking a value into a fixed number of names (`a, b = pair`, `for x, y in pairs`).

use super::builtins;
use super::value::{TupleItems, Value};
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

/// The `n` items of `v` (`Domain::unpack`), or CPython's error for another count.
pub fn unpack(v: Value, n: usize, limits: &Limits, at: Span) -> Result<Vec<Value>, Fault> {
    let items = match v {
        // A tuple built just to be unpacked (`a, b = b, a`) is taken apart without copying.
        Value::Tuple(t) => Rc::try_unwrap(t).map(TupleItems::into_vec).unwrap_or_else(|shared| shared.to_vec()),
        other => builtins::collect_to_unpack(other, limits, at)?,
    };
    if items.len() != n {
        return Err(Fault::unpack_count(n, items.len(), at));
    }
    Ok(items)
}

/// [`unpack`], each item to `put` with its position (`Domain::unpack_each`).
pub fn unpack_each(
    v: Value,
    n: usize,
    limits: &Limits,
    at: Span,
    put: &mut dyn FnMut(usize, Value),
) -> Result<(), Fault> {
    match v {
        // A tuple held elsewhere too (a list's item): its items are copied straight into
        // place, with no vector collected first.
        Value::Tuple(t) if t.len() == n && Rc::strong_count(&t) > 1 => {
            t.iter().enumerate().for_each(|(i, item)| put(i, item.clone()));
            Ok(())
        }
        // A pair held nowhere else (`x, y = q.popleft()`): its two items are moved out.
        Value::Tuple(mut t) if n == 2 && t.len() == 2 => {
            if let Some([a, b]) = Rc::get_mut(&mut t).and_then(TupleItems::take_pair) {
                put(0, a);
                put(1, b);
                return Ok(());
            }
            unpack(Value::Tuple(t), n, limits, at)?.into_iter().enumerate().for_each(|(i, item)| put(i, item));
            Ok(())
        }
        other => {
            unpack(other, n, limits, at)?.into_iter().enumerate().for_each(|(i, item)| put(i, item));
            Ok(())
        }
    }
}
