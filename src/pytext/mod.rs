//! CPython's spellings of floats and strings (`repr`), below both the interpreter and the
//! plain data that crosses the effect gate, which print values the same way.

mod printable;

pub use printable::{in_ranges, is_printable};
use std::fmt::Write;

/// A JSON string literal as CPython's `json` encoders write it: `ensure_ascii` escapes
/// everything outside printable ASCII as `\uXXXX` (lower-case hex, surrogate pairs past the
/// BMP); without it only `"`, `\` and control characters are escaped.
pub fn json_string(out: &mut String, s: &str, ensure_ascii: bool) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if c < ' ' || (ensure_ascii && c > '~') => {
                let mut units = [0u16; 2];
                for unit in c.encode_utf16(&mut units) {
                    let _ = write!(out, "\\u{unit:04x}");
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// CPython's `repr(float)`: the shortest round-tripping digits, scientific outside 1e-4..1e16.
pub fn float_repr(f: f64) -> String {
    if f.is_nan() {
        return "nan".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let (digits, exp) = closest_shortest_digits(f);
    let mut out = String::new();
    if f.is_sign_negative() {
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

/// The shortest digit string that reads back as `f`, and its decimal exponent. When several
/// strings of that length read back, CPython's dtoa takes the one nearest the exact value
/// (a tie goes to the even last digit); Rust's shortest mode may take another, so the
/// correctly rounded string of that length (Rust's exact mode rounds ties to even) wins
/// whenever it reads back too.
fn closest_shortest_digits(f: f64) -> (String, i32) {
    let shortest = scientific_digits(&format!("{:e}", f.abs()));
    let nearest = scientific_digits(&format!("{:.*e}", shortest.0.len() - 1, f.abs()));
    let reads_back = format!("{}e{}", nearest.0, nearest.1 + 1 - nearest.0.len() as i32).parse() == Ok(f.abs());
    if reads_back {
        nearest
    } else {
        shortest
    }
}

/// The digits (trailing zeros dropped, at least one kept) and exponent of Rust's `{:e}` text.
fn scientific_digits(sci: &str) -> (String, i32) {
    let (mantissa, exp) = sci.split_once('e').unwrap_or((sci, "0"));
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let kept = digits.trim_end_matches('0');
    let digits = if kept.is_empty() { "0".to_owned() } else { kept.to_owned() };
    (digits, exp.parse().unwrap_or(0))
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
            c if printable::is_printable(c) => out.push(c),
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
            (2001050664981653.3, "2001050664981653.2"),
            (5e-324, "5e-324"),
            (1e23, "1e+23"),
        ] {
            assert_eq!(float_repr(f), want, "{f}");
        }
    }
}
