//! `complex` numbers as CPython 3.11 has them: the constructor and its string syntax, the
//! operators (CPython's formulas, so every result has its bits: Smith's division, powers of a
//! small int exponent by repeated squaring, others through polar form), equality with ints
//! and floats, `abs`, the hash, `repr` and the format mini-language of `complex.__format__`.

pub(super) mod cmath;
mod special;

use super::value::Value;
use crate::ir::{BinOp, Method, PyExc};
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

/// The two parts of a complex number.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct C64 {
    pub re: f64,
    pub im: f64,
}

impl C64 {
    pub const fn new(re: f64, im: f64) -> C64 {
        C64 { re, im }
    }

    fn sum(self, b: C64) -> C64 {
        C64::new(self.re + b.re, self.im + b.im)
    }

    fn diff(self, b: C64) -> C64 {
        C64::new(self.re - b.re, self.im - b.im)
    }

    /// `_Py_c_prod`: the schoolbook product, no special handling of infinities.
    pub fn prod(self, b: C64) -> C64 {
        C64::new(self.re * b.re - self.im * b.im, self.re * b.im + self.im * b.re)
    }

    pub fn neg(self) -> C64 {
        C64::new(-self.re, -self.im)
    }

    /// `_Py_c_quot`: Smith's algorithm, dividing by the larger part of the divisor; `None`
    /// for a zero divisor (CPython's `EDOM`). A nan part of the divisor gives nan parts.
    pub fn quot(self, b: C64) -> Option<C64> {
        let (abs_re, abs_im) = (b.re.abs(), b.im.abs());
        if abs_re >= abs_im {
            if abs_re == 0.0 {
                return None;
            }
            let ratio = b.im / b.re;
            let denom = b.re + b.im * ratio;
            Some(C64::new((self.re + self.im * ratio) / denom, (self.im - self.re * ratio) / denom))
        } else if abs_im >= abs_re {
            let ratio = b.re / b.im;
            let denom = b.re * ratio + b.im;
            Some(C64::new((self.re * ratio + self.im) / denom, (self.im * ratio - self.re) / denom))
        } else {
            Some(C64::new(f64::NAN, f64::NAN))
        }
    }

    /// `_Py_c_abs`: an infinite part makes the result infinite even beside a nan; `None`
    /// when the finite parts' hypotenuse overflows.
    pub fn abs(self) -> Option<f64> {
        if !self.re.is_finite() || !self.im.is_finite() {
            if self.re.is_infinite() {
                return Some(self.re.abs());
            }
            if self.im.is_infinite() {
                return Some(self.im.abs());
            }
            return Some(f64::NAN);
        }
        let h = self.re.hypot(self.im);
        h.is_finite().then_some(h)
    }

    fn is_zero(self) -> bool {
        self.re == 0.0 && self.im == 0.0
    }
}

/// A new complex value.
pub fn value(c: C64) -> Value {
    Value::Complex(Rc::new(c))
}

/// The complex number an int, bool, float or complex operand stands for in mixed arithmetic
/// (an int converted as `float()` converts it); `None` for any other value.
pub fn operand(v: &Value, at: Span) -> Option<Result<C64, Fault>> {
    Some(Ok(match v {
        Value::Complex(c) => **c,
        Value::Float(f) => C64::new(*f, 0.0),
        Value::Bool(b) => C64::new(f64::from(u8::from(*b)), 0.0),
        Value::Int(i) => C64::new(*i as f64, 0.0),
        Value::Big(b) => match super::ops::big_to_f64(b, at) {
            Ok(f) => C64::new(f, 0.0),
            Err(e) => return Some(Err(e)),
        },
        _ => return None,
    }))
}

/// `l op r` when either side is complex and the other a number; `None` otherwise, and for
/// the operators complex numbers lack (the caller's `TypeError` names the operands).
pub fn binary(op: BinOp, l: &Value, r: &Value, at: Span) -> Option<Result<Value, Fault>> {
    if !matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Pow) {
        return None;
    }
    let (a, b) = match (operand(l, at)?, operand(r, at)?) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => return Some(Err(e)),
    };
    Some(arith(op, a, b, at).map(value))
}

