//! The `str` methods beyond searching and splitting: lines and partitions, padding, character
//! classes, case, prefixes, tabs and translation tables, each with CPython's errors.

use super::super::methods::{args_between, want_index, want_str};
use super::super::ops::check_len;
use super::super::text::{self, Class};
use super::super::value::{DictMap, Key, Value};
use crate::ir::Method;
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;

/// `s.m()` of a method that asks whether `s`'s characters are of a class or case
/// (`isdigit`, `isupper`, ...): its answer, or `None` for any other method. They take no
/// arguments, so a call without any is answered here whole (`methods::plain`).
#[inline]
pub fn predicate(m: Method, s: &str) -> Option<bool> {
    let class = |c: Class| text::all_in(s, c);
    Some(match m {
        Method::Isdigit => class(Class::Digit),
        Method::Isdecimal => class(Class::Decimal),
        Method::Isnumeric => class(Class::Numeric),
        Method::Isalpha => class(Class::Alpha),
        Method::Isalnum => class(Class::Alnum),
        Method::Isspace => class(Class::Space),
        Method::Isascii => class(Class::Ascii),
        Method::Isupper | Method::Islower => text::is_all_case(s, m == Method::Isupper),
        Method::Istitle => text::is_title(s),
        Method::Isidentifier => text::is_identifier(s),
        Method::Isprintable => s.chars().all(crate::pytext::is_printable),
        _ => return None,
    })
}

pub(super) fn more(m: Method, s: &str, args: &[Value], limits: &Limits, at: Span) -> Result<Value, Fault> {
    let no_args = |args: &[Value]| args_between(m, args, 0, 0, at);
    if let Some(answer) = predicate(m, s) {
        no_args(args)?;
        return Ok(Value::Bool(answer));
    }
    Ok(match m {
        Method::Rsplit => rsplit(s, args, at)?,
        Method::Splitlines => {
            args_between(m, args, 0, 1, at)?;
            let keep = match args.first() {
                Some(v) => want_index(v, at)? != 0,
                None => false,
            };
            Value::list(splitlines(s, keep).into_iter().map(Value::str).collect())
        }
        Method::Partition | Method::Rpartition => {
            args_between(m, args, 1, 1, at)?;
            let sep = match &args[0] {
                Value::Str(p) => p.as_str(),
                other => return Err(Fault::type_error(format!("must be str, not {}", other.type_name()), at)),
            };
            if sep.is_empty() {
                return Err(Fault::value_error("empty separator", at));
            }
            let found = if m == Method::Partition { s.find(sep) } else { s.rfind(sep) };
            let parts = match (found, m) {
                (Some(i), _) => [&s[..i], sep, &s[i + sep.len()..]],
                (None, Method::Partition) => [s, "", ""],
                (None, _) => ["", "", s],
            };
            Value::tuple(parts.into_iter().map(Value::str).collect())
        }
        Method::Ljust | Method::Rjust | Method::Center => {
            args_between(m, args, 1, 2, at)?;
            let width = want_index(&args[0], at)?;
            let fill = match args.get(1) {
                None => ' ',
                Some(Value::Str(f)) if f.char_len() == 1 => f.as_str().chars().next().unwrap_or(' '),
                Some(Value::Str(_)) => {
                    return Err(Fault::type_error("The fill character must be exactly one character long", at))
                }
                Some(other) => {
                    return Err(Fault::type_error(
                        format!("The fill character must be a unicode character, not {}", other.type_name()),
                        at,
                    ))
                }
            };
            let n = s.chars().count() as i64;
            if width <= n {
                return Ok(Value::str(s));
            }
            check_len(width as usize, limits, at)?;
            let pad = (width - n) as usize;
            let left = match m {
                Method::Ljust => 0,
                Method::Rjust => pad,
                // CPython's `pad`: the odd space goes left when both the padding and the width are odd.
                _ => pad / 2 + (pad & width as usize & 1),
            };
            let fill_n = |k: usize| std::iter::repeat_n(fill, k).collect::<String>();
            Value::str(format!("{}{s}{}", fill_n(left), fill_n(pad - left)))
        }
        Method::Zfill => {
            args_between(m, args, 1, 1, at)?;
            let width = want_index(&args[0], at)?;
            let n = s.chars().count() as i64;
            if width <= n {
                return Ok(Value::str(s));
            }
            check_len(width as usize, limits, at)?;
            let zeros = "0".repeat((width - n) as usize);
            Value::str(match s.chars().next() {
                Some(sign @ ('+' | '-')) => format!("{sign}{zeros}{}", &s[1..]),
                _ => format!("{zeros}{s}"),
            })
        }
        Method::Title | Method::Capitalize | Method::Swapcase | Method::Casefold => {
            no_args(args)?;
            let out = match m {
                Method::Title => text::title(s),
                Method::Capitalize => text::capitalize(s),
                Method::Swapcase => text::swapcase(s),
                _ => text::casefold(s),
            };
            check_len(out.len(), limits, at)?;
            Value::str(out)
        }
        Method::Removeprefix | Method::Removesuffix => {
            args_between(m, args, 1, 1, at)?;
            let affix = want_str(m, &args[0], at)?;
            Value::str(match m {
                Method::Removeprefix => s.strip_prefix(affix).unwrap_or(s),
                _ => s.strip_suffix(affix).unwrap_or(s),
            })
        }
        Method::Expandtabs => {
            if args.len() > 1 {
                let message = format!("expandtabs() takes at most 1 argument ({} given)", args.len());
                return Err(Fault::type_error(message, at));
            }
            let size = match args.first() {
                Some(v) => want_index(v, at)?,
                None => 8,
            };
            expandtabs(s, size, limits, at)?
        }
        Method::Translate => {
            args_between(m, args, 1, 1, at)?;
            translate(s, &args[0], limits, at)?
        }
        Method::Maketrans => maketrans(args, at)?,
        Method::FormatMap => {
            args_between(m, args, 1, 1, at)?;
            // The evaluator renders the template (`sema/str_format.rs`) once the arguments fit.
            return Err(Fault::internal(format!("str.format_map of {s:?} reached the domain"), at));
        }
        _ => return Err(Fault::internal(format!("str.{} passed the receiver check", m.name()), at)),
    })
}

