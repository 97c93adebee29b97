//! `super()` in a method: the classes after the running method's class in the receiver's
//! method resolution order, where `super().name(...)` and `super().name` look.

use super::objects::AttrTarget;
use super::{Callable, Domain, Evaluator, Fault, Val};
use crate::ir::{ClassDef, Member};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `super().name`: `name` looked up after `class` (the class whose method is running) in
    /// the method resolution order of the receiver's class, bound to `receiver`; so in a
    /// diamond `D(B, C)`, `B`'s `super()` reaches `C` for an instance of `D`.
    pub(super) fn lookup_super(
        &mut self,
        class: &ClassDef,
        receiver: &Val<D>,
        name: &str,
        at: Span,
    ) -> Result<AttrTarget<Val<D>>, Fault> {
        if class.is_plain_object() && self.domain.as_object(receiver).is_none() {
            return Err(Fault::unsupported(
                format!("`object.{name}(...)` of a value that is not an instance of a class of the program"),
                at,
            ));
        }
        let after = self
            .super_order(class, receiver)
            .ok_or_else(|| Fault::type_error("super(type, obj): obj must be an instance or subtype of type", at))?;
        let order = || after.iter().map(|c| &**c);
        // A decorated method (`C.m = deco(...)` when the class was made) or an attribute the
        // program assigned to a base: bound as an instance read binds it.
        if let Some(assigned) = self.assigned_along(order(), name) {
            return Ok(AttrTarget::Value(self.bind_class_function(assigned, receiver)));
        }
        if let Some(class) = super::generated_init::generated_init_along(&after, name) {
            return Ok(AttrTarget::DataInit(class));
        }
        let found = ClassDef::lookup_along(order(), name).cloned();
        match found {
            Some(Member::Shared(key, value)) => {
                Ok(AttrTarget::Value(self.instance_class_value(key, &value, receiver, at)?))
            }
            Some(Member::Method(f)) => Ok(AttrTarget::Bound(f, Some(receiver.clone()))),
            Some(Member::Static(f)) => Ok(AttrTarget::Bound(f, None)),
            // What a class method, a property or a class attribute gives, then called.
            Some(Member::ClassMethod(_) | Member::Property(_) | Member::Attr(_)) => {
                Ok(AttrTarget::Value(self.super_attribute(class, receiver.clone(), name, at)?))
            }
            Some(Member::CachedProperty(_) | Member::EnumMember(_)) => Err(Fault::unsupported(
                format!("`super().{name}(...)` naming a cached property or an enumeration member"),
                at,
            )),
            // `BaseException.__init__` keeps its arguments as `args`; `__str__` and `__repr__`
            // write them.
            None if class.exception_root().is_some() && name == "__init__" => Ok(AttrTarget::BaseExcInit),
            None if class.exception_root().is_some() && matches!(name, "__str__" | "__repr__") => {
                Ok(AttrTarget::BaseExcText(name == "__repr__"))
            }
            None if name == "__new__"
                && (class.builtin_type().is_some()
                    || class.enum_kind().is_some()
                    || class.exception_root().is_some()) =>
            {
                Ok(AttrTarget::OfBase(super::builtin_subclass::BaseOp::New))
            }
            None if self.builtin_part(receiver).is_some() => match self.super_builtin(receiver, name, at) {
                Some(target) => Ok(target),
                None => Err(self.super_missing(receiver, name, at)),
            },
            // `object.__init__()` takes no arguments and does nothing.
            None if name == "__init__" => Ok(AttrTarget::Nothing),
            None if name == "__setattr__" && self.domain.as_object(receiver).is_some() => Ok(AttrTarget::ObjectSetattr),
            None if name == "__delattr__" && self.domain.as_object(receiver).is_some() => Ok(AttrTarget::ObjectDelattr),
            None if name == "__init_subclass__" => Ok(AttrTarget::NoSubclassHook),
            // `object.__repr__` and `object.__str__` (which is `repr`), unless a dataclass or
            // named tuple along the order writes its own text.
            None if matches!(name, "__str__" | "__repr__")
                && self.domain.as_object(receiver).is_some()
                && after.iter().all(|c| c.data().is_none()) =>
            {
                Ok(AttrTarget::ObjectText(name == "__repr__"))
            }
            // The `super` object's own attributes, read and then called.
            None if super::super_value::is_own(name) => {
                Ok(AttrTarget::Value(self.super_attribute(class, receiver.clone(), name, at)?))
            }
            None => Err(self.super_missing(receiver, name, at)),
        }
    }

    /// `super().name` read as a value in a method of `class`: what the bases after it in
    /// `receiver`'s order give for `name`, read as an attribute of `receiver` (a property's
    /// getter runs on it, a method is bound to it, a class method to its class).
    pub(super) fn super_attribute(
        &mut self,
        class: &ClassDef,
        receiver: Val<D>,
        name: &str,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let after = self
            .super_order(class, &receiver)
            .ok_or_else(|| Fault::type_error("super(type, obj): obj must be an instance or subtype of type", at))?;
        self.no_super_descriptor(&after, name, at)?;
        // `super_getattro` answers `__class__` of the `super` object itself, before any lookup.
        if name == "__class__" {
            return self
                .domain
                .constant(&crate::ir::Const::Class(crate::ir::value_class(crate::ir::ValueClass::Super)), at);
        }
        if let Some(assigned) = self.assigned_along(after.iter().map(|c| &**c), name) {
            return Ok(self.bind_class_function(assigned, &receiver));
        }
        let owner = after.iter().find(|c| c.members.iter().any(|(n, _)| &**n == name)).cloned();
        let (Some(owner), Some(found)) = (owner, ClassDef::lookup_along(after.iter().map(|c| &**c), name).cloned())
        else {
            // Not along the order: the `super` object's own attributes, then its error.
            if super::super_value::is_own(name) {
                return self.super_own_attribute(class, &receiver, name, at);
            }
            return Err(self.super_missing(&receiver, name, at));
        };
        let of_class = self.domain.as_class(&receiver).is_some();
        match (found, of_class.then_some(())) {
            (Member::Property(getter), None) => self.call_function(getter, vec![receiver], Vec::new(), at),
            (Member::Attr(c), _) => self.domain.constant(&c, at),
            (Member::Shared(key, value), None) => self.instance_class_value(key, &value, &receiver, at),
            (Member::Shared(key, value), Some(_)) => self.shared_class_value(key, &value, at),
            (Member::Method(f), None) => Ok(self.bound_method(f, receiver)),
            (Member::Method(f) | Member::Static(f), _) => Ok(self.class_function_ref(&owner, f)),
            (Member::ClassMethod(f), _) => {
                let class = match of_class {
                    true => receiver,
                    false => match self.domain.as_object(&receiver) {
                        Some(obj) => self.domain.function_value(Callable::Class(obj.class.clone())),
                        None => receiver,
                    },
                };
                Ok(self.bound_method(f, class))
            }
            (Member::Property(_), Some(_)) | (Member::CachedProperty(_) | Member::EnumMember(_), _) => Err(
                Fault::unsupported(format!("`super().{name}` naming a cached property, an enumeration member or a property read from a class"), at),
            ),
        }
    }

    /// The classes after `class` in the method resolution order of `receiver`'s class (an
    /// instance's, or the class a class method runs for), where `super()` looks; `class`'s
    /// own order when the receiver is no instance or class of the program; `None` when it is
    /// one of a class not deriving from `class` (CPython's `TypeError`).
    pub(super) fn super_order(&self, class: &ClassDef, receiver: &Val<D>) -> Option<Vec<Rc<ClassDef>>> {
        // `object.__setattr__(obj, ...)` called by name: nothing comes after `object`.
        if class.is_plain_object() {
            return Some(Vec::new());
        }
        let of = (self.domain.as_object(receiver).map(|o| o.class.clone()))
            .or_else(|| self.domain.as_class(receiver))
            .or_else(|| self.domain.as_named_tuple(receiver).map(|(c, _)| c));
        match of {
            // A class a `class` statement inside a function made again (`ClassDef::renewed`)
            // is the one the method was read in: the same statement.
            Some(k) => Some(k.ancestors[k.mro().position(|c| c == class || c.span == class.span)?..].to_vec()),
            None => Some(class.ancestors.clone()),
        }
    }
}
