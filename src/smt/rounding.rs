//! Python's `round` of int and float terms, exactly: halves go to the even neighbour, and a
//! float rounded to a number of decimal places is, as CPython computes it, the double nearest
//! to its exact binary value rounded half to even at that place (so `round(2.675, 2)` is
//! `2.67`: the double below 2.675 is no half). Over the integers and the reals, no decimal
//! text involved.

use super::{rne, BoolTerm, FloatTerm, IntTerm};
use num_bigint::BigInt;
use z3::ast::{Bool, Float, Int, Real};

/// `10**digits`.
fn ten_to(digits: u32) -> BigInt {
    BigInt::from(10).pow(digits)
}

/// The integer nearest `y`, ties to the even one.
fn half_even(y: &Real) -> Int {
    let floor = y.to_int();
    let twice = (y - &Real::from_int(&floor)) * Real::from_int(&Int::from_i64(2));
    let one = Real::from_int(&Int::from_i64(1));
    let up = &floor + 1;
    let even = floor.modulo(2).eq(Int::from_i64(0));
    twice.gt(&one).ite(&up, &twice.lt(&one).ite(&floor, &even.ite(&floor, &up)))
}

impl IntTerm {
    /// `round(n, -digits)` for `digits > 0`: the multiple of `10**digits` nearest `n`, ties
    /// to the even multiple.
    pub fn round_to_tens(&self, digits: u32) -> IntTerm {
        let unit = IntTerm::lit(&ten_to(digits)).0;
        let (quotient, rest) = (self.0.div(&unit), self.0.modulo(&unit));
        let twice = &rest * 2;
        let up = &quotient + 1;
        let even = quotient.modulo(2).eq(Int::from_i64(0));
        let nearest = twice.gt(&unit).ite(&up, &twice.lt(&unit).ite(&quotient, &even.ite(&quotient, &up)));
        IntTerm(nearest * unit)
    }
}

impl FloatTerm {
    /// `round(x)` of a finite float: the nearest int, ties to the even one.
    pub fn round_to_int(&self) -> IntTerm {
        IntTerm(self.0.round_to_integral_with_rounding_mode(&rne()).to_real().to_int())
    }

    /// `round(x, digits)` of a finite float, for `-308 <= digits <= 323` (CPython's own
    /// bounds, past which it returns `x` or a zero), a zero of `x`'s sign when it is zero;
    /// and whether the rounded value is too large for a double (CPython's `OverflowError`),
    /// stated over the integers. Only `digits < 0` can overflow: from 2**53 on every double
    /// is an integer, which rounding to places after the point leaves as it is.
    pub fn round_digits(&self, digits: i32) -> (FloatTerm, BoolTerm) {
        let unit = IntTerm::lit(&ten_to(digits.unsigned_abs())).0;
        let scale = Real::from_int(&unit);
        let exact = self.0.to_real();
        let (rounded, value) = if digits >= 0 {
            let rounded = half_even(&(&exact * &scale));
            (rounded.clone(), Real::from_int(&rounded) / &scale)
        } else {
            let rounded = half_even(&(&exact / &scale));
            (rounded.clone(), Real::from_int(&(&rounded * &unit)))
        };
        let overflows = if digits >= 0 {
            Bool::from_bool(false)
        } else {
            (super::int_abs(&rounded) * &unit).ge(&IntTerm::lit(&super::overflow_threshold()).0)
        };
        let zero = self.0.is_negative().ite(&Float::from_f64(-0.0), &Float::from_f64(0.0));
        let value = rounded.eq(Int::from_i64(0)).ite(&zero, &z3_raw::real_to_double(&value));
        (FloatTerm::made(value), BoolTerm(overflows))
    }

    /// `x` is negative, `-0.0` included (the sign `0.0 * x` keeps).
    pub fn sign_is_negative(&self) -> BoolTerm {
        BoolTerm(self.0.is_negative())
    }
}
