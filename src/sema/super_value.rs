//! `super()` read as a value (`s = super(); s.render(rows)`, `super(Base, self)` kept, passed
//! around): an object of the builtin class `super` (`ir/value_classes.rs`) holding the class
//! its lookups start after (`__thisclass__`), the receiver they bind to (`__self__`) and that
//! receiver's class (`__self_class__`). Reading or calling one of its attributes is the
//! lookup `super().name` makes (`sema/super_lookup.rs`); its text is CPython's
//! `<super: <class 'B'>, <B object>>`, which shows no address.

use super::{Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{value_class, ClassDef, Const, ValueClass};
use crate::source::Span;
use std::rc::Rc;

/// The attributes a `super` object has of its own.
const OWN: [&str; 3] = ["__thisclass__", "__self__", "__self_class__"];

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
}
