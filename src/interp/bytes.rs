//! `bytes` over concrete values: the constructor, `repr`, `hex`/`fromhex` and the methods.
//!
//! The searching and splitting methods are `str`'s over the bytes read as Latin-1 (one char
//! per byte, so positions and order agree), their results read back; what differs between
//! the types (ASCII-only case and classes, ASCII whitespace, argument types) is here.

use super::builtins::collect;
use super::methods::{args_between, no_kwargs, take, want_index, Kwargs};
use super::ops::check_len;
use super::value::Value;
use crate::ir::{Method, PyExc};
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

pub fn value(b: Vec<u8>) -> Value {
    Value::Bytes(Rc::new(b))
}

/// CPython's `repr` of bytes: `'` quotes unless the bytes hold `'` and no `"`.
pub fn write_repr(out: &mut String, b: &[u8]) {
    write_quoted(out, b, false);
}

/// CPython's `repr` of a bytearray: its bytes' repr, save that `'` is escaped inside `"` too.
pub fn write_bytearray_repr(out: &mut String, b: &[u8]) {
    out.push_str("bytearray(");
    write_quoted(out, b, true);
    out.push(')');
}

fn write_quoted(out: &mut String, b: &[u8], escape_apostrophe: bool) {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') { '"' } else { '\'' };
    out.push('b');
    out.push(quote);
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            c if char::from(c) == quote || (escape_apostrophe && c == b'\'') => {
                out.push('\\');
                out.push(char::from(c));
            }
            0x20..=0x7e => out.push(char::from(c)),
            c => out.push_str(&format!("\\x{c:02x}")),
        }
    }
    out.push(quote);
}

/// `bytes(x)`, `bytes(n)`, `bytes(s, encoding, errors)`.
pub fn construct(args: Vec<Value>, kwargs: Kwargs, limits: &Limits, at: Span) -> Result<Value, Fault> {
    // `bytes(b)` is `b` itself, as in CPython.
    if let ([Value::Bytes(b)], true) = (&args[..], kwargs.is_empty()) {
        return Ok(Value::Bytes(b.clone()));
    }
    contents("bytes", args, kwargs, limits, at).map(value)
}

/// What `bytes(...)` or `bytearray(...)` (named by `kind`, as CPython's errors name it) holds:
/// nothing, `n` zeros, a bytes-like value's bytes, an iterable's ints, or encoded text.
pub fn contents(kind: &str, args: Vec<Value>, kwargs: Kwargs, limits: &Limits, at: Span) -> Result<Vec<u8>, Fault> {
    let mut bound = super::keyword_args::bind(kind, &["source", "encoding", "errors"], args, kwargs, at)?.into_iter();
    let (source, encoding, errors) = (bound.next().flatten(), bound.next().flatten(), bound.next().flatten());
    let Some(source) = source else { return Ok(Vec::new()) };
    if let Value::Str(s) = &source {
        let Some(encoding) = encoding else {
            return Err(Fault::type_error("string argument without an encoding", at));
        };
        return encoded(s.as_str(), Some(encoding), errors, at);
    }
    if encoding.is_some() {
        return Err(Fault::type_error("encoding without a string argument", at));
    }
    if errors.is_some() {
        return Err(Fault::type_error("errors without a string argument", at));
    }
    if let Some(b) = super::bytearray::bytes_of(&source) {
        return Ok(b);
    }
    match source {
        Value::Big(_) => Err(Fault::exc(PyExc::OverflowError, "cannot fit 'int' into an index-sized integer", at)),
        Value::Int(_) | Value::Bool(_) => {
            let n = want_index(&source, at)?;
            if n < 0 {
                return Err(Fault::value_error("negative count", at));
            }
            check_len(n as usize, limits, at)?;
            Ok(vec![0; n as usize])
        }
        Value::Float(_) | Value::None => {
            Err(Fault::type_error(format!("cannot convert '{}' object to {kind}", source.type_name()), at))
        }
        other => {
            let message =
                if kind == "bytes" { "bytes must be in range(0, 256)" } else { "byte must be in range(0, 256)" };
            let items = collect(other, limits, at)?;
            items.iter().map(|v| byte_of(v, message, at)).collect()
        }
    }
}

