//! Format specifications of f-string fields (`{x:>8.2f}`), following Python's mini-language.

mod checks;
mod digits;

pub(super) use checks::unknown_code;

use super::ops::check_len;
use super::repr::{check_int_text, to_str};
use super::value::Value;
use crate::limits::Limits;
use crate::pytext::float_repr;
use crate::sema::Fault;
use crate::source::Span;

/// A parsed `[[fill]align][sign][z][#][0][width][,|_][.precision][type]`.
#[derive(Debug, Default)]
pub(crate) struct Spec {
    pub fill: Option<char>,
    pub align: Option<char>,
    pub sign: Option<char>,
    /// The `z` option (3.11): a float that rounds to zero is shown without its `-`.
    pub no_neg_zero: bool,
    pub alternate: bool,
    pub zero: bool,
    pub width: usize,
    pub grouping: Option<char>,
    pub precision: Option<usize>,
    pub kind: Option<char>,
}

/// Parses a format spec (the prover renders the simple ones itself, over terms). The spec is
/// read in place: after the optional fill (any character), every field is ASCII.
pub(crate) fn parse(spec: &str, at: Span) -> Result<Spec, Fault> {
    let mut s = Spec::default();
    let is_align = |c: char| matches!(c, '<' | '>' | '^' | '=');
    let mut chars = spec.chars();
    let rest = match (chars.next(), chars.next()) {
        (Some(fill), Some(align)) if is_align(align) => {
            s.fill = Some(fill);
            s.align = Some(align);
            chars.as_str()
        }
        (Some(align), _) if is_align(align) => {
            s.align = Some(align);
            &spec[1..]
        }
        _ => spec,
    };
    let b = rest.as_bytes();
    let mut i = 0;
    if let Some(&c @ (b'+' | b'-' | b' ')) = b.first() {
        s.sign = Some(char::from(c));
        i += 1;
    }
    if b.get(i) == Some(&b'z') {
        s.no_neg_zero = true;
        i += 1;
    }
    if b.get(i) == Some(&b'#') {
        s.alternate = true;
        i += 1;
    }
    // After a written fill, a `0` is the width's first digit, not zero padding.
    if s.fill.is_none() && b.get(i) == Some(&b'0') {
        s.zero = true;
        i += 1;
    }
    let digits = |from: usize| from + b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
    let end = digits(i);
    s.width = checks::count(&rest[i..end], at)?;
    i = end;
    if b.get(i) == Some(&b',') {
        s.grouping = Some(',');
        i += 1;
    }
    if b.get(i) == Some(&b'_') || (s.grouping == Some('_') && b.get(i) == Some(&b',')) {
        if s.grouping.is_some() {
            return Err(Fault::value_error("Cannot specify both ',' and '_'.", at));
        }
        s.grouping = Some('_');
        i += 1;
        if b.get(i) == Some(&b',') {
            return Err(Fault::value_error("Cannot specify both ',' and '_'.", at));
        }
    }
    if b.get(i) == Some(&b'.') {
        let end = digits(i + 1);
        if end == i + 1 {
            return Err(Fault::value_error("Format specifier missing precision", at));
        }
        s.precision = Some(checks::count(&rest[i + 1..end], at)?);
        i = end;
    }
    let mut kind = rest[i..].chars();
    s.kind = kind.next();
    if !kind.as_str().is_empty() {
        return Err(Fault::value_error("Invalid format specifier", at));
    }
    Ok(s)
}

/// The text of an f-string's parts, made in one allocation when they are all strs.
pub fn concat(parts: &[Value], limits: &crate::limits::Limits, at: Span) -> Result<Value, Fault> {
    let size = parts.iter().map(|p| if let Value::Str(s) = p { s.as_str().len() } else { 0 }).sum();
    let mut out = String::with_capacity(size);
    for p in parts {
        match p {
            Value::Str(s) => out.push_str(s.as_str()),
            Value::Int(i) => super::repr::push_int(&mut out, *i),
            other => out.push_str(&to_str(other)),
        }
    }
    super::ops::check_len(out.len(), limits, at)?;
    Ok(Value::str(out))
}

