//! printf-style formatting, `template % values`, as CPython's `str.__mod__`: conversions
//! `s r a d i u o x X e E f F g G c %`, flags `- + space # 0`, `*` widths and precisions,
//! `%(key)s` over a dict, and CPython's errors for the wrong number or kind of arguments;
//! and as `bytes.__mod__`, the template and result read as Latin-1 text (one char per byte),
//! where `%s`/`%b` take bytes-like values, `%r`/`%a` give `ascii()`, `%c` one byte.

use super::exceptions::key_error;
use super::format::format_value;
use super::ops::check_len;
use super::repr::{check_int_text, repr, to_str};
use super::value::{big_from_f64, Key, Value};
use crate::ir::PyExc;
use crate::limits::Limits;
use crate::sema::printf_template::{parse, Conv, Count, Piece};
use crate::sema::Fault;
use crate::source::Span;
use num_bigint::BigInt;
use num_traits::Signed;

/// The arguments a template consumes: a tuple's items, or one value; a dict also serves keys.
struct Args {
    items: Vec<Value>,
    next: usize,
    /// Whether the right operand was a tuple (else it is one value, used at most once).
    tuple: bool,
    mapping: Option<Value>,
}

impl Args {
    fn next(&mut self, at: Span) -> Result<Value, Fault> {
        let v = self
            .items
            .get(self.next)
            .cloned()
            .ok_or_else(|| Fault::type_error("not enough arguments for format string", at))?;
        self.next += 1;
        Ok(v)
    }
}

/// Which `%` a template is formatted for: `str`'s, or `bytes`' (and a bytearray's).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Str,
    Bytes,
}

pub fn percent(template: &str, values: Value, limits: &Limits, at: Span) -> Result<Value, Fault> {
    format_with(template, values, Mode::Str, limits, at).map(Value::str)
}

/// `template % values` for a bytes or bytearray `template`, giving the template's type.
pub fn percent_bytes(template: &Value, values: Value, limits: &Limits, at: Span) -> Result<Value, Fault> {
    let text = super::bytearray::with_bytes(template, super::bytes::as_text).unwrap_or_default();
    let out = super::bytes::from_text(&format_with(&text, values, Mode::Bytes, limits, at)?);
    Ok(match template {
        Value::ByteArray(_) => super::bytearray::value(out),
        _ => super::bytes::value(out),
    })
}

/// Whether CPython's `%` takes `values` as a mapping: any type with a `__getitem__` of its own
/// (`mp_subscript`) other than a tuple or a str (a bytes template also takes bytes and
/// bytearrays as plain values). Such a value left unused by the template is no error
/// (`"abc" % []` is `'abc'`), and it serves `%(key)s` with its own subscript.
fn is_mapping(values: &Value, mode: Mode) -> bool {
    match values {
        Value::Dict(_) | Value::Range(_) => true,
        Value::List(items) => !items.is_deque(),
        Value::Bytes(_) | Value::ByteArray(_) => mode == Mode::Str,
        _ => false,
    }
}

/// `mapping[key]` for a `%(key)s` conversion: a dict's value (a `Counter`'s zero for a missing
/// key), or the `TypeError` another mapping's subscript gives for a str (or bytes) key.
fn mapping_item(mapping: &Value, key: &Value, at: Span) -> Result<Value, Fault> {
    match mapping {
        Value::Dict(d) => {
            if super::collections::calls_factory(d) {
                return Err(Fault::unsupported("`%(key)s` formatting of a `defaultdict`", at));
            }
            let found = d.borrow().get(&Key::new(key.clone(), at)?).cloned();
            found.or_else(|| super::collections::missing(d)).ok_or_else(|| key_error(key, at))
        }
        Value::List(items) => {
            Ok(items.borrow()[super::indexing::index_of(key, items.borrow().len(), "list", at)?].clone())
        }
        Value::Range(r) => super::indexing::range_item(r, key, at),
        Value::Bytes(b) => super::bytes::item(b, key, at),
        Value::ByteArray(b) => super::bytearray::item(b, key, at),
        _ => Err(Fault::type_error("format requires a mapping", at)),
    }
}