/// An int item of bytes (`bytes([...])`, `x in b`, `ba[i] = x`).
pub fn byte_of(v: &Value, range_message: &str, at: Span) -> Result<u8, Fault> {
    let i = match v {
        Value::Big(_) => return Err(Fault::value_error(range_message, at)),
        Value::Int(_) | Value::Bool(_) => want_index(v, at)?,
        _ => return Err(super::convert::not_an_integer(v, at)),
    };
    u8::try_from(i).map_err(|_| Fault::value_error(range_message, at))
}

/// `b[i]`: an int.
pub fn item(b: &[u8], index: &Value, at: Span) -> Result<Value, Fault> {
    let i = super::indexing::index_of(index, b.len(), "byte", at).map_err(|f| {
        if f.message() == "byte index out of range" {
            f.with_message("index out of range")
        } else {
            f
        }
    })?;
    Ok(Value::Int(i64::from(b[i])))
}

/// `b[start:stop:step]`: bytes.
pub fn slice(b: &[u8], bounds: &[Option<Value>; 3], at: Span) -> Result<Value, Fault> {
    let (start, stop, step) = super::indexing::slice_indices(bounds, b.len(), at)?;
    Ok(value(super::indexing::slice_positions(start, stop, step).map(|i| b[i]).collect()))
}

/// `x in b`: an int is one byte, bytes a subsequence.
pub fn contains(b: &[u8], x: &Value, at: Span) -> Result<bool, Fault> {
    if let Some(found) = super::bytearray::with_bytes(x, |sub| sub.is_empty() || b.windows(sub.len()).any(|w| w == sub))
    {
        return Ok(found);
    }
    match x {
        Value::Int(_) | Value::Big(_) | Value::Bool(_) => {
            let c = byte_of(x, "byte must be in range(0, 256)", at)?;
            Ok(b.contains(&c))
        }
        other => Err(Fault::type_error(format!("a bytes-like object is required, not '{}'", other.type_name()), at)),
    }
}

/// `s.encode(...)` and `bytes(s, ...)`.
pub fn encode_with(s: &str, encoding: Option<Value>, errors: Option<Value>, at: Span) -> Result<Value, Fault> {
    encoded(s, encoding, errors, at).map(value)
}

fn encoded(s: &str, encoding: Option<Value>, errors: Option<Value>, at: Span) -> Result<Vec<u8>, Fault> {
    let encoding = text_arg("encode", "encoding", encoding, "utf-8", at)?;
    let errors = text_arg("encode", "errors", errors, "strict", at)?;
    super::codecs::encode(s, &encoding, &errors, at)
}

fn text_arg(method: &str, name: &str, v: Option<Value>, default: &str, at: Span) -> Result<String, Fault> {
    match v {
        None => Ok(default.to_owned()),
        Some(Value::Str(s)) => Ok(s.as_str().to_owned()),
        Some(other) => {
            Err(Fault::type_error(format!("{method}() argument '{name}' must be str, not {}", other.type_name()), at))
        }
    }
}

/// `encoding`/`errors` by position or keyword, as `str.encode` and `bytes.decode` take them.
fn codec_args(m: Method, mut args: Vec<Value>, mut kwargs: Kwargs, at: Span) -> Result<[Option<Value>; 2], Fault> {
    args_between(m, &args, 0, 2, at)?;
    let errors = take(&mut kwargs, "errors");
    let encoding = take(&mut kwargs, "encoding");
    no_kwargs(m, &kwargs, at)?;
    let by_position_errors = if args.len() == 2 { args.pop() } else { None };
    let by_position_encoding = args.pop();
    for (name, a, b) in [("encoding", &by_position_encoding, &encoding), ("errors", &by_position_errors, &errors)] {
        if a.is_some() && b.is_some() {
            return Err(Fault::type_error(
                format!("argument for {}() given by name ('{name}') and position", m.name()),
                at,
            ));
        }
    }
    Ok([by_position_encoding.or(encoding), by_position_errors.or(errors)])
}

