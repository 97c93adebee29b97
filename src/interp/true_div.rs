//! `int / int` as CPython computes it: the exact quotient rounded once to the nearest double
//! (ties to even). Converting both operands to floats first rounds twice (`1 / 10**60` came out
//! as `1.0000000000000001e-60`) and overflows on quotients that fit (`10**400 / 10**399`).

use crate::ir::PyExc;
use crate::sema::Fault;
use crate::source::Span;
use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};

/// Bits of a double's significand.
const MANT_DIG: i64 = 53;
/// The smallest exponent of a normal double, as C's `DBL_MIN_EXP`.
const MIN_EXP: i64 = -1021;

/// `a / b` for a non-zero `b`.
pub fn true_divide(a: &BigInt, b: &BigInt, at: Span) -> Result<f64, Fault> {
    let negative = (a.sign() == Sign::Minus) != (b.sign() == Sign::Minus);
    let signed = |x: f64| if negative { -x } else { x };
    let (a, b) = (a.magnitude(), b.magnitude());
    if a.is_zero() {
        return Ok(signed(0.0));
    }
    if a.bits() <= MANT_DIG as u64 && b.bits() <= MANT_DIG as u64 {
        // Both exact as doubles: one division, one rounding.
        return Ok(signed(to_f64(a) / to_f64(b)));
    }
    let diff = a.bits() as i64 - b.bits() as i64;
    if diff > 1025 {
        return Err(overflow(at));
    }
    if diff < MIN_EXP - MANT_DIG - 1 {
        return Ok(signed(0.0));
    }
    // Scale so the quotient has two or three bits more than a double keeps (fewer when it is
    // subnormal), remembering whether anything non-zero was dropped on the way.
    let shift = diff.max(MIN_EXP) - MANT_DIG - 2;
    let (scaled, mut inexact) = if shift <= 0 {
        (a << (-shift) as usize, false)
    } else {
        let dropped = a.trailing_zeros().is_none_or(|z| z < shift as u64);
        (a >> shift as usize, dropped)
    };
    let (mut q, r) = scaled.div_rem(b);
    inexact |= !r.is_zero();
    let extra = (q.bits() as i64).max(MIN_EXP - shift) - MANT_DIG;
    let half = BigUint::from(1u8) << (extra - 1) as usize;
    // Round half to even: up when at least half, and past it or with the kept last bit odd.
    let above_or_odd = (&half * 3u8) - 1u8;
    if !(&q & &half).is_zero() && (!(&q & &above_or_odd).is_zero() || inexact) {
        q += &half;
    }
    q = (q >> extra as usize) << extra as usize;
    let result = ldexp(to_f64(&q), shift);
    if result.is_infinite() {
        return Err(overflow(at));
    }
    Ok(signed(result))
}

fn overflow(at: Span) -> Fault {
    Fault::exc(PyExc::OverflowError, "integer division result too large for a float", at)
}

/// Exact for the integers this module builds (at most 54 significant bits).
fn to_f64(x: &BigUint) -> f64 {
    x.to_f64().unwrap_or(f64::INFINITY)
}

/// `x * 2**e`, in steps that stay within the range of normal doubles until the last.
fn ldexp(mut x: f64, mut e: i64) -> f64 {
    let pow2 = |k: i64| f64::from_bits(((k + 1023) as u64) << 52);
    while e > 1000 {
        x *= pow2(1000);
        e -= 1000;
    }
    while e < -1000 {
        x *= pow2(-1000);
        e += 1000;
    }
    x * pow2(e)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn div(a: &str, b: &str) -> Result<f64, String> {
        let (a, b): (BigInt, BigInt) = (a.parse().unwrap(), b.parse().unwrap());
        true_divide(&a, &b, Span::default()).map_err(|f| f.message().to_owned())
    }

    #[test]
    fn quotients_are_rounded_once() {
        // Values CPython 3.11 prints.
        let p60 = "1000000000000000000000000000000000000000000000000000000000000";
        assert_eq!(div("1", p60), Ok(1e-60));
        assert_eq!(div("-1", p60), Ok(-1e-60));
        assert_eq!(div("9007199254740993", "1"), Ok(9007199254740992.0));
        assert_eq!(div("9007199254740995", "1"), Ok(9007199254740996.0));
        assert_eq!(div("0", "-7"), Ok(-0.0));
        assert!(div("0", "-7").unwrap().is_sign_negative());
        let big = format!("1{}", "0".repeat(400));
        let smaller = format!("1{}", "0".repeat(399));
        assert_eq!(div(&big, &smaller), Ok(10.0));
        assert_eq!(div("1", &big), Ok(0.0));
        assert_eq!(div(&big, "3"), Err("integer division result too large for a float".into()));
        let p310 = format!("1{}", "0".repeat(310));
        assert_eq!(div("1", &p310), Ok(1e-310));
        let p320 = format!("1{}", "0".repeat(320));
        assert_eq!(div("3", &p320), Ok(3e-320));
    }
}
