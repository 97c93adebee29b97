//! `isinstance` and `issubclass` against a `typing.Protocol` class, as CPython 3.11 answers
//! them: its `TypeError` unless the protocol is `@runtime_checkable`; then whether the value
//! has every member of the protocol (a method the value sets to `None` does not count), or
//! derives from it when the protocol has methods only. The protocol's members are the names
//! its classes bind or annotate, but for the special ones CPython leaves out.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, ClassDef, CmpOp, Const, ExcClass, Member, PyExc};
use crate::source::Span;
use std::rc::Rc;

/// Names of a protocol's body CPython never counts as its members.
const NOT_MEMBERS: &[&str] = &[
    "__abstractmethods__",
    "__annotations__",
    "__class_getitem__",
    "__dict__",
    "__doc__",
    "__init__",
    "__module__",
    "__new__",
    "__orig_bases__",
    "__orig_class__",
    "__parameters__",
    "__slots__",
    "__subclasshook__",
    "__weakref__",
    "_MutableMapping__marker",
    "_is_protocol",
    "_is_runtime_protocol",
];

/// What reading a member from the protocol class gives, as far as the check asks.
#[derive(Clone, Copy, PartialEq)]
enum Held {
    /// A method (also a static or class method): callable.
    Callable,
    /// `None`: a member a class may opt out of.
    NoneValue,
    /// Anything else (a property, a constant, an annotation without a value).
    Other,
}

/// What a class member is when read from its class; `None` where the model cannot tell
/// whether it is callable (a class or a mutable value held as a class attribute).
fn held(member: &Member) -> Option<Held> {
    match member {
        Member::Method(_) | Member::Static(_) | Member::ClassMethod(_) => Some(Held::Callable),
        Member::Property(_) | Member::CachedProperty(_) | Member::EnumMember(_) => Some(Held::Other),
        Member::Attr(Const::None) => Some(Held::NoneValue),
        Member::Attr(
            Const::Bool(_)
            | Const::Int(_)
            | Const::BigInt(_)
            | Const::Float(_)
            | Const::Str(_)
            | Const::Bytes(_)
            | Const::Tuple(_),
        ) => Some(Held::Other),
        Member::Attr(_) | Member::Shared(..) => None,
    }
}

/// The protocol's members, nearest definition first, each with what the protocol class holds
/// for it; `Err` names a member the model cannot classify.
fn members(protocol: &ClassDef) -> Result<Vec<(Rc<str>, Held)>, String> {
    let mut names: Vec<Rc<str>> = Vec::new();
    for c in protocol.mro() {
        let annotated = c.protocol.iter().flat_map(|p| p.annotated.iter());
        for name in c.members.iter().map(|(n, _)| n).chain(annotated) {
            if !NOT_MEMBERS.contains(&&**name) && !name.starts_with("_abc_") && !names.contains(name) {
                names.push(name.clone());
            }
        }
    }
    names
        .into_iter()
        .map(|name| {
            let found = protocol.mro().find_map(|c| c.members.iter().find(|(n, _)| *n == name).map(|(_, m)| m));
            match found.map(held) {
                None => Ok((name, Held::Other)),
                Some(Some(h)) => Ok((name, h)),
                Some(None) => {
                    Err(format!("the protocol member `{name}`, a class attribute whose callability is not modelled"))
                }
            }
        })
        .collect()
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The protocol class `class` names, if it is one.
    pub(super) fn protocol_class(&self, class: &Val<D>) -> Option<Rc<ClassDef>> {
        self.domain.as_class(class).filter(|c| c.protocol.is_some())
    }

    /// `isinstance(v, protocol)` (`b` Isinstance) or `issubclass(v, protocol)`.
    pub(super) fn protocol_check(&mut self, b: Builtin, v: &Val<D>, class: &Val<D>, at: Span) -> Result<bool, Fault> {
        let Some(protocol) = self.protocol_class(class) else {
            return Err(Fault::internal("a protocol class was looked up", at));
        };
        let protocol = &*protocol;
        if !protocol.protocol.as_ref().is_some_and(|p| p.runtime) {
            return Err(Fault::type_error(
                "Instance and class checks can only be used with @runtime_checkable protocols",
                at,
            ));
        }
        let members = members(protocol).map_err(|why| Fault::unsupported(why, at))?;
        let methods_only = members.iter().all(|(_, h)| *h == Held::Callable);
        if b == Builtin::Issubclass {
            if !methods_only {
                return Err(Fault::type_error("Protocols with non-method members don't support issubclass()", at));
            }
            return self.protocol_subclass(v, protocol, &members, at);
        }
        if methods_only && self.is_instance_of(v, protocol) {
            return Ok(true);
        }
        for (name, on_class) in &members {
            let name_value = self.domain.constant(&Const::Str(Rc::new(crate::ir::PyStr::from(&**name))), at)?;
            let has = self.getattr_builtin(Builtin::Hasattr, vec![v.clone(), name_value], &Default::default(), at)?;
            let mut present = self.domain.truth(&has, at)?;
            if present && *on_class == Held::Callable && self.domain.as_object(v).is_some() {
                // An instance opts out of a method by setting it to `None` (a builtin value's
                // methods never are).
                match self.get_attribute(v.clone(), name, at) {
                    Ok(value) => {
                        let none = self.domain.constant(&Const::None, at)?;
                        present = !self.domain.test(CmpOp::Is, value, none, at)?;
                    }
                    // One of `object`'s methods, which `hasattr` knows and the model does not
                    // read: not `None`.
                    Err(f) if f.exc_class() == Some(&ExcClass::Builtin(PyExc::AttributeError)) => {}
                    Err(f) => return Err(f),
                }
            }
            if !present {
                // CPython's last resort, `issubclass(type(v), protocol)`: for a protocol of
                // methods only, whether the value's class has them; else whether it derives
                // from the protocol.
                return match (methods_only, self.domain.as_object(v)) {
                    (true, Some(object)) => class_has(&object.class, protocol, &members, at),
                    _ => Ok(self.is_instance_of(v, protocol)),
                };
            }
        }
        Ok(true)
    }

    /// `issubclass(cls, protocol)` of a protocol with methods only, `cls` a class of the program.
    fn protocol_subclass(
        &mut self,
        v: &Val<D>,
        protocol: &ClassDef,
        members: &[(Rc<str>, Held)],
        at: Span,
    ) -> Result<bool, Fault> {
        match self.domain.as_class(v) {
            Some(class) => class_has(&class, protocol, members, at),
            None => Err(Fault::unsupported(
                "`issubclass` of a value other than a class of the program against a protocol",
                at,
            )),
        }
    }
}

/// Whether `class` derives from the protocol (of methods only), or a class along its order
/// defines each member as something other than `None` (`object` those it has).
fn class_has(class: &ClassDef, protocol: &ClassDef, members: &[(Rc<str>, Held)], at: Span) -> Result<bool, Fault> {
    if class.is_subclass_of(protocol) {
        return Ok(true);
    }
    for (name, _) in members {
        let found = class.mro().find_map(|c| c.members.iter().find(|(n, _)| n == name).map(|(_, m)| m));
        match found.map(held) {
            Some(Some(Held::NoneValue)) => return Ok(false),
            Some(Some(_)) => {}
            Some(None) => {
                let why = format!("the class attribute `{name}` met by a check against a protocol");
                return Err(Fault::unsupported(why, at));
            }
            None if super::builtin_attrs::lists(&[], name) => {}
            None => return Ok(false),
        }
    }
    Ok(true)
}
