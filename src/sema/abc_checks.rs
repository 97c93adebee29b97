//! `isinstance` and `issubclass` against the abstract classes of `collections.abc` (the
//! model: `layer/embedded/classes/collections_abc.py`), as CPython 3.11 answers them. A
//! builtin value's type is registered with them (`dict` is a `MutableMapping`, `str` a
//! `Sequence`, a dict's `keys()` a `KeysView`), so its answer is read from its type's name;
//! a program's class answers by deriving from the class, by its builtin base, or, for the
//! classes whose `__subclasshook__` looks for methods (`Iterable` for `__iter__`, `Sized` for
//! `__len__`, `Hashable` for a `__hash__` that is not `None`, ...), by defining them.
//! `register` (a virtual subclass) is `sema/virtual_subclasses.rs`.

use super::{Callable, Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, ClassDef, Const, Member};
use crate::source::Span;

/// The model's module.
const MODEL: &str = "collections.abc";

const HASHABLE: &[&str] = &["Hashable"];
const CALLABLE: &[&str] = &["Hashable", "Callable"];
const ITERATOR: &[&str] = &["Hashable", "Iterable", "Iterator"];
const GENERATOR: &[&str] = &["Hashable", "Iterable", "Iterator", "Generator"];
const COROUTINE: &[&str] = &["Hashable", "Awaitable", "Coroutine"];
const ASYNC_GENERATOR: &[&str] = &["Hashable", "AsyncIterable", "AsyncIterator", "AsyncGenerator"];
/// What an enumeration class is beside a callable: what `EnumType` defines.
const ENUM_CLASS: &[&str] = &["Iterable", "Reversible", "Sized", "Container", "Collection"];
const SEQUENCE: &[&str] = &["Hashable", "Iterable", "Reversible", "Sized", "Container", "Collection", "Sequence"];
const BYTES: &[&str] =
    &["Hashable", "Iterable", "Reversible", "Sized", "Container", "Collection", "Sequence", "ByteString"];
const MUTABLE_SEQUENCE: &[&str] =
    &["Iterable", "Reversible", "Sized", "Container", "Collection", "Sequence", "MutableSequence"];
const BYTEARRAY: &[&str] =
    &["Iterable", "Reversible", "Sized", "Container", "Collection", "Sequence", "MutableSequence", "ByteString"];
const MAPPING: &[&str] = &["Iterable", "Reversible", "Sized", "Container", "Collection", "Mapping"];
const MUTABLE_MAPPING: &[&str] =
    &["Iterable", "Reversible", "Sized", "Container", "Collection", "Mapping", "MutableMapping"];
const MUTABLE_SET: &[&str] = &["Iterable", "Sized", "Container", "Collection", "Set", "MutableSet"];
const FROZENSET: &[&str] = &["Hashable", "Iterable", "Sized", "Container", "Collection", "Set"];
const KEYS_VIEW: &[&str] =
    &["Iterable", "Reversible", "Sized", "Container", "Collection", "Set", "MappingView", "KeysView"];
const ITEMS_VIEW: &[&str] =
    &["Iterable", "Reversible", "Sized", "Container", "Collection", "Set", "MappingView", "ItemsView"];
const VALUES_VIEW: &[&str] =
    &["Hashable", "Iterable", "Reversible", "Sized", "Container", "Collection", "MappingView", "ValuesView"];

