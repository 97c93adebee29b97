//! Plain data: the only form in which values cross the effect gate, and the form traces,
//! scripted returns and the library API use.

use crate::ir::{RowSchema, TypeExpr};
use num_bigint::BigInt;
use serde::ser::{SerializeMap, SerializeSeq};
use serde::{Serialize, Serializer};
use std::fmt::Write;
use std::rc::Rc;

/// A value crossing the gate. `Symbol` is an opaque handle to a term a symbolic domain holds.
#[derive(Debug, Clone, PartialEq)]
pub enum DataValue {
    None,
    Bool(bool),
    Int(BigInt),
    Float(f64),
    Str(String),
    List(Vec<DataValue>),
    Tuple(Vec<DataValue>),
    Dict(Vec<(DataValue, DataValue)>),
    Set(Vec<DataValue>),
    /// A row: its schema and one value per field in the schema's order (JSON: an object).
    Row {
        schema: Rc<RowSchema>,
        values: Vec<DataValue>,
    },
    /// A row class passed to a generic query (`read_any(Jar, ...)`); JSON: its qualified name.
    RowClass(Rc<RowSchema>),
    Symbol(u32),
}

impl DataValue {
    /// Python `repr` of the value.
    pub fn repr(&self) -> String {
        let mut out = String::new();
        self.write_repr(&mut out);
        out
    }

