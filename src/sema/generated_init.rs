//! A dataclass's generated `__init__`: its fields bound from the arguments and set on the
//! instance, reached by a call of the class or by `super().__init__` from a subclass.

use super::{Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{ClassDef, Const, DataKind, FieldDefault, Member};
use crate::source::Span;
use std::rc::Rc;

type Kwargs<V> = Vec<(Rc<str>, V)>;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `super().__init__(...)` reaching a dataclass's generated `__init__`: its fields set on
    /// the receiver from the arguments, then the receiver's `__post_init__`, as the generated
    /// method calls `self.__post_init__`.
    pub(super) fn super_generated_init(
        &mut self,
        class: &ClassDef,
        receiver: &Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let obj = self
            .domain
            .as_object(receiver)
            .ok_or_else(|| Fault::internal("a dataclass __init__ of no instance", at))?;
        let init_vars = self.generated_init(class, &obj, args, kwargs, at)?;
        if let Some(Member::Method(post)) = obj.class.lookup("__post_init__").cloned() {
            let all = std::iter::once(receiver.clone()).chain(init_vars).collect();
            self.call_function(post, all, Vec::new(), at)?;
        }
        self.domain.constant(&Const::None, at)
    }

    /// A dataclass's `__init__`: its fields from the arguments, by position then keyword, else
    /// their defaults (a field with `init=False` always its default); CPython's messages for
    /// the arguments that do not fit. `__post_init__`, if the class has one, runs after,
    /// with the values of the `InitVar` parameters this returns.
    pub(super) fn generated_init(
        &mut self,
        class: &ClassDef,
        obj: &Rc<Instance<Val<D>>>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Vec<Val<D>>, Fault> {
        let spec = class.data.as_ref().ok_or_else(|| Fault::internal("generated __init__ without fields", at))?;
        let mut values = self.bind_fields(class, args, kwargs, at)?.into_iter();
        let mut init_vars = Vec::new();
        for field in &spec.fields {
            // A field left out of `__init__` gets its default, if it has one.
            let value = match (field.init, &field.default) {
                (true, _) => values.next(),
                (false, FieldDefault::Value(c)) => Some(self.domain.constant(c, at)?),
                (false, FieldDefault::Factory(f)) => Some(self.call_factory(f, at)?),
                (false, FieldDefault::Computed(v)) => {
                    let default = self.module_value(v, at)?;
                    Some(self.plain_field_default(default, at)?)
                }
                (false, FieldDefault::Required) => None,
            };
            match value {
                Some(value) if field.init_var => init_vars.push(value),
                // `self.name = value`, through the class's own `__setattr__` if it has one
                // (found once per class, not by name along the order on every field).
                Some(value) if !spec.frozen && obj.class.setattr_hook().is_some() => {
                    let target = self.domain.object_value(obj.clone());
                    self.custom_setattr(obj, &target, &field.name, &value, at)?;
                }
                Some(value) => obj.set_field(&field.name, value),
                None => {}
            }
        }
        Ok(init_vars)
    }
}

/// The dataclass along `order` whose generated `__init__` a lookup of `name` reaches: the
/// first class defining `__init__` or generating one, when that is a dataclass's.
pub(super) fn generated_init_along(order: &[Rc<ClassDef>], name: &str) -> Option<Rc<ClassDef>> {
    if name != "__init__" {
        return None;
    }
    for c in order {
        if c.members.iter().any(|(n, _)| &**n == "__init__") {
            return None;
        }
        if c.data.as_ref().is_some_and(|d| d.init && d.kind == DataKind::Dataclass) {
            return Some(c.clone());
        }
    }
    None
}
