//! JSON and values as Python writes them. The consent digest and the receipt payload are hashes
//! and signatures over `json.dumps(..., sort_keys=True)` text produced by the reference, so the
//! bytes must be the same: sorted keys, `ensure_ascii` escapes, Python's float spelling.

use crate::pytext::{float_repr, str_repr};
use serde_json::Value;
use std::fmt::Write;

/// The separators of a `json.dumps` call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Separators {
    /// `(",", ":")`: canonical text that is hashed or signed.
    Compact,
    /// Python's default `(", ", ": ")`: the request body the reference's runner posts.
    Default,
}

/// `json.dumps(value, sort_keys=True, separators=...)` with Python's default `ensure_ascii`.
#[must_use]
pub fn dumps(value: &Value, separators: Separators) -> String {
    let mut out = String::new();
    write_json(&mut out, value, separators);
    out
}

/// Python's `repr` of a decoded JSON value (`None`, `'text'`, `[1, 2]`), for messages that
/// quote what a peer sent the way the reference quotes it.
#[must_use]
pub fn py_repr(value: &Value) -> String {
    let mut out = String::new();
    write_repr(&mut out, value);
    out
}

fn write_json(out: &mut String, value: &Value, separators: Separators) {
    let (item, key) = match separators {
        Separators::Compact => (",", ":"),
        Separators::Default => (", ", ": "),
    };
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => write_number(out, n),
        Value::String(s) => write_string(out, s),
        Value::Array(items) => write_seq(out, "[]", item, items, |out, v| write_json(out, v, separators)),
        Value::Object(map) => {
            // Python sorts `str` keys by code point, which is the byte order of UTF-8.
            let mut entries: Vec<(&String, &Value)> = map.iter().collect();
            entries.sort_by(|a, b| a.0.cmp(b.0));
            write_seq(out, "{}", item, entries, |out, (k, v)| {
                write_string(out, k);
                out.push_str(key);
                write_json(out, v, separators);
            });
        }
    }
}

/// `items` between the two characters of `brackets`, separated by `separator`.
fn write_seq<T>(
    out: &mut String,
    brackets: &str,
    separator: &str,
    items: impl IntoIterator<Item = T>,
    mut write: impl FnMut(&mut String, T),
) {
    let mut brackets = brackets.chars();
    out.extend(brackets.next());
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push_str(separator);
        }
        write(out, item);
    }
    out.extend(brackets.next());
}

fn write_number(out: &mut String, n: &serde_json::Number) {
    if n.is_f64() {
        out.push_str(&float_repr(n.as_f64().unwrap_or_default()));
    } else {
        let _ = write!(out, "{n}");
    }
}

/// A JSON string with `ensure_ascii`, as Python's encoder writes it.
fn write_string(out: &mut String, s: &str) {
    crate::pytext::json_string(out, s, true);
}

fn write_repr(out: &mut String, value: &Value) {
    match value {
        Value::Null => out.push_str("None"),
        Value::Bool(b) => out.push_str(if *b { "True" } else { "False" }),
        Value::Number(n) => write_number(out, n),
        Value::String(s) => str_repr(out, s),
        Value::Array(items) => write_seq(out, "[]", ", ", items, write_repr),
        Value::Object(map) => write_seq(out, "{}", ", ", map, |out, (k, v)| {
            str_repr(out, k);
            out.push_str(": ");
            write_repr(out, v);
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn matches_python_json_dumps() {
        let v = json!({"b": [1, 2.5, 1e16, 1.0], "a": "é\u{1F600}\"\\\n\u{7f}", "c": null, "d": true});
        assert_eq!(
            dumps(&v, Separators::Compact),
            r#"{"a":"\u00e9\ud83d\ude00\"\\\n\u007f","b":[1,2.5,1e+16,1.0],"c":null,"d":true}"#
        );
        assert_eq!(dumps(&json!({"x": [1, {}], "a": []}), Separators::Default), r#"{"a": [], "x": [1, {}]}"#);
    }

    #[test]
    fn repr_matches_python() {
        assert_eq!(py_repr(&json!(null)), "None");
        assert_eq!(py_repr(&json!(["it's", 1, false])), r#"["it's", 1, False]"#);
        assert_eq!(py_repr(&json!({"k": "v"})), "{'k': 'v'}");
    }
}
