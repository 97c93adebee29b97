//! The concrete side of `del` and slice assignment on lists and dicts (and the slice splicing
//! `bytearray` shares), as CPython does them.

use super::indexing::{index_of, slice_indices, slice_positions};
use super::value::{Key, Value};
use crate::sema::Fault;
use crate::source::Span;

/// `del obj[index]`.
pub fn del_item(obj: &Value, index: Value, at: Span) -> Result<(), Fault> {
    match obj {
        Value::List(list) => {
            let mut items = list.borrow_mut();
            let what = if list.is_deque() { "deque" } else { "list assignment" };
            let i = index_of(&index, items.len(), what, at)?;
            items.remove(i);
            list.changed();
            Ok(())
        }
        Value::ByteArray(b) => super::bytearray::del_item(b, &index, at),
        Value::Dict(d) if d.is_proxy() => {
            Err(Fault::type_error("'mappingproxy' object does not support item deletion", at))
        }
        Value::Dict(d) => {
            let key = Key::new(index, at)?;
            match d.borrow_mut().remove(&key) {
                Some(_) => Ok(()),
                None => Err(super::exceptions::key_error(&key.0, at)),
            }
        }
        // CPython's wording depends on whether the type is a sequence at all (and then on
        // whether the key is an index).
        other if is_sequence_type(other) && index.as_bigint().is_some() => {
            Err(Fault::type_error(format!("'{}' object doesn't support item deletion", other.type_name()), at))
        }
        other => Err(Fault::type_error(format!("'{}' object does not support item deletion", other.type_name()), at)),
    }
}

/// Types with CPython's sequence slots (`in` at least) that cannot delete items.
fn is_sequence_type(v: &Value) -> bool {
    matches!(v, Value::Str(_) | Value::Tuple(_) | Value::Range(_) | Value::Set(_) | Value::View(_))
}

/// `obj[a:b:c] = items` (`Some`) or `del obj[a:b:c]` (`None`) on a list.
pub fn assign_slice(
    obj: &Value,
    bounds: &[Option<Value>; 3],
    items: Option<Vec<Value>>,
    at: Span,
) -> Result<(), Fault> {
    let list = match obj {
        Value::List(list) if !list.is_deque() => list,
        Value::ByteArray(b) => return super::bytearray::assign_slice(b, bounds, items, at),
        // A deque indexes by int only, slices included.
        Value::List(_) => return Err(Fault::type_error("sequence index must be integer, not 'slice'", at)),
        _ if matches!(obj, Value::Dict(_)) => {
            // A dict hashes the slice as its key.
            return Err(Fault::type_error("unhashable type: 'slice'", at));
        }
        _ => {
            let what =
                if items.is_some() { "does not support item assignment" } else { "does not support item deletion" };
            return Err(Fault::type_error(format!("'{}' object {what}", obj.type_name()), at));
        }
    };
    let mut list = list.borrow_mut();
    splice_slice(&mut list, bounds, items, at)
}

/// Slice assignment and deletion on the items of a list, whatever they are (the prover's lists
/// hold terms): a simple slice (step 1) is replaced by any number of items, an extended one
/// needs exactly as many as it selects.
pub fn splice_slice<T>(
    list: &mut Vec<T>,
    bounds: &[Option<Value>; 3],
    items: Option<Vec<T>>,
    at: Span,
) -> Result<(), Fault> {
    let (start, stop, step) = slice_indices(bounds, list.len(), at)?;
    let positions: Vec<usize> = slice_positions(start, stop, step).collect();
    match items {
        None => {
            let mut sorted = positions;
            sorted.sort_unstable();
            for i in sorted.into_iter().rev() {
                list.remove(i);
            }
        }
        Some(new) if step == 1 => {
            // The part between the bounds (empty when stop < start) is replaced.
            let (start, stop) = (start as usize, stop.max(start) as usize);
            list.splice(start..stop, new);
        }
        Some(new) => {
            if new.len() != positions.len() {
                return Err(Fault::value_error(
                    format!(
                        "attempt to assign sequence of size {} to extended slice of size {}",
                        new.len(),
                        positions.len()
                    ),
                    at,
                ));
            }
            for (i, v) in positions.into_iter().zip(new) {
                list[i] = v;
            }
        }
    }
    Ok(())
}
