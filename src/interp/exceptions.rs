//! Exception objects of the concrete domain: building them (`ValueError("bad")`), raising them,
//! the object a caught fault stands for, and how CPython shows them (`str`, `repr`, `args`).

use super::repr::{repr, to_str};
use super::value::Value;
use crate::ir::{ExcClass, PyExc};
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

/// An exception instance: its class and the arguments it was built with. `args` is `None` for
/// an exception the prover raised on terms (`raise ValueError(f"{x}")` with `x` unknown): its
/// class is known, its arguments are not, so reading them is refused.
#[derive(Debug)]
pub struct ExcObject {
    pub class: ExcClass,
    pub args: Option<Vec<Value>>,
    /// How the prover shows unknown arguments (`<symbolic str>`), for messages only.
    pub about: String,
    /// Its `__cause__`, `__context__` and `__suppress_context__` (`sema/exc_chain.rs`).
    pub chain: crate::sema::ChainSlot,
}

/// `Class(args)`: CPython's `BaseException.__init__`, with the constructors the subset does
/// not model refused.
pub fn make(class: &ExcClass, args: Vec<Value>, at: Span) -> Result<Value, Fault> {
    constructible(class, args.len(), at)?;
    Ok(Value::Exception(Rc::new(ExcObject {
        class: class.clone(),
        args: Some(args),
        about: String::new(),
        chain: Default::default(),
    })))
}

/// An exception the interpreter raises with the arguments CPython gives it, for a class the
/// program may not build itself (a codec's `UnicodeDecodeError`).
pub fn built(class: &ExcClass, args: Vec<Value>) -> Value {
    Value::Exception(Rc::new(ExcObject {
        class: class.clone(),
        args: Some(args),
        about: String::new(),
        chain: Default::default(),
    }))
}

/// An exception of `class` built from `count` arguments the prover does not know, which it
/// shows as `about`.
pub fn make_unknown(class: &ExcClass, count: usize, about: String, at: Span) -> Result<Value, Fault> {
    constructible(class, count, at)?;
    Ok(Value::Exception(Rc::new(ExcObject { class: class.clone(), args: None, about, chain: Default::default() })))
}

/// An exception of `class` whose arguments are not known (see `ExcObject::args`).
pub fn unknown(class: &ExcClass) -> Value {
    Value::Exception(Rc::new(ExcObject {
        class: class.clone(),
        args: None,
        about: String::new(),
        chain: Default::default(),
    }))
}

fn constructible(class: &ExcClass, count: usize, at: Span) -> Result<(), Fault> {
    let root = class.builtin_root();
    if let Some(why) = root.unraisable() {
        return Err(Fault::unsupported(format!("`{}` {why}", class.name()), at));
    }
    if matches!(root, PyExc::JSONDecodeError | PyExc::error) {
        return Err(Fault::unsupported(
            format!(
                "making a `{}` in the program is not modelled (only `json` and `re` raise it here)",
                class.qualified_name()
            ),
            at,
        ));
    }
    if root.is_os_error() && count >= 2 {
        return Err(Fault::unsupported(
            format!(
                "`{}` with two or more arguments (an errno and its text) is not modelled: pass one message",
                class.name()
            ),
            at,
        ));
    }
    Ok(())
}

/// `raise value [from cause]`: an instance is raised as it is, a class is instantiated first.
pub fn raise(value: &Value, cause: Option<&Value>, at: Span) -> Fault {
    if let Some(cause) = cause {
        if !matches!(cause, Value::None | Value::Exception(_) | Value::ExcClass(_)) {
            return Fault::type_error("exception causes must derive from BaseException", at);
        }
    }
    let object = match value {
        Value::Exception(_) => value.clone(),
        Value::ExcClass(class) => match make(class, Vec::new(), at) {
            Ok(v) => v,
            Err(f) => return f,
        },
        _ => return Fault::type_error("exceptions must derive from BaseException", at),
    };
    let Value::Exception(e) = &object else { return Fault::internal("an exception that is not one", at) };
    let message = match &e.args {
        Some(_) => text(e),
        None => e.about.clone(),
    };
    Fault::new(crate::sema::FaultKind::Exception(e.class.clone()), message, at).with_value(Rc::new(object))
}

