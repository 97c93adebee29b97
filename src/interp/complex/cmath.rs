//! The native side of the modelled `cmath` (`<cmath>`, which only `layer/embedded/pure/cmath.py`
//! names): CPython 3.11's algorithms on the parts of a complex number, over the C library's
//! float functions CPython calls, so a result has CPython's bits. For an argument with an
//! infinite or nan part, each function answers as CPython's does: from its table
//! (`special.rs`, generated from python3), or, for `exp`, `cosh`, `sinh`, `tanh` (and so
//! `sin`, `cos`, `tan`) and `rect` given an infinite first part beside a finite nonzero
//! second, from the `cos` and `sin` of that second part; with CPython's `ValueError` where
//! its `errno` says a domain error.

use super::special::{self, Table};
use super::{value, C64};
use crate::interp::value::Value;
use crate::ir::PyExc;
use crate::sema::Fault;
use crate::source::Span;
use std::f64::consts::{E, LN_10, LN_2, PI};

/// Why a computation stopped, as CPython's `errno`: a domain error (`ValueError`) or a range
/// error (`OverflowError`).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Errno {
    Dom,
    Range,
}

type Out = (C64, Option<Errno>);

/// `DBL_MAX / 4`: past it, intermediate results could overflow.
fn large() -> f64 {
    f64::MAX / 4.0
}

fn sqrt_large() -> f64 {
    large().sqrt()
}

fn log_large() -> f64 {
    large().ln()
}

/// `ldexp(x, n)` for the exact powers of two used here.
fn ldexp(x: f64, n: i32) -> f64 {
    x * 2f64.powi(n)
}

/// `<cmath>(name, args...)`: complex arguments, or floats for `rect` and `isclose`'s
/// tolerances, converted by the caller.
pub(in crate::interp) fn call(args: &[Value], at: Span) -> Result<Value, Fault> {
    let Some(Value::Str(name)) = args.first() else {
        return Err(Fault::internal("<cmath> takes a function name first", at));
    };
    let name = name.as_str();
    let part = |v: &Value| match v {
        Value::Complex(c) => Some(**c),
        Value::Float(f) => Some(C64::new(*f, 0.0)),
        _ => None,
    };
    let zs: Vec<C64> = args[1..].iter().map(part).collect::<Option<_>>().ok_or_else(|| {
        Fault::internal(format!("<cmath> takes complex numbers and floats, not {:?}", &args[1..]), at)
    })?;
    match (name, zs.as_slice()) {
        ("phase", [z]) => return Ok(Value::float(atan2_of(*z))),
        ("polar", [z]) => {
            let phi = atan2_of(*z);
            let r = z.abs().ok_or_else(|| range_error(at))?;
            return Ok(Value::tuple(vec![Value::float(r), Value::float(phi)]));
        }
        ("isclose", [a, b, rel, abs]) => return isclose(*a, *b, rel.re, abs.re, at).map(Value::Bool),
        _ => {}
    }
    let (result, errno) = match (name, zs.as_slice()) {
        ("rect", [r, phi]) => rect(r.re, phi.re),
        ("log", [z]) => log(*z),
        ("log", [z, base]) => {
            // CPython's `errno` is the last set: the base's logarithm clears the argument's.
            let (x, _) = log(*z);
            let (y, errno) = log(*base);
            match x.quot(y) {
                Some(q) => (q, errno),
                None => (C64::new(0.0, 0.0), Some(Errno::Dom)),
            }
        }
        ("log10", [z]) => {
            let (r, errno) = log(*z);
            (C64::new(r.re / LN_10, r.im / LN_10), errno)
        }
        (_, [z]) => match unary(name, *z) {
            Some(out) => out,
            None => return Err(Fault::internal(format!("<cmath> has no `{name}`"), at)),
        },
        _ => return Err(Fault::internal(format!("<cmath> `{name}` takes other arguments"), at)),
    };
    match errno {
        None => Ok(value(result)),
        Some(Errno::Dom) => Err(Fault::exc(PyExc::ValueError, "math domain error", at)),
        Some(Errno::Range) => Err(range_error(at)),
    }
}

fn range_error(at: Span) -> Fault {
    Fault::exc(PyExc::OverflowError, "math range error", at)
}