/// `format(value, spec)`, no wider than the run's size limit allows.
pub fn format_value(v: &Value, spec: &str, limits: &Limits, at: Span) -> Result<String, Fault> {
    if spec.is_empty() {
        check_int_text(v, at)?;
        return Ok(to_str(v));
    }
    let formats = matches!(
        v,
        Value::Str(_) | Value::Bool(_) | Value::Int(_) | Value::Big(_) | Value::Float(_) | Value::Complex(_)
    );
    if !formats {
        // `object.__format__` refuses every spec, before reading it.
        return Err(unsupported_spec(v, at));
    }
    let s = match parse(spec, at) {
        Ok(s) => s,
        Err(e) if e.message() == "Invalid format specifier" => {
            let shown = format!("Invalid format specifier '{spec}' for object of type '{}'", v.type_name());
            return Err(e.with_message(shown));
        }
        Err(e) => return Err(e),
    };
    let default_kind = match v {
        Value::Str(_) => Some('s'),
        Value::Float(_) | Value::Complex(_) => None,
        _ => Some('d'),
    };
    checks::separator(&s, default_kind, at)?;
    check_len(s.width, limits, at)?;
    if matches!(s.kind, None | Some('d' | 'n')) {
        check_int_text(v, at)?;
    }
    let bad = |ty: &str| checks::unknown_code(s.kind.unwrap_or(' '), ty, at);
    let text = match v {
        Value::Str(text) => {
            checks::text(&s, &v.type_name(), at)?;
            let body: String = match s.precision {
                Some(p) => text.as_str().chars().take(p).collect(),
                None => text.as_str().to_owned(),
            };
            Ok(pad(&s, "", body, '<'))
        }
        Value::Int(i) if matches!(s.kind, None | Some('d' | 'n' | 'b' | 'o' | 'x' | 'X')) && s.precision.is_none() => {
            checks::integer_zero(&s, at)?;
            // An `i64` in a base, without a big int.
            let mag = i.unsigned_abs();
            let (digits, prefix) = match s.kind {
                Some('b') => (format!("{mag:b}"), "0b"),
                Some('o') => (format!("{mag:o}"), "0o"),
                Some('x') => (format!("{mag:x}"), "0x"),
                Some('X') => (format!("{mag:X}"), "0X"),
                _ => (mag.to_string(), ""),
            };
            Ok(int_text(&s, *i < 0, digits, prefix))
        }
        Value::Bool(_) | Value::Int(_) | Value::Big(_) => {
            let i = v.as_bigint().unwrap_or_default();
            match s.kind {
                None | Some('d') | Some('n') | Some('b') | Some('o') | Some('x') | Some('X') | Some('c') => {
                    if s.precision.is_some() {
                        return Err(Fault::value_error("Precision not allowed in integer format specifier", at));
                    }
                    checks::integer_zero(&s, at)?;
                    let negative = i.sign() == num_bigint::Sign::Minus;
                    let mag = if negative { -i } else { i };
                    let (digits, prefix) = match s.kind {
                        Some('b') => (mag.to_str_radix(2), "0b"),
                        Some('o') => (mag.to_str_radix(8), "0o"),
                        Some('x') => (mag.to_str_radix(16), "0x"),
                        Some('X') => (mag.to_str_radix(16).to_uppercase(), "0X"),
                        Some('c') => {
                            checks::character(&s, at)?;
                            // The code point is the value itself: a negative one is out of range too.
                            if num_traits::ToPrimitive::to_i64(&mag).is_none() {
                                return Err(Fault::exc(
                                    crate::ir::PyExc::OverflowError,
                                    "Python int too large to convert to C long",
                                    at,
                                ));
                            }
                            let code = if negative { None } else { num_traits::ToPrimitive::to_u32(&mag) };
                            let c = code.and_then(char::from_u32).ok_or_else(|| {
                                Fault::exc(crate::ir::PyExc::OverflowError, "%c arg not in range(0x110000)", at)
                            })?;
                            (c.to_string(), "")
                        }
                        _ => (mag.to_string(), ""),
                    };
                    Ok(int_text(&s, negative, digits, prefix))
                }
                Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%') => {
                    let f = super::ops::big_to_f64(&i, at)?;
                    format_float(f, &s, limits, at)
                }
                Some(_) => Err(bad(&v.type_name())),
            }
        }
        Value::Float(f) => format_float(*f, &s, limits, at),
        Value::Complex(c) => super::complex::format(**c, &s, limits, at),
        // `object.__format__` accepts only an empty spec (handled above).
        other => Err(unsupported_spec(other, at)),
    }?;
    check_len(text.len(), limits, at)?;
    Ok(text)
}

fn unsupported_spec(v: &Value, at: Span) -> Fault {
    Fault::type_error(format!("unsupported format string passed to {}.__format__", v.type_name()), at)
}