/// The exception object a caught fault stands for: the one raised, or, for an exception the
/// interpreter raised itself, one built from its message (as CPython builds it).
pub fn caught(fault: &Fault, at: Span) -> Result<Value, Fault> {
    if let Some(v) = fault.value().and_then(|v| v.downcast_ref::<Value>()) {
        return Ok(v.clone());
    }
    let Some(class) = fault.exc_class() else {
        return Err(Fault::internal("only a Python exception can be caught", at));
    };
    let args = if fault.message().is_empty() { Vec::new() } else { vec![Value::str(fault.message())] };
    Ok(Value::Exception(Rc::new(ExcObject {
        class: class.clone(),
        args: Some(args),
        about: String::new(),
        chain: Default::default(),
    })))
}

/// A `KeyError` for a missing key, carrying the key (`e.args[0]`), shown as its repr.
pub fn key_error(key: &Value, at: Span) -> Fault {
    let object = Value::Exception(Rc::new(ExcObject {
        class: ExcClass::Builtin(PyExc::KeyError),
        args: Some(vec![key.clone()]),
        about: String::new(),
        chain: Default::default(),
    }));
    Fault::exc(PyExc::KeyError, repr(key), at).with_value(Rc::new(object))
}

/// CPython's `str(e)`: nothing, the one argument's `str` (its `repr` for `KeyError`), or the
/// tuple of arguments.
pub fn text(e: &ExcObject) -> String {
    let Some(args) = &e.args else { return format!("<{} raised on unknown values>", e.class.name()) };
    if let Some(text) = super::codecs::error_text(e.class.builtin_root(), args) {
        return text;
    }
    match args.as_slice() {
        [] => String::new(),
        [one] if e.class.builtin_root() == PyExc::KeyError => repr(one),
        [one] => to_str(one),
        many => repr(&Value::tuple(many.to_vec())),
    }
}

/// CPython's `repr(e)`: `Name(args...)`, one argument without a trailing comma.
pub fn write_repr(out: &mut String, e: &ExcObject) {
    out.push_str(e.class.name());
    out.push('(');
    match &e.args {
        Some(args) => {
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&repr(a));
            }
        }
        None => out.push_str("..."),
    }
    out.push(')');
}

/// Refuses to show an exception whose arguments the prover does not know.
pub fn check_known(e: &ExcObject, at: Span) -> Result<(), Fault> {
    match e.args {
        Some(_) => Ok(()),
        None => Err(Fault::unsupported(
            format!("the arguments of a `{}` raised on symbolic values are not modelled", e.class.name()),
            at,
        )),
    }
}

