//! A class's own `__setattr__`, which every attribute assignment on its instances calls
//! (`obj.x = v`, `setattr(obj, "x", v)`), and `object.__setattr__` reached through
//! `super().__setattr__(name, value)` or called by name (`object.__setattr__(self, name,
//! value)`), the store it makes in the end: what immutable classes are written with
//! (`uuid.UUID`, `datetime.date`: CPython's `UUID objects are immutable`), and what a frozen
//! dataclass's `__post_init__` stores with. `__delattr__` likewise, for `del obj.name`.

use super::{Domain, Evaluator, Fault, Instance, Val};
use crate::source::Span;
use std::rc::Rc;

/// The instance an `object.<method>(...)` call is for, and its positional arguments.
type HookArgs<D, const N: usize> = (Rc<Instance<Val<D>>>, [Val<D>; N]);

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
        let (obj, [name, value]) = self.object_hook_args("__setattr__", &receiver, args, kwargs, at)?;
        let name = self.attribute_name(&name, at)?;
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
        let (obj, [name]) = self.object_hook_args("__delattr__", &receiver, args, kwargs, at)?;
        let name = self.attribute_name(&name, at)?;
        self.remove_attribute(&obj, receiver, &name, at)?;
        self.domain.constant(&crate::ir::Const::None, at)
    }

    /// The instance and the `N` positional arguments of `object.<method>(...)`, with
    /// CPython's errors for keywords or another count.
    fn object_hook_args<const N: usize>(
        &self,
        method: &str,
        receiver: &Val<D>,
        args: Vec<Val<D>>,
        kwargs: usize,
        at: Span,
    ) -> Result<HookArgs<D, N>, Fault> {
        if kwargs > 0 {
            return Err(Fault::type_error(format!("object.{method}() takes no keyword arguments"), at));
        }
        let args = <[Val<D>; N]>::try_from(args).map_err(|args| {
            let plural = if N == 1 { "" } else { "s" };
            Fault::type_error(format!("expected {N} argument{plural}, got {}", args.len()), at)
        })?;
        let Some(obj) = self.domain.as_object(receiver) else {
            return Err(Fault::internal(format!("`object.{method}` of a non-instance"), at));
        };
        Ok((obj, args))
    }
}
