//! `is` and `is not` where an operand holds a term: answered only where the prover's own
//! representation decides identity exactly, else the path is not proved.

use super::symval::SymVal;
use crate::interp::Value;
use std::rc::Rc;

/// Whether `l` and `r` are one object, when the prover knows; `None` when it does not.
///
/// - One `SymDict` (as one `SymList`) stands for one dict (list) the program made, shared by
///   its aliases and mutated in place (the prover copies one into another value only when
///   nothing else holds it), so identity is the pointer's.
/// - An `object()` sentinel, `...` and `NotImplemented` are plain values, and a term (an int, a
///   str, a container holding one, an instance) is never one of them: `x is _MISSING` and
///   `x is ...` are false.
/// - A list or dict holding a term is never the same object as a plain one (the prover adopts
///   only a plain list nothing else holds), nor as a container of another kind.
/// - Anything else (sets, which the prover may copy per path, and terms) is unknown.
pub(super) fn same_object(l: &SymVal, r: &SymVal) -> Option<bool> {
    let sentinel = |v: &SymVal| {
        matches!(v, SymVal::Concrete(Value::Object(o)) if o.class.is_plain_object())
            || matches!(v, SymVal::Concrete(Value::Class(c)) if c.builtin_constant().is_some())
    };
    if sentinel(l) || sentinel(r) {
        return Some(false);
    }
    let plain_container = |v: &SymVal| matches!(v, SymVal::Concrete(Value::List(_) | Value::Dict(_)));
    match (l, r) {
        (SymVal::Dict(a), SymVal::Dict(b)) => Some(Rc::ptr_eq(a, b)),
        (SymVal::List(a), SymVal::List(b)) => Some(Rc::ptr_eq(a, b)),
        (SymVal::List(_), SymVal::Dict(_)) | (SymVal::Dict(_), SymVal::List(_)) => Some(false),
        (SymVal::List(_) | SymVal::Dict(_), other) | (other, SymVal::List(_) | SymVal::Dict(_)) => {
            plain_container(other).then_some(false)
        }
        _ => None,
    }
}
