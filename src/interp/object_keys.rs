//! Instances of the program's classes as dict keys and set members, hashed and compared as
//! CPython does: by identity (a class without `__eq__`), by a frozen dataclass's fields (the
//! hash of their tuple), or by the class's own `__hash__`, whose result `sema/hashed_keys.rs`
//! took before the operation. Two keys match when their hashes are equal and they are one
//! object or equal; an instance with its own `__eq__` is equal to another key only as the
//! program answered for this operation (else the operation is refused).

use super::value::{item_eq, TupleItems, Value};
use crate::ir::HashRule;
use crate::sema::{Fault, Instance};
use crate::source::Span;
use std::rc::Rc;

type Object = Instance<Value>;

/// The builtin value an instance of a class deriving from a builtin type holds, where its
/// class defines none of `dunders` (the builtin's then answer for it, as for the value).
pub(super) fn held<'o>(o: &'o Object, dunders: &[&str]) -> Option<&'o Value> {
    o.base.get().filter(|_| dunders.iter().all(|d| o.class.lookup(d).is_none()))
}

/// Whether an instance can be a key: CPython's `TypeError` for an unhashable class; refused
/// where the hash is the program's and was not taken for this operation.
pub(super) fn check(o: &Object, at: Span) -> Result<(), Fault> {
    let name = &o.class.name;
    match o.class.hash_rule() {
        HashRule::Unhashable => Err(Fault::type_error(format!("unhashable type: '{name}'"), at)),
        HashRule::Identity => Ok(()),
        HashRule::Builtin => match o.base.get() {
            Some(base) => super::value::check_hashable(base, at),
            None => Err(Fault::internal("an instance without its builtin value", at)),
        },
        HashRule::Fields => hashed_fields(o)
            .ok_or_else(|| Fault::internal("a dataclass without its fields", at))?
            .iter()
            .try_for_each(|v| super::value::check_hashable(v, at)),
        HashRule::Method(_) if matches!(*o.key_hash.borrow(), Some(Value::Int(_))) => Ok(()),
        HashRule::Method(_) => Err(Fault::unsupported(
            format!("an instance of `{name}` hashed here by its `__hash__`: clauz3 calls it only for dict keys and set members"),
            at,
        )),
        HashRule::Unmodelled => {
            Err(Fault::unsupported(format!("an instance of `{name}` as a key: its `__hash__` is no method"), at))
        }
    }
}

/// The fields a frozen dataclass's generated `__hash__` hashes, as a tuple would.
fn hashed_fields(o: &Object) -> Option<Vec<Value>> {
    o.hash_values_of(o.class.hashed_fields()?)
}

/// CPython's hash of an instance, and whether every CPython run gives the same (not for an
/// address).
pub(super) fn py_hash(o: &Rc<Object>) -> (i64, bool) {
    match o.class.hash_rule() {
        HashRule::Fields => super::pyset::py_hash(&Value::tuple(hashed_fields(o).unwrap_or_default())),
        HashRule::Builtin => o.base.get().map_or((0, true), super::pyset::py_hash),
        HashRule::Method(_) => match *o.key_hash.borrow() {
            Some(Value::Int(h)) => (h, !o.key_hash_varies.get()),
            _ => (0, true),
        },
        HashRule::Identity | HashRule::Unhashable | HashRule::Unmodelled => {
            ((Rc::as_ptr(o) as usize >> 4) as i64, false)
        }
    }
}

/// The keys of a dict or set whose hash is `hash` (see `Domain::keys_with_hash`).
pub(super) fn keys_with_hash(table: &Value, hash: &Value) -> Option<Vec<Value>> {
    let Value::Int(hash) = *hash else { return None };
    let keys = match table {
        Value::Dict(d) => d.borrow().keys_with_hash(hash).into_iter().map(|k| k.0.clone()).collect(),
        Value::Set(s) => s.borrow().members_with_hash(hash).into_iter().map(|k| k.0.clone()).collect(),
        _ => return None,
    };
    Some(keys)
}