/// The functions of one finite complex number.
fn unary(name: &str, z: C64) -> Option<Out> {
    // `i z`, and back from `i w` to `w`: sin, tan, asin and atan are their hyperbolic twins
    // turned by a right angle.
    let turn = C64::new(-z.im, z.re);
    let back = |(s, e): Out| (C64::new(s.im, -s.re), e);
    Some(match name {
        "sqrt" => (sqrt(z), None),
        "exp" => exp(z),
        "sinh" => sinh(z),
        "cosh" => cosh(z),
        "tanh" => tanh(z),
        "sin" => back(sinh(turn)),
        "cos" => cosh(turn),
        "tan" => back(tanh(turn)),
        "asinh" => (asinh(z), None),
        "acosh" => (acosh(z), None),
        "atanh" => atanh(z),
        "asin" => back((asinh(turn), None)),
        "acos" => (acos(z), None),
        "atan" => back(atanh(turn)),
        _ => return None,
    })
}

/// `atan2(z.imag, z.real)` with C99's answers for infinite and nan parts (`c_atan2`).
fn atan2_of(z: C64) -> f64 {
    if z.re.is_nan() || z.im.is_nan() {
        return f64::NAN;
    }
    if z.im.is_infinite() {
        if z.re.is_infinite() {
            let quarter = if z.re.is_sign_positive() { 0.25 } else { 0.75 };
            return (quarter * PI).copysign(z.im);
        }
        return (0.5 * PI).copysign(z.im);
    }
    if z.re.is_infinite() || z.im == 0.0 {
        return if z.re.is_sign_positive() { 0.0 * z.im } else { PI.copysign(z.im) };
    }
    z.im.atan2(z.re)
}

/// CPython's answer from `table` for an argument with an infinite or nan part, by the class of
/// each part; `None` for a finite argument.
fn special_value(table: &Table, z: C64) -> Option<C64> {
    if z.re.is_finite() && z.im.is_finite() {
        return None;
    }
    let class = |x: f64| match x {
        _ if x.is_nan() => 6,
        f64::NEG_INFINITY => 0,
        f64::INFINITY => 5,
        _ if x == 0.0 => 2 + usize::from(x.is_sign_positive()),
        _ if x < 0.0 => 1,
        _ => 4,
    };
    let (re, im) = table[class(z.re)][class(z.im)];
    Some(C64::new(re, im))
}

fn sqrt(z: C64) -> C64 {
    if let Some(r) = special_value(&special::SQRT, z) {
        return r;
    }
    if z.re == 0.0 && z.im == 0.0 {
        return C64::new(0.0, z.im);
    }
    let (mut ax, ay) = (z.re.abs(), z.im.abs());
    let s = if ax < f64::MIN_POSITIVE && ay < f64::MIN_POSITIVE {
        // The hypotenuse would be subnormal: scale up, then back.
        ax = ldexp(ax, 53);
        ldexp((ax + ax.hypot(ldexp(ay, 53))).sqrt(), -27)
    } else {
        ax /= 8.0;
        2.0 * (ax + ax.hypot(ay / 8.0)).sqrt()
    };
    let d = ay / (2.0 * s);
    if z.re >= 0.0 {
        C64::new(s, d.copysign(z.im))
    } else {
        C64::new(d, s.copysign(z.im))
    }
}

/// An overflow to infinity is a range error.
fn ranged(r: C64) -> Out {
    let over = r.re.is_infinite() || r.im.is_infinite();
    (r, over.then_some(Errno::Range))
}

/// For an infinite first part beside a finite nonzero second one (which `exp`, `cosh`,
/// `sinh`, `tanh` and `rect` compute rather than look up): the `cos` and `sin` of the second.
fn edge_turn(z: C64) -> Option<(f64, f64)> {
    (z.re.is_infinite() && z.im.is_finite() && z.im != 0.0).then(|| (z.im.cos(), z.im.sin()))
}

/// The answer of a function with a special-value `table` for an argument with an infinite or
/// nan part: `edge` computes it from [`edge_turn`] where that applies; a domain error when
/// `domain` says so. `None` for a finite argument.
fn special_case(table: &Table, z: C64, edge: impl Fn(f64, f64) -> C64, domain: impl Fn(C64) -> bool) -> Option<Out> {
    let looked_up = special_value(table, z)?;
    let r = edge_turn(z).map_or(looked_up, |(c, s)| edge(c, s));
    Some((r, domain(z).then_some(Errno::Dom)))
}

/// Infinite with the sign of `of` (C's `copysign(INFINITY, of)`).
fn inf_as(of: f64) -> f64 {
    f64::INFINITY.copysign(of)
}

