//! The program's descriptors: a class attribute whose value is an instance of a class of the
//! program defining `__get__`, `__set__` or `__delete__` (`name = Positive()`). CPython's
//! attribute lookup asks the class first: a *data* descriptor (one with `__set__` or
//! `__delete__`) takes reads, stores and deletions ahead of the instance's own attributes; a
//! non-data one (`__get__` alone) answers a read only when the instance has no attribute of
//! that name; a read through the class calls `__get__(None, cls)`. `type.__new__` calls
//! `__set_name__(owner, name)` on each attribute of a new class whose value's class defines it,
//! before the bases' `__init_subclass__` (`sema/init_subclass.rs`). Each hook is an ordinary
//! method call through the evaluator, so both domains run them as written.

use super::property_objects::PropertyAccess;
use super::{Callable, Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{ClassDef, Const, Member, PyExc};
use crate::source::Span;
use std::rc::Rc;

/// A class attribute's descriptor methods, found on its value's class.
pub(super) struct Descriptor<V> {
    value: V,
    get: Option<crate::ir::FuncId>,
    set: Option<crate::ir::FuncId>,
    delete: Option<crate::ir::FuncId>,
}

impl<V> Descriptor<V> {
    /// A data descriptor takes stores and deletions, and reads ahead of the instance.
    fn is_data(&self) -> bool {
        self.set.is_some() || self.delete.is_some()
    }
}

/// Whether some class of the program defines a descriptor method: only then is any class
/// attribute asked whether it is a descriptor.
pub(super) fn program_has_descriptors(program: &crate::ir::Program) -> bool {
    program.classes.iter().any(|c| c.members.iter().any(|(n, _)| matches!(&**n, "__get__" | "__set__" | "__delete__")))
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The descriptor `class` holds as its attribute `name`, if its value is one.
    fn descriptor(&mut self, class: &ClassDef, name: &str, at: Span) -> Result<Option<Descriptor<Val<D>>>, Fault> {
        Ok(self.class_attr_value(class, name, at)?.and_then(|(value, _)| self.descriptor_of(value)))
    }

    /// The value of the class attribute `name` a class statement computed or the program
    /// assigned (with whether the class statement holds it), if any.
    fn class_attr_value(&mut self, class: &ClassDef, name: &str, at: Span) -> Result<Option<(Val<D>, bool)>, Fault> {
        Ok(match self.assigned_class_attr(class, name) {
            Some(v) => Some((v, class.lookup(&format!("{name}{}", crate::ir::LATE_ATTR)).is_some())),
            None => match class.lookup(name) {
                Some(Member::Shared(key, value)) => {
                    let (key, value) = (*key, value.clone());
                    Some((self.shared_class_value(key, &value, at)?, true))
                }
                _ => None,
            },
        })
    }

    /// `obj.name` read, assigned or deleted when its class holds a `property` object as
    /// `name` (`property_objects.rs`); None when it does not.
    fn property_access(
        &mut self,
        obj: &Instance<Val<D>>,
        target: &Val<D>,
        name: &str,
        access: PropertyAccess<Val<D>>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let Some((value, in_body)) = self.class_attr_value(&obj.class, name, at)? else { return Ok(None) };
        let Some(prop) = self.as_property(&value) else { return Ok(None) };
        let named = in_body.then_some(name);
        self.through_property(&prop, target, &obj.class, named, access, at).map(Some)
    }

    /// `value`'s descriptor methods, if its class defines any.
    fn descriptor_of(&self, value: Val<D>) -> Option<Descriptor<Val<D>>> {
        let obj = self.domain.as_object(&value)?;
        let method = |n: &str| obj.class.lookup(n).and_then(Member::plain_method);
        let (get, set, delete) = (method("__get__"), method("__set__"), method("__delete__"));
        if get.is_none() && set.is_none() && delete.is_none() {
            return None;
        }
        Some(Descriptor { value, get, set, delete })
    }

    /// `obj.name` when a descriptor of its class decides it: a data descriptor's `__get__`,
    /// or a non-data one's when the instance has no attribute `name`. None: the ordinary
    /// lookup reads it (a data descriptor without `__get__` is read as itself when the
    /// instance has no such attribute, as CPython reads it).
    pub(super) fn descriptor_read(
        &mut self,
        obj: &Instance<Val<D>>,
        receiver: &Val<D>,
        name: &str,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if !self.descriptors {
            return Ok(None);
        }
        if let Some(read) = self.property_access(obj, receiver, name, PropertyAccess::Get, at)? {
            return Ok(Some(read));
        }
        let Some(d) = self.descriptor(&obj.class, name, at)? else { return Ok(None) };
        let Some(get) = d.get else { return Ok(None) };
        if !d.is_data() && obj.field(name).is_some() {
            return Ok(None);
        }
        let owner = self.domain.function_value(Callable::Class(obj.class.clone()));
        self.call_function(get, vec![d.value, receiver.clone(), owner], Vec::new(), at).map(Some)
    }

    /// `Class.name` of a class attribute `value`: a descriptor's `__get__(None, Class)`, any
    /// other value as it is.
    pub(super) fn through_class(&mut self, class: &Rc<ClassDef>, value: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if !self.descriptors {
            return Ok(value);
        }
        match self.descriptor_of(value.clone()) {
            Some(Descriptor { value, get: Some(get), .. }) => {
                let none = self.domain.constant(&Const::None, at)?;
                let owner = self.domain.function_value(Callable::Class(class.clone()));
                self.call_function(get, vec![value, none, owner], Vec::new(), at)
            }
            Some(_) | None => Ok(value),
        }
    }

    /// `obj.name = value` taken by a data descriptor of its class: its `__set__`, or CPython's
    /// `AttributeError: __set__` for one defining only `__delete__`. False: not a data
    /// descriptor, so the store goes on.
    pub(super) fn descriptor_store(
        &mut self,
        obj: &Rc<Instance<Val<D>>>,
        name: &str,
        value: &Val<D>,
        at: Span,
    ) -> Result<bool, Fault> {
        if !self.descriptors {
            return Ok(false);
        }
        let target = self.domain.object_value(obj.clone());
        if self.property_access(obj, &target, name, PropertyAccess::Set(value.clone()), at)?.is_some() {
            return Ok(true);
        }
        let Some(d) = self.descriptor(&obj.class, name, at)? else { return Ok(false) };
        match (d.set, d.delete) {
            (Some(set), _) => {
                let target = self.domain.object_value(obj.clone());
                self.call_function(set, vec![d.value, target, value.clone()], Vec::new(), at)?;
                Ok(true)
            }
            (None, Some(_)) => Err(Fault::exc(PyExc::AttributeError, "__set__", at)),
            (None, None) => Ok(false),
        }
    }

    /// `del obj.name` taken by a data descriptor of its class: its `__delete__`, or CPython's
    /// `AttributeError: __delete__` for one defining only `__set__`.
    pub(super) fn descriptor_delete(
        &mut self,
        obj: &Instance<Val<D>>,
        target: &Val<D>,
        name: &str,
        at: Span,
    ) -> Result<bool, Fault> {
        if !self.descriptors {
            return Ok(false);
        }
        if self.property_access(obj, target, name, PropertyAccess::Delete, at)?.is_some() {
            return Ok(true);
        }
        let Some(d) = self.descriptor(&obj.class, name, at)? else { return Ok(false) };
        match (d.delete, d.set) {
            (Some(delete), _) => {
                self.call_function(delete, vec![d.value, target.clone()], Vec::new(), at)?;
                Ok(true)
            }
            (None, Some(_)) => Err(Fault::exc(PyExc::AttributeError, "__delete__", at)),
            (None, None) => Ok(false),
        }
    }

    /// `type.__new__`'s naming of a new class's attributes: `value.__set_name__(cls, name)`
    /// for each attribute of its body, in order, whose value's class defines it.
    pub(super) fn set_names(&mut self, cls: &Val<D>, class: &ClassDef, at: Span) -> Result<(), Fault> {
        for (name, member) in &class.members {
            // A class made inside a function holds its computed attributes as assigned ones.
            let v = match (self.assigned_along(std::iter::once(class), name), member) {
                (Some(v), _) => v,
                (None, Member::Shared(key, value)) => self.shared_class_value(*key, value, at)?,
                (None, _) => continue,
            };
            self.set_name_of(v, cls, name, at)?;
        }
        // Methods under the program's decorators, assigned to the class once its body ran.
        let decorated: Vec<(Rc<str>, Val<D>)> = self
            .class_sets
            .iter()
            .filter(|(id, n, _)| *id == class.id && !class.members.iter().any(|(m, _)| m == n))
            .map(|(_, n, v)| (n.clone(), v.clone()))
            .collect();
        for (name, v) in decorated {
            self.set_name_of(v, cls, &name, at)?;
        }
        Ok(())
    }

    /// `v.__set_name__(cls, name)`, if `v`'s class defines it.
    fn set_name_of(&mut self, v: Val<D>, cls: &Val<D>, name: &str, at: Span) -> Result<(), Fault> {
        let Some(obj) = self.domain.as_object(&v) else { return Ok(()) };
        let Some(hook) = obj.class.lookup("__set_name__").and_then(Member::plain_method) else { return Ok(()) };
        let name = self.text_const(name, at)?;
        self.call_function(hook, vec![v, cls.clone(), name], Vec::new(), at)?;
        Ok(())
    }

    /// A dataclass field's default, refused when it is a descriptor: CPython's dataclass then
    /// reads its default through `__get__(None, cls)` and every field through the descriptor
    /// (`__init__`, `repr`, `==`), which the generated methods here do not.
    pub(super) fn plain_field_default(&mut self, default: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if self.descriptors && self.descriptor_of(default.clone()).is_some() {
            return Err(Fault::unsupported("a descriptor as a dataclass field's default", at));
        }
        Ok(default)
    }

    /// Refuses `super().name` where the classes after the running one (`after`) hold a
    /// descriptor as `name`: CPython calls its `__get__`, which that lookup does not.
    pub(super) fn no_super_descriptor(&mut self, after: &[Rc<ClassDef>], name: &str, at: Span) -> Result<(), Fault> {
        if !self.descriptors {
            return Ok(());
        }
        let Some(first) = after.iter().find(|c| c.members.iter().any(|(n, _)| &**n == name)) else { return Ok(()) };
        if self.descriptor(first, name, at)?.is_some() {
            return Err(Fault::unsupported(format!("`super().{name}` naming a descriptor"), at));
        }
        Ok(())
    }
}