fn format_with(template: &str, values: Value, mode: Mode, limits: &Limits, at: Span) -> Result<String, Fault> {
    let mapping = is_mapping(&values, mode).then(|| values.clone());
    let (items, tuple) = match values {
        Value::Tuple(t) => (t.to_vec(), true),
        v => (vec![v], false),
    };
    let mut args = Args { items, next: 0, tuple, mapping };
    let mut out = String::new();
    let mut used_key = false;
    for piece in parse(template) {
        let conv = match piece {
            Piece::Text(text) => {
                out.push_str(&text);
                continue;
            }
            Piece::Incomplete => return Err(Fault::value_error("incomplete format", at)),
            Piece::UnclosedKey if args.mapping.is_none() => {
                return Err(Fault::type_error("format requires a mapping", at))
            }
            Piece::UnclosedKey => return Err(Fault::value_error("incomplete format key", at)),
            Piece::Conv(conv) => conv,
        };
        let mut value = None;
        if let Some(key) = &conv.key {
            let Some(mapping) = &args.mapping else {
                return Err(Fault::type_error("format requires a mapping", at));
            };
            let key = match mode {
                Mode::Str => Value::str(key.as_str()),
                Mode::Bytes => super::bytes::value(super::bytes::from_text(key)),
            };
            value = Some(mapping_item(mapping, &key, at)?);
            used_key = true;
            // As CPython, a keyed conversion leaves no positional argument for the ones after it.
            args.next = args.items.len();
        }
        let (width, left) = match conv.width {
            Count::Star => {
                let w = args.next(at)?;
                let w = w.as_i64().ok_or_else(|| Fault::type_error("* wants int", at))?;
                (w.unsigned_abs() as usize, conv.left || w < 0)
            }
            Count::Fixed(n) => (n, conv.left),
        };
        let precision = match conv.precision {
            Some(Count::Star) => {
                let p = args.next(at)?;
                Some(p.as_i64().ok_or_else(|| Fault::type_error("* wants int", at))?.max(0) as usize)
            }
            Some(Count::Fixed(n)) => Some(n),
            None => None,
        };
        check_len(width.max(precision.unwrap_or(0)), limits, at)?;
        if conv.kind == '%' {
            out.push('%');
            continue;
        }
        let value = match value {
            Some(v) => v,
            None => args.next(at)?,
        };
        let flags = Flags { left, width, precision, ..Flags::of(&conv) };
        out.push_str(&convert(conv.kind, &value, &flags, conv.index, mode, limits, at)?);
        check_len(out.len(), limits, at)?;
    }
    let single_dict = args.mapping.is_some() && !args.tuple;
    if args.next < args.items.len() && !(single_dict || used_key) {
        let what = if mode == Mode::Bytes { "bytes" } else { "string" };
        return Err(Fault::type_error(format!("not all arguments converted during {what} formatting"), at));
    }
    Ok(out)
}

/// The flags of one conversion with its width and precision known.
struct Flags {
    left: bool,
    plus: bool,
    space: bool,
    alternate: bool,
    zero: bool,
    width: usize,
    precision: Option<usize>,
}

impl Flags {
    fn of(conv: &Conv) -> Flags {
        Flags {
            left: conv.left,
            plus: conv.plus,
            space: conv.space,
            alternate: conv.alternate,
            zero: conv.zero,
            width: 0,
            precision: None,
        }
    }
}

/// One conversion of `value`; `index` is where its letter is, for the error CPython gives.
fn convert(
    kind: char,
    value: &Value,
    conv: &Flags,
    index: usize,
    mode: Mode,
    limits: &Limits,
    at: Span,
) -> Result<String, Fault> {
    match kind {
        's' | 'b' | 'r' | 'a' | 'c' if mode == Mode::Bytes => bytes_conversion(kind, value, conv, at),
        's' | 'r' | 'a' => {
            check_int_text(value, at)?;
            let text = match kind {
                's' => to_str(value),
                'r' => repr(value),
                _ => super::repr::ascii(&repr(value)),
            };
            let text: String = match conv.precision {
                Some(p) => text.chars().take(p).collect(),
                None => text,
            };
            Ok(pad(text, conv))
        }
        'd' | 'i' | 'u' | 'o' | 'x' | 'X' => {
            let n = integer(kind, value, at)?;
            let negative = n.is_negative();
            let mag = n.abs();
            let mut digits = match kind {
                'o' => mag.to_str_radix(8),
                'x' => mag.to_str_radix(16),
                'X' => mag.to_str_radix(16).to_uppercase(),
                _ => {
                    check_int_text(value, at)?;
                    mag.to_string()
                }
            };
            if let Some(p) = conv.precision {
                if digits.len() < p {
                    digits = format!("{}{digits}", "0".repeat(p - digits.len()));
                }
            }
            let prefix = match (conv.alternate, kind) {
                (true, 'o') => "0o",
                (true, 'x') => "0x",
                (true, 'X') => "0X",
                _ => "",
            };
            Ok(number_text(negative, prefix, digits, conv))
        }
        'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
            let f = match value {
                Value::Float(f) => *f,
                v if v.is_int_like() => super::ops::big_to_f64(&v.as_bigint().unwrap_or_default(), at)?,
                other => return Err(Fault::type_error(format!("must be real number, not {}", other.type_name()), at)),
            };
            let spec = format!(
                "{}{}{}.{}{kind}",
                if conv.plus {
                    "+"
                } else if conv.space {
                    " "
                } else {
                    ""
                },
                if conv.alternate { "#" } else { "" },
                if conv.zero && !conv.left { format!("0{}", conv.width) } else { String::new() },
                conv.precision.unwrap_or(6),
            );
            let body = format_value(&Value::Float(f), &spec, limits, at)?;
            Ok(pad(body, conv))
        }
        'c' => {
            let c = match value {
                Value::Str(s) if s.char_len() == 1 => s.as_str().to_owned(),
                v if v.is_int_like() => {
                    let code = v.as_i64().and_then(|i| u32::try_from(i).ok()).and_then(char::from_u32);
                    code.map(String::from)
                        .ok_or_else(|| Fault::exc(PyExc::OverflowError, "%c arg not in range(0x110000)", at))?
                }
                _ => return Err(Fault::type_error("%c requires int or char", at)),
            };
            Ok(pad(c, conv))
        }
        other => Err(Fault::value_error(
            format!("unsupported format character '{other}' (0x{:x}) at index {index}", u32::from(other)),
            at,
        )),
    }
}