/// `e.args`, `e.<class constant>`, `Class.__name__`, `Class.<constant>`.
pub fn attribute(obj: &Value, name: &str, at: Span) -> Option<Result<Value, Fault>> {
    match obj {
        Value::Exception(e) => Some(match (name, &e.args) {
            ("args", Some(args)) => Ok(Value::tuple(args.clone())),
            ("args", None) => check_known(e, at).map(|()| Value::None),
            (_, args) if module_error_attribute(&e.class, name).is_some() => match args {
                Some(args) => {
                    module_error_attribute(&e.class, name).map_or(Ok(Value::None), |read| read(args, name, at))
                }
                // An exception the prover explores without knowing its message.
                None => check_known(e, at).map(|()| Value::None),
            },
            _ => class_constant(&e.class, name, false, at),
        }),
        Value::ExcClass(c) => Some(match name {
            "__name__" => Ok(Value::str(c.name())),
            "__qualname__" if matches!(**c, crate::ir::ExcClass::Builtin(_)) => Ok(Value::str(c.name())),
            _ => class_constant(c, name, true, at),
        }),
        Value::Builtin(b) if name == "__name__" && b.is_class() => Some(Ok(Value::str(b.name()))),
        Value::RowClass(s) if name == "__name__" => Some(Ok(Value::str(&*s.name))),
        // A builtin function (`print.__name__`); a module's helper is named by its last part.
        Value::Builtin(b) if matches!(name, "__name__" | "__qualname__") && !b.name().starts_with('<') => {
            Some(Ok(Value::str(b.name().rsplit('.').next().unwrap_or_default())))
        }
        // A module used as a value names itself (`interp::module_value`).
        Value::Contract(c) if c.native() == Some(crate::ir::ReceiverType::Module) => None,
        // Plain data has no name in CPython either (`getattr(x, "__name__", None)`).
        Value::None
        | Value::Bool(_)
        | Value::Int(_)
        | Value::Big(_)
        | Value::Float(_)
        | Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
        | Value::List(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::Range(_)
        | Value::Slice(_)
            if name == "__name__" =>
        {
            let message = format!("'{}' object has no attribute '__name__'", obj.type_name());
            Some(Err(Fault::exc(PyExc::AttributeError, message, at)))
        }
        _ if name == "__name__" => {
            Some(Err(Fault::unsupported("`__name__` is only modelled for classes (`type(e).__name__`)", at)))
        }
        _ if name == "__mro__" || name == "__bases__" => {
            Some(Err(Fault::unsupported(format!("`{name}` is only modelled for the program's classes"), at)))
        }
        _ => None,
    }
}

type AttributeReader = fn(&[Value], &str, Span) -> Result<Value, Fault>;

/// The attributes `json.JSONDecodeError` and `re.error` add to their message, read back from
/// it (the modelled modules raise them with CPython's message and nothing else), and
/// `SystemExit.code` and `StopIteration.value`, read from its arguments.
fn module_error_attribute(class: &ExcClass, name: &str) -> Option<AttributeReader> {
    match (class.builtin_root(), name) {
        (PyExc::JSONDecodeError, "msg" | "lineno" | "colno" | "pos" | "doc") => Some(super::json::error_attribute),
        (PyExc::error, "msg" | "pos" | "pattern" | "lineno" | "colno") => Some(super::regex::error_attribute),
        (PyExc::SystemExit, "code") => Some(exit_code_attribute),
        (PyExc::StopIteration, "value") => Some(stop_value_attribute),
        (PyExc::UnicodeEncodeError | PyExc::UnicodeDecodeError, "encoding" | "object" | "start" | "end" | "reason") => {
            Some(super::codecs::error_attribute)
        }
        _ => None,
    }
}

/// `StopIteration.value`: its first argument, None without one (what a generator returned).
fn stop_value_attribute(args: &[Value], _: &str, _: Span) -> Result<Value, Fault> {
    Ok(args.first().cloned().unwrap_or(Value::None))
}

/// `SystemExit.code`: `None` without arguments, the one argument, else the tuple of them
/// (what `except SystemExit as e: e.code` reads after `sys.exit(2)` or `parser.error(...)`).
fn exit_code_attribute(args: &[Value], _: &str, _: Span) -> Result<Value, Fault> {
    Ok(exit_code_of(args.to_vec()))
}

/// A `SystemExit`'s `code` from its arguments.
fn exit_code_of(args: Vec<Value>) -> Value {
    match args.len() {
        0 => Value::None,
        1 => args.into_iter().next().unwrap_or(Value::None),
        _ => Value::tuple(args),
    }
}

fn class_constant(class: &ExcClass, name: &str, on_class: bool, at: Span) -> Result<Value, Fault> {
    match class.constant(name) {
        Some(c) => Ok(super::const_value(c)),
        None if on_class => Err(Fault::exc(
            PyExc::AttributeError,
            format!("type object '{}' has no attribute '{name}'", class.name()),
            at,
        )),
        None => {
            Err(Fault::exc(PyExc::AttributeError, format!("'{}' object has no attribute '{name}'", class.name()), at))
        }
    }
}

/// `isinstance(obj, cls)` for an exception class `cls`.
pub fn is_instance(obj: &Value, class: &ExcClass) -> bool {
    matches!(obj, Value::Exception(e) if e.class.is_subclass_of(class))
}

/// The exit status CPython ends with for a `SystemExit` whose `code` is `code` (its one
/// argument, `None` without one), and the text it writes to stderr: `None` is 0, an int is
/// itself (the OS keeps its low byte), anything else is written out, `str()` and a newline, with
/// status 1. `sys.exit(main())` hands it the target's result the same way.
pub fn exit_status(code: &Value) -> (u8, Option<String>) {
    match code {
        Value::None => (0, None),
        Value::Bool(b) => (u8::from(*b), None),
        Value::Int(i) => ((*i & 0xff) as u8, None),
        Value::Big(b) => {
            let low = b.as_ref() & num_bigint::BigInt::from(0xff);
            (u8::try_from(low).unwrap_or(1), None)
        }
        other => (1, Some(format!("{}\n", to_str(other)))),
    }
}

/// The `code` of an uncaught `SystemExit` a fault carries (`None` when it had no argument; its
/// arguments as a tuple when it had several); None for any other fault.
pub fn system_exit_code(fault: &Fault) -> Option<Value> {
    let Some(ExcClass::Builtin(PyExc::SystemExit)) = fault.exc_class() else { return None };
    let args = match fault.value().and_then(|v| v.downcast_ref::<Value>()) {
        Some(Value::Exception(e)) => e.args.clone().unwrap_or_default(),
        _ if fault.message().is_empty() => Vec::new(),
        _ => vec![Value::str(fault.message())],
    };
    Some(exit_code_of(args))
}
