//! A class's own `__setattr__`, which every attribute assignment on its instances calls
//! (`obj.x = v`, `setattr(obj, "x", v)`), and `object.__setattr__` reached through
//! `super().__setattr__(name, value)` or called by name (`object.__setattr__(self, name,
//! value)`), the store it makes in the end: what immutable classes are written with
//! (`uuid.UUID`, `datetime.date`: CPython's `UUID objects are immutable`), and what a frozen
//! dataclass's `__post_init__` stores with. `__delattr__` likewise, for `del obj.name`.

use super::{Domain, Evaluator, Fault, Instance, Val};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Calls the program's `__setattr__` of `obj`'s class, if it has one: `true` when it ran.
    pub(super) fn custom_setattr(
        &mut self,
        obj: &Instance<Val<D>>,
        target: &Val<D>,
        name: &str,
        value: &Val<D>,
        at: Span,
    ) -> Result<bool, Fault> {
        let Some(hook) = obj.class.setattr_hook() else {
            return Ok(false);
        };
        let name = self.text_const(name, at)?;
        self.call_function(hook, vec![target.clone(), name, value.clone()], Vec::new(), at)?;
        Ok(true)
    }

    /// `super().__setattr__(name, value)` reaching `object`'s: the store itself, past any
    /// class's `__setattr__` (properties and `__slots__` still apply, as in CPython).
    pub(super) fn object_setattr(
        &mut self,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: usize,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if kwargs > 0 {
            return Err(Fault::type_error("object.__setattr__() takes no keyword arguments", at));
        }
        let [name, value] = <[Val<D>; 2]>::try_from(args)
            .map_err(|args| Fault::type_error(format!("expected 2 arguments, got {}", args.len()), at))?;
        let name = self.attribute_name(&name, at)?;
        let Some(obj) = self.domain.as_object(&receiver) else {
            return Err(Fault::internal("`object.__setattr__` of a non-instance", at));
        };
        self.store_attribute(&obj, &name, value, at)?;
        self.domain.constant(&crate::ir::Const::None, at)
    }

    /// `object.__delattr__(name)` reached through `super()` or called by name: the removal
    /// itself, past any class's `__delattr__` (a property's deleter still runs).
    pub(super) fn object_delattr(
        &mut self,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: usize,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if kwargs > 0 {
            return Err(Fault::type_error("object.__delattr__() takes no keyword arguments", at));
        }
        let [name] = <[Val<D>; 1]>::try_from(args)
            .map_err(|args| Fault::type_error(format!("expected 1 argument, got {}", args.len()), at))?;
        let name = self.attribute_name(&name, at)?;
        let Some(obj) = self.domain.as_object(&receiver) else {
            return Err(Fault::internal("`object.__delattr__` of a non-instance", at));
        };
        self.remove_attribute(&obj, receiver, &name, at)?;
        self.domain.constant(&crate::ir::Const::None, at)
    }
}
