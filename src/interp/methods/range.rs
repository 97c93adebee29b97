//! `range.count(x)` and `range.index(x)`. CPython answers an int or bool by arithmetic and any
//! other value by comparing it with each item (`==`): a float or complex equal to an int is
//! found where that int is, any other builtin value is never equal to an int. An instance of a
//! class deriving from `int` or `float`, or an `IntEnum`/`IntFlag` member, is its number; any
//! other instance of a class of the program may define `__eq__` against ints, which the domain
//! cannot call: refused.

use crate::interp::value::{big_from_f64, RangeVal};
use crate::interp::{repr, Value};
use crate::ir::{EnumKind, Method};
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

/// `r.count(x)` or `r.index(x)`, with CPython's argument checks and messages.
pub(super) fn call(m: Method, r: &RangeVal, args: &[Value], keywords: bool, at: Span) -> Result<Value, Fault> {
    if keywords {
        return Err(Fault::type_error(format!("range.{}() takes no keyword arguments", m.name()), at));
    }
    let [needle] = args else {
        let message = format!("range.{}() takes exactly one argument ({} given)", m.name(), args.len());
        return Err(Fault::type_error(message, at));
    };
    let position = position(r, needle, m, at)?;
    match (m, position) {
        (Method::Count, found) => Ok(Value::Int(i64::from(found.is_some()))),
        (_, Some(i)) => Ok(i64::try_from(i).map_or_else(|_| Value::Big(Rc::new(i.into())), Value::Int)),
        (_, None) => {
            let message = match needle {
                Value::Int(_) | Value::Big(_) | Value::Bool(_) => format!("{} is not in range", repr(needle)),
                _ => "sequence.index(x): x not in sequence".to_owned(),
            };
            Err(Fault::value_error(message, at))
        }
    }
}

/// Where in `r` the item equal to `needle` is, if one is.
fn position(r: &RangeVal, needle: &Value, m: Method, at: Span) -> Result<Option<u128>, Fault> {
    let whole = match needle {
        Value::Int(_) | Value::Big(_) | Value::Bool(_) => needle.as_i128(),
        Value::Float(f) if f.fract() == 0.0 => Value::from_big(big_from_f64(*f)).as_i128(),
        Value::Complex(c) if c.im == 0.0 && c.re.fract() == 0.0 => Value::from_big(big_from_f64(c.re)).as_i128(),
        // An instance of a class deriving from a number type compares as its number unless
        // the class defines `__eq__`.
        Value::Object(o) if o.class.lookup("__eq__").is_none() && o.base.get().is_some_and(is_number) => {
            return position(r, o.base.get().unwrap_or(&Value::None), m, at);
        }
        // An `IntEnum` or `IntFlag` member is an int in CPython: its value, unless a class of
        // the program (not the `enum` model) defines `__eq__`.
        Value::Object(o)
            if matches!(o.class.enum_kind(), Some(EnumKind::Int | EnumKind::IntFlag))
                && !std::iter::once(&o.class)
                    .chain(o.class.ancestors.iter())
                    .any(|c| c.home.is_none() && c.members.iter().any(|(n, _)| &**n == "__eq__")) =>
        {
            let value = o.field("_value_").unwrap_or(Value::None);
            return position(r, &value, m, at);
        }
        Value::Object(o) => {
            let what = format!(
                "`range.{}` of an instance of `{}`: its `__eq__` against the range's ints is not modelled here (convert it first, `range.{}(int(x))`)",
                m.name(),
                o.class.name,
                m.name()
            );
            return Err(Fault::unsupported(what, at));
        }
        _ => None,
    };
    let Some(i) = whole else { return Ok(None) };
    let Some(offset) = i.checked_sub(r.start) else { return Ok(None) };
    if offset % r.step != 0 {
        return Ok(None);
    }
    let index = offset / r.step;
    Ok(u128::try_from(index).ok().filter(|&index| index < r.len()))
}

fn is_number(v: &Value) -> bool {
    matches!(v, Value::Int(_) | Value::Big(_) | Value::Bool(_) | Value::Float(_) | Value::Complex(_))
}