/// `s.rsplit(sep, maxsplit)`: splits from the right, so with a limit the leftover is the head.
fn rsplit(s: &str, args: &[Value], at: Span) -> Result<Value, Fault> {
    args_between(Method::Rsplit, args, 0, 2, at)?;
    let maxsplit = match args.get(1) {
        Some(v) => want_index(v, at)?,
        None => -1,
    };
    let mut parts: Vec<&str> = match args.first() {
        None | Some(Value::None) => {
            let mut out = Vec::new();
            let mut rest = s.trim_end_matches(super::py_isspace);
            while !rest.is_empty() {
                if maxsplit >= 0 && out.len() as i64 == maxsplit {
                    out.push(rest);
                    break;
                }
                let start =
                    rest.rfind(super::py_isspace).map_or(0, |i| i + rest[i..].chars().next().map_or(1, char::len_utf8));
                out.push(&rest[start..]);
                rest = rest[..start].trim_end_matches(super::py_isspace);
            }
            out
        }
        Some(sep) => {
            let sep = want_str(Method::Rsplit, sep, at)?;
            if sep.is_empty() {
                return Err(Fault::value_error("empty separator", at));
            }
            if maxsplit < 0 {
                s.rsplit(sep).collect()
            } else {
                s.rsplitn(maxsplit as usize + 1, sep).collect()
            }
        }
    };
    parts.reverse();
    Ok(Value::list(parts.into_iter().map(Value::str).collect()))
}

/// `s.splitlines(keepends)`: Python's line boundaries (`\r\n` is one).
pub(crate) fn splitlines(s: &str, keep: bool) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut chars = s.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let is_break = matches!(
            c,
            '\n' | '\r' | '\u{b}' | '\u{c}' | '\u{1c}' | '\u{1d}' | '\u{1e}' | '\u{85}' | '\u{2028}' | '\u{2029}'
        );
        if !is_break {
            continue;
        }
        let mut end = i + c.len_utf8();
        if c == '\r' && chars.peek().is_some_and(|&(_, n)| n == '\n') {
            chars.next();
            end += 1;
        }
        out.push(if keep { &s[start..end] } else { &s[start..i] });
        start = end;
    }
    if start < s.len() {
        out.push(&s[start..]);
    }
    out
}

