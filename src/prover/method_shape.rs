//! A builtin method called with the wrong number of arguments or a keyword it does not take:
//! CPython's `TypeError` (`interp::methods::arity`'s table), raised before any of the prover's
//! own encodings of the method looks at the arguments, so that a receiver holding terms gets
//! the same exception as a plain one rather than a refusal.

use super::symval::SymVal;
use crate::interp::{check_method_arity, check_method_arity_of_type};
use crate::ir::{Method, ReceiverType};
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

/// `Ok` when `receiver.m(...)` with `positional` arguments and `kwargs` has a shape CPython
/// takes, or when the receiver's type is not one the prover knows exactly (an instance, a
/// named tuple).
pub(super) fn check(
    m: Method,
    receiver: &SymVal,
    positional: usize,
    kwargs: &[(Rc<str>, SymVal)],
    at: Span,
) -> Result<(), Fault> {
    let names = kwargs.iter().map(|(k, _)| &**k);
    let owner = match receiver {
        SymVal::Concrete(v) => return check_method_arity(m, v, positional, names, at),
        SymVal::Str(_) => ReceiverType::Str,
        SymVal::Int(_) | SymVal::Bool(_) => ReceiverType::Int,
        SymVal::Float(_) => ReceiverType::Float,
        SymVal::Tuple(t) if t.class.is_none() => ReceiverType::Tuple,
        // The prover's lists, dicts and sets are never a `deque`, a `Counter` or a `frozenset`
        // (`lists::adopt`, `no_collection_terms`); an iterator held as a list is not a list.
        SymVal::List(l) if !l.iterator.get() => ReceiverType::List,
        SymVal::Seq(_) => ReceiverType::List,
        SymVal::Dict(_) => ReceiverType::Dict,
        SymVal::Set(_) => ReceiverType::Set,
        SymVal::List(_)
        | SymVal::Tuple(_)
        | SymVal::Range(_)
        | SymVal::Record(_)
        | SymVal::Rows(_)
        | SymVal::View(_)
        | SymVal::Object(_) => return Ok(()),
    };
    check_method_arity_of_type(owner, m, positional, names, at)
}
