//! Methods and attributes of `int`, `bool` and `float` values, as CPython 3.11 has them:
//! `bit_length`, `bit_count`, `conjugate`, `as_integer_ratio`, `is_integer`, `hex`,
//! `float.fromhex`, and `real`, `imag`, `numerator`, `denominator`. A bool has `int`'s, and
//! what they give is an `int` (`True.real` is `1`).

use super::value::Value;
use crate::ir::{Method, PyExc};
use crate::sema::Fault;
use crate::source::Span;
use num_bigint::{BigInt, Sign};
use num_traits::{One, Zero};

/// Bits of a double's fraction field.
const FRACTION_BITS: u32 = 52;
/// The exponent bias of a double.
const BIAS: i64 = 1023;

/// `x.real`, `x.imag`, `x.numerator`, `x.denominator` of a number; `None` for any other
/// attribute or value (the caller raises the `AttributeError`).
pub fn attribute(obj: &Value, name: &str) -> Option<Value> {
    match obj {
        Value::Int(_) | Value::Big(_) | Value::Bool(_) => match name {
            "real" | "numerator" => Some(as_int(obj)),
            "imag" => Some(Value::Int(0)),
            "denominator" => Some(Value::Int(1)),
            _ => None,
        },
        Value::Float(_) => match name {
            "real" => Some(obj.clone()),
            "imag" => Some(Value::Float(0.0)),
            _ => None,
        },
        _ => None,
    }
}

/// The arity CPython's number methods have: none but `fromhex`, which takes one, and no
/// keywords. `owner` is the receiver's type as the message names it.
pub fn check_arity(m: Method, owner: &str, n_args: usize, has_kwargs: bool, at: Span) -> Result<(), Fault> {
    let name = m.name();
    if has_kwargs {
        return Err(Fault::type_error(format!("{owner}.{name}() takes no keyword arguments"), at));
    }
    match (m, n_args) {
        (Method::Fromhex, 1) => Ok(()),
        (Method::Fromhex, n) => {
            Err(Fault::type_error(format!("{owner}.{name}() takes exactly one argument ({n} given)"), at))
        }
        (_, 0) => Ok(()),
        (_, n) => Err(Fault::type_error(format!("{owner}.{name}() takes no arguments ({n} given)"), at)),
    }
}

/// A number method called on `recv` (an int, bool or float: the caller has checked that
/// its type has `m`).
pub fn call(m: Method, recv: &Value, args: &[Value], has_kwargs: bool, at: Span) -> Result<Value, Fault> {
    let owner = if matches!(recv, Value::Float(_)) || m == Method::Fromhex { "float" } else { "int" };
    check_arity(m, owner, args.len(), has_kwargs, at)?;
    if let (Method::Fromhex, [text]) = (m, args) {
        let Value::Str(s) = text else {
            return Err(Fault::type_error("bad argument type for built-in operation", at));
        };
        return from_hex(s.as_str(), at).map(Value::float);
    }
    match (m, recv) {
        (Method::Conjugate, Value::Float(_)) => Ok(recv.clone()),
        (Method::IsInteger, Value::Float(x)) => Ok(Value::Bool(x.is_finite() && x.fract() == 0.0)),
        (Method::Hex, Value::Float(x)) => Ok(Value::str(hex(*x))),
        (Method::AsIntegerRatio, Value::Float(x)) => {
            let (n, d) = ratio(*x, at)?;
            Ok(Value::tuple(vec![Value::from_big(n), Value::from_big(d)]))
        }
        (Method::Conjugate, _) => Ok(as_int(recv)),
        (Method::AsIntegerRatio, _) => Ok(Value::tuple(vec![as_int(recv), Value::Int(1)])),
        (Method::BitLength, _) => Ok(Value::Int(magnitude_bits(recv, |b| b.bits(), |i| 64 - i.leading_zeros()))),
        (Method::BitCount, _) => Ok(Value::Int(magnitude_bits(recv, |b| b.count_ones(), u64::count_ones))),
        _ => Err(Fault::exc(
            PyExc::AttributeError,
            format!("'{}' object has no attribute '{}'", recv.type_name(), m.name()),
            at,
        )),
    }
}

/// An int or bool as an int (a bool's number methods give ints).
fn as_int(v: &Value) -> Value {
    match v {
        Value::Bool(b) => Value::Int(i64::from(*b)),
        other => other.clone(),
    }
}

/// A count over the bits of `|v|`, for a big int or a machine one.
fn magnitude_bits(v: &Value, big: impl Fn(&num_bigint::BigUint) -> u64, small: impl Fn(u64) -> u32) -> i64 {
    match v {
        Value::Big(b) => i64::try_from(big(b.magnitude())).unwrap_or(i64::MAX),
        Value::Int(i) => i64::from(small(i.unsigned_abs())),
        Value::Bool(b) => i64::from(*b),
        _ => 0,
    }
}