/// `s.expandtabs(size)`: each tab pads to the next multiple of `size` columns; a newline or
/// carriage return starts the count again.
fn expandtabs(s: &str, size: i64, limits: &Limits, at: Span) -> Result<Value, Fault> {
    let mut out = String::with_capacity(s.len());
    let mut column: usize = 0;
    for c in s.chars() {
        match c {
            '\t' if size > 0 => {
                let n = size as usize - column % size as usize;
                check_len(out.len() + n, limits, at)?;
                out.extend(std::iter::repeat_n(' ', n));
                column += n;
            }
            '\t' => {}
            '\n' | '\r' => {
                out.push(c);
                column = 0;
            }
            _ => {
                out.push(c);
                column += 1;
            }
        }
    }
    Ok(Value::str(out))
}

/// `s.translate(table)`: each character looked up by its code point; a missing one stays.
fn translate(s: &str, table: &Value, limits: &Limits, at: Span) -> Result<Value, Fault> {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        let code = Value::Int(i64::from(u32::from(c)));
        let found = match table {
            Value::Dict(d) => d.borrow().get(&Key::new(code, at)?).cloned(),
            Value::List(_) | Value::Tuple(_) | Value::Str(_) => {
                let items = super::collect(table.clone(), limits, at)?;
                items.get(u32::from(c) as usize).cloned()
            }
            other => return Err(Fault::type_error(format!("'{}' object is not subscriptable", other.type_name()), at)),
        };
        match found {
            None => out.push(c),
            Some(Value::None) => {}
            Some(Value::Str(t)) => out.push_str(t.as_str()),
            Some(v) if v.is_int_like() => {
                let mapped = v.as_i64().and_then(|i| u32::try_from(i).ok()).and_then(char::from_u32);
                match mapped {
                    Some(m) => out.push(m),
                    None => return Err(Fault::value_error("character mapping must be in range(0x110000)", at)),
                }
            }
            Some(_) => return Err(Fault::type_error("character mapping must return integer, None or str", at)),
        }
        check_len(out.len(), limits, at)?;
    }
    Ok(Value::str(out))
}

/// `str.maketrans(...)`: a dict from code points to what `translate` puts in their place.
fn maketrans(args: &[Value], at: Span) -> Result<Value, Fault> {
    args_between(Method::Maketrans, args, 1, 3, at)?;
    let mut map = DictMap::default();
    let code = |c: char| Value::Int(i64::from(u32::from(c)));
    match args {
        [Value::Dict(d)] => {
            for (k, v) in d.borrow().iter() {
                let key = match &k.0 {
                    Value::Str(s) if s.char_len() == 1 => code(s.as_str().chars().next().unwrap_or('\0')),
                    Value::Str(_) => {
                        return Err(Fault::value_error("string keys in translate table must be of length 1", at))
                    }
                    k if k.is_int_like() => k.clone(),
                    _ => return Err(Fault::type_error("keys in translate table must be strings or integers", at)),
                };
                map.insert(Key::new(key, at)?, v.clone());
            }
        }
        [_] => {
            return Err(Fault::type_error("if you give only one argument to maketrans it must be a dict", at));
        }
        [from, to, rest @ ..] => {
            let (Value::Str(from), Value::Str(to)) = (from, to) else {
                let bad = if matches!(from, Value::Str(_)) { to } else { from };
                return Err(Fault::type_error(
                    format!("maketrans() argument must be str, not {}", bad.type_name()),
                    at,
                ));
            };
            if from.char_len() != to.char_len() {
                return Err(Fault::value_error("the first two maketrans arguments must have equal length", at));
            }
            for (a, b) in from.as_str().chars().zip(to.as_str().chars()) {
                map.insert(Key::new(code(a), at)?, code(b));
            }
            if let Some(gone) = rest.first() {
                let Value::Str(gone) = gone else {
                    return Err(Fault::type_error(
                        format!("maketrans() argument 3 must be str, not {}", gone.type_name()),
                        at,
                    ));
                };
                for c in gone.as_str().chars() {
                    map.insert(Key::new(code(c), at)?, Value::None);
                }
            }
        }
        [] => return Err(Fault::internal("maketrans arity", at)),
    }
    Ok(Value::dict(map))
}