/// `s.encode(encoding="utf-8", errors="strict")`.
pub fn encode_method(s: &str, args: Vec<Value>, kwargs: Kwargs, at: Span) -> Result<Value, Fault> {
    let [encoding, errors] = codec_args(Method::Encode, args, kwargs, at)?;
    encode_with(s, encoding, errors, at)
}

/// A bytes-like value as Latin-1 text, the argument a `str` method takes in its place.
fn text_of(v: &Value) -> Option<Value> {
    super::bytearray::with_bytes(v, |b| Value::str(as_text(b)))
}

/// Latin-1 text of bytes: one char per byte.
pub(super) fn as_text(b: &[u8]) -> String {
    b.iter().map(|&c| char::from(c)).collect()
}

/// Bytes of Latin-1 text made by `as_text` (every char below 256).
pub(super) fn from_text(s: &str) -> Vec<u8> {
    s.chars().map(|c| c as u32 as u8).collect()
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// A method of `bytes`.
pub fn call(
    m: Method,
    b: &[u8],
    mut args: Vec<Value>,
    mut kwargs: Kwargs,
    limits: &Limits,
    at: Span,
) -> Result<Value, Fault> {
    if m == Method::Decode {
        let [encoding, errors] = codec_args(m, args, kwargs, at)?;
        let encoding = text_arg("decode", "encoding", encoding, "utf-8", at)?;
        let errors = text_arg("decode", "errors", errors, "strict", at)?;
        return super::codecs::decode(b, &encoding, &errors, at).map(Value::str);
    }
    if m == Method::Hex {
        return hex(b, args, kwargs, at);
    }
    if m == Method::Splitlines {
        return splitlines(b, args, kwargs, at);
    }
    if super::bytes_text::handles(m) {
        return super::bytes_text::call(m, b, args, kwargs, limits, at);
    }
    if matches!(m, Method::Split | Method::Rsplit) {
        // `sep=` and `maxsplit=` by name, as the positions they take.
        let (sep, max) = (take(&mut kwargs, "sep"), take(&mut kwargs, "maxsplit"));
        if args.is_empty() && (sep.is_some() || max.is_some()) {
            args.push(sep.unwrap_or(Value::None));
        } else if sep.is_some() {
            let message = format!("argument for {}() given by name ('sep') and position (1)", m.name());
            return Err(Fault::type_error(message, at));
        }
        if let Some(max) = max {
            if args.len() > 1 {
                let message = format!("{}() takes at most 2 arguments ({} given)", m.name(), args.len() + 1);
                return Err(Fault::type_error(message, at));
            }
            args.push(max);
        }
    }
    no_kwargs(m, &kwargs, at)?;
    let all = |f: fn(&u8) -> bool| Value::Bool(!b.is_empty() && b.iter().all(f));
    Ok(match m {
        Method::Lower | Method::Upper => {
            args_between(m, &args, 0, 0, at)?;
            let up = m == Method::Upper;
            value(b.iter().map(|c| if up { c.to_ascii_uppercase() } else { c.to_ascii_lowercase() }).collect())
        }
        Method::Ljust | Method::Rjust | Method::Center | Method::Zfill => pad(m, b, args, limits, at)?,
        Method::Isdigit => all(u8::is_ascii_digit),
        Method::Isalpha => all(u8::is_ascii_alphabetic),
        Method::Isalnum => all(u8::is_ascii_alphanumeric),
        Method::Isspace => all(|c| is_space(*c)),
        Method::Isascii => Value::Bool(b.is_ascii()),
        Method::Isupper | Method::Islower => {
            let cased = b.iter().any(u8::is_ascii_alphabetic);
            let wrong = if m == Method::Isupper { u8::is_ascii_lowercase } else { u8::is_ascii_uppercase };
            Value::Bool(cased && !b.iter().any(wrong))
        }
        Method::Split | Method::Rsplit if matches!(args.first(), None | Some(Value::None)) => {
            split_whitespace(m, b, &args, at)?
        }
        Method::Strip | Method::Lstrip | Method::Rstrip if matches!(args.first(), None | Some(Value::None)) => {
            args_between(m, &args, 0, 1, at)?;
            let lo = if m == Method::Rstrip { 0 } else { b.iter().position(|c| !is_space(*c)).unwrap_or(b.len()) };
            let hi =
                if m == Method::Lstrip { b.len() } else { b.iter().rposition(|c| !is_space(*c)).map_or(0, |i| i + 1) };
            value(b[lo..hi.max(lo)].to_vec())
        }
        Method::Join => {
            args_between(m, &args, 1, 1, at)?;
            let items = collect(args.into_iter().next().unwrap_or(Value::None), limits, at)?;
            let mut out = Vec::new();
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.extend_from_slice(b);
                }
                if super::bytearray::with_bytes(item, |part| out.extend_from_slice(part)).is_none() {
                    return Err(Fault::type_error(
                        format!("sequence item {i}: expected a bytes-like object, {} found", item.type_name()),
                        at,
                    ));
                }
                check_len(out.len(), limits, at)?;
            }
            value(out)
        }
        _ => return as_str_method(m, b, args, limits, at),
    })
}

