//! `str.format`, `str.format_map` and printf-style `%` formatting, with CPython's errors. The
//! replacement fields' specs go through the same mini-language as f-strings (`format`).

use super::exceptions::key_error;
use super::format::format_value;
use super::ops::check_len;
use super::repr::{check_int_text, repr, to_str};
use super::value::{Key, Value};
use crate::ir::PyExc;
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;

type Kwargs = Vec<(std::rc::Rc<str>, Value)>;

/// Where `str.format` finds its fields: positional and keyword arguments, or one mapping.
enum Source<'a> {
    Args { args: &'a [Value], kwargs: &'a Kwargs },
    Map(&'a Value),
}

/// Automatic (`{}`) or manual (`{0}`) numbering: a template may not mix them.
#[derive(PartialEq)]
enum Numbering {
    Unknown,
    Auto(usize),
    Manual,
}

pub(super) fn format(
    template: &str,
    args: Vec<Value>,
    kwargs: Kwargs,
    limits: &Limits,
    at: Span,
) -> Result<Value, Fault> {
    let mut numbering = Numbering::Unknown;
    let out = render(template, &Source::Args { args: &args, kwargs: &kwargs }, &mut numbering, 2, limits, at)?;
    Ok(Value::str(out))
}

pub(super) fn format_map(template: &str, mapping: &Value, limits: &Limits, at: Span) -> Result<Value, Fault> {
    let mut numbering = Numbering::Unknown;
    Ok(Value::str(render(template, &Source::Map(mapping), &mut numbering, 2, limits, at)?))
}

