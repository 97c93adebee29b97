//! The C library's float functions behind the modelled `math` module (`<libm>`, which only
//! `layer/embedded/pure/math.py` can name): CPython calls the same libm, so the results are
//! its bits; its domain and range errors are CPython's `ValueError`/`OverflowError`.

mod gamma;

use super::value::Value;
use crate::ir::PyExc;
use crate::sema::Fault;
use crate::source::Span;
use gamma::Refusal;

/// `<libm>(name, x)`, or `<libm>("atan2", y, x)` and `<libm>("fmod", x, y)`, on floats the
/// caller converted.
pub(super) fn call(args: &[Value], at: Span) -> Result<Value, Fault> {
    let Some(Value::Str(name)) = args.first() else {
        return Err(Fault::internal("<libm> takes a function name first", at));
    };
    let mut floats = Vec::with_capacity(2);
    for a in &args[1..] {
        let Value::Float(x) = a else {
            return Err(Fault::internal("<libm> takes floats", at));
        };
        floats.push(*x);
    }
    let (result, can_overflow) = match (name.as_str(), floats.as_slice()) {
        ("gamma", [x]) => return refused_or(gamma::gamma(*x), at),
        ("lgamma", [x]) => return refused_or(gamma::lgamma(*x), at),
        ("atan2", [y, x]) => (y.atan2(*x), false),
        // Rust's `%` on floats is C's `fmod`, exact.
        ("fmod", [x, y]) => (x % y, false),
        (name, [x]) => match unary(name, *x) {
            Some(found) => found,
            None => return Err(Fault::internal(format!("<libm> has no `{name}`"), at)),
        },
        _ => return Err(Fault::internal("<libm> takes one float, or two for atan2 and fmod", at)),
    };
    let finite_in = floats.iter().all(|x| x.is_finite());
    if result.is_nan() && !floats.iter().any(|x| x.is_nan()) {
        return Err(Fault::exc(PyExc::ValueError, "math domain error", at));
    }
    if result.is_infinite() && finite_in {
        // A pole (`log(0)`, `atanh(1)`) is a domain error; a result too large a range error.
        let kind = if can_overflow { PyExc::OverflowError } else { PyExc::ValueError };
        let message = if can_overflow { "math range error" } else { "math domain error" };
        return Err(Fault::exc(kind, message, at));
    }
    Ok(Value::Float(result))
}

/// The function `name` of one float, and whether an infinite result from a finite argument is
/// an overflow (else it is a pole). Rust takes most of them from the C library; its own
/// `asinh`, `acosh`, `atanh` and `cbrt` differ from it in the last bit, so those, like
/// `erf`/`erfc` (which std lacks), come from `crates/c-math`.
fn unary(name: &str, x: f64) -> Option<(f64, bool)> {
    Some(match name {
        "exp" => (x.exp(), true),
        "exp2" => (x.exp2(), true),
        "expm1" => (x.exp_m1(), true),
        "log" => (x.ln(), false),
        "log2" => (x.log2(), false),
        "log10" => (x.log10(), false),
        "log1p" => (x.ln_1p(), false),
        "sin" => (x.sin(), false),
        "cos" => (x.cos(), false),
        "tan" => (x.tan(), false),
        "asin" => (x.asin(), false),
        "acos" => (x.acos(), false),
        "atan" => (x.atan(), false),
        "sinh" => (x.sinh(), true),
        "cosh" => (x.cosh(), true),
        "tanh" => (x.tanh(), false),
        "asinh" => (c_math::c_asinh(x), false),
        "acosh" => (c_math::c_acosh(x), false),
        "atanh" => (c_math::c_atanh(x), false),
        "cbrt" => (c_math::c_cbrt(x), false),
        // CPython 3.11 calls the C library's `erf`/`erfc`, which std lacks (`crates/c-math`;
        // `tests/math_special.rs` holds the bits to python3's).
        "erf" => (c_math::c_erf(x), false),
        "erfc" => (c_math::c_erfc(x), false),
        _ => return None,
    })
}

/// A float, or CPython's error for what `gamma`/`lgamma` refused.
fn refused_or(result: Result<f64, Refusal>, at: Span) -> Result<Value, Fault> {
    match result {
        Ok(x) => Ok(Value::Float(x)),
        Err(Refusal::Domain) => Err(Fault::exc(PyExc::ValueError, "math domain error", at)),
        Err(Refusal::Range) => Err(Fault::exc(PyExc::OverflowError, "math range error", at)),
    }
}
