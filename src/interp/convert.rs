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

/// CPython's `TypeError` for a value read as an int that is none; for an instance whose
/// class has `__index__`, which CPython would have called where the evaluator did not ask
/// it (`bytes([obj])`), a refusal naming it instead.
pub(crate) fn not_an_integer(v: &Value, at: Span) -> Fault {
    if let Value::Object(o) = v {
        if o.class.lookup("__index__").is_some() {
            let message =
                format!("an instance of `{}` with `__index__` where CPython reads an int", o.class.type_name());
            return Fault::unsupported(message, at);
        }
    }
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
        // A bytes or bytearray of one byte is that byte (CPython words any other length as a
        // string's).
        Value::Bytes(_) | Value::ByteArray(_) => {
            let bytes = super::bytearray::with_bytes(v, <[u8]>::to_vec).unwrap_or_default();
            match bytes.as_slice() {
                [b] => Ok(Value::Int(i64::from(*b))),
                _ => Err(Fault::type_error(
                    format!("ord() expected a character, but string of length {} found", bytes.len()),
                    at,
                )),
            }
        }
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
    Ok(Value::str(super::repr::ascii(&repr(v))))
}

pub(super) fn format(args: &[Value], limits: &crate::limits::Limits, at: Span) -> Result<Value, Fault> {
    let spec = match args.get(1) {
        None => "",
        Some(Value::Str(s)) => s.as_str(),
        Some(other) => {
            return Err(Fault::type_error(format!("format() argument 2 must be str, not {}", other.type_name()), at))
        }
    };
    format_value(&args[0], spec, limits, at).map(Value::str)
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
        Value::Builtin(b) if b.is_class() => Ok(match b {
            Builtin::Int => obj.is_int_like(),
            Builtin::Bool => matches!(obj, Value::Bool(_)),
            Builtin::Float => matches!(obj, Value::Float(_)),
            Builtin::Complex => matches!(obj, Value::Complex(_)),
            Builtin::Str => matches!(obj, Value::Str(_)),
            Builtin::Bytes => matches!(obj, Value::Bytes(_)),
            Builtin::Bytearray => matches!(obj, Value::ByteArray(_)),
            Builtin::List => matches!(obj, Value::List(l) if !l.is_deque()),
            Builtin::Tuple => matches!(obj, Value::Tuple(_)),
            Builtin::Dict => matches!(obj, Value::Dict(d) if !d.is_proxy()),
            Builtin::Set => matches!(obj, Value::Set(s) if !s.borrow().is_frozen()),
            Builtin::Frozenset => matches!(obj, Value::Set(s) if s.borrow().is_frozen()),
            Builtin::Range => matches!(obj, Value::Range(_)),
            Builtin::Slice => matches!(obj, Value::Slice(_)),
            Builtin::NoneType => matches!(obj, Value::None),
            Builtin::Object => true,
            c if c.unnamed_class() => super::types::is_unnamed_instance(obj, *c),
            // Every value `type()` calls a `type` (`interp::types`): the program's classes too.
            Builtin::Type => {
                matches!(obj, Value::Builtin(c) if c.is_class())
                    || matches!(obj, Value::RowClass(_) | Value::Class(_) | Value::ExcClass(_) | Value::ViewClass(_))
            }
            b => super::collections::is_instance(obj, *b),
        }),
        Value::RowClass(schema) => Ok(matches!(obj, Value::Row(r) if r.schema == *schema)),
        Value::ExcClass(class) => Ok(super::exceptions::is_instance(obj, class)),
        Value::ViewClass(kind) => Ok(matches!(obj, Value::View(v) if v.kind == *kind)),
        Value::Contract(_) if super::generic_alias::origin(cls).is_some() => {
            Err(super::generic_alias::class_check_refused(cls, "isinstance", at))
        }
        // `int | str`: an instance of any of its types (a subscripted one refused as alone).
        Value::Contract(_) if super::generic_alias::union_type::members(cls).is_some() => {
            for member in super::generic_alias::union_type::members(cls).unwrap_or_default() {
                if isinstance(obj, member, at)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        Value::Class(c) => Ok(matches!(obj, Value::Object(o) if o.class.is_subclass_of(c))),
        _ => Err(Fault::type_error("isinstance() arg 2 must be a type, a tuple of types, or a union", at)),
    }
}

/// `issubclass(cls, classinfo)`: `classinfo` a class or a tuple of them (nested too); a class
/// is its own subclass, `bool` is an `int`'s, the `collections` mappings `dict`'s.
pub(super) fn issubclass(cls: &Value, info: &Value, at: Span) -> Result<bool, Fault> {
    let is_class = |v: &Value| {
        matches!(v, Value::Builtin(b) if b.is_class())
            || matches!(v, Value::Class(_) | Value::ExcClass(_) | Value::RowClass(_) | Value::ViewClass(_))
    };
    if let Value::Tuple(options) = info {
        for o in options.iter() {
            if issubclass(cls, o, at)? {
                return Ok(true);
            }
        }
        return Ok(false);
    }
    if !is_class(cls) {
        return Err(Fault::type_error("issubclass() arg 1 must be a class", at));
    }
    if super::generic_alias::origin(info).is_some() {
        return Err(super::generic_alias::class_check_refused(info, "issubclass", at));
    }
    if let Some(types) = super::generic_alias::union_type::members(info) {
        for t in types {
            if issubclass(cls, t, at)? {
                return Ok(true);
            }
        }
        return Ok(false);
    }
    if !is_class(info) {
        return Err(Fault::type_error("issubclass() arg 2 must be a class, a tuple of classes, or a union", at));
    }
    Ok(match (cls, info) {
        // Every class derives from `object`.
        (_, Value::Builtin(Builtin::Object)) => true,
        (Value::Builtin(a), Value::Builtin(b)) => {
            a == b
                || (*a == Builtin::Bool && *b == Builtin::Int)
                || (*b == Builtin::Dict && matches!(a, Builtin::Counter | Builtin::OrderedDict | Builtin::Defaultdict))
        }
        (Value::ExcClass(a), Value::ExcClass(b)) => a.is_subclass_of(b),
        (Value::Class(a), Value::Class(b)) => a.is_subclass_of(b),
        (Value::Class(a), Value::ExcClass(b)) => crate::ir::ExcClass::User(a.clone()).is_subclass_of(b),
        (Value::Class(a), Value::Builtin(Builtin::Tuple)) if a.is_named_tuple() => true,
        // CPython's `IntEnum`/`IntFlag` derive from `int` and `StrEnum` from `str` (`ir::EnumKind`).
        (Value::Class(a), Value::Builtin(b)) if enum_value_type(a) == Some(*b) => true,
        // A class deriving from a builtin type (`class Env(dict)`).
        (Value::Class(a), Value::Builtin(_)) => {
            a.builtin_type().is_some_and(|t| issubclass(&Value::Builtin(t), info, at).unwrap_or(false))
        }
        (Value::RowClass(a), Value::RowClass(b)) => a == b,
        (Value::ViewClass(a), Value::ViewClass(b)) => a == b,
        _ => false,
    })
}

/// The builtin type an enumeration's members are instances of in CPython, if any.
fn enum_value_type(class: &crate::ir::ClassDef) -> Option<Builtin> {
    use crate::ir::EnumKind;
    match class.enum_kind()? {
        EnumKind::Int | EnumKind::IntFlag => Some(Builtin::Int),
        EnumKind::Str => Some(Builtin::Str),
        EnumKind::Plain | EnumKind::Flag => None,
    }
}

pub(super) fn callable(v: &Value) -> bool {
    matches!(
        v,
        Value::Function(_)
            | Value::Builtin(_)
            | Value::Method(_)
            | Value::RowClass(_)
            | Value::Class(_)
            | Value::ViewClass(_)
    ) || super::generic_alias::origin(v).is_some()
}

/// `hash(x)`. Where every CPython run computes the same number (ints, bools, floats other than
/// nan, tuples and frozensets of those) it is CPython's own (`pyset::py_hash`, which sets use
/// too). A str's hash is salted per CPython process, and `None`'s and a nan's come from an
/// address, so no number is *the* answer: clauz3 gives a fixed one, equal for equal values, as
/// one CPython run would. That keeps the everyday `__hash__` returning `hash(self.name)`
/// running; the prover does not rely on such a number (`prover/builtins.rs`).
pub(super) fn hash(v: &Value, at: Span) -> Result<Value, Fault> {
    // CPython hashes a tuple's items first, depth first: an unhashable one is the error.
    super::value::check_hashable(v, at)?;
    Ok(Value::Int(super::pyset::py_hash(v).0))
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
    let float = matches!(a, Value::Float(_)) || matches!(b, Value::Float(_));
    let zero = match b {
        Value::Float(x) => *x == 0.0,
        other => other.as_i64() == Some(0),
    };
    if float && zero {
        // CPython's float divmod names itself, not the floor division it does.
        return Err(Fault::exc(PyExc::ZeroDivisionError, "float divmod()", at));
    }
    let q = ops::binary(BinOp::FloorDiv, a.clone(), b.clone(), limits, at)?;
    let r = ops::binary(BinOp::Mod, a.clone(), b.clone(), limits, at)?;
    Ok(Value::pair(q, r))
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
    if matches!(args[0], Value::Complex(_)) || matches!(args[1], Value::Complex(_)) {
        return Err(Fault::value_error("complex modulo", at));
    }
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
