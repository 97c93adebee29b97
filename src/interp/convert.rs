//! The builtins that convert or inspect one value: `chr`, `ord`, `bin`/`hex`/`oct`, `repr`,
//! `ascii`, `format`, `isinstance`, `callable`, `hash`, `divmod`, `pow`.

use super::format::format_value;
use super::ops;
use super::repr::{check_int_text, repr};
use super::value::Value;
use crate::ir::{BinOp, Builtin, PyExc};
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

fn not_an_integer(v: &Value, at: Span) -> Fault {
    Fault::type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name()), at)
}

pub(super) fn chr(v: &Value, at: Span) -> Result<Value, Fault> {
    if !v.is_int_like() {
        return Err(not_an_integer(v, at));
    }
    let code = v.as_i64().filter(|c| (0..0x110000).contains(c));
    let Some(code) = code else {
        let big = v.as_bigint().unwrap_or_default();
        if big.bits() > 31 {
            return Err(Fault::exc(PyExc::OverflowError, "Python int too large to convert to C int", at));
        }
        return Err(Fault::value_error("chr() arg not in range(0x110000)", at));
    };
    match char::from_u32(code as u32) {
        Some(c) => Ok(Value::str(c.to_string())),
        None => {
            Err(Fault::unsupported(format!("chr({code}) is a lone surrogate, which clauz3 strings cannot hold"), at))
        }
    }
}

pub(super) fn ord(v: &Value, at: Span) -> Result<Value, Fault> {
    match v {
        Value::Str(s) if s.char_len() == 1 => {
            Ok(Value::Int(i64::from(u32::from(s.as_str().chars().next().unwrap_or('\0')))))
        }
        Value::Str(s) => Err(Fault::type_error(
            format!("ord() expected a character, but string of length {} found", s.char_len()),
            at,
        )),
        other => {
            Err(Fault::type_error(format!("ord() expected string of length 1, but {} found", other.type_name()), at))
        }
    }
}

/// `bin`, `oct`, `hex`: the sign, the prefix, the digits.
pub(super) fn radix(b: Builtin, v: &Value, at: Span) -> Result<Value, Fault> {
    let n = v.as_bigint().ok_or_else(|| not_an_integer(v, at))?;
    let (radix, prefix) = match b {
        Builtin::Bin => (2, "0b"),
        Builtin::Oct => (8, "0o"),
        _ => (16, "0x"),
    };
    let sign = if n.is_negative() { "-" } else { "" };
    Ok(Value::str(format!("{sign}{prefix}{}", n.abs().to_str_radix(radix))))
}

pub(super) fn repr_of(v: &Value, at: Span) -> Result<Value, Fault> {
    check_int_text(v, at)?;
    Ok(Value::str(repr(v)))
}

pub(super) fn ascii(v: &Value, at: Span) -> Result<Value, Fault> {
    check_int_text(v, at)?;
    Ok(Value::str(super::strformat::ascii(&repr(v))))
}

pub(super) fn format(args: &[Value], at: Span) -> Result<Value, Fault> {
    let spec = match args.get(1) {
        None => "",
        Some(Value::Str(s)) => s.as_str(),
        Some(other) => {
            return Err(Fault::type_error(format!("format() argument 2 must be str, not {}", other.type_name()), at))
        }
    };
    format_value(&args[0], spec, at).map(Value::str)
}

