//! `getattr(obj, name[, default])` and `hasattr(obj, name)` with a name known when they run:
//! the attribute `obj.name` would read, in both domains (fields and class attributes of the
//! program's instances, methods of builtin values as bound methods, a record's fields), with
//! `default` (or `False`) where that read is CPython's `AttributeError`.
//! `setattr(obj, name, value)` and `vars(obj)` likewise, for instances of the program's classes
//! (and of modelled modules', such as `argparse.Namespace`, whose fields are named at run time).

use super::call::Kwargs;
use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, Const, ExcClass, PyExc};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Calls `getattr` or `hasattr` (`b`).
    pub(super) fn getattr_builtin(
        &mut self,
        b: Builtin,
        args: Vec<Val<D>>,
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let name = b.name();
        if !kwargs.is_empty() {
            return Err(Fault::type_error(format!("{name}() takes no keyword arguments"), at));
        }
        let most = if b == Builtin::Getattr { 3 } else { 2 };
        if !(2..=most).contains(&args.len()) {
            let expected = if most == 3 { "at least 2 arguments" } else { "2 arguments" };
            return Err(Fault::type_error(format!("{name} expected {expected}, got {}", args.len()), at));
        }
        let mut args = args.into_iter();
        let (Some(obj), Some(attr)) = (args.next(), args.next()) else {
            return Err(Fault::internal("getattr's arguments were counted", at));
        };
        let default = args.next();
        let attr = self.attribute_name(&attr, at)?;
        let missing = |f: &Fault| f.exc_class() == Some(&ExcClass::Builtin(PyExc::AttributeError));
        match (self.get_attribute(obj, &attr, at), b, default) {
            (Ok(_), Builtin::Hasattr, _) => self.domain.constant(&Const::Bool(true), at),
            (Err(f), Builtin::Hasattr, _) if missing(&f) => self.domain.constant(&Const::Bool(false), at),
            (Err(f), _, Some(default)) if missing(&f) => Ok(default),
            (read, _, _) => read,
        }
    }
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Calls `setattr(obj, name, value)` (as `obj.name = value`) or `vars(obj)` (a new dict of
    /// the instance's attributes, in the order they were set; CPython's is the live `__dict__`).
    pub(super) fn setattr_or_vars(
        &mut self,
        b: Builtin,
        args: Vec<Val<D>>,
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let name = b.name();
        if !kwargs.is_empty() {
            return Err(Fault::type_error(format!("{name}() takes no keyword arguments"), at));
        }
        if b == Builtin::Vars {
            let [obj]: [Val<D>; 1] = args.try_into().map_err(|args: Vec<Val<D>>| match args.len() {
                0 => Fault::unsupported("`vars()` without an argument (the local variables)", at),
                n => Fault::type_error(format!("vars expected at most 1 argument, got {n}"), at),
            })?;
            if let Some(dict) = self.function_attribute(&obj, "__dict__", at) {
                return dict;
            }
            let Some(instance) = self.domain.as_object(&obj) else {
                return Err(Fault::type_error("vars() argument must have __dict__ attribute", at));
            };
            return self.instance_dict(&instance, at);
        }
        let [obj, attr, value]: [Val<D>; 3] = args.try_into().map_err(|args: Vec<Val<D>>| {
            Fault::type_error(format!("setattr expected 3 arguments, got {}", args.len()), at)
        })?;
        let attr = self.attribute_name(&attr, at)?;
        self.set_attribute(obj, &attr, value, at)?;
        self.domain.constant(&Const::None, at)
    }

    /// The name `getattr`/`hasattr`/`setattr` are given, with CPython's `TypeError` for a
    /// value that is not a str.
    fn attribute_name(&mut self, attr: &Val<D>, at: Span) -> Result<std::rc::Rc<str>, Fault> {
        match self.domain.keyword_name(attr, at) {
            Ok(attr) => Ok(attr),
            Err(f) if f.exc_class().is_some() => {
                let kind = self.type_name(attr, at)?;
                Err(Fault::type_error(format!("attribute name must be string, not '{kind}'"), at))
            }
            Err(f) => Err(f),
        }
    }
}
