//! `super()` read as a value (`s = super(); s.render(rows)`, `super(Base, self)` kept, passed
//! around): an object of the builtin class `super` (`ir/value_classes.rs`) holding the class
//! its lookups start after (`__thisclass__`), the receiver they bind to (`__self__`) and that
//! receiver's class (`__self_class__`). Reading or calling one of its attributes is the
//! lookup `super().name` makes (`sema/super_lookup.rs`); its text is CPython's
//! `<super: <class 'B'>, <B object>>`, which shows no address.

use super::{Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{value_class, ClassDef, Const, PyExc, ValueClass};
use crate::source::Span;
use std::rc::Rc;

/// The attributes a `super` object has of its own.
const OWN: [&str; 3] = ["__thisclass__", "__self__", "__self_class__"];

/// Whether `name` is one of the attributes a `super` object has of its own, which a lookup
/// that finds nothing along the order reads.
pub(super) fn is_own(name: &str) -> bool {
    OWN.contains(&name)
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `<super>(C, obj)`: the `super` object looking after `C` in `obj`'s order.
    pub(super) fn super_value(&mut self, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let Ok([class_value, receiver]) = <[Val<D>; 2]>::try_from(args) else {
            return Err(Fault::internal("`<super>` takes the class and the receiver", at));
        };
        let Some(class) = self.domain.as_class(&class_value) else {
            return Err(Fault::internal("`<super>` takes a class of the program", at));
        };
        let of = (self.domain.as_object(&receiver).map(|o| o.class.clone()))
            .or_else(|| self.domain.as_class(&receiver))
            .or_else(|| self.domain.as_named_tuple(&receiver).map(|(c, _)| c));
        let Some(of) = of else {
            return Err(Fault::unsupported(
                "`super()` read as a value, of a receiver that is not an instance or class of the program",
                at,
            ));
        };
        if self.super_order(&class, &receiver).is_none() {
            return Err(Fault::type_error("super(type, obj): obj must be an instance or subtype of type", at));
        }
        let self_class = self.domain.constant(&Const::Class(of), at)?;
        let obj = Rc::new(Instance::made_in(value_class(ValueClass::Super), self.rows_depth));
        for (name, value) in OWN.iter().zip([class_value, receiver, self_class]) {
            obj.set_field(&Rc::from(*name), value);
        }
        self.value_objects = true;
        Ok(self.domain.object_value(obj))
    }

    /// The class a `super` object looks after and its receiver, if `obj` is one.
    pub(super) fn super_parts(&self, obj: &Instance<Val<D>>) -> Option<(Rc<ClassDef>, Val<D>)> {
        if obj.class.value_class() != Some(ValueClass::Super) {
            return None;
        }
        let class = self.domain.as_class(&obj.field("__thisclass__")?)?;
        Some((class, obj.field("__self__")?))
    }

    /// `s.name` of a `super` object `obj`: its own attributes, else what `super().name` reads.
    pub(super) fn super_object_attribute(
        &mut self,
        obj: &Instance<Val<D>>,
        name: &str,
        at: Span,
    ) -> Option<Result<Val<D>, Fault>> {
        let (class, receiver) = self.super_parts(obj)?;
        if OWN.contains(&name) {
            return obj.field(name).map(Ok);
        }
        if name == "__class__" {
            return Some(self.domain.constant(&Const::Class(obj.class.clone()), at));
        }
        Some(self.super_attribute(&class, receiver, name, at))
    }

    /// CPython's text of a `super` object: `<super: <class 'B'>, <B object>>`.
    pub(super) fn super_text(&mut self, obj: &Instance<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let class = obj.field("__thisclass__").and_then(|c| self.domain.as_class(&c));
        let of = obj.field("__self_class__").and_then(|c| self.domain.as_class(&c));
        let (Some(class), Some(of)) = (class, of) else {
            return Err(Fault::internal("a `super` object without its classes", at));
        };
        self.text_const(&format!("<super: <class '{}'>, <{} object>>", class.cpython_name(), of.cpython_name()), at)
    }

    /// `super().name` of the `super` object's own attributes (`__thisclass__`, `__self__`,
    /// `__self_class__`), where no class along the order has `name`: `class`, the receiver,
    /// and the receiver's class (the receiver itself when it is a class).
    pub(super) fn super_own_attribute(
        &mut self,
        class: &ClassDef,
        receiver: &Val<D>,
        name: &str,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let of = (self.domain.as_object(receiver).map(|o| o.class.clone()))
            .or_else(|| self.domain.as_class(receiver))
            .or_else(|| self.domain.as_named_tuple(receiver).map(|(c, _)| c));
        let Some(of) = of else {
            return Err(Fault::unsupported(
                format!("`super().{name}` of a receiver that is not an instance or class of the program"),
                at,
            ));
        };
        match name {
            "__self__" => Ok(receiver.clone()),
            "__thisclass__" => {
                let chain = std::iter::once(&of).chain(of.ancestors.iter());
                match chain.into_iter().find(|c| c.span == class.span).cloned() {
                    Some(this) => self.domain.constant(&Const::Class(this), at),
                    None => Err(Fault::internal("`super()` of a class outside the receiver's order", at)),
                }
            }
            _ => self.domain.constant(&Const::Class(of), at),
        }
    }

    /// The fault of `super().name` that found `name` nowhere along the order: CPython's
    /// `AttributeError` only where its lookup surely finds nothing either (a name without
    /// underscores around it, over classes of the program only, with no builtin, exception,
    /// enumeration, named-tuple, dataclass or abstract part), else a refusal, since
    /// `object`, a builtin base or `super` itself may have it (`super().__eq__`).
    pub(super) fn super_missing(&mut self, receiver: &Val<D>, name: &str, at: Span) -> Fault {
        let of = (self.domain.as_object(receiver).map(|o| o.class.clone())).or_else(|| self.domain.as_class(receiver));
        let plain = |c: &ClassDef| {
            c.data.is_none()
                && c.enum_role.is_none()
                && c.exc_base.is_none()
                && c.builtin_base.is_none()
                && c.abstract_methods.is_none()
                && c.protocol.is_none()
                && c.home.is_none()
        };
        let dunder = name.len() > 4 && name.starts_with("__") && name.ends_with("__");
        let sure = !dunder && of.is_some_and(|of| of.mro().all(plain));
        if sure {
            return Fault::exc(PyExc::AttributeError, format!("'super' object has no attribute '{name}'"), at);
        }
        Fault::unsupported(
            format!("`super().{name}`, which CPython's `object`, a builtin base or `super` itself may have and clauz3 does not model"),
            at,
        )
    }
}
