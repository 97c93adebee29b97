//! `math.gamma` and `math.lgamma`. CPython 3.11 does not call the C library for these: it
//! evaluates Lanczos' approximation itself (g = 6.0246800407767296, thirteen terms in the
//! rational form published with Boost's `lanczos13m53`), takes small positive integers from a
//! factorial table, and reflects negative arguments through `sin(pi x)`. Evaluating the same
//! formula in the same order, on the same C library's `exp`, `log`, `pow`, `sin` and `cos`,
//! gives python3's bits (`tests/math_special.rs` holds them on thousands of arguments).

/// Why CPython's `math` refuses a result: `ValueError('math domain error')` or, when the true
/// value is too large, `OverflowError('math range error')`.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Refusal {
    Domain,
    Range,
}

const G: f64 = 6.024_680_040_776_73;
const G_MINUS_HALF: f64 = 5.524_680_040_776_73;
const LOG_PI: f64 = 1.144_729_885_849_400_2;

/// The numerator's coefficients, constant term first.
const NUMERATOR: [f64; 13] = [
    23_531_376_880.410_76,
    42_919_803_642.649_1,
    35_711_959_237.355_67,
    17_921_034_426.037_21,
    6_039_542_586.352_028,
    1_439_720_407.311_721_6,
    248_874_557.862_054_17,
    31_426_415.585_400_194,
    2_876_370.628_935_372_5,
    186_056.265_395_223_48,
    8_071.672_002_365_816,
    210.824_277_751_579_36,
    2.506_628_274_631_000_2,
];

/// The denominator's coefficients (those of `x (x+1) ... (x+11)`), constant term first.
const DENOMINATOR: [f64; 13] = [
    0.0,
    39_916_800.0,
    120_543_840.0,
    150_917_976.0,
    105_258_076.0,
    45_995_730.0,
    13_339_535.0,
    2_637_558.0,
    357_423.0,
    32_670.0,
    1_925.0,
    66.0,
    1.0,
];

/// The rational function of the approximation at `x > 0`: by Horner's rule in `x` below 5,
/// in `1/x` from 5 on (where the powers of `x` would overflow first).
fn lanczos_sum(x: f64) -> f64 {
    let (mut num, mut den) = (0.0, 0.0);
    if x < 5.0 {
        for (n, d) in NUMERATOR.iter().zip(&DENOMINATOR).rev() {
            num = num * x + n;
            den = den * x + d;
        }
    } else {
        for (n, d) in NUMERATOR.iter().zip(&DENOMINATOR) {
            num = num / x + n;
            den = den / x + d;
        }
    }
    num / den
}

/// `sin(pi x)` for finite `x`, reduced first so that it is exactly zero at the integers.
fn sin_pi(x: f64) -> f64 {
    let y = x.abs() % 2.0;
    let pi = std::f64::consts::PI;
    #[expect(clippy::cast_possible_truncation, reason = "2y is in 0..4")]
    let quadrant = (2.0 * y).round() as i32;
    let r = match quadrant {
        0 => (pi * y).sin(),
        1 => (pi * (y - 0.5)).cos(),
        // `sin(pi (1 - y))`, not `-sin(pi (y - 1))`, which is -0.0 at y = 1.
        2 => (pi * (1.0 - y)).sin(),
        3 => -(pi * (y - 1.5)).cos(),
        _ => (pi * (y - 2.0)).sin(),
    };
    1.0_f64.copysign(x) * r
}

/// `math.gamma(x)`.
pub(super) fn gamma(x: f64) -> Result<f64, Refusal> {
    if !x.is_finite() {
        // gamma(nan) is nan, gamma(inf) is inf; gamma(-inf) has no value.
        return if x.is_nan() || x > 0.0 { Ok(x) } else { Err(Refusal::Domain) };
    }
    if x == 0.0 {
        return Err(Refusal::Domain);
    }
    if x == x.floor() {
        if x < 0.0 {
            return Err(Refusal::Domain);
        }
        if x <= 23.0 {
            // (x - 1)!, exact in a double up to 22!.
            #[expect(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "x is an integer in 1..=23")]
            let n = x as u64;
            #[expect(clippy::cast_precision_loss, reason = "22! = 1124000727777607680000 is a double exactly")]
            return Ok((1..n).map(u128::from).product::<u128>() as f64);
        }
    }
    let ax = x.abs();
    if ax < 1e-20 {
        return finite_or_range(1.0 / x);
    }
    if ax > 200.0 {
        // Past any double for x > 171.6; for x < -200 below the smallest, with sin(pi x)'s sign.
        return if x < 0.0 { Ok(0.0 / sin_pi(x)) } else { Err(Refusal::Range) };
    }
    let y = ax + G_MINUS_HALF;
    // The rounding error of `y`, recovered so the result can be corrected for it.
    let error = if ax > G_MINUS_HALF { (y - ax) - G_MINUS_HALF } else { (y - G_MINUS_HALF) - ax };
    let z = error * G / y;
    let r = if x < 0.0 {
        let mut r = -std::f64::consts::PI / sin_pi(ax) / ax * y.exp() / lanczos_sum(ax);
        r -= z * r;
        if ax < 140.0 {
            r / y.powf(ax - 0.5)
        } else {
            let half = y.powf(ax / 2.0 - 0.25);
            r / half / half
        }
    } else {
        let mut r = lanczos_sum(ax) / y.exp();
        r += z * r;
        if ax < 140.0 {
            r * y.powf(ax - 0.5)
        } else {
            let half = y.powf(ax / 2.0 - 0.25);
            r * half * half
        }
    };
    finite_or_range(r)
}

/// `math.lgamma(x)`: the log of gamma's absolute value.
pub(super) fn lgamma(x: f64) -> Result<f64, Refusal> {
    if !x.is_finite() {
        return Ok(if x.is_nan() { x } else { f64::INFINITY });
    }
    if x == x.floor() && x <= 2.0 {
        // A pole at 0 and the negative integers; gamma(1) = gamma(2) = 1 exactly.
        return if x <= 0.0 { Err(Refusal::Domain) } else { Ok(0.0) };
    }
    let ax = x.abs();
    if ax < 1e-20 {
        return Ok(-ax.ln());
    }
    let mut r = lanczos_sum(ax).ln() - G;
    r += (ax - 0.5) * ((ax + G - 0.5).ln() - 1.0);
    if x < 0.0 {
        // The reflection formula.
        r = LOG_PI - sin_pi(ax).abs().ln() - ax.ln() - r;
    }
    finite_or_range(r)
}

fn finite_or_range(r: f64) -> Result<f64, Refusal> {
    if r.is_infinite() {
        Err(Refusal::Range)
    } else {
        Ok(r)
    }
}

#[cfg(test)]
mod tests {
    use super::{gamma, lgamma, Refusal};

    #[test]
    fn known_values() {
        assert_eq!(gamma(5.0), Ok(24.0));
        assert_eq!(gamma(0.5), Ok(1.772_453_850_905_515_9));
        assert_eq!(gamma(-1.0), Err(Refusal::Domain));
        assert_eq!(gamma(172.0), Err(Refusal::Range));
        assert_eq!(lgamma(1.0), Ok(0.0));
        assert_eq!(lgamma(0.5), Ok(0.572_364_942_924_700_4));
        assert_eq!(lgamma(0.0), Err(Refusal::Domain));
    }
}