/// `%s`/`%b` (a bytes-like value's bytes), `%r`/`%a` (its `ascii()`) and `%c` (an int below
/// 256 or one byte) of a bytes template, as Latin-1 text.
fn bytes_conversion(kind: char, value: &Value, conv: &Flags, at: Span) -> Result<String, Fault> {
    let text = match kind {
        's' | 'b' => super::bytearray::with_bytes(value, super::bytes::as_text).ok_or_else(|| {
            let message = format!(
                "%b requires a bytes-like object, or an object that implements __bytes__, not '{}'",
                value.type_name()
            );
            Fault::type_error(message, at)
        })?,
        'c' => {
            let single = super::bytearray::with_bytes(value, |b| (b.len() == 1).then(|| super::bytes::as_text(b)));
            match single.flatten() {
                Some(text) => text,
                None if value.is_int_like() => match value.as_i64().and_then(|i| u8::try_from(i).ok()) {
                    Some(byte) => char::from(byte).to_string(),
                    None => return Err(Fault::exc(PyExc::OverflowError, "%c arg not in range(256)", at)),
                },
                None => return Err(Fault::type_error("%c requires an integer in range(256) or a single byte", at)),
            }
        }
        _ => {
            check_int_text(value, at)?;
            super::repr::ascii(&repr(value))
        }
    };
    let text = match conv.precision {
        Some(p) if kind != 'c' => text.chars().take(p).collect(),
        _ => text,
    };
    Ok(pad(text, conv))
}

/// The integer `%d`/`%x` take: ints as they are, floats truncated by `%d` only.
fn integer(kind: char, value: &Value, at: Span) -> Result<BigInt, Fault> {
    match value {
        v if v.is_int_like() => Ok(v.as_bigint().unwrap_or_default()),
        Value::Float(f) if matches!(kind, 'd' | 'i' | 'u') => {
            if f.is_nan() {
                return Err(Fault::value_error("cannot convert float NaN to integer", at));
            }
            if f.is_infinite() {
                return Err(Fault::exc(PyExc::OverflowError, "cannot convert float infinity to integer", at));
            }
            Ok(big_from_f64(f.trunc()))
        }
        other if matches!(kind, 'd' | 'i' | 'u') => {
            Err(Fault::type_error(format!("%{kind} format: a real number is required, not {}", other.type_name()), at))
        }
        other => {
            Err(Fault::type_error(format!("%{kind} format: an integer is required, not {}", other.type_name()), at))
        }
    }
}

/// Sign, prefix and digits padded to the width: zeros go after the sign with `0`.
fn number_text(negative: bool, prefix: &str, digits: String, conv: &Flags) -> String {
    let sign = if negative {
        "-"
    } else if conv.plus {
        "+"
    } else if conv.space {
        " "
    } else {
        ""
    };
    let len = sign.len() + prefix.len() + digits.len();
    if conv.zero && !conv.left && len < conv.width {
        return format!("{sign}{prefix}{}{digits}", "0".repeat(conv.width - len));
    }
    pad(format!("{sign}{prefix}{digits}"), conv)
}

/// Spaces to the width: on the left, or on the right with `-`. A number formatted with its
/// zero padding already is as wide as it needs to be.
fn pad(text: String, conv: &Flags) -> String {
    let n = text.chars().count();
    if n >= conv.width {
        return text;
    }
    let spaces = " ".repeat(conv.width - n);
    if conv.left {
        format!("{text}{spaces}")
    } else {
        format!("{spaces}{text}")
    }
}
