//! The C library's `erf` and `erfc`, which CPython 3.11's `math` module calls and Rust's stable
//! std does not expose, and its `asinh`, `acosh`, `atanh` and `cbrt`, which CPython's `math`
//! and `cmath` call (std's are its own). Their bits are the platform's (glibc's, here), exactly as `python3`
//! computes them; a port of another libm differs in the last bit for a few arguments in a
//! hundred, which a program printing the full `repr` would show.

#[link(name = "m")]
unsafe extern "C" {
    fn erf(x: f64) -> f64;
    fn erfc(x: f64) -> f64;
    fn asinh(x: f64) -> f64;
    // glibc's `_Float64` names of `acosh`, `atanh` and `cbrt` (the same functions): the
    // plain names resolve to the copies Rust's runtime links into the binary first, which are
    // not glibc's and differ from it (and from python3) in the last bit.
    #[link_name = "acoshf64"]
    fn acosh(x: f64) -> f64;
    #[link_name = "atanhf64"]
    fn atanh(x: f64) -> f64;
    #[link_name = "cbrtf64"]
    fn cbrt(x: f64) -> f64;
}

/// The error function of `x`, the C library's.
#[must_use]
pub fn c_erf(x: f64) -> f64 {
    // SAFETY: `erf` is a pure function of one double, defined for every double (nan in, nan
    // out), with no pointer arguments and no state but `errno`, which nothing here reads.
    unsafe { erf(x) }
}

/// The complementary error function of `x`, the C library's.
#[must_use]
pub fn c_erfc(x: f64) -> f64 {
    // SAFETY: as for `c_erf`: a pure function of one double, total over the doubles.
    unsafe { erfc(x) }
}

/// The inverse hyperbolic sine of `x`, the C library's (std's `f64::asinh` computes it itself,
/// and differs in the last bit for some arguments).
#[must_use]
pub fn c_asinh(x: f64) -> f64 {
    // SAFETY: as for `c_erf`: a pure function of one double, total over the doubles.
    unsafe { asinh(x) }
}

/// The inverse hyperbolic cosine of `x`, the C library's (`math.acosh` calls it; std's
/// `f64::acosh` is its own); nan below 1.
#[must_use]
pub fn c_acosh(x: f64) -> f64 {
    // SAFETY: as for `c_erf`: a pure function of one double, total over the doubles.
    unsafe { acosh(x) }
}

/// The inverse hyperbolic tangent of `x`, the C library's (`math.atanh` calls it); nan outside
/// -1..1, infinite at the ends.
#[must_use]
pub fn c_atanh(x: f64) -> f64 {
    // SAFETY: as for `c_erf`: a pure function of one double, total over the doubles.
    unsafe { atanh(x) }
}

/// The cube root of `x`, the C library's (`math.cbrt` calls it; std's `f64::cbrt` resolves to
/// another implementation, which differs in the last bit for some arguments).
#[must_use]
pub fn c_cbrt(x: f64) -> f64 {
    // SAFETY: as for `c_erf`: a pure function of one double, total over the doubles.
    unsafe { cbrt(x) }
}

#[cfg(test)]
mod tests {
    #[test]
    fn known_values() {
        assert_eq!(super::c_erf(0.0), 0.0);
        assert_eq!(super::c_erfc(0.0), 1.0);
        assert_eq!(super::c_erf(1.0), 0.842_700_792_949_714_9);
        assert!(super::c_erf(f64::NAN).is_nan());
        assert_eq!(super::c_asinh(0.0), 0.0);
        // glibc's, one ulp above the correctly rounded 1.2599210498948732, as python3 gives it.
        assert_eq!(super::c_cbrt(2.0), 1.259_921_049_894_873_4);
    }
}