/// `isinstance(obj, cls)`: `cls` a type or a tuple of them (nested tuples too); `bool` is an
/// `int`, as in Python.
pub(super) fn isinstance(obj: &Value, cls: &Value, at: Span) -> Result<bool, Fault> {
    match cls {
        Value::Tuple(options) => {
            for o in options.iter() {
                if isinstance(obj, o, at)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        Value::Builtin(b) if b.is_type() => Ok(match b {
            Builtin::Int => obj.is_int_like(),
            Builtin::Bool => matches!(obj, Value::Bool(_)),
            Builtin::Float => matches!(obj, Value::Float(_)),
            Builtin::Str => matches!(obj, Value::Str(_)),
            Builtin::List => matches!(obj, Value::List(_)),
            Builtin::Tuple => matches!(obj, Value::Tuple(_)),
            Builtin::Dict => matches!(obj, Value::Dict(_)),
            Builtin::Set => matches!(obj, Value::Set(_)),
            _ => false,
        }),
        Value::RowClass(schema) => Ok(matches!(obj, Value::Row(r) if r.schema == *schema)),
        _ => Err(Fault::type_error("isinstance() arg 2 must be a type, a tuple of types, or a union", at)),
    }
}

pub(super) fn callable(v: &Value) -> bool {
    matches!(v, Value::Function(_) | Value::Builtin(_) | Value::Method(_) | Value::RowClass(_))
}

/// CPython's hash modulus, `2**61 - 1`.
const MODULUS: u64 = (1 << 61) - 1;

/// `hash(x)` where CPython's answer is the same on every run: ints, bools, floats other than
/// nan, and tuples of those. A str's hash is salted per CPython process, and `None`'s and a
/// nan's come from their address, so clauz3 refuses them rather than invent a number.
pub(super) fn hash(v: &Value, at: Span) -> Result<Value, Fault> {
    hash_of(v, at).map(Value::Int)
}

fn hash_of(v: &Value, at: Span) -> Result<i64, Fault> {
    let fix = |h: i64| if h == -1 { -2 } else { h };
    match v {
        v if v.is_int_like() => {
            let n = v.as_bigint().unwrap_or_default();
            let r = (n.abs() % BigInt::from(MODULUS)).try_into().unwrap_or(0i64);
            Ok(fix(if n.is_negative() { -r } else { r }))
        }
        Value::Float(f) if f.is_nan() => Err(Fault::unsupported(
            "hash() of a nan depends on the object's address in CPython, so clauz3 does not give one",
            at,
        )),
        Value::Float(f) => Ok(fix(float_hash(*f))),
        Value::Tuple(items) => {
            const P1: u64 = 11400714785074694791;
            const P2: u64 = 14029467366897019727;
            const P5: u64 = 2870177450012600261;
            let mut acc = P5;
            for item in items.iter() {
                let lane = hash_of(item, at)? as u64;
                acc = acc.wrapping_add(lane.wrapping_mul(P2));
                acc = acc.rotate_left(31);
                acc = acc.wrapping_mul(P1);
            }
            acc = acc.wrapping_add((items.len() as u64) ^ (P5 ^ 3527539));
            Ok(if acc == u64::MAX { 1546275796 } else { acc as i64 })
        }
        Value::List(_) | Value::Dict(_) | Value::Set(_) => {
            Err(Fault::type_error(format!("unhashable type: '{}'", v.type_name()), at))
        }
        other => Err(Fault::unsupported(
            format!(
                "hash() of a {} differs from one CPython run to the next (it is salted or address-based), so clauz3 does not give one",
                other.type_name()
            ),
            at,
        )),
    }
}

/// CPython's `_Py_HashDouble` for a non-nan float.
fn float_hash(v: f64) -> i64 {
    if v.is_infinite() {
        return if v > 0.0 { 314159 } else { -314159 };
    }
    let (mut m, mut e) = frexp(v);
    let sign: i64 = if m < 0.0 {
        m = -m;
        -1
    } else {
        1
    };
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & MODULUS) | (x >> (61 - 28));
        m *= 268435456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= MODULUS {
            x -= MODULUS;
        }
    }
    let e = if e >= 0 { e % 61 } else { 60 - ((-1 - e) % 61) };
    let e = e as u32;
    x = ((x << e) & MODULUS) | (x >> (61 - e));
    x as i64 * sign
}

/// C's `frexp`: `v == m * 2**e` with `0.5 <= |m| < 1` (or `m == 0`).
fn frexp(v: f64) -> (f64, i32) {
    if v == 0.0 {
        return (v, 0);
    }
    let bits = v.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // Subnormal: scale into the normal range first.
        let (m, e) = frexp(v * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, exp - 1022)
}

fn numeric(v: &Value) -> bool {
    v.is_int_like() || matches!(v, Value::Float(_))
}

/// `divmod(a, b)`: `(a // b, a % b)`, computed as the operators do.
pub(super) fn divmod(a: &Value, b: &Value, limits: &Limits, at: Span) -> Result<Value, Fault> {
    if !numeric(a) || !numeric(b) {
        return Err(Fault::type_error(
            format!("unsupported operand type(s) for divmod(): '{}' and '{}'", a.type_name(), b.type_name()),
            at,
        ));
    }
    let q = ops::binary(BinOp::FloorDiv, a.clone(), b.clone(), limits, at)?;
    let r = ops::binary(BinOp::Mod, a.clone(), b.clone(), limits, at)?;
    Ok(Value::tuple(vec![q, r]))
}

/// `pow(base, exp[, mod])`: `**` with two arguments; with three, modular exponentiation on
/// ints, a negative exponent meaning the modular inverse.
pub(super) fn pow(args: &[Value], limits: &Limits, at: Span) -> Result<Value, Fault> {
    let modulus = match args.get(2) {
        None | Some(Value::None) => {
            return ops::binary(BinOp::Pow, args[0].clone(), args[1].clone(), limits, at);
        }
        Some(m) => m,
    };
    let (Some(base), Some(exp), Some(m)) = (args[0].as_bigint(), args[1].as_bigint(), modulus.as_bigint()) else {
        return Err(Fault::type_error("pow() 3rd argument not allowed unless all arguments are integers", at));
    };
    if m.is_zero() {
        return Err(Fault::value_error("pow() 3rd argument cannot be 0", at));
    }
    let size = m.abs();
    let base = if exp.is_negative() {
        inverse(&base.mod_floor(&size), &size)
            .ok_or_else(|| Fault::value_error("base is not invertible for the given modulus", at))?
    } else {
        base
    };
    let mut r = base.mod_floor(&size).modpow(&exp.abs(), &size);
    if size.is_one() {
        r = BigInt::zero();
    }
    if m.is_negative() && !r.is_zero() {
        r -= &size;
    }
    Ok(Value::from_big(r))
}

/// The inverse of `a` modulo `m` (both non-negative), if they are coprime.
fn inverse(a: &BigInt, m: &BigInt) -> Option<BigInt> {
    let g = a.extended_gcd(m);
    g.gcd.is_one().then(|| g.x.mod_floor(m))
}