/// `ljust`, `rjust`, `center` (with a one-byte fill) and `zfill`: `str`'s over Latin-1 text,
/// which pads byte for byte as the `bytes` methods do.
fn pad(m: Method, b: &[u8], mut args: Vec<Value>, limits: &Limits, at: Span) -> Result<Value, Fault> {
    args_between(m, &args, 1, if m == Method::Zfill { 1 } else { 2 }, at)?;
    if let Some(fill) = args.get(1) {
        let text = super::bytearray::with_bytes(fill, |f| (f.len() == 1).then(|| as_text(f))).flatten();
        let Some(text) = text else {
            let message =
                format!("{}() argument 2 must be a byte string of length 1, not {}", m.name(), fill.type_name());
            return Err(Fault::type_error(message, at));
        };
        args[1] = Value::str(text);
    }
    let padded = super::str_methods::call(m, &as_text(b), args, Vec::new(), limits, at)?;
    Ok(back_to_bytes(padded))
}

/// `splitlines(keepends=False)`: at `\n`, `\r` and `\r\n` only (`str`'s other line breaks are
/// not breaks in bytes).
fn splitlines(b: &[u8], mut args: Vec<Value>, mut kwargs: Kwargs, at: Span) -> Result<Value, Fault> {
    let m = Method::Splitlines;
    if let Some(v) = take(&mut kwargs, "keepends") {
        args.push(v);
    }
    no_kwargs(m, &kwargs, at)?;
    args_between(m, &args, 0, 1, at)?;
    let keep = match args.first() {
        Some(v) => want_index(v, at)? != 0,
        None => false,
    };
    let (mut lines, mut start, mut i) = (Vec::new(), 0, 0);
    while i < b.len() {
        let width = match b[i] {
            b'\r' if b.get(i + 1) == Some(&b'\n') => 2,
            b'\n' | b'\r' => 1,
            _ => {
                i += 1;
                continue;
            }
        };
        lines.push(value(b[start..if keep { i + width } else { i }].to_vec()));
        i += width;
        start = i;
    }
    if start < b.len() {
        lines.push(value(b[start..].to_vec()));
    }
    Ok(Value::list(lines))
}

