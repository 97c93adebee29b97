//! `register` of an abstract class (`Shape.register(Sq)`, `@Shape.register`,
//! `collections.abc.Mapping.register(MyMap)`): a virtual subclass. CPython's
//! `ABCMeta.__subclasscheck__` looks in the class's registry and in those of its subclasses,
//! so once registered, `isinstance`/`issubclass` find the class (and its subclasses, and the
//! instances of both) under the abstract class and every class it derives from; the method
//! resolution order and attribute lookup are unchanged. Registrations last for the run.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, ClassDef};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `abc.register(subclass)`, with CPython's errors: the class given back, registered unless
    /// it already derives from `abc`.
    pub(super) fn abc_register(
        &mut self,
        abc: Rc<ClassDef>,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: super::call::Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let mut args = args;
        for (name, value) in kwargs {
            if &*name != "subclass" || !args.is_empty() {
                let why = if &*name == "subclass" {
                    "ABCMeta.register() got multiple values for argument 'subclass'".to_owned()
                } else {
                    format!("ABCMeta.register() got an unexpected keyword argument '{name}'")
                };
                return Err(Fault::type_error(why, at));
            }
            args.push(value);
        }
        let subclass = match <[Val<D>; 1]>::try_from(args) {
            Ok([subclass]) => subclass,
            Err(args) if args.is_empty() => {
                return Err(Fault::type_error(
                    "ABCMeta.register() missing 1 required positional argument: 'subclass'",
                    at,
                ))
            }
            Err(args) => {
                let why = format!("ABCMeta.register() takes 2 positional arguments but {} were given", args.len() + 1);
                return Err(Fault::type_error(why, at));
            }
        };
        if !self.is_class_value(&subclass, at)? {
            return Err(Fault::type_error("Can only register classes", at));
        }
        if self.subclass_answer(&subclass, &receiver, at)? {
            return Ok(subclass);
        }
        if self.subclass_answer(&receiver, &subclass, at)? {
            return Err(Fault::exc(crate::ir::PyExc::RuntimeError, "Refusing to create an inheritance cycle", at));
        }
        self.virtual_subclasses.push((abc, subclass.clone()));
        Ok(subclass)
    }

    /// Whether `v` is a class: one of the program's or a model's, or a builtin type.
    fn is_class_value(&mut self, v: &Val<D>, at: Span) -> Result<bool, Fault> {
        if self.domain.as_class(v).is_some() {
            return Ok(true);
        }
        Ok(matches!(self.domain.callable(v, at), Ok(super::Callable::Builtin(b)) if b.is_class()))
    }

    /// `issubclass(sub, of)` as the program would ask it.
    fn subclass_answer(&mut self, sub: &Val<D>, of: &Val<D>, at: Span) -> Result<bool, Fault> {
        let answer = self.call_builtin(Builtin::Issubclass, vec![sub.clone(), of.clone()], Vec::new(), at)?;
        self.domain.truth(&answer, at)
    }

    /// Whether `isinstance(v, classes)` or `issubclass(v, classes)` (`b`, `args`) holds through a
    /// registration: some class registered with one of `classes` or a class deriving from it
    /// has `v` as an instance (or subclass). `false` leaves the answer to the other rules.
    pub(super) fn virtually_derives(&mut self, b: Builtin, args: &[Val<D>], at: Span) -> Result<bool, Fault> {
        let [v, classes] = args else { return Ok(false) };
        if self.virtual_subclasses.is_empty() || !matches!(b, Builtin::Isinstance | Builtin::Issubclass) {
            return Ok(false);
        }
        let targets: Vec<Rc<ClassDef>> = match self.domain.as_class(classes) {
            Some(class) => vec![class],
            None if self.is_builtin_instance(classes, Builtin::Tuple, at)? => {
                let items = self.collect(classes.clone(), at)?;
                items.iter().filter_map(|c| self.domain.as_class(c)).collect()
            }
            None => return Ok(false),
        };
        if b == Builtin::Issubclass && !self.is_class_value(v, at)? {
            // The other rules raise CPython's `TypeError`.
            return Ok(false);
        }
        let registered: Vec<Val<D>> = self
            .virtual_subclasses
            .iter()
            .filter(|(abc, _)| targets.iter().any(|t| abc.is_subclass_of(t)))
            .map(|(_, r)| r.clone())
            .collect();
        for r in registered {
            let answer = self.call_builtin(b, vec![v.clone(), r], Vec::new(), at)?;
            if self.domain.truth(&answer, at)? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}
