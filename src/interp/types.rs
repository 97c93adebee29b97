//! `type(x)`: the class of a value, as the value that names it (`list`, `str`, a row class),
//! so helpers can test `type(x) is list` as they do in Python.

use super::value::Value;
use crate::ir::Builtin;
use crate::sema::Fault;
use crate::source::Span;

/// `type(C)` of a class: its metaclass. `abc.ABCMeta` for an abstract base class (or one
/// written with `metaclass=ABCMeta`); an enumeration's `enum.EnumType` and a protocol's
/// `typing._ProtocolMeta` have no value here, nor does a modelled module's class say its
/// metaclass (refused); `type` for the program's other classes.
fn metaclass_of(c: &crate::ir::ClassDef, at: Span) -> Result<Value, Fault> {
    let unmodelled = if c.enum_kind().is_some() {
        "`enum.EnumType`, the metaclass of an enumeration"
    } else if c.derives_from_protocol() {
        "`typing._ProtocolMeta`, the metaclass of a protocol"
    } else if c.has_abc_meta() {
        return Ok(Value::Class(crate::ir::abc_meta()));
    } else if c.mro().any(|k| k.home.is_some() && !k.is_marker()) {
        // Many of the modelled modules' classes are abstract base classes in CPython
        // (`numbers.Real`, `fractions.Fraction`, `collections.UserDict`, `configparser`'s
        // parsers), and so is a class deriving from one; the models do not say which.
        "the metaclass of a class of a modelled module, or of one deriving from it"
    } else {
        return Ok(Value::Builtin(Builtin::Type));
    };
    Err(Fault::unsupported(format!("type() of the class `{}`: {unmodelled}", c.name), at))
}

/// The class of `v`; values whose class the subset cannot name are refused.
pub fn type_of(v: &Value, at: Span) -> Result<Value, Fault> {
    if let Some(class) = super::collections::class_of(v) {
        return Ok(Value::Builtin(class));
    }
    let builtin = match v {
        Value::Bool(_) => Builtin::Bool,
        Value::Int(_) | Value::Big(_) => Builtin::Int,
        Value::Float(_) => Builtin::Float,
        Value::Complex(_) => Builtin::Complex,
        Value::Str(_) => Builtin::Str,
        Value::Bytes(_) => Builtin::Bytes,
        Value::ByteArray(_) => Builtin::Bytearray,
        Value::List(_) => Builtin::List,
        Value::Tuple(t) => match t.class() {
            Some(class) => return Ok(Value::Class(class.clone())),
            None => Builtin::Tuple,
        },
        Value::Dict(d) if d.is_proxy() => {
            return Ok(Value::Class(crate::ir::value_class(crate::ir::ValueClass::MappingProxy)))
        }
        Value::Dict(_) => Builtin::Dict,
        Value::Set(s) if s.borrow().is_frozen() => Builtin::Frozenset,
        Value::Set(_) => Builtin::Set,
        Value::Range(_) => Builtin::Range,
        Value::Slice(_) => Builtin::Slice,
        Value::Row(row) => return Ok(Value::RowClass(row.schema.clone())),
        // A class is an instance of `type` (`type(range) is type`).
        Value::Builtin(b) if b.is_class() => Builtin::Type,
        Value::Class(c) => return metaclass_of(c, at),
        Value::RowClass(_) => Builtin::Type,
        Value::Object(o) => return Ok(Value::Class(o.class.clone())),
        Value::Exception(e) => return Ok(Value::ExcClass(std::rc::Rc::new(e.class.clone()))),
        Value::ExcClass(_) | Value::ViewClass(_) => Builtin::Type,
        Value::View(view) => return Ok(Value::ViewClass(view.kind)),
        Value::None => Builtin::NoneType,
        Value::Function(_) | Value::Builtin(_) | Value::Method(_) | Value::Iter(_) | Value::Contract(_)
            if unnamed_class(v).is_some() =>
        {
            unnamed_class(v).expect("checked just above")
        }
        Value::Iter(_)
        | Value::Function(_)
        | Value::Builtin(_)
        | Value::Method(_)
        | Value::Contract(_)
        | Value::Record(_)
        | Value::Column(_) => {
            return Err(Fault::unsupported(
                format!("type() of a {} has no class in the clauz3 subset", v.type_name()),
                at,
            ))
        }
    };
    Ok(Value::Builtin(builtin))
}

/// The class of a function, builtin function, bound method, generator or traceback object,
/// by the name CPython gives it (`Value::type_name`); `None` for the iterators and objects
/// whose class the subset cannot name.
fn unnamed_class(v: &Value) -> Option<Builtin> {
    let named = [
        Builtin::FunctionType,
        Builtin::BuiltinFunctionType,
        Builtin::MethodType,
        Builtin::GeneratorType,
        Builtin::CoroutineType,
        Builtin::AsyncGeneratorType,
        Builtin::TracebackType,
        Builtin::ModuleType,
    ];
    let name = v.type_name();
    named.into_iter().find(|b| b.name() == name)
}

/// `isinstance(obj, cls)` for a class `unnamed_class` gives.
pub fn is_unnamed_instance(obj: &Value, class: Builtin) -> bool {
    unnamed_class(obj) == Some(class)
}