fn exp(z: C64) -> Out {
    let edge = |c: f64, s: f64| {
        if z.re > 0.0 {
            C64::new(inf_as(c), inf_as(s))
        } else {
            C64::new(0f64.copysign(c), 0f64.copysign(s))
        }
    };
    // An infinite imaginary part is a domain error unless the real part is nan or -inf.
    let domain = |z: C64| z.im.is_infinite() && (z.re.is_finite() || z.re == f64::INFINITY);
    if let Some(out) = special_case(&special::EXP, z, edge, domain) {
        return out;
    }
    let r = if z.re > log_large() {
        let l = (z.re - 1.0).exp();
        C64::new(l * z.im.cos() * E, l * z.im.sin() * E)
    } else {
        let l = z.re.exp();
        C64::new(l * z.im.cos(), l * z.im.sin())
    };
    ranged(r)
}

/// An infinite imaginary part beside a real part that is not nan: `cosh`'s and `sinh`'s
/// domain error.
fn hyperbolic_domain(z: C64) -> bool {
    z.im.is_infinite() && !z.re.is_nan()
}

fn cosh(z: C64) -> Out {
    let edge = |c: f64, s: f64| C64::new(inf_as(c), inf_as(s) * 1f64.copysign(z.re));
    if let Some(out) = special_case(&special::COSH, z, edge, hyperbolic_domain) {
        return out;
    }
    let r = if z.re.abs() > log_large() {
        let x = z.re - 1f64.copysign(z.re);
        C64::new(z.im.cos() * x.cosh() * E, z.im.sin() * x.sinh() * E)
    } else {
        C64::new(z.im.cos() * z.re.cosh(), z.im.sin() * z.re.sinh())
    };
    ranged(r)
}

fn sinh(z: C64) -> Out {
    let edge = |c: f64, s: f64| C64::new(inf_as(c) * 1f64.copysign(z.re), inf_as(s));
    if let Some(out) = special_case(&special::SINH, z, edge, hyperbolic_domain) {
        return out;
    }
    let r = if z.re.abs() > log_large() {
        let x = z.re - 1f64.copysign(z.re);
        C64::new(z.im.cos() * x.sinh() * E, z.im.sin() * x.cosh() * E)
    } else {
        C64::new(z.im.cos() * z.re.sinh(), z.im.sin() * z.re.cosh())
    };
    ranged(r)
}

fn tanh(z: C64) -> Out {
    let edge = |c: f64, s: f64| C64::new(1f64.copysign(z.re), 0f64.copysign(2.0 * s * c));
    let domain = |z: C64| z.im.is_infinite() && z.re.is_finite();
    if let Some(out) = special_case(&special::TANH, z, edge, domain) {
        return out;
    }
    (finite_tanh(z), None)
}

fn finite_tanh(z: C64) -> C64 {
    if z.re.abs() > log_large() {
        return C64::new(1f64.copysign(z.re), 4.0 * z.im.sin() * z.im.cos() * (-2.0 * z.re.abs()).exp());
    }
    let tx = z.re.tanh();
    let ty = z.im.tan();
    let cx = 1.0 / z.re.cosh();
    let txty = tx * ty;
    let denom = 1.0 + txty * txty;
    C64::new(tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx)
}

/// `log(hypot(x/2, y/2)) + 2 log 2`: the log of a large modulus without overflow.
fn log_large_modulus(x: f64, y: f64) -> f64 {
    (x / 2.0).hypot(y / 2.0).ln() + LN_2 * 2.0
}

fn asinh(z: C64) -> C64 {
    if let Some(r) = special_value(&special::ASINH, z) {
        return r;
    }
    if z.re.abs() > large() || z.im.abs() > large() {
        let re = if z.im >= 0.0 {
            log_large_modulus(z.re, z.im).copysign(z.re)
        } else {
            -log_large_modulus(z.re, z.im).copysign(-z.re)
        };
        return C64::new(re, z.im.atan2(z.re.abs()));
    }
    let s1 = sqrt(C64::new(1.0 + z.im, -z.re));
    let s2 = sqrt(C64::new(1.0 - z.im, z.re));
    C64::new(c_math::c_asinh(s1.re * s2.im - s2.re * s1.im), z.im.atan2(s1.re * s2.re - s1.im * s2.im))
}

fn acosh(z: C64) -> C64 {
    if let Some(r) = special_value(&special::ACOSH, z) {
        return r;
    }
    if z.re.abs() > large() || z.im.abs() > large() {
        return C64::new(log_large_modulus(z.re, z.im), z.im.atan2(z.re));
    }
    let s1 = sqrt(C64::new(z.re - 1.0, z.im));
    let s2 = sqrt(C64::new(z.re + 1.0, z.im));
    C64::new(c_math::c_asinh(s1.re * s2.re + s1.im * s2.im), 2.0 * s1.im.atan2(s2.re))
}

