//! Writes through an instance's namespace, `obj.__dict__[k] = v`, `del obj.__dict__[k]`,
//! `obj.__dict__.pop(k[, d])` and `.setdefault(k[, d])` (and through `vars(obj)`), lowered to
//! the hidden `<namespace>(op, ...)` (`syntax/dict_snapshot.rs`). CPython's namespace is the
//! live dict of the object's attributes, so each is made on the object's own attributes,
//! bypassing descriptors, properties and `__setattr__` as a dict write does. Where the key is
//! missing, the error (or default) is the dict's, asked of a copy of the namespace.

use super::{Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{Const, Method};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `<namespace>(op, ...)`: `("set", v, x, k)`, `("del", x, k)`, `("pop", x, k[, d])`,
    /// `("setdefault", x, k[, d])`.
    pub(super) fn namespace_write(&mut self, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let mut args = args.into_iter();
        let op = match args.next() {
            Some(op) => self.domain.keyword_name(&op, at)?,
            None => return Err(Fault::internal("<namespace> without its operation", at)),
        };
        let mut rest: Vec<Val<D>> = args.collect();
        let value = if &*op == "set" && !rest.is_empty() { Some(rest.remove(0)) } else { None };
        if rest.is_empty() {
            return Err(Fault::internal("<namespace> without its object", at));
        }
        let owner = rest.remove(0);
        let obj = self.namespace_owner(&owner, at)?;
        let Some(key) = rest.first() else {
            // `x.__dict__.pop()`: the dict's own `TypeError`.
            return self.namespace_fallback(&obj, &op, rest, at);
        };
        let name = match self.domain.keyword_name(key, at) {
            Ok(name) => name,
            Err(f) if f.exc_class().is_some() => {
                return Err(Fault::unsupported("a key that is not a str in an object's namespace (`obj.__dict__`)", at))
            }
            Err(f) => return Err(f),
        };
        match (&*op, value) {
            ("set", Some(value)) => {
                self.no_attribute_store_in_rows(obj.made_in_rows, &name, at)?;
                obj.set_field(&name, value);
                self.domain.constant(&Const::None, at)
            }
            ("del", None) if obj.field(&name).is_some() => {
                self.no_attribute_store_in_rows(obj.made_in_rows, &name, at)?;
                obj.remove_field(&name);
                self.domain.constant(&Const::None, at)
            }
            ("pop", None) if rest.len() <= 2 && obj.field(&name).is_some() => {
                self.no_attribute_store_in_rows(obj.made_in_rows, &name, at)?;
                let found = obj.field(&name);
                obj.remove_field(&name);
                found.ok_or_else(|| Fault::internal("a namespace entry went missing", at))
            }
            ("setdefault", None) if rest.len() <= 2 => {
                if let Some(found) = obj.field(&name) {
                    return Ok(found);
                }
                let value = match rest.get(1) {
                    Some(v) => v.clone(),
                    None => self.domain.constant(&Const::None, at)?,
                };
                self.no_attribute_store_in_rows(obj.made_in_rows, &name, at)?;
                obj.set_field(&name, value.clone());
                Ok(value)
            }
            _ => self.namespace_fallback(&obj, &op, rest, at),
        }
    }

    /// The instance whose namespace `owner.__dict__` is: CPython's `AttributeError` for one
    /// without a `__dict__` (`__slots__`); any other value is refused (the write would reach
    /// a copy).
    fn namespace_owner(&mut self, owner: &Val<D>, at: Span) -> Result<Rc<Instance<Val<D>>>, Fault> {
        let Some(obj) = self.domain.as_object(owner) else {
            return Err(Fault::unsupported(
                "a write through `x.__dict__` or `vars(x)` of a value that is not an instance of a class of the program",
                at,
            ));
        };
        if obj.class.slot_names().is_some() {
            self.get_attribute(owner.clone(), "__dict__", at)?;
        }
        Ok(obj)
    }

    /// What the dict's own method answers where the object has no such attribute (`pop`'s
    /// default, `KeyError`, a wrong count of arguments), asked of a copy of the namespace.
    fn namespace_fallback(
        &mut self,
        obj: &Instance<Val<D>>,
        op: &str,
        args: Vec<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let method = match op {
            "setdefault" => Method::Setdefault,
            "pop" | "del" => Method::Pop,
            _ => return Err(Fault::internal("<namespace> of an unknown operation", at)),
        };
        let copy = self.namespace_dict(obj, at)?;
        let found = self.call_method(method, copy, args, Vec::new(), at)?;
        if op == "del" {
            return self.domain.constant(&Const::None, at);
        }
        Ok(found)
    }
}