/// The classes a builtin type (by the name `type()` gives it) is registered with, or is
/// found to be by its methods; `None` for a type this table does not know.
fn registered(type_name: &str) -> Option<&'static [&'static str]> {
    Some(match type_name {
        "str" | "tuple" | "range" | "memoryview" => SEQUENCE,
        "bytes" => BYTES,
        "bytearray" => BYTEARRAY,
        "list" | "collections.deque" => MUTABLE_SEQUENCE,
        "dict" | "Counter" | "collections.Counter" | "collections.OrderedDict" | "collections.defaultdict" => {
            MUTABLE_MAPPING
        }
        "mappingproxy" => MAPPING,
        "set" => MUTABLE_SET,
        "frozenset" => FROZENSET,
        "dict_keys" => KEYS_VIEW,
        "dict_items" => ITEMS_VIEW,
        "dict_values" => VALUES_VIEW,
        "generator" => GENERATOR,
        "coroutine" => COROUTINE,
        "async_generator" => ASYNC_GENERATOR,
        "function" | "builtin_function_or_method" | "method" | "type" => CALLABLE,
        "int" | "float" | "complex" | "bool" | "NoneType" | "ellipsis" | "NotImplementedType" | "object" | "module" => {
            HASHABLE
        }
        // A builtin exception: `BaseException` defines none of the protocols' methods.
        n if crate::ir::PyExc::from_name(n).is_some() => HASHABLE,
        "slice" => &[],
        "zip" | "map" | "filter" | "enumerate" | "reversed" => ITERATOR,
        n if n.ends_with("iterator") || n.starts_with("itertools.") => ITERATOR,
        _ => return None,
    })
}

/// The builtin type `b` as `type()` names it, for [`registered`].
fn builtin_type_name(b: Builtin) -> &'static str {
    if b == Builtin::Deque {
        "collections.deque"
    } else if b == Builtin::OrderedDict {
        "collections.OrderedDict"
    } else if b == Builtin::Defaultdict {
        "collections.defaultdict"
    } else {
        b.name()
    }
}

/// The methods a class's `__subclasshook__` looks for: each defined along the class's method
/// resolution order, and not as `None`. (`Hashable` is [`ClassDef::hashable`].)
fn hook_methods(abc: &str) -> Option<&'static [&'static str]> {
    Some(match abc {
        "Iterable" => &["__iter__"],
        "Iterator" => &["__iter__", "__next__"],
        "Reversible" => &["__reversed__", "__iter__"],
        "Generator" => &["__iter__", "__next__", "send", "throw", "close"],
        "Sized" => &["__len__"],
        "Container" => &["__contains__"],
        "Collection" => &["__len__", "__iter__", "__contains__"],
        "Callable" => &["__call__"],
        "Awaitable" => &["__await__"],
        "Coroutine" => &["__await__", "send", "throw", "close"],
        "AsyncIterable" => &["__aiter__"],
        "AsyncIterator" => &["__anext__", "__aiter__"],
        "AsyncGenerator" => &["__aiter__", "__anext__", "asend", "athrow", "aclose"],
        _ => return None,
    })
}

/// The name of `class` if it is one of the model's classes.
fn abc_name(class: &ClassDef) -> Option<&str> {
    (class.home.as_ref()?.model == MODEL).then_some(&*class.name)
}

