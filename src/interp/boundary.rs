//! The copy boundary between runtime values and the plain data that crosses the effect gate.

use super::value::{Key, Value};
use crate::effects::DataValue;
use crate::sema::{Fault, FaultKind};
use crate::source::Span;
use std::cell::RefCell;
use std::rc::Rc;

/// Containers nested deeper than this do not cross the gate: every later step (JSON, repr,
/// the audit log) would recurse once per level, and CPython's own `json.dumps` and `repr`
/// stop near its recursion limit of 1,000 too.
pub const MAX_DATA_NESTING: u32 = 1_000;

/// Copies a runtime value out as plain data; functions and iterators cannot cross.
pub fn to_data(v: &Value, at: Span) -> Result<DataValue, Fault> {
    to_data_within(v, at, MAX_DATA_NESTING)
}

fn to_data_within(v: &Value, at: Span, levels: u32) -> Result<DataValue, Fault> {
    if levels == 0 {
        return Err(Fault::limit(
            crate::sema::LimitKind::Depth,
            format!("a value nested more than {MAX_DATA_NESTING} levels deep cannot cross the effect gate"),
            at,
        ));
    }
    let to_data = |v: &Value, at: Span| stacker::maybe_grow(64 << 10, 1 << 20, || to_data_within(v, at, levels - 1));
    let all = |items: &[Value]| items.iter().map(|i| to_data(i, at)).collect::<Result<Vec<_>, _>>();
    Ok(match v {
        Value::None => DataValue::None,
        Value::Bool(b) => DataValue::Bool(*b),
        Value::Int(i) => DataValue::Int((*i).into()),
        Value::Big(b) => DataValue::Int((**b).clone()),
        Value::Float(f) => DataValue::Float(*f),
        Value::Str(s) => DataValue::Str(s.as_str().to_owned()),
        Value::List(items) => DataValue::List(all(&items.borrow())?),
        Value::Tuple(items) => DataValue::Tuple(all(items)?),
        Value::Range(r) => DataValue::List((0..r.len()).map(|i| to_data(&r.get(i), at)).collect::<Result<_, Fault>>()?),
        Value::Dict(d) => DataValue::Dict(
            d.borrow().iter().map(|(k, v)| Ok((to_data(&k.0, at)?, to_data(v, at)?))).collect::<Result<_, Fault>>()?,
        ),
        Value::Set(s) => DataValue::Set(s.borrow().iter().map(|k| to_data(&k.0, at)).collect::<Result<_, _>>()?),
        Value::Row(r) => DataValue::Row { schema: r.schema.clone(), values: all(&r.values)? },
        Value::RowClass(s) => DataValue::RowClass(s.clone()),
        Value::Iter(_)
        | Value::Complex(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
        | Value::Slice(_)
        | Value::Function(_)
        | Value::Builtin(_)
        | Value::Method(_)
        | Value::Contract(_)
        | Value::Record(_)
        | Value::Exception(_)
        | Value::ExcClass(_)
        | Value::View(_)
        | Value::ViewClass(_)
        | Value::Column(_)
        | Value::Object(_)
        | Value::Class(_) => {
            return Err(Fault::new(
                FaultKind::Effect,
                format!("a {} cannot be passed to a trusted effect (only plain data crosses the gate)", v.type_name()),
                at,
            ))
        }
    })
}

/// Copies plain data in as a fresh runtime value.
pub fn from_data(d: DataValue, at: Span) -> Result<Value, Fault> {
    let all = |items: Vec<DataValue>| items.into_iter().map(|i| from_data(i, at)).collect::<Result<Vec<_>, _>>();
    Ok(match d {
        DataValue::None => Value::None,
        DataValue::Bool(b) => Value::Bool(b),
        DataValue::Int(i) => Value::from_big(i),
        DataValue::Float(f) => Value::float(f),
        DataValue::Str(s) => Value::str(s),
        DataValue::List(items) => Value::list(all(items)?),
        DataValue::Tuple(items) => Value::tuple(all(items)?),
        DataValue::Dict(pairs) => {
            let mut map = super::value::DictMap::default();
            for (k, v) in pairs {
                map.insert(Key::new(from_data(k, at)?, at)?, from_data(v, at)?);
            }
            Value::dict(map)
        }
        DataValue::Set(items) => {
            let keys = all(items)?.into_iter().map(|v| Key::new(v, at)).collect::<Result<super::value::SetMap, _>>()?;
            Value::Set(Rc::new(RefCell::new(keys)))
        }
        DataValue::Row { schema, values } => {
            Value::Row(Rc::new(super::value::RowValue { schema, values: all(values)? }))
        }
        DataValue::RowClass(s) => Value::RowClass(s),
        DataValue::Symbol(id) => {
            return Err(Fault::internal(format!("a symbolic value (#{id}) reached the concrete interpreter"), at))
        }
    })
}