fn arith(op: BinOp, a: C64, b: C64, at: Span) -> Result<C64, Fault> {
    Ok(match op {
        BinOp::Add => a.sum(b),
        BinOp::Sub => a.diff(b),
        BinOp::Mul => a.prod(b),
        BinOp::Div => a.quot(b).ok_or_else(|| Fault::exc(PyExc::ZeroDivisionError, "complex division by zero", at))?,
        _ => power(a, b, at)?,
    })
}

/// `a ** b` as CPython's `complex_pow`: an integral exponent up to 100 in size by repeated
/// squaring (a negative one as the reciprocal of that), any other through polar form; a zero
/// base to a negative or complex power is a `ZeroDivisionError`, an infinite part of the
/// result an `OverflowError`.
pub fn power(a: C64, b: C64, at: Span) -> Result<C64, Fault> {
    let zero_power = || Fault::exc(PyExc::ZeroDivisionError, "0.0 to a negative or complex power", at);
    // C's `(long)` conversion; an exponent out of its range is not integral for the test below.
    let n = b.re as i64;
    let p = if b.im == 0.0 && b.re == n as f64 {
        if !(-100..=100).contains(&n) {
            polar_pow(a, C64::new(n as f64, 0.0)).ok_or_else(zero_power)?
        } else if n > 0 {
            powu(a, n as u64)
        } else {
            C64::new(1.0, 0.0).quot(powu(a, n.unsigned_abs())).ok_or_else(zero_power)?
        }
    } else {
        polar_pow(a, b).ok_or_else(zero_power)?
    };
    if p.re.is_infinite() || p.im.is_infinite() {
        return Err(Fault::exc(PyExc::OverflowError, "complex exponentiation", at));
    }
    Ok(p)
}

/// `c_powu`: `x ** n` by binary exponentiation, the lowest bit first.
fn powu(x: C64, n: u64) -> C64 {
    let (mut r, mut p, mut mask) = (C64::new(1.0, 0.0), x, 1u64);
    while mask > 0 && n >= mask {
        if n & mask != 0 {
            r = r.prod(p);
        }
        mask <<= 1;
        p = p.prod(p);
    }
    r
}

/// `_Py_c_pow`: through the base's modulus and angle; `None` for zero to a negative or
/// complex power.
fn polar_pow(a: C64, b: C64) -> Option<C64> {
    if b.is_zero() {
        return Some(C64::new(1.0, 0.0));
    }
    if a.is_zero() {
        return (b.im == 0.0 && b.re >= 0.0).then_some(C64::new(0.0, 0.0));
    }
    let vabs = a.re.hypot(a.im);
    let mut len = vabs.powf(b.re);
    let angle = a.im.atan2(a.re);
    let mut phase = angle * b.re;
    if b.im != 0.0 {
        len /= (angle * b.im).exp();
        phase += b.im * vabs.ln();
    }
    Some(C64::new(len * phase.cos(), len * phase.sin()))
}

/// `abs(z)`.
pub fn abs(c: C64, at: Span) -> Result<Value, Fault> {
    c.abs().map(Value::float).ok_or_else(|| Fault::exc(PyExc::OverflowError, "absolute value too large", at))
}

/// `a == b` when either is complex: parts equal, an int compared exactly with the real part.
pub fn equal(a: &Value, b: &Value) -> Option<bool> {
    let (c, other) = match (a, b) {
        (Value::Complex(x), Value::Complex(y)) => return Some(x.re == y.re && x.im == y.im),
        (Value::Complex(c), other) | (other, Value::Complex(c)) => (c, other),
        _ => return None,
    };
    match other {
        Value::Float(f) => Some(c.re == *f && c.im == 0.0),
        Value::Int(_) | Value::Big(_) | Value::Bool(_) => {
            Some(c.im == 0.0 && super::value::py_eq(&Value::Float(c.re), other))
        }
        _ => Some(false),
    }
}

