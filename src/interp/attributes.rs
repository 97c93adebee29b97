//! Attributes of the interpreter's own values (`obj.name` on rows, records, numbers, slices,
//! exceptions, `collections` values), and the faults for a field an effect call lacks.

use super::{collections, exceptions, methods, numbers, slices, Value};
use crate::ir::PyExc;
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

/// `obj.name`: the fields of records and rows are the only attributes read as values; on a
/// row class it is the column marker.
pub(crate) fn attribute(obj: &Value, name: &str, at: Span) -> Result<Value, Fault> {
    if let Some(found) = exceptions::attribute(obj, name, at) {
        return found;
    }
    if let Some(found) = collections::attribute(obj, name) {
        return Ok(found);
    }
    match obj {
        Value::Row(r) => {
            return match r.schema.field_index(name) {
                Some(i) => Ok(r.values[i].clone()),
                None => Err(Fault::exc(
                    PyExc::AttributeError,
                    format!("'{}' object has no attribute '{name}'", r.schema.name),
                    at,
                )),
            }
        }
        // `rx.match` as a value (`match = rx.match`): a native object's method, bound.
        Value::Contract(c) => {
            return c.attribute(name, at).or_else(|e| methods::method_value(obj, name).ok_or(e));
        }
        Value::Slice(parts) => {
            if let Some(found) = slices::attribute(parts, name) {
                return Ok(found);
            }
        }
        // A range's bounds, as normalised when it was made (`range(10)[2:8:2].start == 2`).
        Value::Range(r) => {
            let bound = match name {
                "start" => Some(r.start),
                "stop" => Some(r.stop),
                "step" => Some(r.step),
                _ => None,
            };
            if let Some(b) = bound {
                return Ok(i64::try_from(b).map_or_else(|_| Value::Big(Rc::new(b.into())), Value::Int));
            }
        }
        Value::Int(_) | Value::Big(_) | Value::Bool(_) | Value::Float(_) => {
            if let Some(found) = numbers::attribute(obj, name) {
                return Ok(found);
            }
        }
        Value::Complex(c) => {
            if let Some(found) = super::complex::attribute(**c, name) {
                return Ok(found);
            }
        }
        Value::RowClass(schema) => {
            return match schema.field_index(name) {
                Some(_) => {
                    Ok(Value::Column(Rc::new(crate::ir::ColumnRef { schema: schema.clone(), field: Rc::from(name) })))
                }
                None => Err(Fault::exc(
                    PyExc::AttributeError,
                    format!("type object '{}' has no attribute '{name}'", schema.name),
                    at,
                )),
            }
        }
        _ => {}
    }
    if let Some(m) = methods::method_value(obj, name) {
        return Ok(m);
    }
    if let Value::Record(r) = obj {
        return match r.field(name) {
            Some(v) => Ok(v.clone()),
            None if r.omitted.iter().any(|o| &**o == name) => Err(omitted_field(&r.kind, name, at)),
            None => Err(no_field(&r.kind, r.fields.iter().map(|(n, _)| &**n), name, at)),
        };
    }
    let message = match obj {
        Value::Builtin(b) if b.is_class() => format!("type object '{}' has no attribute '{name}'", b.name()),
        _ => format!("'{}' object has no attribute '{name}'", obj.type_name()),
    };
    Err(Fault::exc(PyExc::AttributeError, message, at))
}

/// Reading a parameter an effect call left to its default: the call does not state it, so
/// what a guarantee concludes from it would rest on the effect's default, not on the program.
pub fn omitted_field(kind: &str, name: &str, at: Span) -> Fault {
    Fault::unsupported(
        format!("unknown effect field {name}: this `{kind}` call leaves `{name}` to its default; a guarantee reads only the arguments a call passes"),
        at,
    )
}

/// Reading a field a contract record (an effect call's arguments, or an event) lacks.
pub fn no_field<'a>(kind: &str, fields: impl Iterator<Item = &'a str>, name: &str, at: Span) -> Fault {
    let what = if crate::ir::is_event_kind(kind) {
        format!("a `{}` event", crate::ir::event_name(kind))
    } else {
        format!("a `{kind}` call")
    };
    let fields: Vec<&str> = fields.collect();
    Fault::exc(PyExc::AttributeError, format!("{what} has no field '{name}' (its fields: {})", fields.join(", ")), at)
}
