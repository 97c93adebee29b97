//! Instances of the program's `typing.NamedTuple` classes. They are tuples of the domain that
//! know their class (`Domain::named_tuple`), so indexing, unpacking, `len`, iteration, `==`,
//! ordering and hashing are the domain's own tuple operations, as they are CPython's; here is
//! what the class adds: fields read by name, its methods and properties, `_replace`,
//! `_asdict`, `_make`, `_fields`, `_field_defaults`, and CPython's errors on assignment.

use super::objects::{method_value, AttrTarget};
use super::{Callable, Domain, Evaluator, Fault, Val};
use crate::ir::{ClassDef, Const, FieldDefault, Member, Method, PyExc, PyStr};
use crate::source::Span;
use std::rc::Rc;

type Kwargs<V> = Vec<(Rc<str>, V)>;

/// The methods every `NamedTuple` class has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum NamedTupleOp {
    /// `p._replace(x=1)`: a new instance with some fields replaced.
    Replace,
    /// `p._asdict()`: a dict of the fields.
    AsDict,
    /// `P._make(items)`: an instance from an iterable.
    Make,
}

impl NamedTupleOp {
    fn of(name: &str) -> Option<NamedTupleOp> {
        match name {
            "_replace" => Some(NamedTupleOp::Replace),
            "_asdict" => Some(NamedTupleOp::AsDict),
            "_make" => Some(NamedTupleOp::Make),
            _ => None,
        }
    }
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `p.name` of an instance of a `NamedTuple` class: a field, `_fields`, a property, a
    /// class attribute, else what the domain reads on a tuple.
    pub(super) fn named_tuple_attribute(
        &mut self,
        class: &Rc<ClassDef>,
        items: Vec<Val<D>>,
        v: Val<D>,
        name: &str,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if let Some(i) = field_index(class, name) {
            return items.into_iter().nth(i).ok_or_else(|| Fault::internal("a named tuple without its field", at));
        }
        if let Some(value) = self.named_tuple_class_attribute(class, name, at) {
            return value;
        }
        match class.lookup(name) {
            Some(Member::Property(getter)) => self.call_function(*getter, vec![v], Vec::new(), at),
            Some(Member::Attr(c)) => self.domain.constant(c, at),
            Some(Member::Shared(key, value)) => self.shared_class_value(*key, value, at),
            Some(Member::EnumMember(_)) => Err(Fault::internal("a member of an enumeration in a NamedTuple", at)),
            Some(Member::CachedProperty(_)) => Err(Fault::internal("a cached property in a NamedTuple", at)),
            Some(Member::Method(_) | Member::Static(_) | Member::ClassMethod(_)) => Err(method_value(name, at)),
            None if Method::from_name(name).is_some() || NamedTupleOp::of(name).is_some() => {
                Err(method_value(name, at))
            }
            None if name == "__doc__" || name == "__module__" => self.class_text_attribute(class, name, at),
            None => Err(Fault::exc(
                PyExc::AttributeError,
                format!("'{}' object has no attribute '{name}'", class.type_name()),
                at,
            )),
        }
    }

    /// What a `NamedTuple` class adds to its class attributes (`P._fields`), or refuses
    /// (`P.x` is CPython's field descriptor); `None` for the others.
    pub(super) fn named_tuple_class_attribute(
        &mut self,
        class: &ClassDef,
        name: &str,
        at: Span,
    ) -> Option<Result<Val<D>, Fault>> {
        let spec = class.data.as_ref().filter(|_| class.is_named_tuple())?;
        let text = |s: &str| Const::Str(Rc::new(PyStr::from(s)));
        match name {
            "_fields" | "__match_args__" => {
                let names = spec.fields.iter().map(|f| text(&f.name)).collect::<Vec<_>>();
                Some(self.domain.constant(&Const::Tuple(Rc::from(names)), at))
            }
            "_field_defaults" => Some(self.field_defaults(class, at)),
            _ if field_index(class, name).is_some() => Some(Err(Fault::unsupported(
                format!("the field descriptor `{}.{name}` (read the field of an instance)", class.name),
                at,
            ))),
            _ => None,
        }
    }

