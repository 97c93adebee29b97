//! Comparisons of a float that is an exact rational rounded once (`a / b` and `float(n)` of
//! ints) with a float literal, stated over the integers.
//!
//! `pct / 100 <= 1.0` as a floating-point fact mixes reals with rounding, which Z3 4.8 often
//! answers `unknown` (after seconds) even with `pct` bounded. Rounding to nearest is monotone,
//! so the rounded value is at most a double `c` exactly when the rational is at most the
//! midpoint between `c` and the next double up (the midpoint itself rounds to whichever of the
//! two has an even significand): one linear fact over the ints `a` and `b`, which Z3 decides
//! at once. Zeros compare equal whatever their sign, so the sign a quotient's zero keeps does
//! not enter these comparisons.

use super::{BoolTerm, FloatTerm, IntTerm};
use num_bigint::BigInt;
use num_traits::One;
use z3::ast::{Bool, Int};

/// What is known of how a float term was made, for comparing it exactly.
#[derive(Clone, Debug)]
pub(crate) enum Origin {
    /// `num / den` (with `den` non-zero on every path that made it) rounded once to a double.
    Rounded { num: Int, den: Int },
    /// The literal double.
    Literal(f64),
}

/// A comparison of two floats: `left < right`, `left <= right` or `left == right`.
#[derive(Clone, Copy)]
pub(crate) enum Relation {
    Less,
    LessOrEqual,
    Equal,
}

/// `left relation right` over the integers, when one side is a rounded rational and the other
/// a literal; `None` otherwise (the caller states it over floats).
pub(crate) fn compare(left: &FloatTerm, relation: Relation, right: &FloatTerm) -> Option<BoolTerm> {
    match (left.origin()?, right.origin()?) {
        (Origin::Rounded { num, den }, Origin::Literal(c)) => Some(rounded_against(num, den, relation, *c, false)),
        (Origin::Literal(c), Origin::Rounded { num, den }) => Some(rounded_against(num, den, relation, *c, true)),
        _ => None,
    }
}

/// `round(num / den) relation c`, or `c relation round(num / den)` when `flipped`.
fn rounded_against(num: &Int, den: &Int, relation: Relation, c: f64, flipped: bool) -> BoolTerm {
    if c.is_nan() {
        return BoolTerm::lit(false);
    }
    match (relation, flipped) {
        (Relation::Less, false) => at_least(num, den, c).not(),
        (Relation::LessOrEqual, false) => at_most(num, den, c),
        (Relation::Less, true) => at_most(num, den, c).not(),
        (Relation::LessOrEqual, true) => at_least(num, den, c),
        (Relation::Equal, _) => BoolTerm::and(&[at_least(num, den, c), at_most(num, den, c)]),
    }
}

/// `round(num / den) <= c`: the rational is below the midpoint between `c` and the next double
/// up (at it too when `c`'s significand is even, where a tie goes).
fn at_most(num: &Int, den: &Int, c: f64) -> BoolTerm {
    if c == f64::INFINITY {
        return BoolTerm::lit(true);
    }
    let (midpoint, inclusive) = if c == f64::NEG_INFINITY {
        // What rounds to minus infinity: at most minus the overflow threshold (a tie between
        // the largest double, odd, and the even infinity).
        (exact(-f64::MAX).midpoint(&Rational::power_of_two(1024).negated()), true)
    } else {
        (exact(c).midpoint(&above(c)), is_even(c))
    };
    ratio_compare(num, den, &midpoint, Side::Below, inclusive)
}

/// `round(num / den) >= c`, the mirror of [`at_most`].
fn at_least(num: &Int, den: &Int, c: f64) -> BoolTerm {
    if c == f64::NEG_INFINITY {
        return BoolTerm::lit(true);
    }
    let (midpoint, inclusive) = if c == f64::INFINITY {
        (exact(f64::MAX).midpoint(&Rational::power_of_two(1024)), true)
    } else {
        (exact(c).midpoint(&below(c)), is_even(c))
    };
    ratio_compare(num, den, &midpoint, Side::Above, inclusive)
}

/// The next value up from the finite `c`: the next double, or `2**1024` past the largest
/// (where rounding to infinity starts its ties).
fn above(c: f64) -> Rational {
    if c == f64::MAX {
        Rational::power_of_two(1024)
    } else {
        exact(c.next_up())
    }
}

/// The next value down from the finite `c`, the mirror of [`above`].
fn below(c: f64) -> Rational {
    if c == -f64::MAX {
        Rational::power_of_two(1024).negated()
    } else {
        exact(c.next_down())
    }
}

/// Whether a tie between `c` and a neighbour goes to `c`: its significand is even (zero's is).
fn is_even(c: f64) -> bool {
    c == 0.0 || c.abs().to_bits() & 1 == 0
}

/// Which side of a bound a rational is asked to lie on.
#[derive(Clone, Copy, PartialEq)]
enum Side {
    Below,
    Above,
}

/// `num / den` below `m` (or above it), at it too when `inclusive`. `den` is non-zero wherever
/// the quotient was made; multiplying it out turns the comparison round when it is negative.
fn ratio_compare(num: &Int, den: &Int, m: &Rational, side: Side, inclusive: bool) -> BoolTerm {
    // num / den <= p / q with q > 0:  q * num <= p * den when den > 0, >= when den < 0.
    let scaled_num = Int::mul(&[&IntTerm::lit(&m.den).0, num]);
    let scaled_bound = Int::mul(&[&IntTerm::lit(&m.num).0, den]);
    let fact = |den_positive: bool| -> Bool {
        match ((side == Side::Below) == den_positive, inclusive) {
            (true, true) => scaled_num.le(&scaled_bound),
            (true, false) => scaled_num.lt(&scaled_bound),
            (false, true) => scaled_num.ge(&scaled_bound),
            (false, false) => scaled_num.gt(&scaled_bound),
        }
    };
    if let Some(known) = den.as_i64() {
        return BoolTerm(fact(known > 0));
    }
    BoolTerm(den.gt(Int::from_i64(0)).ite(&fact(true), &fact(false)))
}

