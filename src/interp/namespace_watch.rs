//! `vars(obj)` and `obj.__dict__` in a run. clauz3 reads an object's namespace as a new dict
//! where CPython hands out the live one, and the two agree while neither changes: so while a
//! copy is held, every step checks it (`Concrete::tick` leaves its fast path), and a run in
//! which the object's attributes or the copy itself changed stops with a refusal before the
//! stale copy (or the object missing what was written to the copy) can be read. A copy no
//! value holds any more, its object unchanged, is forgotten. The prover keeps the same watch
//! over its own values (`prover/namespaces.rs`).

use super::identity::identical;
use super::value::{DictCell, Value};
use crate::sema::{Fault, Instance};
use crate::source::Span;
use std::rc::{Rc, Weak};

/// The namespace copies a run holds.
#[derive(Default)]
pub(super) struct Watch {
    copies: Vec<Copy>,
}

/// A copy of an object's namespace: the object, the dict, how often the object had changed
/// when it was made (`Instance::changes`) and the items it was made with.
struct Copy {
    object: Rc<Instance<Value>>,
    dict: Weak<DictCell>,
    changes: u32,
    items: Vec<(Value, Value)>,
}

impl Watch {
    /// Whether no copy is held (the step's fast path).
    #[inline]
    pub(super) fn is_empty(&self) -> bool {
        self.copies.is_empty()
    }

    /// Watches `copy`, the dict just made of the attributes of the instance `obj`.
    pub(super) fn keep(&mut self, obj: &Value, copy: &Value) {
        let (Value::Object(object), Value::Dict(dict)) = (obj, copy) else { return };
        let items = dict.borrow().iter().map(|(k, v)| (k.0.clone(), v.clone())).collect();
        self.copies.push(Copy {
            object: object.clone(),
            dict: Rc::downgrade(dict),
            changes: object.changes.get(),
            items,
        });
    }

    /// Refuses the run where a copy may have gone stale: its object changed since it was made
    /// while it was held (at this step or the last), or the copy was written to (CPython's
    /// write would have changed the object). Forgets the copies no longer held.
    pub(super) fn check(&mut self, at: Span) -> Result<(), Fault> {
        for copy in &self.copies {
            if copy.object.changes.get() != copy.changes {
                return Err(Fault::unsupported(
                    "an object's namespace (`vars(obj)`, `obj.__dict__`) held while its attributes change: clauz3 reads a copy where CPython gives the live dict (read `vars(obj)` again after the change)",
                    at,
                ));
            }
            if let Some(dict) = copy.dict.upgrade() {
                if !same_items(&dict, &copy.items, at) {
                    return Err(Fault::unsupported(
                        "writing to an object's namespace read as a dict (`d = vars(obj); d[k] = v`): clauz3 reads a copy where CPython gives the live dict (set the attribute itself)",
                        at,
                    ));
                }
            }
        }
        self.copies.retain(|c| c.dict.strong_count() > 0);
        Ok(())
    }
}

/// Whether `dict` still holds `items`, in order, each value the same object.
fn same_items(dict: &DictCell, items: &[(Value, Value)], at: Span) -> bool {
    let dict = dict.borrow();
    dict.len() == items.len() && dict.iter().zip(items).all(|((k, v), (k0, v0))| same(&k.0, k0, at) && same(v, v0, at))
}

/// Whether two values are one object (equal numbers count as one: the copy holds what the
/// object held).
fn same(a: &Value, b: &Value, at: Span) -> bool {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
        (Value::Big(x), Value::Big(y)) => x == y,
        (Value::Complex(x), Value::Complex(y)) => Rc::ptr_eq(x, y) || format!("{x:?}") == format!("{y:?}"),
        _ => identical(a, b, at).unwrap_or(false),
    }
}
