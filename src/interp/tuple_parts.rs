//! Tuple displays answered from their parts, without the tuples (`sema/tuple_parts.rs`).
//!
//! A key (`(x, y) in seen`, `dist[(x, y)]`, `Domain::held_at_parts`): CPython's tuple hash of
//! the parts' hashes, and a held key equal where it is a plain tuple of as many items, each
//! equal to its part. Only parts that are ints or strs (none unhashable, none running the
//! program's code), in a set or dict whose keys no class of the program compares
//! (`plain_keys`); a held key of equal hash that is neither a plain tuple of ints and strs nor
//! a scalar sends the lookup the whole way, as anything else does.

//!
//! Two displays compared (`(a, b) < (c, d)`, `Domain::compare_parts`) where every pair of
//! parts is two ints or two strs: the first unequal pair decides, as in CPython's tuple
//! comparison, else the equal lengths do.

use super::pyset::{part_hash, tuple_hash_of};
use super::value::Value;
use crate::ir::CmpOp;
use std::cmp::Ordering;

/// `tuple(left) op tuple(right)` of two equally long lists of parts; `None` unless every pair
/// is two ints or two strs.
pub fn compare(op: CmpOp, left: &[Value], right: &[Value]) -> Option<bool> {
    if left.len() != right.len() {
        return None;
    }
    let mut order = Ordering::Equal;
    for (a, b) in left.iter().zip(right) {
        let pair = match (a, b) {
            (Value::Int(x), Value::Int(y)) => x.cmp(y),
            (Value::Str(x), Value::Str(y)) => x.as_str().cmp(y.as_str()),
            _ => return None,
        };
        if order == Ordering::Equal {
            order = pair;
        }
    }
    Some(match op {
        CmpOp::Eq => order == Ordering::Equal,
        CmpOp::NotEq => order != Ordering::Equal,
        CmpOp::Lt => order == Ordering::Less,
        CmpOp::LtE => order != Ordering::Greater,
        CmpOp::Gt => order == Ordering::Greater,
        CmpOp::GtE => order != Ordering::Less,
        CmpOp::In | CmpOp::NotIn | CmpOp::Is | CmpOp::IsNot | CmpOp::IsNone | CmpOp::IsNotNone => return None,
    })
}

/// What `container` holds at the key `tuple(parts)` (see `Domain::held_at_parts`).
pub fn held_at(container: &Value, parts: &[Value], item: bool, plain_keys: bool) -> Option<Option<Value>> {
    if !plain_keys || !parts.iter().all(|p| matches!(p, Value::Int(_) | Value::Str(_))) {
        return None;
    }
    let hash = tuple_hash_of(parts.iter().map(part_hash), parts.len());
    let held = match container {
        Value::Dict(d) => d.borrow().find_with(hash, |key| equal_key(key, parts))?.cloned(),
        Value::Set(s) if !item => {
            let set = s.borrow();
            let mut found = None;
            for member in set.members_with_hash(hash) {
                if equal_key(&member.0, parts)? {
                    found = Some(member.0.clone());
                    break;
                }
            }
            found
        }
        _ => return None,
    };
    match (held, item) {
        // A missing key of a subscript raises, or asks a `defaultdict`'s factory, the whole way.
        (None, true) => None,
        (held, _) => Some(held),
    }
}

/// Whether the held key `key` equals the tuple of `parts` (ints and strs), as CPython's `==`
/// of a tuple decides it: unequal at the first unequal item; `None` where that takes more
/// than comparing ints and strs (a float, a named tuple, an instance).
fn equal_key(key: &Value, parts: &[Value]) -> Option<bool> {
    match key {
        Value::Tuple(items) if items.class().is_none() => {
            // The items first, then the lengths, as CPython's tuple comparison.
            for (held, part) in items.iter().zip(parts) {
                if !super::deep::scalar_eq(held, part)? {
                    return Some(false);
                }
            }
            Some(items.len() == parts.len())
        }
        Value::Int(_) | Value::Big(_) | Value::Float(_) | Value::Str(_) | Value::Bool(_) | Value::None => Some(false),
        _ => None,
    }
}