/// CPython's `hash(z)`: the parts' hashes combined as `re + 1000003 * im` (wrapping), and
/// whether every run computes it (not with a nan part, hashed by identity).
pub fn hash(c: C64) -> (i64, bool) {
    let (re, re_fixed) = super::pyset::float_hash(c.re);
    let (im, im_fixed) = super::pyset::float_hash(c.im);
    let h = (re as u64).wrapping_add(1_000_003u64.wrapping_mul(im as u64)) as i64;
    (if h == -1 { -2 } else { h }, re_fixed && im_fixed)
}

/// A part as `repr` writes it: the float's shortest repr without the `.0` of an integral one.
fn part(x: f64) -> String {
    let mut t = crate::pytext::float_repr(x);
    if t.ends_with(".0") && !t.contains('e') {
        t.truncate(t.len() - 2);
    }
    t
}

/// `repr(z)` (and `str(z)`): `1j` for a positive zero real part, else `(1+2j)`.
pub fn repr(c: C64) -> String {
    if c.re == 0.0 && c.re.is_sign_positive() {
        return format!("{}j", part(c.im));
    }
    let im = part(c.im);
    let sign = if im.starts_with('-') { "" } else { "+" };
    format!("({}{sign}{im}j)", part(c.re))
}

/// `format(z, spec)` with a parsed spec: each part formatted as a float of the same spec
/// (the imaginary one always signed unless the real one is left out), then padded whole.
/// CPython refuses an unknown type first, then a precision past a C `int`, then `0` padding
/// and `=` alignment.
pub(super) fn format(c: C64, s: &super::format::Spec, limits: &Limits, at: Span) -> Result<String, Fault> {
    let kind = match s.kind {
        None if s.precision.is_some() => Some('g'),
        None => None,
        Some('n') => Some('g'),
        Some(k @ ('e' | 'E' | 'f' | 'F' | 'g' | 'G')) => Some(k),
        Some(k) => return Err(super::format::unknown_code(k, "complex", at)),
    };
    if s.precision.is_some_and(|p| i32::try_from(p).is_err()) {
        return Err(Fault::value_error("precision too big", at));
    }
    if s.fill == Some('0') || s.zero {
        return Err(Fault::value_error("Zero padding is not allowed in complex format specifier", at));
    }
    if s.align == Some('=') {
        return Err(Fault::value_error("'=' alignment flag is not allowed in complex format specifier", at));
    }
    let bare = s.kind.is_none();
    let skip_re = bare && c.re == 0.0 && c.re.is_sign_positive();
    let part_text = |x: f64, sign: Option<char>| -> Result<String, Fault> {
        let spec = super::format::Spec {
            sign,
            no_neg_zero: s.no_neg_zero,
            alternate: s.alternate,
            grouping: s.grouping,
            precision: s.precision,
            kind,
            ..Default::default()
        };
        let mut t = super::format::format_float(x, &spec, limits, at)?;
        if kind.is_none() {
            // The shortest repr without `.0`; with `#`, a point always (`1.`, `1.e+16`).
            let keep = usize::from(s.alternate);
            if t.ends_with(".0") && !t.contains('e') {
                t.truncate(t.len() - 2 + keep);
            } else if s.alternate && !t.contains('.') {
                match t.find('e') {
                    Some(e) => t.insert(e, '.'),
                    None if x.is_finite() => t.push('.'),
                    None => {}
                }
            }
        }
        Ok(t)
    };
    let mut body = String::new();
    if bare && !skip_re {
        body.push('(');
    }
    if !skip_re {
        body.push_str(&part_text(c.re, s.sign)?);
    }
    body.push_str(&part_text(c.im, if skip_re { s.sign } else { Some('+') })?);
    body.push('j');
    if bare && !skip_re {
        body.push(')');
    }
    let outer = super::format::Spec { fill: s.fill, align: s.align, width: s.width, ..Default::default() };
    Ok(super::format::pad(&outer, "", body, '>'))
}

