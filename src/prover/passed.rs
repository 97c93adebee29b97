//! What an effect call's record keeps of an argument: the value as it was passed. Only plain
//! data crosses the gate, so the call was given a copy; the program may change a list, dict
//! or set it passed afterwards, while guarantees (read on the records when the path ends)
//! speak of what the call was given. Containers that may change are copied, all the way down.

use super::domain::SymVal;
use super::lists::SymList;
use crate::interp::{from_data, to_data, Value};
use crate::source::Span;

/// The argument `v` as the call's record keeps it.
pub(super) fn as_passed(v: &SymVal, at: Span) -> SymVal {
    match v {
        SymVal::Concrete(c) => SymVal::Concrete(plain_as_passed(c, at)),
        SymVal::Seq(q) => SymVal::seq(q.term()),
        SymVal::List(l) => SymVal::List(SymList::new(l.items.borrow().iter().map(|i| as_passed(i, at)).collect())),
        SymVal::Tuple(t) => SymVal::tuple_like(t, t.iter().map(|i| as_passed(i, at)).collect()),
        SymVal::Dict(d) => SymVal::Dict(d.with_values(|i| as_passed(i, at))),
        SymVal::Set(s) => SymVal::Set(s.duplicate()),
        SymVal::Int(_)
        | SymVal::Bool(_)
        | SymVal::Str(_)
        | SymVal::Range(_)
        | SymVal::Record(_)
        | SymVal::Float(_)
        | SymVal::Rows(_)
        | SymVal::View(_)
        | SymVal::Object(_) => v.clone(),
    }
}

/// A plain value as passed: the data that crosses the gate, read back, when it holds a
/// container that may change (anything else, or what cannot cross, is kept as it is: the gate
/// refuses the latter).
fn plain_as_passed(v: &Value, at: Span) -> Value {
    if !changeable(v) {
        return v.clone();
    }
    to_data(v, at).and_then(|d| from_data(d, at)).unwrap_or_else(|_| v.clone())
}

/// Whether a plain value is or holds a list, dict or set.
fn changeable(v: &Value) -> bool {
    let in_tuple = |v: &Value| if let Value::Tuple(items) = v { items.iter().any(changeable) } else { false };
    matches!(v, Value::List(_) | Value::Dict(_) | Value::Set(_)) || in_tuple(v)
}
