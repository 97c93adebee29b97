//! A float's decimal digits at any precision CPython accepts. Rust's formatter takes at most
//! 65535 digits of precision (and panics past it), while a double's exact decimal expansion
//! ends within 1074 digits after the point and 767 significant ones: past those, every digit
//! is a zero, written here without asking the formatter.

/// More digits after the point than any double's exact expansion has.
const EXACT_FRACTION: usize = 1100;
/// More significant digits than any double's exact expansion has.
const EXACT_SIGNIFICANT: usize = 800;

/// `f` with `precision` digits after the point (Rust's `{:.N}`, correctly rounded).
pub(super) fn fixed(f: f64, precision: usize) -> String {
    if precision <= EXACT_FRACTION {
        return format!("{f:.precision$}");
    }
    let mut t = format!("{f:.EXACT_FRACTION$}");
    if f.is_finite() {
        t.extend(std::iter::repeat_n('0', precision - EXACT_FRACTION));
    }
    t
}

/// `f` in Rust's exponent form (`1.50e2`) with `precision` digits after the mantissa's point.
pub(super) fn scientific(f: f64, precision: usize) -> String {
    if precision <= EXACT_SIGNIFICANT || !f.is_finite() {
        return format!("{f:.precision$e}");
    }
    let t = format!("{f:.EXACT_SIGNIFICANT$e}");
    let (mantissa, exponent) = t.split_once('e').unwrap_or((&t, "0"));
    let zeros = "0".repeat(precision - EXACT_SIGNIFICANT);
    format!("{mantissa}{zeros}e{exponent}")
}

/// The most digits after the point that can differ from zero: a precision past it gives only
/// zeros, which a caller about to strip them need not write.
pub(super) fn useful_fraction(precision: usize) -> usize {
    precision.min(EXACT_FRACTION)
}

/// As [`useful_fraction`], for the digits after a mantissa's point.
pub(super) fn useful_significant(precision: usize) -> usize {
    precision.min(EXACT_SIGNIFICANT)
}

#[cfg(test)]
mod tests {
    use super::{fixed, scientific};

    /// The smallest double's exact expansion, and digits past the formatter's own limit.
    #[test]
    fn digits_past_the_formatters_limit_are_zeros() {
        let tiny = fixed(5e-324, 70_000);
        assert_eq!(tiny.len(), 70_002);
        assert!(tiny.starts_with("0.000") && tiny[2..1076].ends_with("625"));
        assert!(tiny[1076..].bytes().all(|b| b == b'0'));
        let big = scientific(1.5, 70_000);
        assert!(big.starts_with("1.5000") && big.ends_with("0e0"));
        assert_eq!(big.len(), 70_004);
        assert_eq!(fixed(1.25, 1), "1.2");
    }
}