/// `z.real`, `z.imag`.
pub fn attribute(c: C64, name: &str) -> Option<Value> {
    match name {
        "real" => Some(Value::float(c.re)),
        "imag" => Some(Value::float(c.im)),
        _ => None,
    }
}

/// `z.conjugate()`.
pub fn method(m: Method, c: C64, n_args: usize, has_kwargs: bool, at: Span) -> Result<Value, Fault> {
    super::numbers::check_arity(m, "complex", n_args, has_kwargs, at)?;
    match m {
        Method::Conjugate => Ok(value(C64::new(c.re, -c.im))),
        _ => Err(Fault::exc(PyExc::AttributeError, format!("'complex' object has no attribute '{}'", m.name()), at)),
    }
}

/// `complex(real=0, imag=0)`, keywords already in place: a string alone is parsed; else each
/// argument is a number (a complex `imag` turns by a right angle), as CPython's `complex_new`.
pub fn construct(args: &[Value], at: Span) -> Result<Value, Fault> {
    if args.len() > 2 {
        return Err(Fault::type_error(format!("complex() takes at most 2 arguments ({} given)", args.len()), at));
    }
    let first = args.first().cloned().unwrap_or(Value::Int(0));
    let second = args.get(1);
    if let (Value::Complex(_), None) = (&first, second) {
        return Ok(first);
    }
    if let Value::Str(s) = &first {
        if second.is_some() {
            return Err(Fault::type_error("complex() can't take second arg if first is a string", at));
        }
        // As `float()`, non-ASCII decimal digits and spaces are read as their ASCII ones.
        return parse(&super::numtext::ascii_number_text(s.as_str()))
            .map(value)
            .ok_or_else(|| Fault::value_error("complex() arg is a malformed string", at));
    }
    if let Some(Value::Str(_)) = second {
        return Err(Fault::type_error("complex() second arg can't be a string", at));
    }
    let number = |v: &Value, which: &str, wording: &str| -> Result<C64, Fault> {
        if let Value::Object(o) = v {
            return Err(Fault::unsupported(
                format!("complex() of an instance of `{}` (its `__complex__`/`__float__`)", o.class.name),
                at,
            ));
        }
        match operand(v, at) {
            Some(c) => c,
            None => Err(Fault::type_error(
                format!("complex() {which} argument must be {wording}, not '{}'", v.type_name()),
                at,
            )),
        }
    };
    let mut cr = number(&first, "first", "a string or a number")?;
    let r_complex = matches!(first, Value::Complex(_));
    let mut ci = match second {
        None => C64::new(cr.im, 0.0),
        Some(i) => number(i, "second", "a number")?,
    };
    if matches!(second, Some(Value::Complex(_))) {
        cr.re -= ci.im;
    }
    if r_complex && second.is_some() {
        ci.re += cr.im;
    }
    Ok(value(C64::new(cr.re, ci.re)))
}

/// The complex number a string spells, as `complex()` reads it: optional whitespace and
/// parentheses around `<float>`, `<float>j`, `<float><signed float>j`, `<float><sign>j`,
/// `<sign>j` or `j`; underscores only between digits.
pub fn parse(text: &str) -> Option<C64> {
    let cleaned = without_underscores(text)?;
    let s = cleaned.as_bytes();
    let mut i = 0;
    let skip_space = |i: &mut usize| {
        while s.get(*i).is_some_and(|c| c.is_ascii_whitespace() || *c == 0x0b) {
            *i += 1;
        }
    };
    skip_space(&mut i);
    let bracket = s.get(i) == Some(&b'(');
    if bracket {
        i += 1;
        skip_space(&mut i);
    }
    let is_j = |c: Option<&u8>| matches!(c, Some(b'j' | b'J'));
    let sign_of = |c: u8| if c == b'+' { 1.0 } else { -1.0 };
    let (re, im);
    if let Some((x, end)) = float_prefix(&cleaned, i) {
        i = end;
        match s.get(i) {
            Some(&c @ (b'+' | b'-')) => {
                re = x;
                match float_prefix(&cleaned, i) {
                    Some((y, end)) => {
                        im = y;
                        i = end;
                    }
                    None => {
                        im = sign_of(c);
                        i += 1;
                    }
                }
                if !is_j(s.get(i)) {
                    return None;
                }
                i += 1;
            }
            c if is_j(c) => {
                i += 1;
                re = 0.0;
                im = x;
            }
            _ => {
                re = x;
                im = 0.0;
            }
        }
    } else {
        im = match s.get(i) {
            Some(&c @ (b'+' | b'-')) => {
                i += 1;
                sign_of(c)
            }
            _ => 1.0,
        };
        if !is_j(s.get(i)) {
            return None;
        }
        i += 1;
        re = 0.0;
    }
    skip_space(&mut i);
    if bracket {
        if s.get(i) != Some(&b')') {
            return None;
        }
        i += 1;
        skip_space(&mut i);
    }
    (i == s.len()).then_some(C64::new(re, im))
}

