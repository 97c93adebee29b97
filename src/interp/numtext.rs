//! Numbers from text as CPython 3.11 reads them: `int(s[, base])` and `float(s)`, with
//! Unicode decimal digits and spaces, `_` between digits, base prefixes and the limit on
//! decimal digits. Also `str.isspace`'s notion of whitespace, which `strip()` and `split()` use.

use num_bigint::BigInt;
use num_traits::Zero;

/// CPython refuses to read more decimal digits than this (`sys.get_int_max_str_digits()`).
pub const MAX_STR_DIGITS: usize = 4300;

/// The characters `str.isspace()` accepts (Unicode 14, as CPython 3.11): Rust's
/// `char::is_whitespace` differs on U+001C..U+001F.
pub fn py_isspace(c: char) -> bool {
    matches!(
        c,
        '\t'..='\r'
            | '\u{1c}'..='\u{20}'
            | '\u{85}'
            | '\u{a0}'
            | '\u{1680}'
            | '\u{2000}'..='\u{200a}'
            | '\u{2028}'
            | '\u{2029}'
            | '\u{202f}'
            | '\u{205f}'
            | '\u{3000}'
    )
}

/// The first code point of every run of ten Unicode decimal digits (category Nd, Unicode 14).
const DECIMAL_ZEROS: [u32; 66] = [
    0x30, 0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66, 0xDE6, 0xE50, 0xED0,
    0xF20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620,
    0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10, 0x104A0, 0x10D30, 0x11066, 0x110F0, 0x11136, 0x111D0,
    0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0, 0x11730, 0x118E0, 0x11950, 0x11C50, 0x11D50, 0x11DA0, 0x16A60,
    0x16AC0, 0x16B50, 0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6, 0x1E140, 0x1E2F0, 0x1E950, 0x1FBF0,
];

/// The value of a Unicode decimal digit (`unicodedata.decimal`).
fn decimal_value(c: char) -> Option<u8> {
    let c = c as u32;
    let i = DECIMAL_ZEROS.partition_point(|&zero| zero <= c);
    let zero = DECIMAL_ZEROS[i.checked_sub(1)?];
    (c - zero < 10).then(|| (c - zero) as u8)
}

/// CPython's `_PyUnicode_TransformDecimalAndSpaceToASCII`: ASCII stays as it is; above it a
/// space becomes `' '` and a decimal digit its ASCII digit; anything else ends the text with a
/// character no number accepts.
fn to_ascii(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for c in text.chars() {
        if (c as u32) < 127 {
            out.push(c as u8);
        } else if py_isspace(c) {
            out.push(b' ');
        } else if let Some(d) = decimal_value(c) {
            out.push(b'0' + d);
        } else {
            out.push(b'?');
            break;
        }
    }
    out
}

/// [`to_ascii`] as text, for a parser of its own (`complex()`'s).
pub(super) fn ascii_number_text(text: &str) -> String {
    to_ascii(text).into_iter().map(char::from).collect()
}

/// The ASCII whitespace CPython's number parsers skip (`Py_ISSPACE`).
fn ascii_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t'..=b'\r')
}

fn trim_ascii_spaces(mut t: &[u8]) -> &[u8] {
    while let [first, rest @ ..] = t {
        if !ascii_space(*first) {
            break;
        }
        t = rest;
    }
    while let [rest @ .., last] = t {
        if !ascii_space(*last) {
            break;
        }
        t = rest;
    }
    t
}

/// Why `int()` refused a text.
#[derive(Debug, PartialEq, Eq)]
pub enum IntTextError {
    /// `invalid literal for int() with base {base}: {repr}`.
    Invalid,
    /// More decimal digits than [`MAX_STR_DIGITS`]; how many.
    TooManyDigits(usize),
}

