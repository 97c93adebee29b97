//! Comparisons no class of the program can take part in, seen from the values alone: the
//! evaluator then hands them to the domain at once instead of asking, operand by operand,
//! whether an instance's `__eq__`, `__lt__` or `__contains__` applies (`sema/dunders.rs`). A
//! program importing `collections` has classes (the model's `UserList`), so without this every
//! `(x, y) in seen` of a breadth-first search paid for that search.

use super::value::Value;
use crate::ir::CmpOp;

/// How deep into nested tuples a value is looked at; a deeper one takes the general way.
const DEPTH: u8 = 4;

/// Whether `l op r` involves only values built from `None`, bools, numbers, strs and plain tuples
/// of them, with `in` over a str, set or dict. `plain_keys` says no class hashes or compares its
/// instances by its own methods, so a set's or dict's keys meet `l` by value alone (CPython
/// calls a key's `__eq__` only on equal hashes, and every key's hash is then its builtin one).
pub(super) fn plain_comparison(op: CmpOp, l: &Value, r: &Value, plain_keys: bool) -> bool {
    match op {
        CmpOp::In | CmpOp::NotIn => match r {
            Value::Str(_) => matches!(l, Value::Str(_)),
            Value::Set(_) | Value::Dict(_) => plain_keys && plain(l, DEPTH),
            _ => false,
        },
        _ => plain(l, DEPTH) && plain(r, DEPTH),
    }
}

/// Whether no class of the program can write `v` as text or format it (its `__str__`,
/// `__repr__`, `__format__`): an f-string's `{n}` of an int then formats at once.
pub(super) fn plain_value(v: &Value) -> bool {
    plain(v, DEPTH)
}

/// A value no special method of the program can be reached through.
fn plain(v: &Value, depth: u8) -> bool {
    match v {
        Value::None | Value::Bool(_) | Value::Int(_) | Value::Big(_) | Value::Float(_) | Value::Str(_) => true,
        // A named tuple's class may define its own comparisons.
        Value::Tuple(items) => depth > 0 && items.class().is_none() && items.iter().all(|item| plain(item, depth - 1)),
        _ => false,
    }
}
