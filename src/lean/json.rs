//! JSON in and out of the spine: strict parsing (a repeated object key is an error, as in the
//! original) with line:col, the canonical record text (sorted keys, ASCII, two-space indent),
//! and the lenient field readers packet rows need.

use serde::de::{DeserializeSeed, Error as _, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};
use std::fmt;

/// Parses `text` strictly: invalid JSON or a key repeated within one object is an error, given
/// as `PATH:LINE:COL: reason`.
pub fn parse_strict(text: &str, path: &str) -> Result<Value, String> {
    let located = |e: serde_json::Error| {
        let full = e.to_string();
        let reason = full.split(" at line ").next().unwrap_or(&full).to_owned();
        format!("{path}:{}:{}: invalid JSON: {reason}", e.line(), e.column())
    };
    let mut de = serde_json::Deserializer::from_str(text);
    let value = StrictValue.deserialize(&mut de).map_err(located)?;
    de.end().map_err(located)?;
    Ok(value)
}

struct StrictValue;

impl<'de> DeserializeSeed<'de> for StrictValue {
    type Value = Value;
    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for StrictValue {
    type Value = Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(StrictValue)? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut out = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if out.contains_key(&key) {
                return Err(A::Error::custom(format!("duplicate key `{key}`")));
            }
            let value = map.next_value_seed(StrictValue)?;
            out.insert(key, value);
        }
        Ok(Value::Object(out))
    }
}

/// The record text: keys sorted at every depth, non-ASCII escaped, two-space indent, final
/// newline — byte-stable for equal content.
pub fn canonical_text(value: &Value) -> String {
    let sorted = sort_keys(value);
    let pretty = serde_json::to_string_pretty(&sorted).unwrap_or_default();
    let mut out = String::with_capacity(pretty.len() + 1);
    for c in pretty.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                out.push_str(&format!("\\u{unit:04x}"));
            }
        }
    }
    out.push('\n');
    out
}

fn sort_keys(value: &Value) -> Value {
    match value {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            Value::Object(keys.into_iter().map(|k| (k.clone(), sort_keys(&map[k]))).collect())
        }
        Value::Array(items) => Value::Array(items.iter().map(sort_keys).collect()),
        other => other.clone(),
    }
}

/// A string field, or "" when absent or not a string.
pub fn text<'a>(row: &'a Map<String, Value>, key: &str) -> &'a str {
    row.get(key).and_then(Value::as_str).unwrap_or("")
}

/// The first non-empty string among `keys`, else `fallback`.
pub fn first_text(row: &Map<String, Value>, keys: &[&str], fallback: &str) -> String {
    keys.iter().map(|k| text(row, k)).find(|s| !s.is_empty()).unwrap_or(fallback).to_owned()
}

/// A list-of-strings field: only non-empty string items; a non-list counts as empty.
pub fn strings(row: &Map<String, Value>, key: &str) -> Vec<String> {
    match row.get(key) {
        Some(Value::Array(items)) => {
            items.iter().filter_map(Value::as_str).filter(|s| !s.is_empty()).map(str::to_owned).collect()
        }
        _ => Vec::new(),
    }
}

/// A rows field: only object items; a non-list counts as empty.
pub fn rows(row: &Map<String, Value>, key: &str) -> Vec<Map<String, Value>> {
    match row.get(key) {
        Some(Value::Array(items)) => items.iter().filter_map(Value::as_object).cloned().collect(),
        _ => Vec::new(),
    }
}

/// Whether a field is exactly JSON `true`.
pub fn is_true(row: &Map<String, Value>, key: &str) -> bool {
    row.get(key) == Some(&Value::Bool(true))
}

/// Whether any object at any depth of `value` has one of `keys` (exact, case-sensitive).
pub fn has_key_anywhere(value: &Value, keys: &[&str]) -> bool {
    match value {
        Value::Object(map) => map.iter().any(|(k, v)| keys.contains(&k.as_str()) || has_key_anywhere(v, keys)),
        Value::Array(items) => items.iter().any(|v| has_key_anywhere(v, keys)),
        _ => false,
    }
}
