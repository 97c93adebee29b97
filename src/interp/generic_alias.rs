//! A subscripted class as a value: `Box[int]` of a class deriving from `Generic[T]`
//! (`typing`'s `_GenericAlias`) and `list[int]`, `dict[str, int]` of a builtin type
//! (`types.GenericAlias`), made by `sema/generic_alias.rs`. Calling one calls its class
//! (`Box[int](5)` is a `Box`); it is written as CPython writes it (`__main__.Box[int]`,
//! `dict[str, list[int]]`), equal to another of the same class and arguments, and
//! `__origin__`/`__args__` give them back.

pub mod union_type;

use super::contract_object::ContractObject;
use super::Value;
use crate::ir::{Method, ReceiverType};
use crate::sema::Fault;
use crate::source::Span;
use std::any::Any;
use std::rc::Rc;

type Kwargs = Vec<(Rc<str>, Value)>;

/// A class with the type arguments it was subscripted with.
#[derive(Debug)]
pub struct GenericAlias {
    origin: Value,
    args: Vec<Value>,
    /// Made by subscripting a `Generic` class (`typing`'s alias), not a builtin type.
    typing: bool,
}

/// The alias of `origin` subscripted with `args`.
pub fn alias(origin: Value, args: Vec<Value>, typing: bool) -> Value {
    Value::Contract(Rc::new(Box::new(GenericAlias { origin, args, typing })))
}

fn as_alias(v: &Value) -> Option<&GenericAlias> {
    let Value::Contract(c) = v else { return None };
    c.as_any().downcast_ref::<GenericAlias>()
}

/// The class an alias calls, if `v` is one.
pub fn origin(v: &Value) -> Option<Value> {
    as_alias(v).map(|a| a.origin.clone())
}

/// `==` between two aliases: the same class and equal arguments (two `X | Y` unions: the
/// same types); `None` unless both are.
pub fn equal(a: &Value, b: &Value) -> Option<bool> {
    if let Some(same) = union_type::equal(a, b) {
        return Some(same);
    }
    let (a, b) = (as_alias(a)?, as_alias(b)?);
    Some(
        a.typing == b.typing
            && super::value::py_eq(&a.origin, &b.origin)
            && a.args.len() == b.args.len()
            && a.args.iter().zip(&b.args).all(|(x, y)| super::value::py_eq(x, y)),
    )
}

/// What an alias hashes by: its class and arguments.
pub fn hash_parts(v: &Value) -> Option<(&Value, &[Value])> {
    parts(v)
}

/// An alias's class and arguments (`__origin__`, `__args__`), if `v` is one.
pub fn parts(v: &Value) -> Option<(&Value, &[Value])> {
    as_alias(v).map(|a| (&a.origin, &a.args[..]))
}

/// Whether `v` subscripts a `Generic` class of the program (`typing`'s alias, not a builtin
/// type's).
pub fn is_typing(v: &Value) -> bool {
    as_alias(v).is_some_and(|a| a.typing)
}

/// How `typing` and `types.GenericAlias` write a type argument: a class by its module and
/// qualified name (builtins by name alone), `...`, `None`, another alias by its text.
pub(super) fn type_text(v: &Value, typing: bool) -> String {
    match v {
        Value::Class(c) if Rc::ptr_eq(c, &crate::ir::ellipsis()) => "...".to_owned(),
        Value::Class(c) => c.qualified_name(),
        Value::ExcClass(e) => match &**e {
            crate::ir::ExcClass::User(c) => c.qualified_name(),
            crate::ir::ExcClass::Builtin(b) => b.name().to_owned(),
        },
        Value::Builtin(b) if b.imported_only() => format!("collections.{}", b.name()),
        Value::Builtin(b) if b.is_class() || b.unnamed_class() => b.name().to_owned(),
        Value::None => "None".to_owned(),
        Value::Str(s) if typing => format!("ForwardRef({})", super::repr::repr(&Value::Str(s.clone()))),
        Value::Object(o) => typing_text(o).unwrap_or_else(|| super::repr::repr(v)),
        other => super::repr::repr(other),
    }
}

/// The text of one of the modelled `typing`'s forms (`Optional[int]`, `~T`), which each keeps
/// as `_shown` when made, as its `repr` writes it; None for any other object.
fn typing_text(o: &crate::sema::Instance<Value>) -> Option<String> {
    if o.class.home.as_ref().is_none_or(|h| h.model != "typing") {
        return None;
    }
    match o.field("_shown")? {
        Value::Str(s) => Some(s.as_str().to_owned()),
        _ => None,
    }
}

impl ContractObject for GenericAlias {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn type_name(&self) -> &'static str {
        if self.typing {
            "_GenericAlias"
        } else {
            "types.GenericAlias"
        }
    }
    fn describe(&self) -> String {
        let args: Vec<String> = self.args.iter().map(|a| type_text(a, self.typing)).collect();
        format!("{}[{}]", type_text(&self.origin, self.typing), args.join(", "))
    }
    fn has_relation_methods(&self) -> bool {
        false
    }
    fn native(&self) -> Option<ReceiverType> {
        Some(ReceiverType::GenericAlias)
    }
    fn call_method(&self, _m: Method, _args: Vec<Value>, _kwargs: Kwargs, _at: Span) -> Option<Result<Value, Fault>> {
        None
    }
    fn attribute(&self, name: &str, at: Span) -> Result<Value, Fault> {
        match name {
            "__origin__" => Ok(self.origin.clone()),
            "__args__" => Ok(Value::tuple(self.args.clone())),
            _ => Err(Fault::unsupported(
                format!("`{name}` of a subscripted class (`__origin__`, `__args__` are modelled)"),
                at,
            )),
        }
    }
    fn index(&self, _key: Value, at: Span) -> Result<Value, Fault> {
        Err(Fault::unsupported("subscripting a subscripted class again", at))
    }
}