    fn write_repr(&self, out: &mut String) {
        let seq = |out: &mut String, items: &[DataValue]| {
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                item.write_repr(out);
            }
        };
        match self {
            DataValue::None => out.push_str("None"),
            DataValue::Bool(b) => out.push_str(if *b { "True" } else { "False" }),
            DataValue::Int(i) => {
                let _ = write!(out, "{i}");
            }
            DataValue::Float(f) => out.push_str(&crate::pytext::float_repr(*f)),
            DataValue::Str(s) => crate::pytext::str_repr(out, s),
            DataValue::List(items) => {
                out.push('[');
                seq(out, items);
                out.push(']');
            }
            DataValue::Tuple(items) => {
                out.push('(');
                seq(out, items);
                if items.len() == 1 {
                    out.push(',');
                }
                out.push(')');
            }
            DataValue::Set(items) if items.is_empty() => out.push_str("set()"),
            DataValue::Set(items) => {
                out.push('{');
                seq(out, items);
                out.push('}');
            }
            DataValue::Dict(pairs) => {
                out.push('{');
                for (i, (k, v)) in pairs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    k.write_repr(out);
                    out.push_str(": ");
                    v.write_repr(out);
                }
                out.push('}');
            }
            DataValue::Row { schema, values } => {
                let _ = write!(out, "{}(", schema.name);
                for (i, (field, v)) in schema.fields.iter().zip(values).enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let _ = write!(out, "{}=", field.name);
                    v.write_repr(out);
                }
                out.push(')');
            }
            DataValue::RowClass(s) => {
                let _ = write!(out, "<class '{}'>", s.qualified);
            }
            DataValue::Symbol(id) => {
                let _ = write!(out, "<symbol {id}>");
            }
        }
    }

    /// The value an effect returns when no scripted value is given: the type's zero.
    pub fn default_for(ty: &TypeExpr) -> DataValue {
        match ty {
            TypeExpr::None | TypeExpr::Optional(_) | TypeExpr::Any => DataValue::None,
            TypeExpr::Bool => DataValue::Bool(false),
            TypeExpr::Int => DataValue::Int(BigInt::from(0)),
            TypeExpr::Float => DataValue::Float(0.0),
            TypeExpr::Str => DataValue::Str(String::new()),
            TypeExpr::List(_) => DataValue::List(Vec::new()),
            TypeExpr::Set(_) => DataValue::Set(Vec::new()),
            TypeExpr::Dict(..) => DataValue::Dict(Vec::new()),
            TypeExpr::Tuple(items) => DataValue::Tuple(items.iter().map(DataValue::default_for).collect()),
            TypeExpr::TupleOf(_) => DataValue::Tuple(Vec::new()),
            TypeExpr::Row(schema) => DataValue::Row {
                schema: schema.clone(),
                values: schema.fields.iter().map(|f| DataValue::default_for(&f.ty)).collect(),
            },
            TypeExpr::RowClass(_) | TypeExpr::RowOf(_) => DataValue::None,
        }
    }

    /// Converts JSON to a value of the declared type (arrays become tuples or sets where the type
    /// says so, whole numbers become floats for `float`), or says why it does not fit.
    pub fn from_json(json: &serde_json::Value, ty: &TypeExpr) -> Result<DataValue, String> {
        use serde_json::Value as J;
        let mismatch = || format!("{} does not fit the declared type {}", json, ty.display());
        Ok(match (ty, json) {
            (TypeExpr::Any, _) => Self::untyped(json),
            (TypeExpr::Optional(_), J::Null) | (TypeExpr::None, J::Null) => DataValue::None,
            (TypeExpr::Optional(inner), _) => Self::from_json(json, inner)?,
            (TypeExpr::Bool, J::Bool(b)) => DataValue::Bool(*b),
            (TypeExpr::Int, J::Number(n)) if whole(n).is_some() => DataValue::Int(whole(n).ok_or_else(mismatch)?),
            (TypeExpr::Int, J::String(s)) if s.parse::<BigInt>().is_ok() => {
                DataValue::Int(s.parse().map_err(|_| mismatch())?)
            }
            (TypeExpr::Float, J::Number(n)) => DataValue::Float(n.as_f64().ok_or_else(mismatch)?),
            // JSON has no infinities or NaN: they are written as Python prints them.
            (TypeExpr::Float, J::String(s)) if matches!(s.as_str(), "inf" | "-inf" | "nan") => {
                DataValue::Float(s.parse().map_err(|_| mismatch())?)
            }
            (TypeExpr::Str, J::String(s)) => DataValue::Str(s.clone()),
            (TypeExpr::List(t), J::Array(items)) => {
                DataValue::List(items.iter().map(|i| Self::from_json(i, t)).collect::<Result<_, _>>()?)
            }
            (TypeExpr::Set(t), J::Array(items)) => {
                DataValue::Set(items.iter().map(|i| Self::from_json(i, t)).collect::<Result<_, _>>()?)
            }
            (TypeExpr::TupleOf(t), J::Array(items)) => {
                DataValue::Tuple(items.iter().map(|i| Self::from_json(i, t)).collect::<Result<_, _>>()?)
            }
            (TypeExpr::Tuple(ts), J::Array(items)) if ts.len() == items.len() => {
                DataValue::Tuple(items.iter().zip(ts).map(|(i, t)| Self::from_json(i, t)).collect::<Result<_, _>>()?)
            }
            (TypeExpr::Row(schema), J::Object(map)) => Self::row_from_json(schema, map)?,
            (TypeExpr::Dict(k, v), J::Object(map)) => DataValue::Dict(
                map.iter()
                    .map(|(key, val)| {
                        Ok((
                            Self::from_json(&J::String(key.clone()), k).or_else(|_| Self::key_from_str(key, k))?,
                            Self::from_json(val, v)?,
                        ))
                    })
                    .collect::<Result<_, String>>()?,
            ),
            _ => return Err(mismatch()),
        })
    }

    /// A row from a JSON object naming every field exactly once.
    fn row_from_json(
        schema: &Rc<RowSchema>,
        map: &serde_json::Map<String, serde_json::Value>,
    ) -> Result<DataValue, String> {
        if let Some(unknown) = map.keys().find(|k| schema.field_index(k).is_none()) {
            return Err(format!("{} has no field {unknown:?} (its fields: {})", schema.name, schema.field_names()));
        }
        let values = schema
            .fields
            .iter()
            .map(|f| match map.get(&*f.name) {
                Some(v) => Self::from_json(v, &f.ty).map_err(|e| format!("field {:?} of {}: {e}", f.name, schema.name)),
                None => Err(format!("a {} row needs field {:?}", schema.name, f.name)),
            })
            .collect::<Result<_, _>>()?;
        Ok(DataValue::Row { schema: schema.clone(), values })
    }

    /// JSON object keys are strings; an `int`-keyed dict takes them as numbers.
    fn key_from_str(key: &str, ty: &TypeExpr) -> Result<DataValue, String> {
        match ty {
            TypeExpr::Int => key.parse().map(DataValue::Int).map_err(|_| format!("dict key {key:?} is not an int")),
            other @ (TypeExpr::None
            | TypeExpr::Bool
            | TypeExpr::Float
            | TypeExpr::Str
            | TypeExpr::List(_)
            | TypeExpr::Set(_)
            | TypeExpr::Dict(..)
            | TypeExpr::Tuple(_)
            | TypeExpr::TupleOf(_)
            | TypeExpr::Optional(_)
            | TypeExpr::Any
            | TypeExpr::Row(_)
            | TypeExpr::RowClass(_)
            | TypeExpr::RowOf(_)) => Err(format!("dict key {key:?} does not fit {}", other.display())),
        }
    }

    fn untyped(json: &serde_json::Value) -> DataValue {
        use serde_json::Value as J;
        match json {
            J::Null => DataValue::None,
            J::Bool(b) => DataValue::Bool(*b),
            J::Number(n) if whole(n).is_some() => DataValue::Int(whole(n).unwrap_or_default()),
            J::Number(n) => DataValue::Float(n.as_f64().unwrap_or(0.0)),
            J::String(s) => DataValue::Str(s.clone()),
            J::Array(items) => DataValue::List(items.iter().map(Self::untyped).collect()),
            J::Object(map) => {
                DataValue::Dict(map.iter().map(|(k, v)| (DataValue::Str(k.clone()), Self::untyped(v))).collect())
            }
        }
    }

    /// Whether the value fits a declared type (the runtime boundary check on effect results).
    pub fn fits(&self, ty: &TypeExpr) -> bool {
        match (ty, self) {
            (TypeExpr::Any, _) | (_, DataValue::Symbol(_)) => true,
            (TypeExpr::None, DataValue::None) => true,
            (TypeExpr::Optional(_), DataValue::None) => true,
            (TypeExpr::Optional(t), v) => v.fits(t),
            (TypeExpr::Bool, DataValue::Bool(_)) => true,
            (TypeExpr::Int, DataValue::Int(_) | DataValue::Bool(_)) => true,
            (TypeExpr::Float, DataValue::Float(_) | DataValue::Int(_)) => true,
            (TypeExpr::Str, DataValue::Str(_)) => true,
            (TypeExpr::List(t), DataValue::List(items))
            | (TypeExpr::Set(t), DataValue::Set(items))
            | (TypeExpr::TupleOf(t), DataValue::Tuple(items)) => items.iter().all(|i| i.fits(t)),
            (TypeExpr::Tuple(ts), DataValue::Tuple(items)) => {
                ts.len() == items.len() && items.iter().zip(ts).all(|(i, t)| i.fits(t))
            }
            (TypeExpr::Dict(k, v), DataValue::Dict(pairs)) => pairs.iter().all(|(a, b)| a.fits(k) && b.fits(v)),
            (TypeExpr::Row(s), DataValue::Row { schema, values }) => {
                s == schema && values.iter().zip(&s.fields).all(|(v, f)| v.fits(&f.ty))
            }
            (TypeExpr::RowClass(_), DataValue::RowClass(_)) => true,
            _ => false,
        }
    }
}

