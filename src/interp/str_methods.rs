//! Methods of `str` over concrete values: searching and splitting here, the rest (case,
//! classes, padding, formatting) in `more`.

use super::builtins::collect;
use super::methods::{args_between, no_kwargs, take, want_bound, want_index, want_str, want_str_numbered, Kwargs};
use super::numtext::py_isspace;
use super::ops::check_len;
use super::value::Value;
use crate::ir::Method;
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;

mod more;
use more::more;
pub(super) use more::predicate;

/// A `str` method call; keyword arguments are taken by the methods that accept them.
pub(super) fn call(
    m: Method,
    s: &str,
    mut args: Vec<Value>,
    mut kwargs: Kwargs,
    limits: &Limits,
    at: Span,
) -> Result<Value, Fault> {
    match m {
        // The evaluator renders every template whose text is known (`sema/str_format.rs`).
        Method::Format => return Err(Fault::internal("str.format of a known template reached the domain", at)),
        Method::Split | Method::Rsplit => {
            let (sep, maxsplit) = (take(&mut kwargs, "sep"), take(&mut kwargs, "maxsplit"));
            no_kwargs(m, &kwargs, at)?;
            if sep.is_some() || maxsplit.is_some() {
                if sep.is_some() && !args.is_empty() {
                    return Err(Fault::type_error(
                        format!("{}() got multiple values for argument 'sep'", m.name()),
                        at,
                    ));
                }
                if args.is_empty() {
                    args.push(sep.unwrap_or(Value::None));
                }
                if let Some(n) = maxsplit {
                    args.truncate(1);
                    args.push(n);
                }
            }
        }
        Method::Splitlines => {
            if let Some(k) = take(&mut kwargs, "keepends") {
                args.push(k);
            }
            no_kwargs(m, &kwargs, at)?;
        }
        Method::Expandtabs => {
            if let Some(k) = take(&mut kwargs, "tabsize") {
                args.push(k);
            }
            no_kwargs(m, &kwargs, at)?;
        }
        _ => no_kwargs(m, &kwargs, at)?,
    }
    searching(m, s, &args, limits, at)
}

/// A `str` method call of positional arguments only, read where they are (the call site's
/// fast path, `methods::plain`, which never sends `format`).
pub(super) fn call_positional(m: Method, s: &str, args: &[Value], limits: &Limits, at: Span) -> Result<Value, Fault> {
    searching(m, s, args, limits, at)
}

/// CPython's `ADJUST_INDICES` for the str search methods' optional start/end (in characters):
/// a negative bound counts from the end (floored at 0) and `end` is capped at the length, but a
/// `start` past the end stays there, so the window is empty (`lo > hi`) and nothing matches,
/// not even the empty string (`"abc".find("", 5) == -1`).
fn char_window(s: &str, start: Option<&Value>, end: Option<&Value>, at: Span) -> Result<(usize, usize), Fault> {
    let n = s.chars().count() as i64;
    let norm = |v: Option<&Value>, dflt: i64| -> Result<i64, Fault> {
        match v {
            None | Some(Value::None) => Ok(dflt),
            Some(v) => {
                let i = want_bound(v, true, at)?;
                Ok(if i < 0 { (i + n).max(0) } else { i })
            }
        }
    };
    let lo = norm(start, 0)?;
    let hi = norm(end, n)?.min(n);
    Ok((lo.min(n + 1) as usize, hi as usize))
}

fn byte_at(s: &str, ch: usize) -> usize {
    s.char_indices().nth(ch).map_or(s.len(), |(b, _)| b)
}

