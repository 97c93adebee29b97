//! An instance's own attributes read and stored without the whole lookup, where nothing else
//! could take the name. `get_attribute` and `set_attribute` first test the names and values
//! that other rules answer (exception chains, named tuples, classes, functions, `super`
//! objects, descriptors, properties, `__setattr__`, `__slots__`, ...), each a call or a lookup,
//! before they come to the instance's own attributes, the common case of a program with
//! classes (`self.balance`, `self.pos.x`). A class whose order has none of those
//! (`ClassDef::store_facts`, `plain_reads` and `plain_stores`) is answered here at once, with
//! the same field the whole lookup would have found or stored; anything else goes the whole way.

use super::{Domain, Evaluator, Val};
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `v.name` when `v` is an instance whose class leaves the name to the instance and the
    /// instance has it; `None` sends the read the whole way (`get_attribute`). A special name
    /// (`__class__`, `__dict__`, `__annotations__`) always goes the whole way.
    #[inline]
    pub(super) fn own_field(&self, v: &Val<D>, name: &str) -> Option<Val<D>> {
        if self.descriptors || name.as_bytes().starts_with(b"__") {
            return None;
        }
        let obj = self.domain.as_object(v)?;
        if !obj.class.store_facts().plain_reads {
            return None;
        }
        obj.field(name)
    }

    /// `v.name = value` when `v` is an instance whose class stores every name as the
    /// instance's own attribute; the value back (`Err`) sends the store the whole way
    /// (`set_attribute`). A special name always does.
    #[inline]
    pub(super) fn store_own_field(&self, v: &Val<D>, name: &Rc<str>, value: Val<D>) -> Result<(), Val<D>> {
        if self.descriptors || name.as_bytes().starts_with(b"__") {
            return Err(value);
        }
        let Some(obj) = self.domain.as_object(v) else { return Err(value) };
        // Inside a quantified loop body, an object made before it refuses stores
        // (`no_attribute_store_in_rows`), which the whole way says.
        if !obj.class.store_facts().plain_stores || self.rows_depth > obj.made_in_rows {
            return Err(value);
        }
        obj.set_field(name, value);
        Ok(())
    }
}