/// The builtin types `types.GenericAlias` subscripts (`list[int]`, `collections.deque[str]`).
fn generic_builtin(b: crate::ir::Builtin) -> bool {
    use crate::ir::Builtin;
    matches!(
        b,
        Builtin::List
            | Builtin::Dict
            | Builtin::Set
            | Builtin::Frozenset
            | Builtin::Tuple
            | Builtin::Type
            | Builtin::Deque
            | Builtin::Defaultdict
            | Builtin::OrderedDict
            | Builtin::Counter
    )
}

/// `cls[args]` of a class value or a builtin type: its alias, CPython's `TypeError` for a class
/// that is not generic or given the wrong number of types; `None` for any other value.
pub fn subscript(obj: &Value, index: &Value, at: Span) -> Option<Result<Value, Fault>> {
    let args = match index {
        Value::Tuple(items) => items.to_vec(),
        one => vec![one.clone()],
    };
    match obj {
        Value::Builtin(b) if generic_builtin(*b) => Some(Ok(alias(obj.clone(), args, false))),
        // CPython's exception groups take any types (`__class_getitem__` is `GenericAlias`).
        Value::Class(c) if exception_group(c) => Some(Ok(alias(obj.clone(), args, false))),
        Value::Class(c) if ["Generic", "Protocol"].iter().any(|m| marker_is(c, m)) => {
            Some(marker_subscript(c, args, at))
        }
        // A subclass of a generic class that names no type variables of its own.
        Value::Class(c) if c.type_params.is_empty() && c.ancestors.iter().any(|a| !a.type_params.is_empty()) => {
            Some(Err(Fault::type_error(format!("<class '{}'> is not a generic class", c.qualified_name()), at)))
        }
        Value::Class(c) if c.type_params.is_empty() => {
            Some(Err(Fault::type_error(format!("type '{}' is not subscriptable", c.name), at)))
        }
        Value::Class(c) if c.type_params.len() != args.len() => {
            let (given, expected) = (args.len(), c.type_params.len());
            let how = if given > expected { "many" } else { "few" };
            Some(Err(Fault::type_error(
                format!(
                    "Too {how} arguments for <class '{}'>; actual {given}, expected {expected}",
                    c.qualified_name()
                ),
                at,
            )))
        }
        // `typing` keeps `None` as its type.
        Value::Class(_) => {
            let none =
                |a: Value| if matches!(a, Value::None) { Value::Builtin(crate::ir::Builtin::NoneType) } else { a };
            Some(Ok(alias(obj.clone(), args.into_iter().map(none).collect(), true)))
        }
        _ => None,
    }
}

/// Whether `c` is `typing`'s marker class `name` (`Generic`, `Protocol`).
/// Whether `c` is the builtin `BaseExceptionGroup` or derives from it (its model's class).
fn exception_group(c: &Rc<crate::ir::ClassDef>) -> bool {
    let is_group = |k: &crate::ir::ClassDef| {
        &*k.name == "BaseExceptionGroup" && k.home.as_ref().is_some_and(|h| h.model == "builtins")
    };
    is_group(c) || c.ancestors.iter().any(|a| is_group(a))
}

fn marker_is(c: &Rc<crate::ir::ClassDef>, name: &str) -> bool {
    crate::ir::marker_class("typing", name).is_some_and(|m| Rc::ptr_eq(&m, c))
}

/// `Generic[K, T]` (or `Protocol[T]`), what a generic class's `__orig_bases__` holds: its type
/// variables, each once, with CPython's `TypeError`s otherwise.
fn marker_subscript(c: &Rc<crate::ir::ClassDef>, args: Vec<Value>, at: Span) -> Result<Value, Fault> {
    let type_var = |v: &Value| {
        matches!(v, Value::Object(o) if &*o.class.name == "TypeVar"
            && o.class.home.as_ref().is_some_and(|h| h.model == "typing"))
    };
    if !args.iter().all(type_var) {
        let message =
            format!("Parameters to {}[...] must all be type variables or parameter specification variables.", c.name);
        return Err(Fault::type_error(message, at));
    }
    if args.iter().enumerate().any(|(i, a)| args[..i].iter().any(|b| super::value::py_eq(a, b))) {
        return Err(Fault::type_error(format!("Parameters to {}[...] must all be unique", c.name), at));
    }
    Ok(alias(Value::Class(c.clone()), args, true))
}

/// CPython's `TypeError` for an alias given to `isinstance` or `issubclass` (`check`).
pub fn class_check_refused(v: &Value, check: &str, at: Span) -> Fault {
    match as_alias(v) {
        Some(a) if a.typing => {
            Fault::type_error("Subscripted generics cannot be used with class and instance checks", at)
        }
        _ => Fault::type_error(format!("{check}() argument 2 cannot be a parameterized generic"), at),
    }
}
