//! `re` for agent programs: Python's regular-expression dialect read (`parse`), compiled
//! (`compile`) and run by a backtracking matcher (`vm`) that tries alternatives in CPython's
//! order; patterns and matches as native objects (`objects`), the scans of `findall`, `sub`
//! and `split` (`scan`) and replacement templates (`template`). The modelled module
//! (`layer/embedded/pure/re.py`) reaches this through the `<re>` builtin.

mod casefold_table;
mod compile;
mod fold;
mod objects;
mod parse;
mod scan;
mod template;
mod vm;

use super::Value;
use crate::ir::PyExc;
use crate::sema::Fault;
use crate::source::Span;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

pub use objects::PatternData;

/// `_re(op, ...)`, what `re.py` calls: `compile` (pattern, flags) and `escape` (text).
pub fn call(args: &[Value], at: Span) -> Result<Value, Fault> {
    let op = match args.first() {
        Some(Value::Str(s)) => s.as_str(),
        _ => return Err(Fault::internal("`<re>` needs an operation name", at)),
    };
    match (op, &args[1..]) {
        ("compile", [pattern, flags]) => compiled(pattern, flags, at),
        ("escape", [Value::Str(s)]) => Ok(Value::str(escape(s.as_str()))),
        ("escape", [other]) => {
            bytes_refused(other, at)?;
            // CPython's `escape` reads a non-`str` as bytes in Latin-1 (`str(pattern, 'latin1')`).
            Err(Fault::type_error(
                format!("decoding to str: need a bytes-like object, {} found", other.type_name()),
                at,
            ))
        }
        _ => Err(Fault::internal(format!("`<re>` has no operation `{op}` of {} arguments", args.len() - 1), at)),
    }
}

thread_local! {
    /// Compiled patterns by (pattern, flags), as CPython's `re` caches them.
    static CACHE: RefCell<HashMap<(String, i64), Rc<PatternData>>> = RefCell::new(HashMap::new());
}

const CACHE_MAX: usize = 512;

/// `re.TEMPLATE`, a member of `RegexFlag` the matcher does not model.
const TEMPLATE: i64 = 1;

fn compiled(pattern: &Value, flags: &Value, at: Span) -> Result<Value, Fault> {
    let flags = match flags {
        Value::Int(f) => *f,
        Value::Bool(b) => i64::from(*b),
        other => {
            return Err(Fault::type_error(
                format!("unsupported operand type(s) for &: '{}' and 'RegexFlag'", other.type_name()),
                at,
            ))
        }
    };
    let source = match pattern {
        Value::Str(s) => s.clone(),
        Value::Contract(c) if c.as_any().is::<objects::PatternObj>() => {
            if flags != 0 {
                return Err(Fault::value_error("cannot process flags argument with a compiled pattern", at));
            }
            return Ok(pattern.clone());
        }
        other => {
            bytes_refused(other, at)?;
            return Err(Fault::type_error("first argument must be string or compiled pattern", at));
        }
    };
    if flags & TEMPLATE != 0 {
        return Err(Fault::unsupported(
            "the flag `re.TEMPLATE` (deprecated in 3.11; CPython refuses a pattern with a repeat under it)",
            at,
        ));
    }
    let key = (source.as_str().to_owned(), flags);
    if let Some(found) = CACHE.with(|c| c.borrow().get(&key).cloned()) {
        return Ok(objects::pattern_value(found));
    }
    let parsed = match parse::parse(source.as_str(), flags) {
        Ok(p) => p,
        Err(parse::ParseError::Error(msg, pos)) => return Err(re_error(&msg, (pos != usize::MAX).then_some(pos), at)),
        Err(parse::ParseError::Refused(why)) => return Err(Fault::unsupported(why, at)),
    };
    let program = compile::compile(&parsed.node).map_err(|why| Fault::unsupported(why, at))?;
    let mut names: Vec<(String, usize)> = parsed.names.into_iter().collect();
    names.sort_by_key(|(_, g)| *g);
    let value = RefCell::default();
    let data = Rc::new(PatternData { source, flags: parsed.flags, groups: parsed.groups, names, program, value });
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= CACHE_MAX {
            c.clear();
        }
        c.insert(key, data.clone());
    });
    Ok(objects::pattern_value(data))
}

/// `re.error`, with CPython's ` at position N` suffix.
fn re_error(msg: &str, pos: Option<usize>, at: Span) -> Fault {
    let message = match pos {
        Some(p) => format!("{msg} at position {p}"),
        None => msg.to_owned(),
    };
    Fault::exc(PyExc::error, message, at)
}

/// `re.escape`: a backslash before each character CPython 3.7+ escapes.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if "()[]{}?*+-|^$\\.&~# \t\n\r\x0b\x0c".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The text a `re` function searches: a `str`, else CPython's `TypeError`.
fn want_text(v: &Value, at: Span) -> Result<Rc<crate::ir::PyStr>, Fault> {
    match v {
        Value::Str(s) => Ok(s.clone()),
        other => {
            bytes_refused(other, at)?;
            Err(Fault::type_error(format!("expected string or bytes-like object, got '{}'", other.type_name()), at))
        }
    }
}

/// Bytes patterns and subjects are CPython's own matching, which the matcher (over `str`) does
/// not model: refused, never the `TypeError` a value of another type gets.
fn bytes_refused(v: &Value, at: Span) -> Result<(), Fault> {
    match v {
        Value::Bytes(_) | Value::ByteArray(_) => Err(Fault::unsupported(
            "`re` over bytes (a bytes pattern or subject): the matcher reads `str` only; decode the bytes first (`data.decode()`)",
            at,
        )),
        _ => Ok(()),
    }
}

/// `e.msg` and `e.pos` of an `re.error`, read back from its message; what needs the pattern
/// (`pattern`, `lineno`, `colno`) is not kept.
pub fn error_attribute(args: &[Value], name: &str, at: Span) -> Result<Value, Fault> {
    let message = match args.first() {
        Some(Value::Str(s)) => s.as_str().to_owned(),
        _ => String::new(),
    };
    let (msg, pos) = match message.rsplit_once(" at position ") {
        Some((msg, pos)) if pos.parse::<i64>().is_ok() => (msg.to_owned(), pos.parse::<i64>().ok()),
        _ => (message.clone(), None),
    };
    match name {
        "msg" => Ok(Value::str(msg)),
        "pos" => Ok(pos.map_or(Value::None, Value::Int)),
        _ => Err(Fault::unsupported(format!("`re.error.{name}` is not modelled (only `msg` and `pos` are)"), at)),
    }
}