/// `x.as_integer_ratio()`: the exact fraction in lowest terms, with a positive denominator.
pub fn ratio(x: f64, at: Span) -> Result<(BigInt, BigInt), Fault> {
    if x.is_nan() {
        return Err(Fault::value_error("cannot convert NaN to integer ratio", at));
    }
    if x.is_infinite() {
        return Err(Fault::exc(PyExc::OverflowError, "cannot convert Infinity to integer ratio", at));
    }
    let (mantissa, exponent) = decompose(x.abs());
    if mantissa == 0 {
        return Ok((BigInt::zero(), BigInt::one()));
    }
    // `mantissa * 2**exponent` with the mantissa odd: the fraction is already in lowest terms.
    let zeros = mantissa.trailing_zeros();
    let (odd, exponent) = (mantissa >> zeros, exponent + i64::from(zeros));
    let sign = if x < 0.0 { Sign::Minus } else { Sign::Plus };
    let odd = BigInt::from_biguint(sign, odd.into());
    if exponent >= 0 {
        Ok((odd << exponent as usize, BigInt::one()))
    } else {
        Ok((odd, BigInt::one() << (-exponent) as usize))
    }
}

/// A finite, non-negative double as `mantissa * 2**exponent` with an integer mantissa.
fn decompose(x: f64) -> (u64, i64) {
    let bits = x.to_bits();
    let field = ((bits >> FRACTION_BITS) & 0x7ff) as i64;
    let fraction = bits & ((1u64 << FRACTION_BITS) - 1);
    if field == 0 {
        (fraction, 1 - BIAS - i64::from(FRACTION_BITS))
    } else {
        (fraction | (1u64 << FRACTION_BITS), field - BIAS - i64::from(FRACTION_BITS))
    }
}

/// `x.hex()`: CPython's spelling, thirteen hex digits after the point, a subnormal as
/// `0x0.<digits>p-1022`.
pub fn hex(x: f64) -> String {
    if x.is_nan() {
        return "nan".to_owned();
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x.is_infinite() {
        return format!("{sign}inf");
    }
    if x == 0.0 {
        return format!("{sign}0x0.0p+0");
    }
    let bits = x.to_bits();
    let field = ((bits >> FRACTION_BITS) & 0x7ff) as i64;
    let fraction = bits & ((1u64 << FRACTION_BITS) - 1);
    let (lead, exponent) = if field == 0 { (0, 1 - BIAS) } else { (1, field - BIAS) };
    format!("{sign}0x{lead}.{fraction:013x}p{exponent:+}")
}

/// `float.fromhex(s)`: `[sign] ['0x'] digits ['.' digits] ['p' [sign] decimal]`, or
/// `inf`/`infinity`/`nan`, between ASCII whitespace; rounded once to the nearest double.
pub fn from_hex(text: &str, at: Span) -> Result<f64, Fault> {
    let invalid = || Fault::value_error("invalid hexadecimal floating-point string", at);
    let s = text.trim_matches(|c: char| c.is_ascii_whitespace());
    let (negative, s) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let signed = |x: f64| if negative { -x } else { x };
    let lower = s.to_ascii_lowercase();
    if lower == "inf" || lower == "infinity" {
        return Ok(signed(f64::INFINITY));
    }
    if lower == "nan" {
        return Ok(signed(f64::NAN));
    }
    let body = lower.strip_prefix("0x").unwrap_or(&lower);
    let (digits_part, exp_part) = match body.split_once('p') {
        Some((d, e)) => (d, Some(e)),
        None => (body, None),
    };
    let (whole, frac) = digits_part.split_once('.').unwrap_or((digits_part, ""));
    let hex_digits = |d: &str| d.chars().all(|c| c.is_ascii_hexdigit());
    if whole.len() + frac.len() == 0 || !hex_digits(whole) || !hex_digits(frac) {
        return Err(invalid());
    }
    let exponent = match exp_part {
        None => BigInt::zero(),
        Some(e) => {
            let digits = e.strip_prefix(['+', '-']).unwrap_or(e);
            if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
                return Err(invalid());
            }
            e.parse::<BigInt>().map_err(|_| invalid())?
        }
    };
    let mantissa = BigInt::parse_bytes(format!("{whole}{frac}").as_bytes(), 16).ok_or_else(invalid)?;
    let exponent = exponent - BigInt::from(4 * frac.len());
    scaled(&mantissa, &exponent, at).map(signed)
}

/// `mantissa * 2**exponent` (a non-negative mantissa) rounded once to a double.
fn scaled(mantissa: &BigInt, exponent: &BigInt, at: Span) -> Result<f64, Fault> {
    if mantissa.is_zero() {
        return Ok(0.0);
    }
    let top = BigInt::from(mantissa.bits()) + exponent;
    if top > BigInt::from(1025) {
        return Err(too_large(at));
    }
    if top < BigInt::from(-1080) {
        return Ok(0.0);
    }
    // Both bounds hold, so the exponent is small here.
    let e = i64::try_from(exponent).unwrap_or(0);
    let (num, den) = if e >= 0 {
        (mantissa << e as usize, BigInt::one())
    } else {
        (mantissa.clone(), BigInt::one() << (-e) as usize)
    };
    super::true_div::true_divide(&num, &den, at).map_err(|_| too_large(at))
}

fn too_large(at: Span) -> Fault {
    Fault::exc(PyExc::OverflowError, "hexadecimal value too large to represent as a float", at)
}
