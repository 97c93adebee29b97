//! The `bytes` (and bytearray) methods that treat bytes as ASCII text and so cannot borrow
//! `str`'s over Latin-1: the case methods (`title`, `capitalize`, `swapcase`, `istitle`; only
//! ASCII letters have case in bytes, where Latin-1 text would also case `\xe9`), and
//! `translate` with `bytes.maketrans`' 256-byte tables. `expandtabs` is `str`'s over Latin-1.

use super::bytes::{as_text, from_text, value};
use super::methods::{args_between, no_kwargs, take, Kwargs};
use super::value::Value;
use crate::ir::Method;
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;

/// Whether `m` is one of this module's methods of bytes.
pub fn handles(m: Method) -> bool {
    matches!(
        m,
        Method::Title
            | Method::Capitalize
            | Method::Swapcase
            | Method::Istitle
            | Method::Expandtabs
            | Method::Translate
            | Method::Maketrans
    )
}

/// `b.m(...)` for a method [`handles`] answers.
pub fn call(
    m: Method,
    b: &[u8],
    args: Vec<Value>,
    mut kwargs: Kwargs,
    limits: &Limits,
    at: Span,
) -> Result<Value, Fault> {
    match m {
        Method::Expandtabs => {
            let expanded = super::str_methods::call(m, &as_text(b), args, kwargs, limits, at)?;
            Ok(match expanded {
                Value::Str(s) => value(from_text(s.as_str())),
                other => other,
            })
        }
        Method::Translate => {
            let mut args = args;
            if let Some(delete) = take(&mut kwargs, "delete") {
                args.push(delete);
            }
            no_kwargs(m, &kwargs, at)?;
            let message = match args.len() {
                0 => "translate() takes at least 1 positional argument (0 given)".to_owned(),
                1 | 2 => return translate(b, &args[0], args.get(1), at),
                n => format!("translate() takes at most 2 arguments ({n} given)"),
            };
            Err(Fault::type_error(message, at))
        }
        Method::Maketrans => maketrans(args, kwargs, at),
        _ => {
            no_kwargs(m, &kwargs, at)?;
            if !args.is_empty() {
                let message = format!("bytes.{}() takes no arguments ({} given)", m.name(), args.len());
                return Err(Fault::type_error(message, at));
            }
            Ok(case(m, b))
        }
    }
}

/// `title`, `capitalize`, `swapcase` and `istitle` over ASCII letters.
fn case(m: Method, b: &[u8]) -> Value {
    match m {
        Method::Swapcase => value(
            b.iter()
                .map(|c| if c.is_ascii_lowercase() { c.to_ascii_uppercase() } else { c.to_ascii_lowercase() })
                .collect(),
        ),
        Method::Capitalize => value(
            b.iter()
                .enumerate()
                .map(|(i, c)| if i == 0 { c.to_ascii_uppercase() } else { c.to_ascii_lowercase() })
                .collect(),
        ),
        Method::Title => {
            // A letter after a letter is lowered, after anything else raised.
            let mut after_letter = false;
            let out = b
                .iter()
                .map(|c| {
                    let out = if after_letter { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() };
                    after_letter = c.is_ascii_alphabetic();
                    out
                })
                .collect();
            value(out)
        }
        _ => {
            // `istitle`: an upper-case letter only where a word starts, a lower-case one only
            // inside a word, and at least one letter.
            let (mut cased, mut in_word) = (false, false);
            for c in b {
                if c.is_ascii_uppercase() {
                    if in_word {
                        return Value::Bool(false);
                    }
                    (in_word, cased) = (true, true);
                } else if c.is_ascii_lowercase() {
                    if !in_word {
                        return Value::Bool(false);
                    }
                    cased = true;
                } else {
                    in_word = false;
                }
            }
            Value::Bool(cased)
        }
    }
}

/// `b.translate(table, delete=b"")`: each byte not deleted, mapped through a 256-byte table
/// (or kept, for `None`).
fn translate(b: &[u8], table: &Value, delete: Option<&Value>, at: Span) -> Result<Value, Fault> {
    let table = match table {
        Value::None => None,
        other => Some(bytes_like(other, at)?),
    };
    if table.as_ref().is_some_and(|t| t.len() != 256) {
        return Err(Fault::value_error("translation table must be 256 characters long", at));
    }
    let delete = match delete {
        Some(d) => bytes_like(d, at)?,
        None => Vec::new(),
    };
    let kept = b.iter().filter(|c| !delete.contains(c));
    Ok(value(kept.map(|c| table.as_ref().map_or(*c, |t| t[usize::from(*c)])).collect()))
}

/// `bytes.maketrans(from, to)`: the identity table with each byte of `from` mapped to the
/// byte of `to` at its place.
pub fn maketrans(args: Vec<Value>, kwargs: Kwargs, at: Span) -> Result<Value, Fault> {
    no_kwargs(Method::Maketrans, &kwargs, at)?;
    args_between(Method::Maketrans, &args, 2, 2, at)?;
    let (from, to) = (bytes_like(&args[0], at)?, bytes_like(&args[1], at)?);
    if from.len() != to.len() {
        return Err(Fault::value_error("maketrans arguments must have same length", at));
    }
    let mut table: Vec<u8> = (0..=255).collect();
    for (f, t) in from.iter().zip(&to) {
        table[usize::from(*f)] = *t;
    }
    Ok(value(table))
}

fn bytes_like(v: &Value, at: Span) -> Result<Vec<u8>, Fault> {
    super::bytearray::with_bytes(v, <[u8]>::to_vec)
        .ok_or_else(|| Fault::type_error(format!("a bytes-like object is required, not '{}'", v.type_name()), at))
}