/// Whether the program's class `class` is a (virtual) subclass of the model's class `abc`.
fn class_reaches(class: &ClassDef, abc: &ClassDef) -> bool {
    if class.is_subclass_of(abc) {
        return true;
    }
    let name = &*abc.name;
    // A named tuple's class holds tuples.
    let builtin = if class.mro().any(ClassDef::is_named_tuple) { Some(Builtin::Tuple) } else { class.builtin_type() };
    if builtin.and_then(|b| registered(builtin_type_name(b))).is_some_and(|r| r.contains(&name)) {
        return true;
    }
    if name == "Hashable" {
        return class.hashable();
    }
    let defines = |method: &str| {
        // `Mapping`'s `__reversed__` stands for CPython's `None`: it only refuses.
        let owner = class.mro().find(|c| c.members.iter().any(|(n, _)| &**n == method));
        let refusing = owner.is_some_and(|c| abc_name(c) == Some("Mapping") && method == "__reversed__");
        !refusing && !matches!(class.lookup(method), Some(Member::Attr(Const::None)) | None)
    };
    hook_methods(name).is_some_and(|methods| methods.iter().all(|m| defines(m)))
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Whether `classes` is one of this family's classes, or a tuple naming one.
    pub(super) fn names_collection_abc(&mut self, classes: &Val<D>, at: Span) -> Result<bool, Fault> {
        if !self.collection_abcs {
            return Ok(false);
        }
        self.names_class_family(classes, |c| abc_name(c).is_some(), at)
    }

    /// `isinstance(v, classes)` or `issubclass(v, classes)` (`b`) where `classes` names one of
    /// this family's classes (see [`Self::names_collection_abc`]).
    pub(super) fn collection_abc_check(
        &mut self,
        b: Builtin,
        v: &Val<D>,
        classes: &Val<D>,
        at: Span,
    ) -> Result<bool, Fault> {
        self.class_family_check(b, v, classes, Self::abc_one, at)
    }

    /// `isinstance(v, class)` or `issubclass(v, class)` for one class, a model one or not.
    fn abc_one(&mut self, b: Builtin, v: &Val<D>, class: &ClassDef, at: Span) -> Result<bool, Fault> {
        if abc_name(class).is_none() {
            return Ok(if b == Builtin::Issubclass {
                self.domain.as_class(v).is_some_and(|c| c.is_subclass_of(class))
            } else {
                self.is_instance_of(v, class)
            });
        }
        if b == Builtin::Issubclass {
            return self.abc_subclass(v, class, at);
        }
        if let Some(obj) = self.domain.as_object(v) {
            return Ok(class_reaches(&obj.class, class));
        }
        if let Some((tuple_class, _)) = self.domain.as_named_tuple(v) {
            return Ok(class_reaches(&tuple_class, class));
        }
        if let Some(value_class) = self.domain.as_class(v) {
            // A class is an instance of its metaclass: `type`, or for an enumeration `EnumType`,
            // which also iterates, measures and reverses its members.
            let of_enum = value_class.enum_spec().is_some() && ENUM_CLASS.contains(&&*class.name);
            return Ok(of_enum || CALLABLE.contains(&&*class.name));
        }
        // The iterators the evaluator runs (a generator, `map`, `filter`, `zip`, ...), which
        // `type()` calls generators alike.
        if let Some(lazy) = self.domain.as_lazy(v) {
            let abcs = if self.is_generator(&lazy) { GENERATOR } else { ITERATOR };
            return Ok(abcs.contains(&&*class.name));
        }
        let Ok(t) = self.domain.builtin(Builtin::Type, vec![v.clone()], Vec::new(), at) else {
            // The builtin iterators `type()` cannot name (`iter(list)`'s, ...).
            if self.domain.is_iterator(v) {
                return Ok(ITERATOR.contains(&&*class.name));
            }
            return Err(Fault::unsupported(
                format!("`isinstance` of a value whose type is not known against `collections.abc.{}`", class.name),
                at,
            ));
        };
        let text = self.domain.text(&t);
        let type_name = text.split('\'').nth(1).unwrap_or(&text).to_owned();
        match registered(&type_name) {
            Some(abcs) => Ok(abcs.contains(&&*class.name)),
            None => Err(Fault::unsupported(
                format!("`isinstance` of a `{type_name}` value against `collections.abc.{}`", class.name),
                at,
            )),
        }
    }

    /// `issubclass(v, abc)` for one of the model's classes, with CPython's `TypeError` for a
    /// value that is not a class.
    fn abc_subclass(&mut self, v: &Val<D>, abc: &ClassDef, at: Span) -> Result<bool, Fault> {
        if let Some(class) = self.domain.as_class(v) {
            return Ok(class_reaches(&class, abc));
        }
        match self.domain.callable(v, at) {
            Ok(Callable::Builtin(b)) if b.is_class() => {
                Ok(registered(builtin_type_name(b)).is_some_and(|r| r.contains(&&*abc.name)))
            }
            _ => Err(Fault::type_error("issubclass() arg 1 must be a class", at)),
        }
    }
}
