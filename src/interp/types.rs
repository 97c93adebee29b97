//! `type(x)`: the class of a value, as the value that names it (`list`, `str`, a row class),
//! so helpers can test `type(x) is list` as they do in Python.

use super::value::Value;
use crate::ir::Builtin;
use crate::sema::Fault;
use crate::source::Span;

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
        Value::RowClass(_) | Value::Class(_) => Builtin::Type,
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