/// Whether a key holds an instance (in tuples, at any depth it is hashed to).
fn holds(v: &Value) -> bool {
    match v {
        Value::Object(_) => true,
        Value::Tuple(items) if super::deep::flat(items) => false,
        Value::Tuple(items) => super::deep::on_stack(|| items.iter().any(holds)),
        _ => false,
    }
}

/// Two keys match, as a CPython table matches them.
pub(super) fn key_eq(a: &Value, b: &Value) -> bool {
    if let (Value::Tuple(x), Value::Tuple(y)) = (a, b) {
        if let Some(eq) = leading_scalars_eq(x, y) {
            return eq;
        }
    }
    if !holds(a) && !holds(b) {
        return item_eq(a, b);
    }
    super::pyset::py_hash(a).0 == super::pyset::py_hash(b).0 && same(a, b)
}

/// Two plain tuple keys of one length compared item by item while both items are ints or
/// strs (a grid's `(x, y)`): an unequal pair decides, as the first unequal item decides
/// CPython's comparison, before any item that could run the program's code is reached. `None`
/// when another pair comes first (or the lengths, a named tuple or the depth limit may matter):
/// the whole comparison then starts over, having run nothing.
#[inline]
fn leading_scalars_eq(x: &TupleItems, y: &TupleItems) -> Option<bool> {
    if x.len() != y.len() || x.class().is_some() || y.class().is_some() || !super::deep::room() {
        return None;
    }
    for (a, b) in x.iter().zip(y.iter()) {
        if !super::deep::scalar_eq(a, b)? {
            return Some(false);
        }
    }
    Some(true)
}

/// `a == b` between parts of keys of equal hash: identity, then the program's answer for an
/// instance with its own `__eq__`, a dataclass's generated comparison of its fields.
fn same(a: &Value, b: &Value) -> bool {
    // An instance hashed as the builtin value it holds is that value as a key.
    let held = |v: &Value| match v {
        Value::Object(o) if o.class.hash_rule() == HashRule::Builtin => o.base.get().cloned(),
        _ => None,
    };
    if let Some(a) = held(a) {
        return same(&a, b);
    }
    if let Some(b) = held(b) {
        return same(a, &b);
    }
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            if Rc::ptr_eq(x, y) {
                return true;
            }
            if let Some(eq) = crate::sema::settled_eq(x, y) {
                return eq;
            }
            if x.class.own_eq() || y.class.own_eq() {
                return crate::sema::unsettled();
            }
            fields_eq(x, y)
        }
        (Value::Object(x), _) | (_, Value::Object(x)) => match crate::sema::foreign_eq(x) {
            Some(eq) => eq,
            None => x.class.own_eq() && crate::sema::unsettled(),
        },
        (Value::Tuple(x), Value::Tuple(y)) => {
            x.len() == y.len() && super::deep::on_stack(|| x.iter().zip(y.iter()).all(|(a, b)| same(a, b)))
        }
        _ => item_eq(a, b),
    }
}

/// A dataclass's generated `__eq__` between two instances of one class: their fields equal.
fn fields_eq(x: &Object, y: &Object) -> bool {
    let Some(crate::ir::Special::Generated(spec)) = x.class.special("__eq__") else { return false };
    if x.class != y.class {
        return false;
    }
    match (x.values_of(spec), y.values_of(spec)) {
        (Some(a), Some(b)) => a.len() == b.len() && a.iter().zip(&b).all(|(a, b)| same(a, b)),
        _ => false,
    }
}

/// `==` of an instance holding a builtin value (a `dict` subclass's): as that value, unless
/// its class compares; `None` when neither side is one.
#[inline(never)]
pub(super) fn held_eq(a: &Value, b: &Value) -> Option<bool> {
    let held = |v: &Value| match v {
        Value::Object(o) => held(o, &["__eq__", "__ne__"]).cloned(),
        _ => None,
    };
    match (held(a), held(b)) {
        (None, None) => None,
        (x, y) => Some(super::value::py_eq(x.as_ref().unwrap_or(a), y.as_ref().unwrap_or(b))),
    }
}