fn searching(m: Method, s: &str, args: &[Value], limits: &Limits, at: Span) -> Result<Value, Fault> {
    let chars_arg = |m: Method, args: &[Value]| -> Result<Option<String>, Fault> {
        match args.first() {
            None | Some(Value::None) => Ok(None),
            Some(v) => Ok(Some(want_str(m, v, at)?.to_owned())),
        }
    };
    Ok(match m {
        Method::Split => {
            args_between(m, args, 0, 2, at)?;
            let maxsplit = match args.get(1) {
                Some(v) => want_index(v, at)?,
                None => -1,
            };
            let parts: Vec<Value> = match args.first() {
                None | Some(Value::None) if s.is_ascii() => split_ascii_whitespace(s, maxsplit),
                None | Some(Value::None) => {
                    let mut out = Vec::new();
                    let mut rest = s.trim_start_matches(py_isspace);
                    while !rest.is_empty() {
                        if maxsplit >= 0 && out.len() as i64 == maxsplit {
                            out.push(Value::str(rest));
                            break;
                        }
                        let end = rest.find(py_isspace).unwrap_or(rest.len());
                        out.push(Value::str(&rest[..end]));
                        rest = rest[end..].trim_start_matches(py_isspace);
                    }
                    out
                }
                Some(sep) => {
                    let sep = want_str(m, sep, at)?;
                    if sep.is_empty() {
                        return Err(Fault::value_error("empty separator", at));
                    }
                    match (one_byte(sep), maxsplit < 0) {
                        (Some(c), _) => split_byte(s, c as u8, maxsplit),
                        (None, true) => s.split(sep).map(Value::str).collect(),
                        (None, false) => s.splitn(maxsplit as usize + 1, sep).map(Value::str).collect(),
                    }
                }
            };
            Value::list(parts)
        }
        Method::Join => {
            args_between(m, args, 1, 1, at)?;
            // A list or tuple is read where it is; any other iterable is collected first.
            let out = match args.first().cloned().unwrap_or(Value::None) {
                Value::List(items) => join(s, &items.borrow(), at)?,
                Value::Tuple(items) => join(s, &items, at)?,
                other => join(s, &collect(other, limits, at)?, at)?,
            };
            check_len(out.len(), limits, at)?;
            Value::str(out)
        }
        Method::Strip | Method::Lstrip | Method::Rstrip => {
            args_between(m, args, 0, 1, at)?;
            let set = chars_arg(m, args)?;
            let pred = |c: char| set.as_ref().map_or(py_isspace(c), |set| set.contains(c));
            Value::str(match m {
                Method::Strip => s.trim_matches(pred),
                Method::Lstrip => s.trim_start_matches(pred),
                _ => s.trim_end_matches(pred),
            })
        }
        Method::Replace => {
            args_between(m, args, 2, 3, at)?;
            let old = want_str_numbered(m, &args[0], 1, at)?;
            let new = want_str_numbered(m, &args[1], 2, at)?;
            let count = match args.get(2) {
                Some(v) => want_index(v, at)?,
                None => -1,
            };
            let estimate = s.len() + new.len().saturating_mul(s.len() / old.len().max(1) + 1);
            check_len(estimate.min(usize::MAX / 2), limits, at).or_else(|e| {
                if s.contains(old) {
                    Err(e)
                } else {
                    Ok(())
                }
            })?;
            Value::str(if count < 0 {
                py_replace(s, old, new, usize::MAX)
            } else {
                py_replace(s, old, new, count as usize)
            })
        }
        Method::Startswith | Method::Endswith => {
            args_between(m, args, 1, 3, at)?;
            let (lo, hi, window) = window(s, args, at)?;
            let test =
                |p: &str| lo <= hi && if m == Method::Startswith { window.starts_with(p) } else { window.ends_with(p) };
            match &args[0] {
                Value::Tuple(options) => {
                    for o in options.iter() {
                        let Value::Str(o) = o else {
                            return Err(Fault::type_error(
                                format!("tuple for {} must only contain str, not {}", m.name(), o.type_name()),
                                at,
                            ));
                        };
                        if test(o.as_str()) {
                            return Ok(Value::Bool(true));
                        }
                    }
                    Value::Bool(false)
                }
                Value::Str(p) => Value::Bool(test(p.as_str())),
                other => {
                    let what = if m == Method::Startswith { "startswith first arg" } else { "endswith first arg" };
                    return Err(Fault::type_error(
                        format!("{what} must be str or a tuple of str, not {}", other.type_name()),
                        at,
                    ));
                }
            }
        }
        Method::Find | Method::Rfind | Method::Index | Method::Rindex | Method::Count => {
            args_between(m, args, 1, 3, at)?;
            let sub = want_str(m, &args[0], at)?;
            let (lo, hi, window) = window(s, args, at)?;
            if m == Method::Count {
                let n = match (lo <= hi, sub.is_empty()) {
                    (false, _) => 0,
                    (true, true) => window.chars().count() + 1,
                    (true, false) => match one_byte(sub) {
                        Some(c) => window.matches(c).count(),
                        None => window.matches(sub).count(),
                    },
                };
                return Ok(Value::Int(n as i64));
            }
            let found = if lo > hi {
                None
            } else if matches!(m, Method::Rfind | Method::Rindex) {
                window.rfind(sub)
            } else if let Some(c) = one_byte(sub) {
                window.find(c)
            } else {
                window.find(sub)
            };
            match found {
                Some(b) => Value::Int((lo + window[..b].chars().count()) as i64),
                None if matches!(m, Method::Find | Method::Rfind) => Value::Int(-1),
                None => return Err(Fault::value_error("substring not found", at)),
            }
        }
        Method::Lower => {
            args_between(m, args, 0, 0, at)?;
            Value::str(if s.is_ascii() { s.to_ascii_lowercase() } else { s.to_lowercase() })
        }
        Method::Upper => {
            args_between(m, args, 0, 0, at)?;
            Value::str(if s.is_ascii() { s.to_ascii_uppercase() } else { s.to_uppercase() })
        }
        _ => return more(m, s, args, limits, at),
    })
}