fn render(
    template: &str,
    source: &Source<'_>,
    numbering: &mut Numbering,
    depth: u8,
    limits: &Limits,
    at: Span,
) -> Result<String, Fault> {
    if depth == 0 {
        return Err(Fault::value_error("Max string recursion exceeded", at));
    }
    let mut out = String::new();
    let mut chars = template.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '{' if chars.peek().is_some_and(|&(_, n)| n == '{') => {
                chars.next();
                out.push('{');
            }
            '{' => {
                // The field runs to the `}` that balances this `{` (specs may nest fields).
                let mut level = 1;
                let mut end = None;
                for (j, d) in chars.by_ref() {
                    match d {
                        '{' => level += 1,
                        '}' => {
                            level -= 1;
                            if level == 0 {
                                end = Some(j);
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                let Some(end) = end else {
                    let message = if i + 1 == template.len() {
                        "Single '{' encountered in format string"
                    } else {
                        "expected '}' before end of string"
                    };
                    return Err(Fault::value_error(message, at));
                };
                out.push_str(&field(&template[i + 1..end], source, numbering, depth, limits, at)?);
                check_len(out.len(), limits, at)?;
            }
            '}' if chars.peek().is_some_and(|&(_, n)| n == '}') => {
                chars.next();
                out.push('}');
            }
            '}' => return Err(Fault::value_error("Single '}' encountered in format string", at)),
            _ => out.push(c),
        }
    }
    Ok(out)
}

/// One replacement field `name[!conversion][:spec]`, rendered.
fn field(
    text: &str,
    source: &Source<'_>,
    numbering: &mut Numbering,
    depth: u8,
    limits: &Limits,
    at: Span,
) -> Result<String, Fault> {
    // The name ends at the first `!` or `:` outside brackets.
    let mut in_bracket = false;
    let mut name_end = text.len();
    for (i, c) in text.char_indices() {
        match c {
            '[' => in_bracket = true,
            ']' => in_bracket = false,
            '!' | ':' if !in_bracket => {
                name_end = i;
                break;
            }
            _ => {}
        }
    }
    let (name, mut rest) = text.split_at(name_end);
    let mut conversion = None;
    if let Some(after) = rest.strip_prefix('!') {
        let mut it = after.chars();
        let c =
            it.next().ok_or_else(|| Fault::value_error("end of string while looking for conversion specifier", at))?;
        conversion = Some(c);
        rest = it.as_str();
        if !rest.is_empty() && !rest.starts_with(':') {
            return Err(Fault::value_error("expected ':' after conversion specifier", at));
        }
    }
    let spec = rest.strip_prefix(':').unwrap_or("");
    let value = lookup(name, source, numbering, at)?;
    let value = match conversion {
        None => value,
        Some('s') => Value::str(text_of(&value, at)?),
        Some('r') => Value::str(repr_of(&value, at)?),
        Some('a') => Value::str(ascii(&repr_of(&value, at)?)),
        Some(c) => return Err(Fault::value_error(format!("Unknown conversion specifier {c}"), at)),
    };
    let spec =
        if spec.contains('{') { render(spec, source, numbering, depth - 1, limits, at)? } else { spec.to_owned() };
    format_value(&value, &spec, at)
}

fn text_of(v: &Value, at: Span) -> Result<String, Fault> {
    check_int_text(v, at)?;
    Ok(to_str(v))
}

fn repr_of(v: &Value, at: Span) -> Result<String, Fault> {
    check_int_text(v, at)?;
    Ok(repr(v))
}

/// `ascii()` of a repr: every non-ASCII character escaped as Python does.
pub(super) fn ascii(shown: &str) -> String {
    let mut out = String::with_capacity(shown.len());
    for c in shown.chars() {
        let code = u32::from(c);
        match code {
            0..=0x7F => out.push(c),
            0x80..=0xFF => out.push_str(&format!("\\x{code:02x}")),
            0x100..=0xFFFF => out.push_str(&format!("\\u{code:04x}")),
            _ => out.push_str(&format!("\\U{code:08x}")),
        }
    }
    out
}

/// The value a field name selects: an argument, then any `[key]` and `.name` parts.
fn lookup(name: &str, source: &Source<'_>, numbering: &mut Numbering, at: Span) -> Result<Value, Fault> {
    let first_end = name.find(['.', '[']).unwrap_or(name.len());
    let (first, mut rest) = name.split_at(first_end);
    let mut value = if first.is_empty() {
        let n = match numbering {
            Numbering::Manual => {
                return Err(Fault::value_error(
                    "cannot switch from manual field specification to automatic field numbering",
                    at,
                ))
            }
            Numbering::Unknown => 0,
            Numbering::Auto(n) => *n,
        };
        *numbering = Numbering::Auto(n + 1);
        positional(source, n, at)?
    } else if let Ok(n) = first.parse::<usize>() {
        if matches!(numbering, Numbering::Auto(_)) {
            return Err(Fault::value_error(
                "cannot switch from automatic field numbering to manual field specification",
                at,
            ));
        }
        *numbering = Numbering::Manual;
        positional(source, n, at)?
    } else {
        keyword(source, first, at)?
    };
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix('[') {
            let close = after.find(']').ok_or_else(|| Fault::value_error("Missing ']' in format string", at))?;
            let key = &after[..close];
            if key.is_empty() {
                return Err(Fault::value_error("Empty attribute in format string", at));
            }
            // Only plain digits index a sequence (`{0[-1]}` looks up the str '-1').
            let key = match key.parse::<i64>() {
                Ok(i) if key.bytes().all(|b| b.is_ascii_digit()) => Value::Int(i),
                _ => Value::str(key),
            };
            value = item(&value, &key, at)?;
            rest = &after[close + 1..];
        } else if let Some(after) = rest.strip_prefix('.') {
            let end = after.find(['.', '[']).unwrap_or(after.len());
            if end == 0 {
                return Err(Fault::value_error("Empty attribute in format string", at));
            }
            value = super::attribute(&value, &after[..end], at)?;
            rest = &after[end..];
        } else {
            return Err(Fault::value_error("Only '.' or '[' may follow ']' in format field specifier", at));
        }
    }
    Ok(value)
}

fn positional(source: &Source<'_>, n: usize, at: Span) -> Result<Value, Fault> {
    match source {
        Source::Args { args, .. } => args.get(n).cloned().ok_or_else(|| {
            Fault::exc(PyExc::IndexError, format!("Replacement index {n} out of range for positional args tuple"), at)
        }),
        Source::Map(_) => Err(Fault::value_error("Format string contains positional fields", at)),
    }
}

fn keyword(source: &Source<'_>, name: &str, at: Span) -> Result<Value, Fault> {
    match source {
        Source::Args { kwargs, .. } => kwargs
            .iter()
            .find(|(k, _)| &**k == name)
            .map(|(_, v)| v.clone())
            .ok_or_else(|| key_error(&Value::str(name), at)),
        Source::Map(mapping) => item(mapping, &Value::str(name), at),
    }
}

/// `obj[key]` for a field's `[key]` part.
fn item(obj: &Value, key: &Value, at: Span) -> Result<Value, Fault> {
    match obj {
        Value::Dict(d) => d.borrow().get(&Key::new(key.clone(), at)?).cloned().ok_or_else(|| key_error(key, at)),
        Value::List(_) | Value::Tuple(_) | Value::Str(_) => {
            let items: Vec<Value> = match obj {
                Value::List(l) => l.borrow().clone(),
                Value::Tuple(t) => t.to_vec(),
                Value::Str(s) => s.as_str().chars().map(|c| Value::str(c.to_string())).collect(),
                _ => Vec::new(),
            };
            let Some(i) = key.as_i64() else {
                return Err(Fault::type_error(
                    format!("{} indices must be integers or slices, not str", obj.type_name()),
                    at,
                ));
            };
            let n = items.len() as i64;
            let i = if i < 0 { i + n } else { i };
            items
                .get(usize::try_from(i).unwrap_or(usize::MAX))
                .cloned()
                .ok_or_else(|| Fault::exc(PyExc::IndexError, format!("{} index out of range", obj.type_name()), at))
        }
        other => Err(Fault::type_error(format!("'{}' object is not subscriptable", other.type_name()), at)),
    }
}