    /// `P._field_defaults`: the fields that have defaults, with them.
    fn field_defaults(&mut self, class: &ClassDef, at: Span) -> Result<Val<D>, Fault> {
        let mut pairs = Vec::new();
        for field in class.data.iter().flat_map(|d| &d.fields) {
            let value = match &field.default {
                FieldDefault::Value(c) => self.domain.constant(c, at)?,
                FieldDefault::Computed(v) => self.module_value(v, at)?,
                FieldDefault::Required | FieldDefault::Factory(_) => continue,
            };
            pairs.push((self.text_const(&field.name, at)?, value));
        }
        self.domain.build_dict(pairs, at)
    }

    /// `p.name = value` (or `del p.name`, `deleting`) on an instance of a `NamedTuple` class:
    /// always CPython's `AttributeError`, worded by what `name` is.
    pub(super) fn named_tuple_assignment(&self, class: &ClassDef, name: &str, deleting: bool, at: Span) -> Fault {
        let (verb, accessor) = if deleting { ("delete", "deleter") } else { ("set", "setter") };
        let message = if field_index(class, name).is_some() {
            format!("can't {verb} attribute")
        } else if let Some(Member::Property(_)) = class.lookup(name) {
            format!("property of '{}' object has no {accessor}", class.cpython_qualname())
        } else if name.starts_with("__") && name.ends_with("__") {
            let what = if deleting { "deleting" } else { "assigning" };
            return Fault::unsupported(format!("{what} `{name}` of an instance of `{}`", class.name), at);
        } else if class.lookup(name).is_some()
            || NamedTupleOp::of(name).is_some()
            || matches!(name, "_fields" | "_field_defaults" | "count" | "index")
        {
            format!("'{}' object attribute '{name}' is read-only", class.type_name())
        } else {
            format!("'{}' object has no attribute '{name}'", class.type_name())
        };
        Fault::exc(PyExc::AttributeError, message, at)
    }

    /// What `receiver.name(...)` calls on an instance of a `NamedTuple` class (a field holding a
    /// callable, a method of the class, `_replace`, ...), or on the class itself (`P._make`).
    pub(super) fn named_tuple_call_target(
        &mut self,
        class: &Rc<ClassDef>,
        receiver: &Val<D>,
        instance: Option<Vec<Val<D>>>,
        name: &str,
        fallback: Option<Method>,
        at: Span,
    ) -> Result<AttrTarget<Val<D>>, Fault> {
        if let Some(items) = instance {
            if let Some(i) = field_index(class, name) {
                let item = items.into_iter().nth(i);
                return item.map(AttrTarget::Value).ok_or_else(|| Fault::internal("a named tuple without a field", at));
            }
        }
        match (class.lookup(name).cloned(), NamedTupleOp::of(name)) {
            (Some(Member::Method(f)), _) if self.domain.as_class(receiver).is_none() => {
                Ok(AttrTarget::Bound(f, Some(receiver.clone())))
            }
            (Some(Member::Method(f) | Member::Static(f)), _) => Ok(AttrTarget::Bound(f, None)),
            (Some(Member::ClassMethod(f)), _) => {
                Ok(AttrTarget::Bound(f, Some(self.domain.function_value(Callable::Class(class.clone())))))
            }
            (Some(Member::Property(getter)), _) if self.domain.as_class(receiver).is_none() => {
                Ok(AttrTarget::Value(self.call_function(getter, vec![receiver.clone()], Vec::new(), at)?))
            }
            (Some(Member::Attr(c)), _) => Ok(AttrTarget::Value(self.domain.constant(&c, at)?)),
            (Some(Member::Shared(key, value)), _) => Ok(AttrTarget::Value(self.shared_class_value(key, &value, at)?)),
            (Some(Member::EnumMember(_)), _) => Err(Fault::internal("a member of an enumeration in a NamedTuple", at)),
            (Some(Member::CachedProperty(_)), _) => Err(Fault::internal("a cached property in a NamedTuple", at)),
            (Some(Member::Property(_)), _) => Err(method_value(name, at)),
            (None, Some(NamedTupleOp::Make)) => Ok(AttrTarget::NamedTuple(NamedTupleOp::Make, class.clone())),
            (None, Some(op)) if self.domain.as_class(receiver).is_none() => {
                Ok(AttrTarget::NamedTuple(op, class.clone()))
            }
            (None, Some(_)) => Err(Fault::unsupported(
                format!("calling `{}.{name}` on the class (call it on an instance)", class.name),
                at,
            )),
            (None, None) if name == "mro" && self.domain.as_class(receiver).is_some() => {
                Ok(AttrTarget::ClassMro(class.clone()))
            }
            (None, None) => match fallback {
                Some(m) if self.domain.as_class(receiver).is_none() => {
                    if let Err(f) = self.domain.check_method(m, receiver, at) {
                        return Err(self.missing_method(f, receiver, m.name(), at)?);
                    }
                    Ok(AttrTarget::Builtin(m))
                }
                Some(_) | None if self.domain.as_class(receiver).is_some() => Err(Fault::exc(
                    PyExc::AttributeError,
                    format!("type object '{}' has no attribute '{name}'", class.type_name()),
                    at,
                )),
                Some(_) | None => Err(Fault::exc(
                    PyExc::AttributeError,
                    format!("'{}' object has no attribute '{name}'", class.type_name()),
                    at,
                )),
            },
        }
    }