/// An int's digits (of its magnitude) signed, prefixed, grouped and padded as `s` asks.
fn int_text(s: &Spec, negative: bool, digits: String, prefix: &str) -> String {
    let sign = sign_text(negative, s.sign);
    let prefix = if s.alternate { prefix } else { "" };
    let every = if matches!(s.kind, Some('b' | 'o' | 'x' | 'X')) { 4 } else { 3 };
    let zeros = zero_width(s, sign.len() + prefix.len());
    let digits = group(&digits, s.grouping, every, zeros);
    match prefix {
        "" => pad(s, sign, digits, '>'),
        _ => pad(s, &format!("{sign}{prefix}"), digits, '>'),
    }
}

fn sign_text(negative: bool, sign: Option<char>) -> &'static str {
    match (negative, sign) {
        (true, _) => "-",
        (false, Some('+')) => "+",
        (false, Some(' ')) => " ",
        _ => "",
    }
}

pub(super) fn format_float(f: f64, s: &Spec, limits: &Limits, at: Span) -> Result<String, Fault> {
    if let Some(kind) = s.kind.filter(|k| !matches!(k, 'f' | 'F' | 'e' | 'E' | '%' | 'g' | 'G' | 'n')) {
        return Err(checks::unknown_code(kind, "float", at));
    }
    checks::float_precision(s, at)?;
    // Every digit of the precision is written, zeros too, except by `g` without `#`.
    let all_digits = s.alternate || matches!(s.kind, Some('f' | 'F' | 'e' | 'E' | '%'));
    if let Some(p) = s.precision.filter(|_| all_digits) {
        check_len(p, limits, at)?;
    }
    let negative = f.is_sign_negative() && !f.is_nan();
    let mag = f.abs();
    let upper = matches!(s.kind, Some('E' | 'F' | 'G'));
    let body = if !mag.is_finite() {
        let t = if mag.is_nan() { "nan" } else { "inf" };
        let t = if upper { t.to_uppercase() } else { t.to_owned() };
        // `%` keeps its sign after a non-finite value too: `format(inf, '%')` is 'inf%'.
        if s.kind == Some('%') {
            t + "%"
        } else {
            t
        }
    } else {
        match s.kind {
            Some('f' | 'F') => fixed(mag, s.precision.unwrap_or(6), s.alternate),
            Some('e' | 'E') => sci(mag, s.precision.unwrap_or(6), s.alternate, upper),
            Some('%') => format!("{}%", fixed(mag * 100.0, s.precision.unwrap_or(6), s.alternate)),
            Some('g' | 'G') => general(mag, s.precision.unwrap_or(6), s.alternate, upper, false),
            None => match s.precision {
                // `#` puts a point in the shortest repr too: `1.e+20`.
                None if s.alternate => {
                    let mut t = float_repr(mag);
                    if !t.contains('.') {
                        t.insert(t.find('e').unwrap_or(t.len()), '.');
                    }
                    t
                }
                None => float_repr(mag),
                Some(p) => general(mag, p, s.alternate, false, true),
            },
            Some(_) => general(mag, s.precision.unwrap_or(6), s.alternate, false, false),
        }
    };
    // `z`: a value that rounded to zero (every digit written is `0`) loses its `-`.
    let negative =
        negative && !(s.no_neg_zero && mag.is_finite() && body.chars().all(|c| !c.is_ascii_digit() || c == '0'));
    let sign = sign_text(negative, s.sign);
    let body = match body.find(['.', 'e', 'E', '%']) {
        _ if s.grouping.is_none() || !mag.is_finite() => body,
        Some(i) => {
            let zeros = zero_width(s, sign.len() + body.len() - i);
            format!("{}{}", group(&body[..i], s.grouping, 3, zeros), &body[i..])
        }
        None => group(&body, s.grouping, 3, zero_width(s, sign.len())),
    };
    Ok(pad(s, sign, body, '>'))
}

fn fixed(f: f64, precision: usize, alternate: bool) -> String {
    let mut t = digits::fixed(f, precision);
    if alternate && precision == 0 {
        t.push('.');
    }
    t
}

