//! `property` and `functools.cached_property` objects as values. `Class.prop` of a `@property`
//! reads the property object (`fget`, `fset`, `fdel`, `__doc__`, `__isabstractmethod__`),
//! one per defining class and name in a run, as CPython keeps one in the class namespace;
//! `Class.name` of a `@cached_property` reads its object (`func`, `attrname`, `__doc__`).
//! `property(fget, fset, fdel, doc)` makes one by call; held as a class attribute
//! (`x = property(get_x, set_x)`) it is a data descriptor: reading, assigning and deleting the
//! attribute of an instance call `fget`, `fset` and `fdel`, or raise CPython's
//! `AttributeError` for the one missing. `getter`, `setter` and `deleter` return a copy with
//! one function replaced. The objects are instances of builtin classes (`ir/value_classes.rs`)
//! whose text shows an address, so it is refused as other such objects' is.

use super::{Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{ClassDef, Const, Member, PyExc, PROPERTY_ATTRIBUTES};
use crate::source::Span;
use std::rc::Rc;

/// Which of a property's functions `getter`, `setter` or `deleter` replaces: its position in
/// [`PROPERTY_ATTRIBUTES`].
pub(super) fn copy_method(name: &str) -> Option<usize> {
    ["getter", "setter", "deleter"].iter().position(|m| *m == name)
}

type Kwargs<V> = Vec<(Rc<str>, V)>;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `Class.name` where `class` (or a base) defines `name` with `@property` or
    /// `@functools.cached_property`: the object, made once per run.
    pub(super) fn property_object(&mut self, class: &ClassDef, name: &str, at: Span) -> Result<Val<D>, Fault> {
        let Some(owner) = class.defining(name) else {
            return Err(Fault::exc(PyExc::AttributeError, name.to_owned(), at));
        };
        if let Some((_, made)) = self.property_objects.iter().find(|((id, n), _)| *id == owner.id && &**n == name) {
            return Ok(made.clone());
        }
        let made = match owner.members.iter().find(|(n, _)| &**n == name).map(|(_, m)| m) {
            Some(Member::Property(getter)) => {
                let fget = self.class_function_ref(owner, *getter);
                let none = self.domain.constant(&Const::None, at)?;
                let accessor = |this: &mut Self, list: &[(Rc<str>, crate::ir::FuncId)]| match list
                    .iter()
                    .find(|(n, _)| &**n == name)
                {
                    Some((_, f)) => this.class_function_ref(owner, *f),
                    None => none.clone(),
                };
                let fset = accessor(self, &owner.setters);
                let fdel = accessor(self, &owner.deleters);
                let doc = self.doc_of(&fget, at)?;
                let obj = self.new_property([fget, fset, fdel, doc]);
                // `@abstractmethod` under `@property` leaves the name abstract in its class.
                let abstract_ = owner.abstract_methods.as_ref().is_some_and(|a| a.iter().any(|n| &**n == name));
                obj.set_field(&Rc::from("__isabstractmethod__"), self.domain.constant(&Const::Bool(abstract_), at)?);
                self.domain.object_value(obj)
            }
            Some(Member::CachedProperty(getter)) => {
                let func = self.class_function_ref(owner, *getter);
                let obj = Rc::new(Instance::made_in(
                    crate::ir::value_class(crate::ir::ValueClass::CachedProperty),
                    self.rows_depth,
                ));
                obj.set_field(&Rc::from("__doc__"), self.doc_of(&func, at)?);
                obj.set_field(&Rc::from("func"), func);
                obj.set_field(&Rc::from("attrname"), self.text_const(name, at)?);
                self.domain.object_value(obj)
            }
            _ => return Err(super::objects::method_value(name, at)),
        };
        self.value_objects = true;
        self.property_objects.push(((owner.id, Rc::from(name)), made.clone()));
        Ok(made)
    }

    /// A function's `__doc__` (None for a value that is no function of the program).
    fn doc_of(&mut self, f: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        match self.function_attribute(f, "__doc__", at) {
            Some(read) => read,
            None => self.domain.constant(&Const::None, at),
        }
    }

    /// A property object holding `fget`, `fset`, `fdel` and `__doc__`.
    fn new_property(&mut self, parts: [Val<D>; 4]) -> Rc<Instance<Val<D>>> {
        let obj = Rc::new(Instance::made_in(crate::ir::property_class(), self.rows_depth));
        for (name, value) in PROPERTY_ATTRIBUTES.iter().zip(parts) {
            obj.set_field(&Rc::from(*name), value);
        }
        obj
    }

    /// `property(fget=None, fset=None, fdel=None, doc=None)`: a doc of None takes the getter's.
    pub(super) fn make_property(
        &mut self,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if args.len() > PROPERTY_ATTRIBUTES.len() {
            let message = format!("property() takes at most 4 arguments ({} given)", args.len() + kwargs.len());
            return Err(Fault::type_error(message, at));
        }
        let none = self.domain.constant(&Const::None, at)?;
        let mut parts: [Option<Val<D>>; 4] = [None, None, None, None];
        for (i, v) in args.into_iter().enumerate() {
            parts[i] = Some(v);
        }
        for (name, v) in kwargs {
            let keyword = if &*name == "doc" { "__doc__" } else { &*name };
            let Some(i) = PROPERTY_ATTRIBUTES.iter().position(|p| *p == keyword) else {
                return Err(Fault::type_error(format!("'{name}' is an invalid keyword argument for property()"), at));
            };
            if parts[i].is_some() {
                let message = format!("argument for property() given by name ('{name}') and position ({})", i + 1);
                return Err(Fault::type_error(message, at));
            }
            parts[i] = Some(v);
        }
        let [fget, fset, fdel, doc] = parts.map(|p| p.unwrap_or_else(|| none.clone()));
        let doc = match self.is_none(&doc, at)? {
            true => self.doc_of(&fget, at)?,
            false => doc,
        };
        let obj = self.new_property([fget, fset, fdel, doc]);
        obj.set_field(&Rc::from("__isabstractmethod__"), self.domain.constant(&Const::Bool(false), at)?);
        // From now on a class attribute may be a property object, which takes reads, stores
        // and deletions of its name on instances (`descriptors.rs`).
        self.descriptors = true;
        self.value_objects = true;
        Ok(self.domain.object_value(obj))
    }

    /// `prop.getter(f)`, `prop.setter(f)`, `prop.deleter(f)` (`which`: the function replaced):
    /// a new property with the others kept; a function of None keeps the old one.
    pub(super) fn property_copy(
        &mut self,
        prop: &Instance<Val<D>>,
        which: usize,
        args: Vec<Val<D>>,
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let method = ["getter", "setter", "deleter"][which];
        if !kwargs.is_empty() {
            return Err(Fault::type_error(format!("property.{method}() takes no keyword arguments"), at));
        }
        let [f] = <[Val<D>; 1]>::try_from(args).map_err(|args| {
            let message = format!("property.{method}() takes exactly one argument ({} given)", args.len());
            Fault::type_error(message, at)
        })?;
        let none = self.domain.constant(&Const::None, at)?;
        let mut parts: [Val<D>; 4] = PROPERTY_ATTRIBUTES.map(|name| prop.field(name).unwrap_or_else(|| none.clone()));
        if !self.is_none(&f, at)? {
            parts[which] = f;
        }
        // CPython copies the getter's doc when the old doc came from the old getter.
        let old_getter_doc = self.doc_of(&prop.field("fget").unwrap_or_else(|| none.clone()), at)?;
        if which == 0 && self.equal_docs(&parts[3], &old_getter_doc, at)? {
            parts[3] = self.doc_of(&parts[0], at)?;
        }
        let abstract_ = prop.field("__isabstractmethod__").unwrap_or_else(|| none.clone());
        let copy = self.new_property(parts);
        copy.set_field(&Rc::from("__isabstractmethod__"), abstract_);
        self.descriptors = true;
        Ok(self.domain.object_value(copy))
    }

    /// Whether `a == b` (docs are strs, whose identity is not modelled).
    fn equal_docs(&mut self, a: &Val<D>, b: &Val<D>, at: Span) -> Result<bool, Fault> {
        let same = self.compare(crate::ir::CmpOp::Eq, a.clone(), b.clone(), at)?;
        self.domain.truth(&same, at)
    }

    /// `prop.name = value` on a `property` or `cached_property` object: a property's
    /// `__doc__` is writable, its functions are CPython's read-only attributes; what a
    /// `cached_property` (a class written in Python) takes is not modelled. False: another
    /// object.
    pub(super) fn property_attribute_store(
        &mut self,
        obj: &Instance<Val<D>>,
        name: &Rc<str>,
        value: &Val<D>,
        at: Span,
    ) -> Result<bool, Fault> {
        if obj.class.is_cached_property_class() {
            return Err(Fault::unsupported("assigning an attribute of a `functools.cached_property` object", at));
        }
        if !obj.class.is_property_class() {
            return Ok(false);
        }
        match &**name {
            "__doc__" => obj.set_field(name, value.clone()),
            "fget" | "fset" | "fdel" | "__isabstractmethod__" => {
                return Err(Fault::exc(PyExc::AttributeError, "readonly attribute", at))
            }
            _ => {
                let message = format!("'property' object has no attribute '{name}'");
                return Err(Fault::exc(PyExc::AttributeError, message, at));
            }
        }
        Ok(true)
    }

    /// The property object `value` is, if it is one.
    pub(super) fn as_property(&self, value: &Val<D>) -> Option<Rc<Instance<Val<D>>>> {
        self.domain.as_object(value).filter(|o| o.class.is_property_class())
    }

    /// `obj.name` read, assigned (`Some(value)`) or deleted through the property object
    /// `prop` its class holds: `fget(obj)`, `fset(obj, value)` or `fdel(obj)`, or CPython's
    /// `AttributeError` naming what is missing. `named`: the name `__set_name__` gave the
    /// property, which the class statement that holds it gives (one assigned to the class
    /// later has none).
    pub(super) fn through_property(
        &mut self,
        prop: &Instance<Val<D>>,
        target: &Val<D>,
        class: &ClassDef,
        named: Option<&str>,
        access: PropertyAccess<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let (field, missing) = match &access {
            PropertyAccess::Get => ("fget", "getter"),
            PropertyAccess::Set(_) => ("fset", "setter"),
            PropertyAccess::Delete => ("fdel", "deleter"),
        };
        let f = prop.field(field);
        let missing_f = match &f {
            Some(f) => self.is_none(f, at)?,
            None => true,
        };
        let f = match f {
            Some(f) if !missing_f => f,
            _ => {
                let named = named.map(|n| format!(" '{n}'")).unwrap_or_default();
                // CPython names the class by its `__qualname__` (`main.<locals>.Q`).
                let message = format!("property{named} of '{}' object has no {missing}", class.cpython_qualname());
                return Err(Fault::exc(PyExc::AttributeError, message, at));
            }
        };
        let mut args = vec![target.clone()];
        if let PropertyAccess::Set(value) = access {
            args.push(value);
        }
        let callee = self.domain.callable(&f, at)?;
        self.call_callable(callee, args, Vec::new(), at)
    }
}

/// What is done to an instance's attribute held by a property object.
pub(super) enum PropertyAccess<V> {
    Get,
    Set(V),
    Delete,
}
