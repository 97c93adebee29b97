//! `repr()` and `str()` of concrete values, with CPython's float and string spellings.

use super::value::Value;
use crate::sema::Fault;
use crate::source::Span;
use num_bigint::{BigInt, BigUint};
use std::fmt::Write;

/// Python `repr(v)`.
pub fn repr(v: &Value) -> String {
    let mut out = String::new();
    write_repr(&mut out, v, 0);
    out
}

/// CPython's message for an int too long to write as decimal text.
pub const INT_TEXT_TOO_LONG: &str =
    "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit";

/// CPython 3.11 refuses to write an int of more than 4300 decimal digits (`str`, `repr`,
/// `print`, f-strings, the items of a container): a `ValueError` before any text is made.
pub fn check_int_text(v: &Value, at: Span) -> Result<(), Fault> {
    match v {
        Value::Big(b) if exceeds_digit_limit(b) => Err(Fault::value_error(INT_TEXT_TOO_LONG, at)),
        Value::List(items) => items.borrow().iter().try_for_each(|i| check_int_text(i, at)),
        Value::Tuple(items) => items.iter().try_for_each(|i| check_int_text(i, at)),
        Value::Dict(d) => d.borrow().iter().try_for_each(|(k, v)| check_int_text(&k.0, at).and(check_int_text(v, at))),
        Value::Set(s) => s.borrow().iter().try_for_each(|k| check_int_text(&k.0, at)),
        // Also before any text is made: an exception whose arguments the prover does not know.
        Value::Exception(e) => {
            super::exceptions::check_known(e, at)?;
            e.args.iter().flatten().try_for_each(|a| check_int_text(a, at))
        }
        _ => Ok(()),
    }
}

/// Whether `|b| >= 10**4300`, the first int with 4301 digits.
fn exceeds_digit_limit(b: &BigInt) -> bool {
    // 10**4300 has 14,285 bits: anything shorter has at most 4300 digits.
    b.bits() >= 14_285 && b.magnitude() >= digit_limit()
}

/// `10**MAX_STR_DIGITS`, the first int too long to write, made once.
pub fn digit_limit() -> &'static BigUint {
    static LIMIT: std::sync::OnceLock<BigUint> = std::sync::OnceLock::new();
    LIMIT.get_or_init(|| BigUint::from(10u32).pow(super::numtext::MAX_STR_DIGITS as u32))
}

/// Python `str(v)`.
pub fn to_str(v: &Value) -> String {
    match v {
        Value::Str(s) => s.as_str().to_owned(),
        Value::Exception(e) => super::exceptions::text(e),
        other => repr(other),
    }
}

const MAX_NESTING: usize = 200;