/// `split()`/`rsplit()` on ASCII whitespace, with `maxsplit`.
fn split_whitespace(m: Method, b: &[u8], args: &[Value], at: Span) -> Result<Value, Fault> {
    args_between(m, args, 0, 2, at)?;
    let max = match args.get(1) {
        Some(v) => want_index(v, at)?,
        None => -1,
    };
    let mut words: Vec<&[u8]> = b.split(|c| is_space(*c)).filter(|w| !w.is_empty()).collect();
    if max >= 0 && words.len() as i64 > max + 1 {
        // The last (or, for `rsplit`, first) part keeps its inner whitespace, trimmed outside.
        let keep = max as usize;
        let trimmed = |s: &[u8]| {
            let lo = s.iter().position(|c| !is_space(*c)).unwrap_or(s.len());
            let hi = s.iter().rposition(|c| !is_space(*c)).map_or(lo, |i| i + 1);
            (lo, hi)
        };
        let (lo, hi) = trimmed(b);
        let body = &b[lo..hi];
        words = if m == Method::Split {
            let mut parts: Vec<&[u8]> = Vec::new();
            let mut rest = body;
            while parts.len() < keep {
                let end = rest.iter().position(|c| is_space(*c)).unwrap_or(rest.len());
                parts.push(&rest[..end]);
                let next = rest[end..].iter().position(|c| !is_space(*c)).map_or(rest.len(), |i| end + i);
                rest = &rest[next..];
            }
            parts.push(rest);
            parts
        } else {
            let mut parts: Vec<&[u8]> = Vec::new();
            let mut rest = body;
            while parts.len() < keep {
                let start = rest.iter().rposition(|c| is_space(*c)).map_or(0, |i| i + 1);
                parts.push(&rest[start..]);
                let prev = rest[..start].iter().rposition(|c| !is_space(*c)).map_or(0, |i| i + 1);
                rest = &rest[..prev];
            }
            parts.push(rest);
            parts.reverse();
            parts
        };
    }
    Ok(Value::list(words.into_iter().map(|w| value(w.to_vec())).collect()))
}