/// A JSON number written as an integer (no fraction, no exponent), of any size: JSON numbers
/// are read with their digits kept, so `10**400` written out is the Python int it is.
fn whole(n: &serde_json::Number) -> Option<BigInt> {
    n.to_string().parse().ok()
}

impl Serialize for DataValue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            DataValue::None => s.serialize_none(),
            DataValue::Bool(b) => s.serialize_bool(*b),
            DataValue::Int(i) => match i64::try_from(i) {
                Ok(small) => s.serialize_i64(small),
                Err(_) => s.serialize_str(&i.to_string()),
            },
            DataValue::Float(f) if f.is_finite() => s.serialize_f64(*f),
            DataValue::Float(f) => s.serialize_str(&crate::pytext::float_repr(*f)),
            DataValue::Str(text) => s.serialize_str(text),
            DataValue::List(items) | DataValue::Tuple(items) | DataValue::Set(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            DataValue::Dict(pairs) if pairs.iter().all(|(k, _)| matches!(k, DataValue::Str(_))) => {
                let mut map = s.serialize_map(Some(pairs.len()))?;
                for (k, v) in pairs {
                    if let DataValue::Str(k) = k {
                        map.serialize_entry(k, v)?;
                    }
                }
                map.end()
            }
            DataValue::Dict(pairs) => {
                let mut seq = s.serialize_seq(Some(pairs.len()))?;
                for pair in pairs {
                    seq.serialize_element(&[&pair.0, &pair.1])?;
                }
                seq.end()
            }
            DataValue::Row { schema, values } => {
                let mut map = s.serialize_map(Some(values.len()))?;
                for (field, v) in schema.fields.iter().zip(values) {
                    map.serialize_entry(&*field.name, v)?;
                }
                map.end()
            }
            DataValue::RowClass(schema) => s.serialize_str(&schema.qualified),
            DataValue::Symbol(id) => {
                let mut map = s.serialize_map(Some(1))?;
                map.serialize_entry("symbol", id)?;
                map.end()
            }
        }
    }
}

impl TypeExpr {
    /// The annotation as Python spells it.
    pub fn display(&self) -> String {
        match self {
            TypeExpr::None => "None".into(),
            TypeExpr::Bool => "bool".into(),
            TypeExpr::Int => "int".into(),
            TypeExpr::Float => "float".into(),
            TypeExpr::Str => "str".into(),
            TypeExpr::Any => "object".into(),
            TypeExpr::List(t) => format!("list[{}]", t.display()),
            TypeExpr::Set(t) => format!("set[{}]", t.display()),
            TypeExpr::Dict(k, v) => format!("dict[{}, {}]", k.display(), v.display()),
            TypeExpr::Tuple(ts) => {
                format!("tuple[{}]", ts.iter().map(TypeExpr::display).collect::<Vec<_>>().join(", "))
            }
            TypeExpr::TupleOf(t) => format!("tuple[{}, ...]", t.display()),
            TypeExpr::Optional(t) => format!("{} | None", t.display()),
            TypeExpr::Row(s) => s.name.to_string(),
            TypeExpr::RowClass(None) => "type".into(),
            TypeExpr::RowClass(Some(var)) => format!("type[{var}]"),
            TypeExpr::RowOf(var) => var.to_string(),
        }
    }
}