fn sci(f: f64, precision: usize, alternate: bool, upper: bool) -> String {
    let t = digits::scientific(f, precision);
    let (mant, exp) = t.split_once('e').unwrap_or((&t, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let dot = if alternate && precision == 0 { "." } else { "" };
    let e = if upper { 'E' } else { 'e' };
    format!("{mant}{dot}{e}{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs())
}

/// `g` formatting; `repr_like` is the no-type-with-precision variant that keeps one decimal.
fn general(f: f64, precision: usize, alternate: bool, upper: bool, repr_like: bool) -> String {
    let p = precision.max(1);
    if f == 0.0 && !repr_like {
        return if alternate { format!("0.{}", "0".repeat(p - 1)) } else { "0".into() };
    }
    // Digits past a double's exact expansion are zeros, which `g` without `#` strips.
    let kept = if alternate { p - 1 } else { digits::useful_significant(p - 1) };
    let t = digits::scientific(f, kept);
    let exp: i32 = t.split_once('e').map_or(0, |(_, e)| e.parse().unwrap_or(0));
    // Without a type, a precision leaves room for one decimal: switch to exponent one digit sooner.
    let limit = if repr_like { p as i32 - 1 } else { p as i32 };
    if exp < -4 || exp >= limit {
        let mut s = sci(f, kept, alternate, upper);
        if !alternate {
            if let Some(epos) = s.find(['e', 'E']) {
                let (m, e) = s.split_at(epos);
                let m = if m.contains('.') { m.trim_end_matches('0').trim_end_matches('.') } else { m };
                s = format!("{m}{e}");
            }
        }
        s
    } else {
        let decimals = usize::try_from(i64::try_from(p).unwrap_or(i64::MAX) - 1 - i64::from(exp)).unwrap_or(0);
        let mut s =
            if alternate { digits::fixed(f, decimals) } else { digits::fixed(f, digits::useful_fraction(decimals)) };
        if !alternate && s.contains('.') {
            s = s.trim_end_matches('0').trim_end_matches('.').to_owned();
        }
        if alternate && !s.contains('.') {
            // `#` keeps the point even with no digit after it (`format(5.0, '#.0g')` is `5.`).
            s.push('.');
        }
        if repr_like && !s.contains('.') {
            s.push_str(".0");
        }
        s
    }
}

/// How wide grouped digits must be when zero padding is grouped too (`format(42, '06,')` is
/// `'00,042'`): with a `0` fill and `=` alignment, the width less what goes before and after
/// the digits; 0 otherwise.
fn zero_width(s: &Spec, around: usize) -> usize {
    match (s.grouping, fill_align(s, '>')) {
        (Some(_), ('0', '=')) => s.width.saturating_sub(around),
        _ => 0,
    }
}

/// `digits` with `sep` between each `every` of them from the right, after as many leading
/// zeros as make the result at least `min_width` wide (never starting with `sep`).
fn group(digits: &str, sep: Option<char>, every: usize, min_width: usize) -> String {
    let Some(sep) = sep else {
        return digits.to_owned();
    };
    let mut n = digits.chars().count();
    while n + (n.max(1) - 1) / every < min_width {
        n += 1;
    }
    let chars: Vec<char> = std::iter::repeat_n('0', n - digits.chars().count()).chain(digits.chars()).collect();
    let mut out = String::new();
    for (i, c) in chars.iter().enumerate() {
        if i > 0 && (chars.len() - i).is_multiple_of(every) {
            out.push(sep);
        }
        out.push(*c);
    }
    out
}

/// The fill character and alignment a spec pads with (`0` before the width means `0` and `=`
/// for numbers).
fn fill_align(s: &Spec, default_align: char) -> (char, char) {
    match (s.fill, s.align, s.zero) {
        (fill, Some(a), zero) => (fill.unwrap_or(if zero { '0' } else { ' ' }), a),
        (_, None, true) if default_align == '>' => ('0', '='),
        (_, None, true) => ('0', default_align),
        (_, None, false) => (' ', default_align),
    }
}

/// `sign` and `body` filled out to the spec's width, in one allocation (none without a sign
/// when `body` is wide enough already).
pub(super) fn pad(s: &Spec, sign: &str, body: String, default_align: char) -> String {
    let len = sign.chars().count() + body.chars().count();
    if len >= s.width && sign.is_empty() {
        return body;
    }
    let (fill, align) = fill_align(s, default_align);
    let gap = s.width.saturating_sub(len);
    let (before, after) = match align {
        '<' => (0, gap),
        '^' => (gap / 2, gap - gap / 2),
        _ => (gap, 0),
    };
    let mut out = String::with_capacity(sign.len() + body.len() + gap * fill.len_utf8());
    let fill_n = |out: &mut String, n: usize| out.extend(std::iter::repeat_n(fill, n));
    if align == '=' {
        out.push_str(sign);
        fill_n(&mut out, before);
    } else {
        fill_n(&mut out, before);
        out.push_str(sign);
    }
    out.push_str(&body);
    fill_n(&mut out, after);
    out
}

/// An f-string field's value: its conversion (`!s`, `!r`, `!a`) applied, then its spec
/// (`Domain::format`).
#[inline]
pub fn converted_and_formatted(
    v: Value,
    conversion: crate::ir::Conversion,
    spec: Option<Value>,
    limits: &Limits,
    at: Span,
) -> Result<Value, Fault> {
    use crate::ir::Conversion;
    // An int with neither conversion nor spec (`f"w{i}"`): its digits, which need no check
    // (an `i64` has at most 19) and no spec's parse.
    if let (Value::Int(i), Conversion::None, None) = (&v, conversion, &spec) {
        let mut text = String::with_capacity(20);
        super::repr::push_int(&mut text, *i);
        return Ok(Value::str(text));
    }
    let v = match conversion {
        Conversion::None => v,
        Conversion::Str | Conversion::Repr | Conversion::Ascii => {
            check_int_text(&v, at)?;
            Value::str(match conversion {
                Conversion::Str => to_str(&v),
                Conversion::Ascii => super::repr::ascii(&super::repr::repr(&v)),
                Conversion::None | Conversion::Repr => super::repr::repr(&v),
            })
        }
    };
    let text = match &spec {
        Some(Value::Str(spec)) => format_value(&v, spec.as_str(), limits, at),
        Some(spec) => format_value(&v, &to_str(spec), limits, at),
        None => format_value(&v, "", limits, at),
    };
    text.map(Value::str)
}

#[cfg(test)]
mod tests {
    use super::format_value;
    use super::Value;
    use crate::limits::Limits;
    use crate::source::Span;

    fn f(v: Value, spec: &str) -> String {
        format_value(&v, spec, &Limits::default(), Span::default()).unwrap()
    }

    #[test]
    fn specs_match_python() {
        assert_eq!(f(Value::Float(1.23456), ".2f"), "1.23");
        assert_eq!(f(Value::Int(42), ">5"), "   42");
        assert_eq!(f(Value::Int(42), "05d"), "00042");
        assert_eq!(f(Value::Int(-42), "05d"), "-0042");
        assert_eq!(f(Value::Int(1234567), ","), "1,234,567");
        assert_eq!(f(Value::Int(255), "x"), "ff");
        assert_eq!(f(Value::Int(255), "#x"), "0xff");
        assert_eq!(f(Value::str("ab"), "<4"), "ab  ");
        assert_eq!(f(Value::str("ab"), "*^6"), "**ab**");
        assert_eq!(f(Value::Float(1234.5), ",.1f"), "1,234.5");
        assert_eq!(f(Value::Float(0.5), ".0%"), "50%");
        assert_eq!(f(Value::Float(1e-5), "g"), "1e-05");
        assert_eq!(f(Value::Float(123456789.0), "g"), "1.23457e+08");
        assert_eq!(f(Value::Float(1.0), ".3"), "1.0");
        assert_eq!(f(Value::Float(2.5), "e"), "2.500000e+00");
        assert_eq!(f(Value::Int(7), "+d"), "+7");
        assert_eq!(f(Value::Int(65), "c"), "A");
    }

    /// Found by the fuzzer: with `0` padding after the sign and grouping, CPython groups the
    /// padding zeros too and never starts with a separator.
    #[test]
    fn zero_padding_is_grouped_like_the_digits() {
        let cases: [(Value, &str, &str); 14] = [
            (Value::Int(0), "08_", "0_000_000"),
            (Value::Int(-12345), "08,", "-012,345"),
            (Value::Int(-12345), "010,", "-0,012,345"),
            (Value::Int(5), "0=8,", "0,000,005"),
            (Value::Int(5), "0>8,", "00000005"),
            (Value::Int(5), "<08,", "50000000"),
            (Value::Int(0), "#012_x", "0x0_0000_0000"),
            (Value::Int(5), "+012_b", "+0_0000_0101"),
            (Value::Int(123456789), "08,", "123,456,789"),
            (Value::Float(-5.5), "010,", "-000,005.5"),
            (Value::Float(5.0), "#08,.0f", "000,005."),
            (Value::Float(-5.5), "015,.3e", "-00,005.500e+00"),
            (Value::Float(f64::INFINITY), "010,", "0000000inf"),
            (Value::Float(-5.5), " 09,", "-00,005.5"),
        ];
        for (v, spec, want) in cases {
            assert_eq!(f(v, spec), want, "{spec}");
        }
    }

    /// Found by the prover's concrete search: `-1` formatted with `c` was the character 1
    /// with a minus sign, where CPython raises.
    #[test]
    fn a_negative_code_point_is_out_of_range() {
        let err = format_value(&Value::Int(-1), "c", &Limits::default(), Span::default()).unwrap_err();
        assert_eq!((err.error_name(), err.message()), ("OverflowError", "%c arg not in range(0x110000)"));
    }
}