/// The methods that are `str`'s over Latin-1 text: arguments as text, results back as bytes.
fn as_str_method(m: Method, b: &[u8], args: Vec<Value>, limits: &Limits, at: Span) -> Result<Value, Fault> {
    let searching = matches!(m, Method::Find | Method::Rfind | Method::Index | Method::Rindex | Method::Count);
    let args = args
        .into_iter()
        .enumerate()
        .map(|(i, a)| match a {
            Value::Bytes(_) | Value::ByteArray(_) => text_of(&a).ok_or_else(|| wrong_arg(m, &a, at)),
            Value::Tuple(items) if i == 0 && matches!(m, Method::Startswith | Method::Endswith) => {
                let items = items.iter().map(|x| {
                    text_of(x).ok_or_else(|| {
                        Fault::type_error(format!("a bytes-like object is required, not '{}'", x.type_name()), at)
                    })
                });
                Ok(Value::tuple(items.collect::<Result<_, _>>()?))
            }
            Value::Int(_) | Value::Bool(_) | Value::Big(_) if i == 0 && searching => {
                Ok(Value::str(char::from(byte_of(&a, "byte must be in range(0, 256)", at)?).to_string()))
            }
            other if i == 0 || (i == 1 && m == Method::Replace) => Err(wrong_arg(m, &other, at)),
            other => Ok(other),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let result = super::str_methods::call(m, &as_text(b), args, Vec::new(), limits, at).map_err(|f| {
        if f.message() == "substring not found" {
            f.with_message("subsection not found")
        } else {
            f
        }
    })?;
    Ok(back_to_bytes(result))
}

fn wrong_arg(m: Method, v: &Value, at: Span) -> Fault {
    let t = v.type_name();
    Fault::type_error(
        match m {
            Method::Find | Method::Rfind | Method::Index | Method::Rindex | Method::Count => {
                format!("argument should be integer or bytes-like object, not '{t}'")
            }
            Method::Startswith | Method::Endswith => {
                format!("{} first arg must be bytes or a tuple of bytes, not {t}", m.name())
            }
            _ => format!("a bytes-like object is required, not '{t}'"),
        },
        at,
    )
}

/// A `str` method's result over Latin-1 text, as the `bytes` method returns it.
fn back_to_bytes(v: Value) -> Value {
    match v {
        Value::Str(s) => value(from_text(s.as_str())),
        Value::List(items) => Value::list(items.borrow().iter().cloned().map(back_to_bytes).collect()),
        Value::Tuple(items) => Value::tuple(items.iter().cloned().map(back_to_bytes).collect()),
        other => other,
    }
}

/// `b.hex(sep="", bytes_per_sep=1)`.
fn hex(b: &[u8], mut args: Vec<Value>, mut kwargs: Kwargs, at: Span) -> Result<Value, Fault> {
    if let Some(v) = take(&mut kwargs, "sep") {
        args.insert(0, v);
    }
    if let Some(v) = take(&mut kwargs, "bytes_per_sep") {
        args.push(v);
    }
    no_kwargs(Method::Hex, &kwargs, at)?;
    args_between(Method::Hex, &args, 0, 2, at)?;
    let digits: Vec<String> = b.iter().map(|c| format!("{c:02x}")).collect();
    // The count is read as the arguments are, before the separator is looked at.
    let per = match args.get(1) {
        Some(v) => want_index(v, at)?,
        None => 1,
    };
    let Some(sep) = args.first() else { return Ok(Value::str(digits.concat())) };
    let sep = hex_separator(sep, at)?;
    if per == 0 {
        return Ok(Value::str(digits.concat()));
    }
    let n = per.unsigned_abs() as usize;
    // A positive count groups from the right, a negative one from the left.
    let mut groups: Vec<String> = Vec::new();
    if per > 0 {
        let first = digits.len() % n;
        if first > 0 {
            groups.push(digits[..first].concat());
        }
        groups.extend(digits[first..].chunks(n).map(|c| c.concat()));
    } else {
        groups.extend(digits.chunks(n).map(|c| c.concat()));
    }
    Ok(Value::str(groups.join(&sep)))
}

/// The separator of `hex(sep)` as CPython's `_Py_strhex` checks it: its length first (any
/// sized value, `TypeError` for another), one item, then an ASCII str or bytes.
fn hex_separator(sep: &Value, at: Span) -> Result<String, Fault> {
    let len = match sep {
        Value::Str(s) => s.as_str().chars().count(),
        Value::Bytes(s) => s.len(),
        Value::ByteArray(s) => s.borrow().len(),
        Value::List(items) => items.borrow().len(),
        Value::Tuple(items) => items.len(),
        Value::Dict(d) => d.borrow().len(),
        Value::Set(s) => s.borrow().len(),
        Value::Object(o) => {
            return Err(Fault::unsupported(format!("`hex()` with an instance of `{}` as separator", o.class.name), at))
        }
        other => return Err(Fault::type_error(format!("object of type '{}' has no len()", other.type_name()), at)),
    };
    if len != 1 {
        return Err(Fault::value_error("sep must be length 1.", at));
    }
    match sep {
        Value::Str(s) if s.as_str().is_ascii() => Ok(s.as_str().to_owned()),
        Value::Bytes(s) if s.is_ascii() => Ok(as_text(s)),
        Value::Str(_) | Value::Bytes(_) => Err(Fault::value_error("sep must be ASCII.", at)),
        _ => Err(Fault::type_error("sep must be str or bytes.", at)),
    }
}

/// `bytes.fromhex(s)`: pairs of hex digits, ASCII whitespace allowed between pairs.
pub fn fromhex(args: &[Value], at: Span) -> Result<Value, Fault> {
    args_between(Method::Fromhex, args, 1, 1, at)?;
    let Value::Str(s) = &args[0] else {
        return Err(Fault::type_error(format!("fromhex() argument must be str, not {}", args[0].type_name()), at));
    };
    let chars: Vec<char> = s.as_str().chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let bad =
        |i: usize| Fault::value_error(format!("non-hexadecimal number found in fromhex() arg at position {i}"), at);
    while i < chars.len() {
        if chars[i].is_ascii() && is_space(chars[i] as u8) {
            i += 1;
            continue;
        }
        let hi = chars[i].to_digit(16).filter(|_| chars[i].is_ascii()).ok_or_else(|| bad(i))?;
        let lo = chars.get(i + 1).and_then(|c| c.to_digit(16).filter(|_| c.is_ascii())).ok_or_else(|| bad(i + 1))?;
        out.push((hi * 16 + lo) as u8);
        i += 2;
    }
    Ok(value(out))
}