/// `int(text, base)` for `base` 0 or 2..=36, as CPython's `PyLong_FromString`.
pub fn parse_int(text: &str, base: u32) -> Result<BigInt, IntTextError> {
    let bytes = to_ascii(text);
    let t = trim_ascii_spaces(&bytes);
    let (negative, t) = match t {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        _ => (false, t),
    };
    let prefix_base = |c: u8| match c {
        b'x' | b'X' => Some(16),
        b'o' | b'O' => Some(8),
        b'b' | b'B' => Some(2),
        _ => None,
    };
    let (base, must_be_zero, mut digits) = match (base, t) {
        (0, [b'0', p, rest @ ..]) if prefix_base(*p).is_some() => (prefix_base(*p).unwrap_or(10), false, rest),
        (0, [b'0', ..]) => (10, true, t),
        (0, _) => (10, false, t),
        (b, [b'0', p, rest @ ..]) if prefix_base(*p) == Some(b) => (b, false, rest),
        (b, _) => (b, false, t),
    };
    if t.len() != digits.len() {
        // One underscore may follow a base prefix.
        if let [b'_', rest @ ..] = digits {
            digits = rest;
        }
    }
    if digits.first() == Some(&b'_') {
        return Err(IntTextError::Invalid);
    }
    let digit_value = |b: u8| (b as char).to_digit(36).filter(|&d| d < base);
    let mut values: Vec<u8> = Vec::with_capacity(digits.len());
    let mut count = 0usize;
    let mut prev_underscore = false;
    let mut end = 0;
    for &b in digits {
        if b == b'_' {
            if prev_underscore {
                return Err(IntTextError::Invalid);
            }
            prev_underscore = true;
        } else if let Some(d) = digit_value(b) {
            prev_underscore = false;
            count += 1;
            values.push(d as u8);
        } else {
            break;
        }
        end += 1;
    }
    if prev_underscore || count == 0 {
        return Err(IntTextError::Invalid);
    }
    if !base.is_power_of_two() && count > MAX_STR_DIGITS {
        return Err(IntTextError::TooManyDigits(count));
    }
    let value = BigInt::from_radix_be(num_bigint::Sign::Plus, &values, base).ok_or(IntTextError::Invalid)?;
    if end != digits.len() || (must_be_zero && !value.is_zero()) {
        return Err(IntTextError::Invalid);
    }
    Ok(if negative { -value } else { value })
}

/// `float(text)`, as CPython's `PyFloat_FromString`: optional sign, digits with `_` only between
/// two digits, `.`, an exponent, or `inf`/`infinity`/`nan` in any case; `None` when refused.
pub fn parse_float(text: &str) -> Option<f64> {
    let bytes = to_ascii(text);
    let t = trim_ascii_spaces(&bytes);
    // An underscore is allowed only between two digits; then it is dropped.
    let mut clean = String::with_capacity(t.len());
    for (i, &b) in t.iter().enumerate() {
        if b == b'_' {
            let before = i > 0 && t[i - 1].is_ascii_digit();
            let after = t.get(i + 1).is_some_and(u8::is_ascii_digit);
            if !(before && after) {
                return None;
            }
        } else {
            clean.push(b as char);
        }
    }
    let (negative, body) = match clean.as_bytes() {
        [b'-', ..] => (true, &clean[1..]),
        [b'+', ..] => (false, &clean[1..]),
        _ => (false, &clean[..]),
    };
    let lower = body.to_ascii_lowercase();
    let magnitude = match lower.as_str() {
        "inf" | "infinity" => f64::INFINITY,
        "nan" => f64::NAN,
        _ if is_decimal_float(body.as_bytes()) => body.parse().ok()?,
        _ => return None,
    };
    Some(if negative { -magnitude } else { magnitude })
}

/// `digits [. digits] [e [sign] digits]` with digits on at least one side of the point.
fn is_decimal_float(t: &[u8]) -> bool {
    let digits = |t: &[u8]| t.iter().take_while(|b| b.is_ascii_digit()).count();
    let whole = digits(t);
    let mut i = whole;
    let mut fraction = 0;
    if t.get(i) == Some(&b'.') {
        fraction = digits(&t[i + 1..]);
        i += 1 + fraction;
    }
    if whole + fraction == 0 {
        return false;
    }
    if matches!(t.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(t.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        let exponent = digits(&t[i..]);
        if exponent == 0 {
            return false;
        }
        i += exponent;
    }
    i == t.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_prefixes_underscores_and_unicode_digits() {
        assert_eq!(parse_int("0x1f", 16), Ok(BigInt::from(31)));
        assert_eq!(parse_int("0x_1f", 0), Ok(BigInt::from(31)));
        assert_eq!(parse_int("010", 0), Err(IntTextError::Invalid));
        assert_eq!(parse_int("0_0", 0), Ok(BigInt::from(0)));
        assert_eq!(parse_int("\u{663}\u{664}", 10), Ok(BigInt::from(34)));
        assert_eq!(parse_int("\u{a0}-1_000 ", 10), Ok(BigInt::from(-1000)));
        assert_eq!(parse_int("1__0", 10), Err(IntTextError::Invalid));
        assert_eq!(parse_int(&"1".repeat(4301), 10), Err(IntTextError::TooManyDigits(4301)));
        assert_eq!(parse_float(" 1_0.5 "), Some(10.5));
        assert_eq!(parse_float("1_.5"), None);
        assert_eq!(parse_float("-Infinity"), Some(f64::NEG_INFINITY));
    }
}
