//! An instance's own attributes read and stored without the whole lookup, where nothing else
//! could take the name. `get_attribute` and `set_attribute` first test the names and values
//! that other rules answer (exception chains, named tuples, classes, functions, `super`
//! objects, descriptors, properties, `__setattr__`, `__slots__`, ...), each a call or a lookup,
//! before they come to the instance's own attributes, the common case of a program with
//! classes (`self.balance`, `self.pos.x`). A class whose order has none of those
//! (`ClassDef::store_facts`, `plain_reads` and `plain_stores`) is answered here at once, with
//! the same field the whole lookup would have found or stored; so is a read of a class whose
//! only such member is a property, of a name no property takes (`reads_besides`: `self.price`
//! inside `Item.total`). Anything else goes the whole way.

use super::frame::unbound;
use super::{Compiler, Domain, Evaluator, ExprCode, Val};
use crate::ir::{Expr, ExprKind, Place};
use crate::source::Span;
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
        let facts = obj.class.store_facts();
        if !facts.plain_reads {
            let properties = facts.reads_besides.as_ref()?;
            if properties.iter().any(|p| **p == *name) {
                return None;
            }
        }
        obj.field(name)
    }

    /// `x.name` of a plain local `x` (`self.major`, `it.total`): the local read where it is
    /// and its own attribute answered at once when `own_field` can, with no call through the
    /// local's closure nor a copy of the instance; anything else reads it the whole way.
    pub(super) fn compile_local_attribute(
        d: &mut Compiler<'_, D>,
        obj: &'p Expr,
        name: &'p str,
        at: Span,
    ) -> Option<ExprCode<'p, D>> {
        let ExprKind::Load(Place::Local(slot)) = &obj.kind else { return None };
        let (slot, local) = (*slot as usize, obj.span);
        d.saw(obj.kind.name());
        Some(Box::new(move |ev, f| {
            let Some(v) = &f.locals[slot] else { return Err(unbound(f, Place::Local(slot as u32), local)) };
            if let Some(field) = ev.own_field(v, name) {
                return Ok(field);
            }
            let v = v.clone();
            ev.read_attribute(v, name, at)
        }))
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