/// A rational `num / den` with `den` a positive power of two: every double and every midpoint
/// of two doubles is one.
#[derive(Debug, Clone, PartialEq)]
struct Rational {
    num: BigInt,
    den: BigInt,
}

impl Rational {
    fn power_of_two(k: u32) -> Rational {
        Rational { num: BigInt::one() << k, den: BigInt::one() }
    }

    fn negated(&self) -> Rational {
        Rational { num: -&self.num, den: self.den.clone() }
    }

    /// `(self + other) / 2`, exactly, in lowest terms.
    fn midpoint(&self, other: &Rational) -> Rational {
        let num = &self.num * &other.den + &other.num * &self.den;
        let den = &self.den * &other.den * 2;
        Rational::reduced(num, den)
    }

    /// In lowest terms: `den` is a power of two, so the common factor is the smaller count of
    /// trailing zero bits (one shift, not a division per bit).
    fn reduced(num: BigInt, den: BigInt) -> Rational {
        let Some(num_zeros) = num.trailing_zeros() else { return Rational { num, den: BigInt::one() } };
        let shift = num_zeros.min(den.trailing_zeros().unwrap_or(0));
        Rational { num: num >> shift, den: den >> shift }
    }
}

/// The exact value of a finite double (`as_integer_ratio`'s, already in lowest terms).
fn exact(x: f64) -> Rational {
    let (num, den) = crate::interp::numbers::ratio(x, crate::source::Span::default())
        .unwrap_or_else(|_| unreachable!("only finite doubles are made exact"));
    Rational { num, den }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::FloatTerm;
    use proptest::prelude::*;
    use z3::ast::Ast;

    /// The comparison as Z3's floating-point semantics computes it on literals, against the
    /// comparison over the integers: both simplified to a literal.
    fn agrees(a: i64, b: i64, c: f64) {
        let (a, b) = (IntTerm::lit(&BigInt::from(a)), IntTerm::lit(&BigInt::from(b)));
        let quotient = FloatTerm::quotient(&a, &b);
        let literal = FloatTerm::lit(c);
        let cases = [
            ("<", quotient.0.lt(&literal.0), compare(&quotient, Relation::Less, &literal)),
            ("<=", quotient.0.le(&literal.0), compare(&quotient, Relation::LessOrEqual, &literal)),
            ("==", quotient.0.eq_fpa(&literal.0), compare(&quotient, Relation::Equal, &literal)),
            (">", literal.0.lt(&quotient.0), compare(&literal, Relation::Less, &quotient)),
            (">=", literal.0.le(&quotient.0), compare(&literal, Relation::LessOrEqual, &quotient)),
        ];
        for (op, float_fact, integer_fact) in cases {
            let expected = float_fact.simplify().as_bool();
            let got = integer_fact.expect("a quotient against a literal").0.simplify().as_bool();
            assert!(expected.is_some(), "Z3 folds {a:?} / {b:?} {op} {c:e}");
            assert_eq!(got, expected, "{a:?} / {b:?} {op} {c:e}");
        }
    }

    /// The double nearest `a / b` and its neighbours, as literals to compare with.
    fn near(a: i64, b: i64) -> Vec<f64> {
        let quotient = FloatTerm::quotient(&IntTerm::lit(&BigInt::from(a)), &IntTerm::lit(&BigInt::from(b)));
        let q = quotient.0.simplify().as_f64();
        vec![q, q.next_up(), q.next_down(), -q, 0.0, -0.0]
    }

    #[test]
    fn ties_go_to_the_even_neighbour() {
        // 2**53 + 1 lies halfway between 2**53 (even) and 2**53 + 2 (odd significand).
        let (n, m) = (2_i64.pow(53) + 1, 2_i64.pow(53));
        for c in [m as f64, (m + 2) as f64] {
            agrees(n, 1, c);
            agrees(-n, 1, -c);
            agrees(2 * n, 2, c);
        }
        // 2**53 + 3 lies halfway between 2**53 + 2 (odd) and 2**53 + 4 (even).
        for c in [(m + 2) as f64, (m + 4) as f64] {
            agrees(m + 3, 1, c);
            agrees(-(m + 3), -1, c);
        }
    }

    #[test]
    fn quotients_near_the_literals_agents_write() {
        for (a, b) in [(1, 10), (3, 10), (1, 3), (2, 3), (100, 100), (101, 100), (0, 7), (0, -7), (-1, 3), (7, -2)] {
            for c in near(a, b).into_iter().chain([0.1, 0.3, 1.0, 0.5, -0.5, f64::INFINITY, f64::NEG_INFINITY]) {
                agrees(a, b, c);
            }
        }
    }

    #[test]
    fn the_extremes_of_the_doubles() {
        for c in [f64::MAX, -f64::MAX, f64::MIN_POSITIVE, 5e-324, -5e-324, f64::INFINITY, f64::NEG_INFINITY, f64::NAN] {
            for (a, b) in [(1, 1), (-1, 1), (i64::MAX, 1), (i64::MIN, 1), (1, i64::MAX), (-1, i64::MAX), (0, 1)] {
                agrees(a, b, c);
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn rounded_quotients_compare_as_floats(a in -10_000_000_000_000_000i64..10_000_000_000_000_000, b in prop_oneof![1i64..1000, -1000i64..-1, 1i64..i64::MAX]) {
            for c in near(a, b) {
                agrees(a, b, c);
            }
        }
    }
}
