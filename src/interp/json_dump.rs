//! `json.dumps` of plain data, written natively: the modelled encoder
//! (`layer/embedded/pure/json.py`) asks here first and writes the value itself only when this
//! declines. Declining is always safe, so anything beyond `None`, bools, numbers, strs, lists,
//! tuples and dicts of the builtin kinds declines: an instance (its `default=` or an enum's
//! value), an int beyond 64 bits (which may pass CPython's 4300-digit limit), a key the
//! encoder converts or refuses, keys it cannot sort alike, an out-of-range float the options
//! refuse, a container met again on its own path, nesting past the model's limit. What is
//! written is exactly what the Python half would write, so CPython's text.

use super::repr::repr;
use super::trashcan::ListKind;
use super::value::Value;
use std::fmt::Write;

/// The encoder's options, as `dumps` settled them.
pub struct Layout<'a> {
    pub indent: Option<&'a str>,
    pub item_separator: &'a str,
    pub key_separator: &'a str,
    pub sort_keys: bool,
    pub ensure_ascii: bool,
    pub allow_nan: bool,
}

/// Levels the Python half follows before refusing (`_enter`); deeper goes to it.
const MAX_DEPTH: usize = 400;

/// The JSON text of `v`, or `None` when the Python half must write it.
pub fn dumps(v: &Value, layout: &Layout<'_>) -> Option<String> {
    let mut writer = Writer { layout, out: String::new(), path: Vec::new() };
    writer.value(v, 0)?;
    Some(writer.out)
}

struct Writer<'l, 'a> {
    layout: &'l Layout<'a>,
    out: String,
    /// The lists and dicts being written, by address: one met again is a cycle.
    path: Vec<*const ()>,
}

impl Writer<'_, '_> {
    fn value(&mut self, v: &Value, level: usize) -> Option<()> {
        match v {
            Value::None => self.out.push_str("null"),
            Value::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            Value::Int(n) => write!(self.out, "{n}").ok()?,
            Value::Big(_) => return None,
            Value::Float(x) => self.out.push_str(&self.float(*x)?),
            Value::Str(s) => crate::pytext::json_string(&mut self.out, s.as_str(), self.layout.ensure_ascii),
            Value::Tuple(items) => self.items(items, level)?,
            Value::List(list) if list.kind() == ListKind::List => {
                self.enter(std::rc::Rc::as_ptr(list).cast())?;
                // Nothing runs while writing, so the borrow cannot meet a change.
                self.items(&list.borrow(), level)?;
                self.path.pop();
            }
            Value::Dict(dict) if !dict.is_proxy() => {
                self.enter(std::rc::Rc::as_ptr(dict).cast())?;
                let map = dict.borrow();
                self.pairs(map.iter().map(|(k, v)| (&k.0, v)).collect(), level)?;
                self.path.pop();
            }
            _ => return None,
        }
        Some(())
    }

    fn enter(&mut self, address: *const ()) -> Option<()> {
        if self.path.len() >= MAX_DEPTH || self.path.contains(&address) {
            return None;
        }
        self.path.push(address);
        Some(())
    }

    /// A float as `_floatstr` writes it.
    fn float(&self, x: f64) -> Option<String> {
        if x.is_finite() {
            return Some(repr(&Value::Float(x)));
        }
        if !self.layout.allow_nan {
            return None;
        }
        Some(
            if x.is_nan() {
                "NaN"
            } else if x > 0.0 {
                "Infinity"
            } else {
                "-Infinity"
            }
            .to_owned(),
        )
    }

    fn items(&mut self, items: &[Value], level: usize) -> Option<()> {
        if items.is_empty() {
            self.out.push_str("[]");
            return Some(());
        }
        let (separator, inner) = self.open('[', level);
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                self.out.push_str(&separator);
            }
            self.value(item, inner)?;
        }
        self.close(']', inner);
        Some(())
    }

    fn pairs(&mut self, mut pairs: Vec<(&Value, &Value)>, level: usize) -> Option<()> {
        if pairs.is_empty() {
            self.out.push_str("{}");
            return Some(());
        }
        if self.layout.sort_keys {
            sort_keys(&mut pairs)?;
        }
        let (separator, inner) = self.open('{', level);
        for (i, (key, value)) in pairs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(&separator);
            }
            let key = self.key(key)?;
            crate::pytext::json_string(&mut self.out, &key, self.layout.ensure_ascii);
            self.out.push_str(self.layout.key_separator);
            self.value(value, inner)?;
        }
        self.close('}', inner);
        Some(())
    }

    /// A key as `_key` writes it; an instance or a key it refuses goes to the Python half.
    fn key(&self, k: &Value) -> Option<String> {
        match k {
            Value::Str(s) => Some(s.as_str().to_owned()),
            Value::Float(x) => self.float(*x),
            Value::Bool(b) => Some(if *b { "true" } else { "false" }.to_owned()),
            Value::None => Some("null".to_owned()),
            Value::Int(n) => Some(n.to_string()),
            _ => None,
        }
    }

    /// The opening bracket; the separator between items and the level inside (`_open`).
    fn open(&mut self, bracket: char, level: usize) -> (String, usize) {
        self.out.push(bracket);
        match self.layout.indent {
            None => (self.layout.item_separator.to_owned(), level),
            Some(indent) => {
                let newline = format!("\n{}", indent.repeat(level + 1));
                self.out.push_str(&newline);
                (format!("{}{newline}", self.layout.item_separator), level + 1)
            }
        }
    }

    fn close(&mut self, bracket: char, level: usize) {
        if let Some(indent) = self.layout.indent {
            self.out.push('\n');
            self.out.push_str(&indent.repeat(level - 1));
        }
        self.out.push(bracket);
    }
}

/// `sorted(d)` of keys all strs or all ints, which order alike here and in CPython; any other
/// mix goes to the Python half (it may raise, or order ints among floats).
fn sort_keys(pairs: &mut [(&Value, &Value)]) -> Option<()> {
    if pairs.iter().all(|(k, _)| matches!(k, Value::Str(_))) {
        pairs.sort_by(|(a, _), (b, _)| match (a, b) {
            (Value::Str(a), Value::Str(b)) => a.as_str().cmp(b.as_str()),
            _ => std::cmp::Ordering::Equal,
        });
        return Some(());
    }
    if pairs.iter().all(|(k, _)| matches!(k, Value::Int(_))) {
        pairs.sort_by_key(|(k, _)| if let Value::Int(n) = k { *n } else { 0 });
        return Some(());
    }
    None
}