/// The search window of `find`, `startswith` and the like: its first and last character
/// positions (`lo > hi` when empty) and its text. Without bounds it is the whole text, with no
/// count of characters.
fn window<'s>(s: &'s str, args: &[Value], at: Span) -> Result<(usize, usize, &'s str), Fault> {
    if args.len() == 1 {
        return Ok((0, 0, s));
    }
    let (lo, hi) = char_window(s, args.get(1), args.get(2), at)?;
    Ok((lo, hi, if lo <= hi { &s[byte_at(s, lo)..byte_at(s, hi)] } else { "" }))
}

/// `sep.join(items)`, made in one allocation of the result's size.
fn join(sep: &str, items: &[Value], at: Span) -> Result<String, Fault> {
    let mut size = sep.len().saturating_mul(items.len().saturating_sub(1));
    for (i, item) in items.iter().enumerate() {
        match joined_text(item) {
            Some(p) => size = size.saturating_add(p.as_str().len()),
            None => {
                return Err(Fault::type_error(
                    format!("sequence item {i}: expected str instance, {} found", item.type_name()),
                    at,
                ))
            }
        }
    }
    let mut out = String::with_capacity(size);
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        if let Some(p) = joined_text(item) {
            out.push_str(p.as_str());
        }
    }
    Ok(out)
}

/// The text `join` takes from an item: a `str`, or the one an instance of a class deriving
/// from `str` holds.
fn joined_text(v: &Value) -> Option<&crate::ir::PyStr> {
    match v {
        Value::Str(p) => Some(p),
        Value::Object(o) => match o.base.get() {
            Some(Value::Str(p)) => Some(p),
            _ => None,
        },
        _ => None,
    }
}

/// `s.split(sep)` of a one-character ASCII separator, looked for byte by byte (fields are
/// short: a search set up per field costs more than it saves). An ASCII byte never falls
/// inside a UTF-8 character, so every cut is at a character boundary.
fn split_byte(s: &str, sep: u8, maxsplit: i64) -> Vec<Value> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, &b) in s.as_bytes().iter().enumerate() {
        if b == sep {
            if maxsplit >= 0 && out.len() as i64 == maxsplit {
                break;
            }
            out.push(Value::str(&s[start..i]));
            start = i + 1;
        }
    }
    out.push(Value::str(&s[start..]));
    out
}

/// `s.split()` of ASCII text: runs of ASCII whitespace (`py_isspace`'s ASCII members) cut it,
/// and after `maxsplit` cuts the rest, its leading whitespace skipped, is the last field.
fn split_ascii_whitespace(s: &str, maxsplit: i64) -> Vec<Value> {
    let space = |b: u8| matches!(b, b' ' | b'\t'..=b'\r' | 0x1c..=0x1f);
    let (b, n) = (s.as_bytes(), s.len());
    let mut out = Vec::new();
    let mut i = 0;
    loop {
        while i < n && space(b[i]) {
            i += 1;
        }
        if i == n {
            break;
        }
        if maxsplit >= 0 && out.len() as i64 == maxsplit {
            out.push(Value::str(&s[i..]));
            break;
        }
        let start = i;
        while i < n && !space(b[i]) {
            i += 1;
        }
        out.push(Value::str(&s[start..i]));
    }
    out
}

/// A one-character ASCII pattern as a `char`, which `str`'s searches look for byte by byte.
fn one_byte(pattern: &str) -> Option<char> {
    match pattern.as_bytes() {
        [b] if b.is_ascii() => Some(char::from(*b)),
        _ => None,
    }
}

fn py_replace(s: &str, old: &str, new: &str, count: usize) -> String {
    if old.is_empty() {
        let mut out = String::new();
        let mut n = 0;
        for c in s.chars() {
            if n < count {
                out.push_str(new);
                n += 1;
            }
            out.push(c);
        }
        if n < count {
            out.push_str(new);
        }
        return out;
    }
    match one_byte(old) {
        Some(c) => s.replacen(c, new, count),
        None => s.replacen(old, new, count),
    }
}