    /// Runs `_replace`, `_asdict` or `_make` with CPython's checks and messages.
    pub(super) fn call_named_tuple_op(
        &mut self,
        op: NamedTupleOp,
        class: Rc<ClassDef>,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let name = &class.name;
        match op {
            NamedTupleOp::Replace | NamedTupleOp::AsDict => {
                let method = if op == NamedTupleOp::Replace { "_replace" } else { "_asdict" };
                if !args.is_empty() {
                    return Err(Fault::type_error(
                        format!("{name}.{method}() takes 1 positional argument but {} were given", args.len() + 1),
                        at,
                    ));
                }
                let (_, mut items) = self
                    .domain
                    .as_named_tuple(&receiver)
                    .ok_or_else(|| Fault::internal("a named tuple's method on another value", at))?;
                if op == NamedTupleOp::AsDict {
                    if let Some((k, _)) = kwargs.first() {
                        return Err(Fault::type_error(
                            format!("{name}._asdict() got an unexpected keyword argument '{k}'"),
                            at,
                        ));
                    }
                    let mut pairs = Vec::with_capacity(items.len());
                    for (field, v) in class.data.iter().flat_map(|d| &d.fields).zip(items) {
                        pairs.push((self.text_const(&field.name, at)?, v));
                    }
                    return self.domain.build_dict(pairs, at);
                }
                let mut unknown = Vec::new();
                for (k, v) in kwargs {
                    match field_index(&class, &k) {
                        Some(i) => items[i] = v,
                        None => unknown.push(k),
                    }
                }
                if !unknown.is_empty() {
                    let mut listed = String::new();
                    for (i, k) in unknown.iter().enumerate() {
                        listed.push_str(if i > 0 { ", " } else { "" });
                        crate::pytext::str_repr(&mut listed, k);
                    }
                    return Err(Fault::value_error(format!("Got unexpected field names: [{listed}]"), at));
                }
                self.domain.named_tuple(class, items, at)
            }
            NamedTupleOp::Make => {
                let mut args = args;
                if let Some((k, v)) = kwargs.into_iter().next() {
                    if &*k != "iterable" || !args.is_empty() {
                        return Err(Fault::unsupported(format!("`{name}._make` with the keyword `{k}`"), at));
                    }
                    args.push(v);
                }
                let iterable = match <[Val<D>; 1]>::try_from(args) {
                    Ok([iterable]) => iterable,
                    Err(args) if args.is_empty() => {
                        return Err(Fault::type_error(
                            format!("{name}._make() missing 1 required positional argument: 'iterable'"),
                            at,
                        ))
                    }
                    Err(args) => {
                        return Err(Fault::type_error(
                            format!("{name}._make() takes 2 positional arguments but {} were given", args.len() + 1),
                            at,
                        ))
                    }
                };
                let items = self.collect(iterable, at)?;
                let wanted = class.data.as_ref().map_or(0, |d| d.fields.len());
                if items.len() != wanted {
                    return Err(Fault::type_error(format!("Expected {wanted} arguments, got {}", items.len()), at));
                }
                self.domain.named_tuple(class, items, at)
            }
        }
    }
}

/// The position of the field `name` of a `NamedTuple` class.
fn field_index(class: &ClassDef, name: &str) -> Option<usize> {
    class.data.as_ref().filter(|_| class.is_named_tuple())?.fields.iter().position(|f| &*f.name == name)
}