fn write_repr(out: &mut String, v: &Value, depth: usize) {
    if depth > MAX_NESTING {
        out.push_str("...");
        return;
    }
    match v {
        Value::None => out.push_str("None"),
        Value::Bool(true) => out.push_str("True"),
        Value::Bool(false) => out.push_str("False"),
        Value::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Value::Big(b) => {
            let _ = write!(out, "{b}");
        }
        Value::Float(f) => out.push_str(&float_repr(*f)),
        Value::Str(s) => str_repr(out, s.as_str()),
        Value::List(items) => {
            out.push('[');
            write_items(out, &items.borrow(), depth);
            out.push(']');
        }
        Value::Tuple(items) => {
            out.push('(');
            write_items(out, items, depth);
            if items.len() == 1 {
                out.push(',');
            }
            out.push(')');
        }
        Value::Dict(d) => {
            out.push('{');
            for (i, (k, v)) in d.borrow().iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(out, &k.0, depth + 1);
                out.push_str(": ");
                write_repr(out, v, depth + 1);
            }
            out.push('}');
        }
        Value::Set(s) => {
            let s = s.borrow();
            if s.is_empty() {
                out.push_str("set()");
            } else {
                out.push('{');
                for (i, k) in s.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write_repr(out, &k.0, depth + 1);
                }
                out.push('}');
            }
        }
        Value::Range(r) => {
            if r.step == 1 {
                let _ = write!(out, "range({}, {})", r.start, r.stop);
            } else {
                let _ = write!(out, "range({}, {}, {})", r.start, r.stop, r.step);
            }
        }
        Value::Iter(it) => {
            let _ = write!(out, "<{} object>", it.borrow().type_name());
        }
        Value::Function(_) => out.push_str("<function>"),
        Value::Builtin(b) if b.is_class() => {
            let _ = write!(out, "<class '{}'>", b.name());
        }
        Value::Builtin(b) => {
            let _ = write!(out, "<built-in function {}>", b.name());
        }
        Value::Method(m) => match &m.1 {
            Value::Builtin(t) if !m.0.on_type() => {
                let _ = write!(out, "<method '{}' of '{}' objects>", m.0.name(), t.name());
            }
            receiver => {
                let _ = write!(out, "<built-in method {} of {} object>", m.0.name(), receiver.type_name());
            }
        },
        Value::Contract(c) => {
            let _ = write!(out, "<{} {}>", c.type_name(), c.describe());
        }
        Value::Record(r) => {
            let _ = write!(out, "{}(", r.kind);
            for (i, (name, v)) in r.fields.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "{name}=");
                write_repr(out, v, depth + 1);
            }
            out.push(')');
        }
        Value::Row(r) => {
            let _ = write!(out, "{}(", r.schema.name);
            for (i, (field, v)) in r.schema.fields.iter().zip(&r.values).enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "{}=", field.name);
                write_repr(out, v, depth + 1);
            }
            out.push(')');
        }
        Value::RowClass(s) => {
            let _ = write!(out, "<class '{}'>", s.qualified);
        }
        Value::Column(c) => {
            let _ = write!(out, "ColumnRef(schema={}, field='{}')", c.schema.name, c.field);
        }
        Value::Exception(e) => super::exceptions::write_repr(out, e),
        Value::ExcClass(c) => {
            let _ = write!(out, "<class '{}'>", c.qualified_name());
        }
    }
}

fn write_items(out: &mut String, items: &[Value], depth: usize) {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_repr(out, item, depth + 1);
    }
}

/// CPython's `repr(float)`: the shortest round-tripping digits, scientific outside 1e-4..1e16.
pub fn float_repr(f: f64) -> String {
    if f.is_nan() {
        return "nan".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let sci = format!("{f:e}");
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let negative = mantissa.starts_with('-');
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    let decpt = exp + 1;
    if (-3..=16).contains(&decpt) {
        if decpt <= 0 {
            out.push_str("0.");
            out.push_str(&"0".repeat((-decpt) as usize));
            out.push_str(&digits);
        } else if digits.len() as i32 <= decpt {
            out.push_str(&digits);
            out.push_str(&"0".repeat((decpt - digits.len() as i32) as usize));
            out.push_str(".0");
        } else {
            out.push_str(&digits[..decpt as usize]);
            out.push('.');
            out.push_str(&digits[decpt as usize..]);
        }
    } else {
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        let _ = write!(out, "e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs());
    }
    out
}

/// CPython's string repr: single quotes unless the text has `'` and no `"`.
pub fn str_repr(out: &mut String, s: &str) {
    let quote = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if super::printable::is_printable(c) => out.push(c),
            c if (c as u32) < 0x100 => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if (c as u32) < 0x10000 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => {
                let _ = write!(out, "\\U{:08x}", c as u32);
            }
        }
    }
    out.push(quote);
}

#[cfg(test)]
mod tests {
    use super::float_repr;

    #[test]
    fn floats_print_like_cpython() {
        for (f, want) in [
            (1.0, "1.0"),
            (0.1, "0.1"),
            (1e16, "1e+16"),
            (1e15, "1000000000000000.0"),
            (1e-5, "1e-05"),
            (0.0001, "0.0001"),
            (-2.5, "-2.5"),
            (123456789012345678.0, "1.2345678901234568e+17"),
            (1.5e-7, "1.5e-07"),
            (0.0, "0.0"),
            (-0.0, "-0.0"),
        ] {
            assert_eq!(float_repr(f), want, "{f}");
        }
    }
}