/// `text` without its underscores, each of which must stand between two digits.
fn without_underscores(text: &str) -> Option<String> {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    for (i, ch) in text.char_indices() {
        if ch == '_' {
            let before = i > 0 && b[i - 1].is_ascii_digit();
            let after = b.get(i + 1).is_some_and(u8::is_ascii_digit);
            if !(before && after) {
                return None;
            }
        } else {
            out.push(ch);
        }
    }
    Some(out)
}

/// The longest float at byte `from` of `s` (C's `strtod` syntax as `PyOS_string_to_double`
/// reads it: a sign, then digits with a point and an exponent, or `inf`/`infinity`/`nan`), and
/// where it ends.
fn float_prefix(s: &str, from: usize) -> Option<(f64, usize)> {
    let b = s.as_bytes();
    let mut i = from;
    if matches!(b.get(i), Some(b'+' | b'-')) {
        i += 1;
    }
    let rest = s.get(i..)?.to_ascii_lowercase();
    let word = if rest.starts_with("infinity") {
        8
    } else if rest.starts_with("inf") || rest.starts_with("nan") {
        3
    } else {
        0
    };
    if word > 0 {
        let end = i + word;
        return Some((super::numtext::parse_float(&s[from..end])?, end));
    }
    let digits = |i: &mut usize| {
        let start = *i;
        while b.get(*i).is_some_and(u8::is_ascii_digit) {
            *i += 1;
        }
        *i - start
    };
    let mut mantissa = digits(&mut i);
    if b.get(i) == Some(&b'.') {
        i += 1;
        mantissa += digits(&mut i);
    }
    if mantissa == 0 {
        return None;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        let mut j = i + 1;
        if matches!(b.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        if digits(&mut j) > 0 {
            i = j;
        }
    }
    Some((super::numtext::parse_float(&s[from..i])?, i))
}

#[cfg(test)]
mod tests {
    use super::{parse, repr, C64};

    #[test]
    fn parses_cpythons_forms() {
        assert_eq!(parse("1+2j"), Some(C64::new(1.0, 2.0)));
        assert_eq!(parse(" (1-2j) "), Some(C64::new(1.0, -2.0)));
        assert_eq!(parse("-j"), Some(C64::new(0.0, -1.0)));
        assert_eq!(parse("1_000j"), Some(C64::new(0.0, 1000.0)));
        assert_eq!(parse("+1.5e-3J"), Some(C64::new(0.0, 0.0015)));
        for bad in ["1+", "", "(1+2j", "1+2i", "1__0", "j1"] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn reprs_as_cpython() {
        assert_eq!(repr(C64::new(1.0, 2.0)), "(1+2j)");
        assert_eq!(repr(C64::new(0.0, 1.0)), "1j");
        assert_eq!(repr(C64::new(-0.0, -1.0)), "(-0-1j)");
        assert_eq!(repr(C64::new(1.0, f64::NAN)), "(1+nanj)");
        assert_eq!(repr(C64::new(1e16, 1e-5)), "(1e+16+1e-05j)");
    }
}