fn acos(z: C64) -> C64 {
    if let Some(r) = special_value(&special::ACOS, z) {
        return r;
    }
    if z.re.abs() > large() || z.im.abs() > large() {
        let re = z.im.abs().atan2(z.re);
        let im = if z.re < 0.0 {
            -log_large_modulus(z.re, z.im).copysign(z.im)
        } else {
            log_large_modulus(z.re, z.im).copysign(-z.im)
        };
        return C64::new(re, im);
    }
    let s1 = sqrt(C64::new(1.0 - z.re, -z.im));
    let s2 = sqrt(C64::new(1.0 + z.re, z.im));
    C64::new(2.0 * s1.re.atan2(s2.re), c_math::c_asinh(s2.re * s1.im - s2.im * s1.re))
}

fn atanh(z: C64) -> Out {
    if let Some(r) = special_value(&special::ATANH, z) {
        return (r, None);
    }
    if z.re < 0.0 {
        // atanh(z) = -atanh(-z)
        let (r, errno) = atanh(z.neg());
        return (r.neg(), errno);
    }
    let ay = z.im.abs();
    if z.re > sqrt_large() || ay > sqrt_large() {
        let h = (z.re / 2.0).hypot(z.im / 2.0);
        return (C64::new(z.re / 4.0 / h / h, -(PI / 2.0).copysign(-z.im)), None);
    }
    if z.re == 1.0 && ay < f64::MIN_POSITIVE.sqrt() {
        if ay == 0.0 {
            return (C64::new(f64::INFINITY, z.im), Some(Errno::Dom));
        }
        let re = -(ay.sqrt() / ay.hypot(2.0).sqrt()).ln();
        return (C64::new(re, (2f64.atan2(-ay) / 2.0).copysign(z.im)), None);
    }
    let re = log1p(4.0 * z.re / ((1.0 - z.re) * (1.0 - z.re) + ay * ay)) / 4.0;
    let im = -(-2.0 * z.im).atan2((1.0 - z.re) * (1.0 + z.re) - ay * ay) / 2.0;
    (C64::new(re, im), None)
}

/// CPython's `m_log1p`: a zero keeps its sign.
fn log1p(x: f64) -> f64 {
    if x == 0.0 {
        x
    } else {
        x.ln_1p()
    }
}

/// `c_log`: the modulus's logarithm computed where it stays accurate, zero a domain error.
fn log(z: C64) -> Out {
    if let Some(r) = special_value(&special::LOG, z) {
        return (r, None);
    }
    let (ax, ay) = (z.re.abs(), z.im.abs());
    let re = if ax > large() || ay > large() {
        (ax / 2.0).hypot(ay / 2.0).ln() + LN_2
    } else if ax < f64::MIN_POSITIVE && ay < f64::MIN_POSITIVE {
        if ax > 0.0 || ay > 0.0 {
            ldexp(ax, 53).hypot(ldexp(ay, 53)).ln() - 53.0 * LN_2
        } else {
            return (C64::new(f64::NEG_INFINITY, z.im.atan2(z.re)), Some(Errno::Dom));
        }
    } else {
        let h = ax.hypot(ay);
        if (0.71..=1.73).contains(&h) {
            let (am, an) = if ax > ay { (ax, ay) } else { (ay, ax) };
            log1p((am - 1.0) * (am + 1.0) + an * an) / 2.0
        } else {
            h.ln()
        }
    };
    (C64::new(re, z.im.atan2(z.re)), None)
}

fn rect(r: f64, phi: f64) -> Out {
    let sign = 1f64.copysign(r);
    let edge = |c: f64, s: f64| C64::new(inf_as(c) * sign, inf_as(s) * sign);
    // A nonzero modulus at an infinite angle is a domain error.
    let domain = |z: C64| z.re != 0.0 && !z.re.is_nan() && z.im.is_infinite();
    if let Some(out) = special_case(&special::RECT, C64::new(r, phi), edge, domain) {
        return out;
    }
    if phi == 0.0 {
        return (C64::new(r, r * phi), None);
    }
    (C64::new(r * phi.cos(), r * phi.sin()), None)
}

fn isclose(a: C64, b: C64, rel_tol: f64, abs_tol: f64, at: Span) -> Result<bool, Fault> {
    if rel_tol < 0.0 || abs_tol < 0.0 {
        return Err(Fault::value_error("tolerances must be non-negative", at));
    }
    if a.re == b.re && a.im == b.im {
        return Ok(true);
    }
    if [a.re, a.im, b.re, b.im].iter().any(|x| x.is_infinite()) {
        return Ok(false);
    }
    let abs = |z: C64| z.abs().unwrap_or(f64::INFINITY);
    let diff = abs(a.diff(b));
    Ok(diff <= rel_tol * abs(b) || diff <= rel_tol * abs(a) || diff <= abs_tol)
}
