//! The C library's `erf` and `erfc`, which CPython 3.11's `math` module calls and Rust's stable
//! std does not expose, and its `asinh`, which CPython's `cmath` calls (std's is its own). Their bits are the platform's (glibc's, here), exactly as `python3`
//! computes them; a port of another libm differs in the last bit for a few arguments in a
//! hundred, which a program printing the full `repr` would show.

#[link(name = "m")]
unsafe extern "C" {
    fn erf(x: f64) -> f64;
    fn erfc(x: f64) -> f64;
    fn asinh(x: f64) -> f64;
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

#[cfg(test)]
mod tests {
    #[test]
    fn known_values() {
        assert_eq!(super::c_erf(0.0), 0.0);
        assert_eq!(super::c_erfc(0.0), 1.0);
        assert_eq!(super::c_erf(1.0), 0.842_700_792_949_714_9);
        assert!(super::c_erf(f64::NAN).is_nan());
        assert_eq!(super::c_asinh(0.0), 0.0);
    }
}
