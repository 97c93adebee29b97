//! `round(x[, ndigits])` as CPython 3.11: ints round half to even at any negative `ndigits`;
//! floats round the exact binary value half to even at `ndigits` decimal places and read the
//! decimal result back correctly rounded (CPython's `double_round` via `_Py_dg_dtoa` mode 3).

use super::value::{big_from_f64, Value};
use crate::ir::PyExc;
use crate::sema::Fault;
use crate::source::Span;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, Zero};

/// Past these, a float rounds to itself or to a signed zero (CPython's `NDIGITS_MAX`/`MIN`).
const NDIGITS_MAX: i64 = 323;
const NDIGITS_MIN: i64 = -308;

/// `round(x)` rounds half to even and returns an int; `round(x, n)` keeps the type.
pub fn round(x: &Value, ndigits: Option<&Value>, at: Span) -> Result<Value, Fault> {
    let nd = match ndigits {
        None | Some(Value::None) => None,
        // CPython clamps a huge `ndigits` to the machine range (`PyNumber_AsSsize_t`).
        Some(Value::Big(b)) => Some(if b.is_negative() { i64::MIN } else { i64::MAX }),
        Some(v) => Some(v.as_i64().ok_or_else(|| super::convert::not_an_integer(v, at))?),
    };
    match (x, nd) {
        (Value::Float(f), None) => {
            if f.is_nan() {
                return Err(Fault::value_error("cannot convert float NaN to integer", at));
            }
            if f.is_infinite() {
                return Err(Fault::exc(PyExc::OverflowError, "cannot convert float infinity to integer", at));
            }
            Ok(Value::from_big(big_from_f64(f.round_ties_even())))
        }
        (Value::Float(f), Some(n)) => round_float(*f, n, at).map(Value::float),
        (v, None) if v.is_int_like() => Ok(Value::from_big(v.as_bigint().unwrap_or_default())),
        (v, Some(n)) if v.is_int_like() => {
            let i = v.as_bigint().unwrap_or_default();
            if n >= 0 {
                return Ok(Value::from_big(i));
            }
            let places = n.unsigned_abs();
            // |i| < 2^bits <= 10^places / 2: the nearest multiple is 0 (and 10^places is huge).
            if places > i.bits() {
                return Ok(Value::Int(0));
            }
            let m = num_traits::pow(BigInt::from(10), places as usize);
            Ok(Value::from_big(half_even(&i, &m) * m))
        }
        (other, _) => Err(Fault::type_error(format!("type {} doesn't define __round__ method", other.type_name()), at)),
    }
}

/// `num / den` (`den > 0`) rounded to the nearest integer, ties to even.
fn half_even(num: &BigInt, den: &BigInt) -> BigInt {
    let (q, r) = num.div_mod_floor(den);
    let twice = &r * 2;
    if twice > *den || (twice == *den && q.is_odd()) {
        q + 1
    } else {
        q
    }
}

/// `round(f, n)` for a float: the exact value of `f` times `10^n`, rounded half to even, divided
/// by `10^n` and rounded to the nearest double.
fn round_float(f: f64, n: i64, at: Span) -> Result<f64, Fault> {
    if !f.is_finite() || n > NDIGITS_MAX {
        return Ok(f);
    }
    if n < NDIGITS_MIN {
        return Ok(0.0 * f);
    }
    if f == 0.0 {
        return Ok(f);
    }
    // f = mantissa * 2^exp exactly.
    let bits = f.abs().to_bits();
    let (raw_exp, fraction) = ((bits >> 52) as i64, bits & ((1u64 << 52) - 1));
    let (mantissa, exp) = if raw_exp == 0 { (fraction, -1074) } else { (fraction | (1u64 << 52), raw_exp - 1075) };
    let pow10 = num_traits::pow(BigInt::from(10), n.unsigned_abs() as usize);
    let pow2 = BigInt::from(1) << exp.unsigned_abs();
    let mut num = BigInt::from(mantissa);
    let mut den = BigInt::from(1);
    if exp >= 0 {
        num *= &pow2;
    } else {
        den *= &pow2;
    }
    if n >= 0 {
        num *= &pow10;
    } else {
        den *= &pow10;
    }
    let q = half_even(&num, &den);
    if q.is_zero() {
        return Ok(0.0f64.copysign(f));
    }
    // q * 10^-n, read back as the nearest double.
    let magnitude = format!("{q}e{}", -n).parse::<f64>().unwrap_or(f64::INFINITY);
    if magnitude.is_infinite() {
        return Err(Fault::exc(PyExc::OverflowError, "rounded value too large to represent", at));
    }
    Ok(if f.is_sign_negative() { -magnitude } else { magnitude })
}

#[cfg(test)]
mod tests {
    use super::round_float;
    use crate::source::Span;

    #[test]
    fn rounds_the_exact_binary_value() {
        let at = Span::default();
        assert_eq!(round_float(2.675, 2, at).ok(), Some(2.67));
        assert_eq!(round_float(1e308, -308, at).ok(), Some(1e308));
        assert_eq!(round_float(5e-324, 323, at).ok(), Some(0.0));
        assert_eq!(round_float(-0.4, 0, at).map(f64::is_sign_negative).ok(), Some(true));
        assert!(round_float(1.7976931348623157e308, -308, at).is_err());
    }
}
