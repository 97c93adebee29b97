//! `mappingproxy`, the read-only view CPython gives of a class's namespace (`vars(Class)`,
//! `Class.__dict__`) and of a pattern's `groupindex`: a dict of the kind
//! `DictKind::MappingProxy`, read as a dict is (`in`, `[key]`, iteration, `len`, `==`, `get`,
//! `keys`, `values`, `items`), with CPython's errors for every change (item assignment and
//! deletion here in `indexing.rs` and `forms.rs`, the methods below) and its text.

use super::value::{DictCell, DictKind, DictMap, Value};
use crate::ir::{Method, PyExc};
use crate::sema::Fault;
use crate::source::Span;

/// The methods a `mappingproxy` has: reading ones of a dict.
const METHODS: [Method; 5] = [Method::Get, Method::Keys, Method::Values, Method::Items, Method::Copy];

/// CPython's `AttributeError` for a dict method a `mappingproxy` lacks (looked up before the
/// arguments are read, as Python does).
pub(super) fn check(m: Method, recv: &Value, at: Span) -> Result<(), Fault> {
    match recv {
        Value::Dict(d) if d.is_proxy() && !METHODS.contains(&m) => {
            let message = format!("'mappingproxy' object has no attribute '{}'", m.name());
            Err(Fault::exc(PyExc::AttributeError, message, at))
        }
        _ => Ok(()),
    }
}

/// A method of a `mappingproxy`: `get`, `keys`, `values` and `items` are the dict's (`None`),
/// `copy` a plain dict of the mapping.
pub(super) fn method(m: Method, d: &DictCell, args: &[Value], at: Span) -> Option<Result<Value, Fault>> {
    match m {
        Method::Copy if !args.is_empty() => {
            let message = format!("mappingproxy.copy() takes no arguments ({} given)", args.len());
            Some(Err(Fault::type_error(message, at)))
        }
        Method::Copy => Some(Ok(Value::dict(d.borrow().clone()))),
        _ => None,
    }
}

/// `mappingproxy({...})`.
pub(super) fn repr(out: &mut String, d: &DictCell, depth: usize, write: fn(&mut String, &Value, usize)) {
    out.push_str("mappingproxy(");
    write(out, &Value::dict(d.borrow().clone()), depth);
    out.push(')');
}

/// A read-only `mappingproxy` of `map`.
pub(super) fn value(map: DictMap) -> Value {
    Value::Dict(std::rc::Rc::new(DictCell::of_kind(map, DictKind::MappingProxy)))
}

/// A `mappingproxy` of the dict `namespace` (`Domain::mapping_proxy`).
pub(super) fn of_namespace(namespace: Value, at: Span) -> Result<Value, Fault> {
    match namespace {
        Value::Dict(d) => Ok(value(d.borrow().clone())),
        _ => Err(Fault::internal("a mappingproxy of a value that is not a dict", at)),
    }
}
