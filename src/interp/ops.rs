//! Python operators on concrete values: arithmetic with exact ints, floor division and modulo
//! as Python defines them, bitwise operators, and comparisons.

use super::value::{big_from_f64, item_eq, numeric, py_cmp, py_eq, Key, Num, Value};
use crate::ir::{BinOp, CmpOp, PyExc, PyStr, UnaryOp};
use crate::limits::Limits;
use crate::sema::{Fault, LimitKind};
use crate::source::Span;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};
use std::rc::Rc;

pub fn unary(op: UnaryOp, v: Value, at: Span) -> Result<Value, Fault> {
    match (op, &v) {
        (UnaryOp::Not, _) => Ok(Value::Bool(!v.truthy())),
        (UnaryOp::Neg, Value::Int(i)) => {
            Ok(i.checked_neg().map_or_else(|| Value::from_big(-BigInt::from(*i)), Value::Int))
        }
        (UnaryOp::Neg, Value::Float(f)) => Ok(Value::float(-f)),
        (UnaryOp::Pos, Value::Float(_)) => Ok(v),
        (UnaryOp::Neg, Value::Complex(c)) => Ok(super::complex::value(c.neg())),
        (UnaryOp::Pos, Value::Complex(c)) => Ok(super::complex::value(**c)),
        (UnaryOp::Neg | UnaryOp::Pos | UnaryOp::Invert, _) if v.is_int_like() => {
            let i = v.as_bigint().unwrap_or_default();
            Ok(Value::from_big(match op {
                UnaryOp::Neg => -i,
                UnaryOp::Invert => -i - 1,
                UnaryOp::Pos | UnaryOp::Not => i,
            }))
        }
        (UnaryOp::Neg | UnaryOp::Pos | UnaryOp::Invert, _) => {
            let sym = match op {
                UnaryOp::Neg => "-",
                UnaryOp::Pos => "+",
                UnaryOp::Invert | UnaryOp::Not => "~",
            };
            Err(Fault::type_error(format!("bad operand type for unary {sym}: '{}'", v.type_name()), at))
        }
    }
}

fn unsupported_operands(op: BinOp, l: &Value, r: &Value, at: Span) -> Fault {
    let is_sequence = |v: &Value| {
        matches!(v, Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_) | Value::List(_) | Value::Tuple(_))
    };
    // A deque's concatenation message names it bare ("can only concatenate deque ...").
    let sequence = is_sequence(l).then(|| match l {
        Value::List(d) if d.is_deque() => std::borrow::Cow::Borrowed("deque"),
        _ => l.type_name(),
    });
    // A sequence on the right repeats too, refusing the left operand as its count.
    if op == BinOp::Mul && sequence.is_none() && is_sequence(r) {
        return Fault::type_error(format!("can't multiply sequence by non-int of type '{}'", l.class_name()), at);
    }
    Fault::unsupported_operands(op.symbol(), sequence.as_deref(), &l.class_name(), &r.class_name(), at)
}

/// `a + b` of two strs. A left operand no other value holds (`s` of `s += t` taken out of
/// its variable, or the result of the `+` before it in `"a" + b + "c"`) grows in place, which
/// no one can see; otherwise a new str is made, with room for as much again with `spare`.
fn str_add(l: Value, r: Value, spare: bool, limits: &Limits, at: Span) -> Result<Value, Fault> {
    let (Value::Str(mut a), Value::Str(b)) = (l, r) else {
        return Err(Fault::internal("str_add of values that are not strs", at));
    };
    check_len(a.char_len() + b.char_len(), limits, at)?;
    match Rc::get_mut(&mut a) {
        Some(owned) => owned.push(&b),
        None => {
            let room = if spare { a.as_str().len() } else { 0 };
            let mut s = PyStr::new(String::with_capacity(a.as_str().len() + room + b.as_str().len()));
            s.push(&a);
            s.push(&b);
            a = Rc::new(s);
        }
    }
    Ok(Value::Str(a))
}

/// `l op r`.
pub fn binary(op: BinOp, l: Value, r: Value, limits: &Limits, at: Span) -> Result<Value, Fault> {
    if let (Value::Int(a), Value::Int(b)) = (&l, &r) {
        if let Some(v) = small_int_op(op, *a, *b) {
            return Ok(v);
        }
    }
    if let Some(v) = float_arith(op, &l, &r) {
        return Ok(v);
    }
    if let (Value::Str(_), Value::Str(_), BinOp::Add) = (&l, &r, op) {
        return str_add(l, r, false, limits, at);
    }
    if let Some(set) = super::views::binary(op, &l, &r, limits, at) {
        return set;
    }
    if super::collections::class_of(&l).is_some() || super::collections::class_of(&r).is_some() {
        if let Some(done) = super::collections::operator(op, &l, &r, limits, at) {
            return done;
        }
    }
    if matches!(l, Value::ByteArray(_)) || matches!(r, Value::ByteArray(_)) {
        if let Some(done) = super::bytearray::binary(op, &l, &r, limits, at) {
            return done;
        }
    }
    match (&l, &r) {
        (Value::Bytes(a), Value::Bytes(b)) if op == BinOp::Add => {
            check_len(a.len() + b.len(), limits, at)?;
            return Ok(super::bytes::value([&a[..], &b[..]].concat()));
        }
        (Value::Bytes(_), _) if op == BinOp::Add => {
            return Err(Fault::type_error(format!("can't concat {} to bytes", r.type_name()), at));
        }
        (Value::List(a), Value::List(b)) if op == BinOp::Add && a.is_deque() == b.is_deque() => {
            let mut items = a.borrow().to_vec();
            items.extend(b.borrow().iter().cloned());
            check_len(items.len(), limits, at)?;
            return Ok(Value::list(items));
        }
        (Value::Tuple(a), Value::Tuple(b)) if op == BinOp::Add => {
            let mut items = a.to_vec();
            items.extend(b.iter().cloned());
            check_len(items.len(), limits, at)?;
            return Ok(Value::tuple(items));
        }
        (Value::Str(template), _) if op == BinOp::Mod => {
            return super::printf::percent(template.as_str(), r.clone(), limits, at);
        }
        (Value::Bytes(_) | Value::ByteArray(_), _) if op == BinOp::Mod => {
            return super::printf::percent_bytes(&l, r.clone(), limits, at);
        }
        (Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_) | Value::List(_) | Value::Tuple(_), _)
            if op == BinOp::Mul && r.is_int_like() =>
        {
            return repeat(&l, &r, limits, at)
        }
        (_, Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_) | Value::List(_) | Value::Tuple(_))
            if op == BinOp::Mul && l.is_int_like() =>
        {
            return repeat(&r, &l, limits, at)
        }
        (Value::Set(a), Value::Set(b)) if matches!(op, BinOp::BitOr | BinOp::BitAnd | BinOp::Sub | BinOp::BitXor) => {
            let (a, b) = (a.borrow(), b.borrow());
            let out = match op {
                BinOp::BitOr => a.union(&b),
                BinOp::BitAnd => a.intersection(&b),
                BinOp::Sub => a.difference(&b),
                _ => a.symmetric_difference(&b),
            };
            // The result has the left operand's type (`frozenset | set` is a frozenset).
            return Ok(Value::Set(Rc::new(std::cell::RefCell::new(out.frozen(a.is_frozen())))));
        }
        (Value::Dict(a), Value::Dict(b)) if op == BinOp::BitOr => {
            let mut out = a.borrow().clone();
            for (k, v) in b.borrow().iter() {
                out.insert(k.clone(), v.clone());
            }
            return Ok(Value::dict(out));
        }
        _ if op == BinOp::MatMul => return Err(unsupported_operands(op, &l, &r, at)),
        _ if op == BinOp::BitOr && super::generic_alias::union_type::union(&l, &r, at).is_some() => {
            return super::generic_alias::union_type::union(&l, &r, at)
                .unwrap_or_else(|| Err(unsupported_operands(op, &l, &r, at)))
        }
        (Value::Complex(_), _) | (_, Value::Complex(_)) => {
            return super::complex::binary(op, &l, &r, at).unwrap_or_else(|| Err(unsupported_operands(op, &l, &r, at)))
        }
        _ => {}
    }
    match (numeric(&l), numeric(&r)) {
        (Some(Num::Int(a)), Some(Num::Int(b))) => {
            let both_bool = matches!((&l, &r), (Value::Bool(_), Value::Bool(_)));
            let v = big_int_op(op, a, b, limits, at)?;
            if both_bool && matches!(op, BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor) {
                return Ok(Value::Bool(v.truthy()));
            }
            Ok(v)
        }
        (Some(a), Some(b)) => float_op(op, to_f64(a, at)?, to_f64(b, at)?, &l, &r, at),
        _ => Err(unsupported_operands(op, &l, &r, at)),
    }
}

/// `l op= r`: lists, sets and dicts change in place; an unshared string grows in place.
pub fn inplace(op: BinOp, l: Value, r: Value, limits: &Limits, at: Span) -> Result<Value, Fault> {
    // Ints were tried on the fast path by the caller; the fallback is `binary`.
    if let (Value::Str(_), Value::Str(_), BinOp::Add) = (&l, &r, op) {
        // Room for more: `s += t` is usually in a loop.
        return str_add(l, r, true, limits, at);
    }
    if let Some(done) = super::collections::inplace(op, &l, &r, limits, at) {
        return done.map(|()| l);
    }
    if let Value::ByteArray(buf) = &l {
        if let Some(done) = super::bytearray::inplace(op, buf, &r, limits, at) {
            return done.map(|()| l);
        }
    }
    match (&l, &r, op) {
        (Value::List(a), _, BinOp::Add) => {
            let items: Vec<Value> = super::builtins::collect(r.clone(), limits, at)?;
            let mut list = a.borrow_mut();
            check_len(list.len() + items.len(), limits, at)?;
            list.extend(items);
            drop(list);
            Ok(l)
        }
        // A frozenset never changes: `f |= s` binds `f` to a new frozenset.
        (Value::Set(a), Value::Set(b), BinOp::BitOr | BinOp::BitAnd | BinOp::Sub | BinOp::BitXor)
            if !a.borrow().is_frozen() =>
        {
            // In place, as CPython does it: the table is updated (or, for `&=`, replaced), which
            // decides the order the set iterates in afterwards.
            if Rc::ptr_eq(a, b) {
                if matches!(op, BinOp::Sub | BinOp::BitXor) {
                    a.borrow_mut().clear();
                }
                return Ok(l);
            }
            let other = b.borrow();
            let mut set = a.borrow_mut();
            match op {
                BinOp::BitOr => {
                    check_len(set.len() + other.len(), limits, at)?;
                    set.merge(&other);
                }
                BinOp::BitAnd => *set = set.intersection(&other),
                BinOp::Sub => set.difference_update(other.iter()),
                _ => set.symmetric_difference_update(&other),
            }
            drop(set);
            Ok(l)
        }
        // A `mappingproxy` has no `__ior__`: `p |= d` binds `p` to `p | d`, a new dict.
        (Value::Dict(a), Value::Dict(b), BinOp::BitOr) if !a.is_proxy() => {
            let add: Vec<_> = b.borrow().iter().map(|(k, v)| (k.clone(), v.clone())).collect();
            a.borrow_mut().extend(add);
            Ok(l)
        }
        // `dict.__ior__` is `update`: an iterable of pairs will do (`d | pairs` will not);
        // `Counter`'s own `|=` wants a mapping.
        (Value::Dict(a), _, BinOp::BitOr)
            if !matches!(a.kind(), super::value::DictKind::Counter | super::value::DictKind::MappingProxy) =>
        {
            let (add, fault) = super::methods::pairs_until_fault(r, limits, at)?;
            let mut map = a.borrow_mut();
            check_len(map.len() + add.len(), limits, at)?;
            map.extend(add);
            drop(map);
            fault.map_or(Ok(l), Err)
        }
        (Value::List(a), _, BinOp::Mul) if r.is_int_like() => {
            repeat_in_place(a, &r, limits, at)?;
            Ok(l)
        }
        _ => binary(op, l, r, limits, at),
    }
}

/// `a op b` of two small ints: `+`, `-`, `*`, and `%` and `//` of a non-negative dividend by a
/// positive divisor (the frequent cases: `n % 2`, `n // 2`, `d * d`) inline, the rest through
/// `small_int_op`, which stays one out-of-line call.
#[inline(always)]
pub(super) fn quick_int_op(op: BinOp, a: i64, b: i64) -> Option<Value> {
    match op {
        BinOp::Add => a.checked_add(b).map(Value::Int),
        BinOp::Sub => a.checked_sub(b).map(Value::Int),
        BinOp::Mul => a.checked_mul(b).map(Value::Int),
        // Both signs known: Python's flooring and Rust's truncation give the same quotient and
        // remainder, so neither needs the sign correction (nor its planted bugs).
        BinOp::Mod if a >= 0 && b > 0 => Some(Value::Int(a % b)),
        BinOp::FloorDiv if a >= 0 && b > 0 => Some(Value::Int(a / b)),
        _ => small_int_op(op, a, b),
    }
}

#[inline]
pub(super) fn small_int_op(op: BinOp, a: i64, b: i64) -> Option<Value> {
    let v = match op {
        BinOp::Add => a.checked_add(b)?,
        BinOp::Sub => a.checked_sub(b)?,
        BinOp::Mul => a.checked_mul(b)?,
        BinOp::FloorDiv if b != 0 => {
            let (q, r) = (a.checked_div(b)?, a % b);
            if r != 0 && ((r < 0) != (b < 0)) && !crate::mutant::planted(crate::mutant::Mutant::FloorDivRounding) {
                q - 1
            } else {
                q
            }
        }
        BinOp::Mod if b != 0 => {
            let r = a.checked_rem(b)?;
            if r != 0 && ((r < 0) != (b < 0)) && !crate::mutant::planted(crate::mutant::Mutant::ModSign) {
                r + b
            } else {
                r
            }
        }
        BinOp::BitAnd => a & b,
        BinOp::BitOr => a | b,
        BinOp::BitXor => a ^ b,
        BinOp::Div if b != 0 && a.unsigned_abs() < (1 << 53) && b.unsigned_abs() < (1 << 53) => {
            return Some(Value::Float(a as f64 / b as f64))
        }
        BinOp::RShift if (0..64).contains(&b) => a >> b,
        BinOp::RShift if b >= 64 => {
            if a < 0 {
                -1
            } else {
                0
            }
        }
        BinOp::LShift if (0..63).contains(&b) && (a.unsigned_abs().leading_zeros() as i64) > b + 1 => a << b,
        BinOp::Pow if (0..64).contains(&b) => a.checked_pow(b as u32)?,
        _ => return None,
    };
    Some(Value::Int(v))
}

fn big_int_op(op: BinOp, a: BigInt, b: BigInt, limits: &Limits, at: Span) -> Result<Value, Fault> {
    let zero_div = |what: &str| Fault::exc(PyExc::ZeroDivisionError, what.to_owned(), at);
    let bits = |x: &BigInt| x.bits();
    let v = match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => {
            check_bits(bits(&a) + bits(&b), limits, at)?;
            a * b
        }
        BinOp::FloorDiv if b.is_zero() => return Err(zero_div("integer division or modulo by zero")),
        BinOp::FloorDiv if crate::mutant::planted(crate::mutant::Mutant::FloorDivRounding) => &a / &b,
        BinOp::FloorDiv => a.div_floor(&b),
        BinOp::Mod if b.is_zero() => return Err(zero_div("integer modulo by zero")),
        BinOp::Mod => a.mod_floor(&b),
        BinOp::Div if b.is_zero() => return Err(zero_div("division by zero")),
        BinOp::Div => return int_true_div(&a, &b, at),
        BinOp::Pow if b.is_negative() => {
            if a.is_zero() {
                return Err(zero_div("0.0 cannot be raised to a negative power"));
            }
            return float_op(BinOp::Pow, big_to_f64(&a, at)?, big_to_f64(&b, at)?, &Value::None, &Value::None, at);
        }
        BinOp::Pow => {
            let exp = b.to_u64().unwrap_or(u64::MAX);
            let base_bits = bits(&a);
            if base_bits > 1 {
                check_bits(base_bits.saturating_mul(exp), limits, at)?;
            }
            if a.abs() <= BigInt::from(1) || exp == 0 {
                if exp == 0 {
                    BigInt::from(1)
                } else if a.is_negative() && exp % 2 == 1 || !a.is_negative() {
                    a
                } else {
                    -a
                }
            } else {
                num_traits::pow(a, exp as usize)
            }
        }
        BinOp::BitAnd => a & b,
        BinOp::BitOr => a | b,
        BinOp::BitXor => a ^ b,
        BinOp::LShift | BinOp::RShift if b.is_negative() => return Err(Fault::value_error("negative shift count", at)),
        BinOp::LShift => {
            let n = b.to_u64().unwrap_or(u64::MAX);
            if !a.is_zero() {
                check_bits(bits(&a).saturating_add(n), limits, at)?;
            }
            a << n as usize
        }
        BinOp::RShift => {
            let n = b.to_u64().unwrap_or(u64::MAX).min(bits(&a) + 1);
            // Python's >> floors, like an arithmetic shift.
            a.div_floor(&(BigInt::from(1) << n as usize))
        }
        // `binary` refuses `@` of builtin values before it reaches numbers.
        BinOp::MatMul => return Err(Fault::unsupported_operands("@", None, "int", "int", at)),
    };
    Ok(Value::from_big(v))
}

/// `int / int`, correctly rounded as CPython does for exactly representable operands.
fn int_true_div(a: &BigInt, b: &BigInt, at: Span) -> Result<Value, Fault> {
    super::true_div::true_divide(a, b, at).map(Value::float)
}

pub fn big_to_f64(b: &BigInt, at: Span) -> Result<f64, Fault> {
    match b.to_f64() {
        Some(f) if f.is_finite() => Ok(f),
        _ => Err(Fault::exc(PyExc::OverflowError, "int too large to convert to float", at)),
    }
}

fn to_f64(n: Num, at: Span) -> Result<f64, Fault> {
    match n {
        Num::Float(f) => Ok(f),
        Num::Int(i) => big_to_f64(&i, at),
    }
}

fn float_op(op: BinOp, a: f64, b: f64, l: &Value, r: &Value, at: Span) -> Result<Value, Fault> {
    let zero_div = |m: &str| Err(Fault::exc(PyExc::ZeroDivisionError, m.to_owned(), at));
    Ok(Value::float(match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::Div if b == 0.0 => return zero_div("float division by zero"),
        BinOp::Div => a / b,
        BinOp::FloorDiv if b == 0.0 => return zero_div("float floor division by zero"),
        BinOp::FloorDiv => float_divmod(a, b).0,
        BinOp::Mod if b == 0.0 => return zero_div("float modulo"),
        BinOp::Mod => float_divmod(a, b).1,
        BinOp::Pow => {
            if a == 0.0 && b < 0.0 {
                return zero_div("0.0 cannot be raised to a negative power");
            }
            if a < 0.0 && a.is_finite() && b.fract() != 0.0 && b.is_finite() {
                // CPython's float power hands this one to complex power.
                let (a, b) = (super::complex::C64::new(a, 0.0), super::complex::C64::new(b, 0.0));
                return super::complex::power(a, b, at).map(super::complex::value);
            }
            let p = a.powf(b);
            if p.is_infinite() && a.is_finite() && b.is_finite() {
                return Err(Fault::exc(PyExc::OverflowError, "(34, 'Numerical result out of range')", at));
            }
            p
        }
        BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::LShift | BinOp::RShift | BinOp::MatMul => {
            return Err(unsupported_operands(op, l, r, at))
        }
    }))
}

/// CPython's float `divmod`: the remainder takes the divisor's sign.
fn float_divmod(a: f64, b: f64) -> (f64, f64) {
    let mut m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 {
        if (b < 0.0) != (m < 0.0) {
            m += b;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(b);
    }
    let floordiv = if div != 0.0 {
        let f = div.floor();
        if div - f > 0.5 {
            f + 1.0
        } else {
            f
        }
    } else {
        0.0f64.copysign(a / b)
    };
    (floordiv, m)
}

/// How many times `seq * n` repeats: `n`, none when negative.
fn repeat_count(n: &Value, at: Span) -> Result<usize, Fault> {
    let n = n.as_bigint().unwrap_or_default().to_i64();
    let n = n.ok_or_else(|| Fault::exc(PyExc::OverflowError, "cannot fit 'int' into an index-sized integer", at))?;
    Ok(n.max(0) as usize)
}

/// `xs *= n` of a list or deque: repeated in place, so every alias sees it (a deque keeps its
/// last `maxlen` items and records the change where CPython's does).
fn repeat_in_place(list: &super::value::List, n: &Value, limits: &Limits, at: Span) -> Result<(), Fault> {
    let n = repeat_count(n, at)?;
    let mut items = list.borrow_mut();
    check_len(items.len().saturating_mul(n), limits, at)?;
    if items.is_empty() || n == 1 {
        return Ok(());
    }
    list.changed();
    let len = items.len();
    let mut repeated: Vec<Value> = items.iter().cloned().cycle().take(len * n).collect();
    if let super::trashcan::ListKind::Deque(Some(max)) = list.kind() {
        let extra = repeated.len().saturating_sub(max);
        repeated.drain(..extra);
    }
    *items = repeated;
    Ok(())
}

fn repeat(seq: &Value, n: &Value, limits: &Limits, at: Span) -> Result<Value, Fault> {
    if let Value::List(deque) = seq {
        if deque.is_deque() {
            // `deque * n` is a new deque of the same `maxlen`, repeated as `*=` repeats.
            let fresh = Rc::new(super::trashcan::ListCell::of_kind(deque.borrow().to_vec(), deque.kind()));
            repeat_in_place(&fresh, n, limits, at)?;
            return Ok(Value::List(fresh));
        }
    }
    let n = repeat_count(n, at)?;
    Ok(match seq {
        Value::Str(s) => {
            if (s.char_len() as u128) * (n as u128) > i64::MAX as u128 {
                return Err(Fault::exc(PyExc::OverflowError, "repeated string is too long", at));
            }
            check_len(s.char_len().saturating_mul(n), limits, at)?;
            Value::str(s.as_str().repeat(n))
        }
        Value::Bytes(b) => {
            check_len(b.len().saturating_mul(n), limits, at)?;
            super::bytes::value(b.repeat(n))
        }
        Value::ByteArray(b) => {
            let b = b.borrow();
            check_len(b.len().saturating_mul(n), limits, at)?;
            super::bytearray::value(b.repeat(n))
        }
        Value::List(items) => {
            let items = items.borrow();
            check_len(items.len().saturating_mul(n), limits, at)?;
            Value::list(items.iter().cloned().cycle().take(items.len() * n).collect())
        }
        Value::Tuple(items) => {
            check_len(items.len().saturating_mul(n), limits, at)?;
            Value::tuple(items.iter().cloned().cycle().take(items.len() * n).collect())
        }
        other => {
            return Err(Fault::type_error(
                format!("can't multiply sequence by non-int of type '{}'", other.type_name()),
                at,
            ))
        }
    })
}

pub fn check_len(n: usize, limits: &Limits, at: Span) -> Result<(), Fault> {
    if n > limits.max_len {
        return Err(Fault::limit(
            LimitKind::Size,
            format!("a value of {n} items exceeds the size limit of {} items", limits.max_len),
            at,
        ));
    }
    Ok(())
}

fn check_bits(bits: u64, limits: &Limits, at: Span) -> Result<(), Fault> {
    if bits > limits.max_int_bits {
        return Err(Fault::limit(
            LimitKind::Size,
            format!("an integer of about {bits} bits exceeds the limit of {} bits", limits.max_int_bits),
            at,
        ));
    }
    Ok(())
}

/// An int comparison, or `None` for `in`/`is` (which need the general path). Always inlined:
/// out of line (LLVM's choice with `#[inline]`), every `if n < 2:` called it.
#[inline(always)]
pub(super) fn int_compare(op: CmpOp, a: i64, b: i64) -> Option<bool> {
    Some(match op {
        CmpOp::Eq => a == b,
        CmpOp::NotEq => a != b,
        CmpOp::Lt => a < b,
        CmpOp::LtE => a <= b,
        CmpOp::Gt => a > b,
        CmpOp::GtE => a >= b,
        CmpOp::In | CmpOp::NotIn | CmpOp::IsNone | CmpOp::IsNotNone | CmpOp::Is | CmpOp::IsNot => return None,
    })
}

/// `<`, `<=`, `>`, `>=` of two lists or two tuples, as CPython: the operator applied to the
/// first items that differ (identity first, then `==`), else to the lengths. So a nan item
/// makes every ordering false and an unordered pair of items names their own types.
fn sequence_order(op: CmpOp, l: &Value, r: &Value, at: Span) -> Option<Result<bool, Fault>> {
    let Some(_level) = super::deep::Level::enter() else {
        return Some(Err(super::deep::too_deep(at)));
    };
    super::deep::on_stack(|| sequence_order_here(op, l, r, at))
}

fn sequence_order_here(op: CmpOp, l: &Value, r: &Value, at: Span) -> Option<Result<bool, Fault>> {
    let (x, y): (Vec<Value>, Vec<Value>) = match (l, r) {
        // A deque orders only against a deque, a list against a list.
        (Value::List(x), Value::List(y)) if x.is_deque() == y.is_deque() => (x.borrow().to_vec(), y.borrow().to_vec()),
        (Value::Tuple(x), Value::Tuple(y)) => (x.to_vec(), y.to_vec()),
        // Slices order as the tuples of their three values (CPython 3.11).
        (Value::Slice(x), Value::Slice(y)) => (x.to_vec(), y.to_vec()),
        _ => return None,
    };
    Some(match x.iter().zip(&y).find(|(a, b)| !item_eq(a, b)) {
        Some((a, b)) => compare(op, a, b, at),
        None => compare(op, &Value::Int(x.len() as i64), &Value::Int(y.len() as i64), at),
    })
}

/// CPython's `TypeError` for an order comparison between values it does not order.
pub(super) fn unordered(op: CmpOp, l: &Value, r: &Value, at: Span) -> Fault {
    Fault::type_error(
        format!("'{}' not supported between instances of '{}' and '{}'", op.symbol(), l.class_name(), r.class_name()),
        at,
    )
}

/// Comparisons, `in`, and `is None`.
/// The two operands as floats: two floats, or a float and an int no larger than 2**53 (which a
/// float holds exactly, so the int's conversion cannot round); `None` for any other pair.
#[inline]
fn float_pair(l: &Value, r: &Value) -> Option<(f64, f64)> {
    const EXACT: u64 = 1 << 53;
    match (l, r) {
        (Value::Float(a), Value::Float(b)) => Some((*a, *b)),
        (Value::Float(a), Value::Int(b)) if b.unsigned_abs() <= EXACT => Some((*a, *b as f64)),
        (Value::Int(a), Value::Float(b)) if a.unsigned_abs() <= EXACT => Some((*a as f64, *b)),
        _ => None,
    }
}

/// `l + r`, `l - r`, `l * r` and `l / r` (by a nonzero) of a `float_pair`: IEEE's result, as
/// `float_op` computes it after the general way's conversions. Anything else (`//`, `%`, `**`,
/// a division by zero) takes the general way.
#[inline]
fn float_arith(op: BinOp, l: &Value, r: &Value) -> Option<Value> {
    let (a, b) = float_pair(l, r)?;
    Some(Value::float(match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::Div if b != 0.0 => a / b,
        _ => return None,
    }))
}

/// `l op r` of two floats, or of a float and an int no larger than 2**53 (which a float holds
/// exactly, so comparing it as one is CPython's exact comparison): IEEE's answer, CPython's for
/// them (a nan is unordered: every comparison false but `!=`). `None` for any other pair or
/// operator, which takes the general way (an int beyond 2**53 compared exactly).
#[inline]
fn float_compare(op: CmpOp, l: &Value, r: &Value) -> Option<bool> {
    let (a, b) = float_pair(l, r)?;
    match op {
        CmpOp::Eq => Some(a == b),
        CmpOp::NotEq => Some(a != b),
        CmpOp::Lt => Some(a < b),
        CmpOp::LtE => Some(a <= b),
        CmpOp::Gt => Some(a > b),
        CmpOp::GtE => Some(a >= b),
        _ => None,
    }
}

pub fn compare(op: CmpOp, l: &Value, r: &Value, at: Span) -> Result<bool, Fault> {
    use std::cmp::Ordering;
    if let (Value::Int(a), Value::Int(b)) = (l, r) {
        if let Some(result) = int_compare(op, *a, *b) {
            return Ok(result);
        }
    }
    if let Some(result) = float_compare(op, l, r) {
        return Ok(result);
    }
    // Membership is the container's alone (a view's included): no ordering to try first.
    match op {
        CmpOp::In => return contains(r, l, at),
        CmpOp::NotIn => return contains(r, l, at).map(|b| !b),
        _ => {}
    }
    if let Some(answer) = super::views::compare(op, l, r, at) {
        return answer;
    }
    if let Some(answer) = super::slot_values::compare(op, l, r, at) {
        return answer;
    }
    if matches!(op, CmpOp::Lt | CmpOp::LtE | CmpOp::Gt | CmpOp::GtE) {
        if let Some(answer) = sequence_order(op, l, r, at) {
            return answer;
        }
        if let Some(answer) = super::counter_order::counter_order(op, l, r, at) {
            return answer;
        }
        if matches!(l, Value::Complex(_)) || matches!(r, Value::Complex(_)) {
            return Err(unordered(op, l, r, at));
        }
    }
    let ordered = |want: fn(Ordering) -> bool| -> Result<bool, Fault> {
        match py_cmp(l, r) {
            Some(o) => Ok(want(o)),
            None if matches!((l, r), (Value::Float(a), _) if a.is_nan())
                || matches!((l, r), (_, Value::Float(b)) if b.is_nan()) =>
            {
                Ok(false)
            }
            None => Err(unordered(op, l, r, at)),
        }
    };
    match op {
        CmpOp::Eq => super::deep::checked(at, || py_eq(l, r)),
        CmpOp::NotEq => super::deep::checked(at, || !py_eq(l, r)),
        CmpOp::Lt => match (l, r) {
            (Value::Set(a), Value::Set(b)) => {
                Ok(a.borrow().len() < b.borrow().len() && a.borrow().is_subset(&b.borrow()))
            }
            _ => ordered(|o| o == Ordering::Less),
        },
        CmpOp::LtE => match (l, r) {
            (Value::Set(a), Value::Set(b)) => Ok(a.borrow().is_subset(&b.borrow())),
            _ => ordered(|o| o != Ordering::Greater),
        },
        CmpOp::Gt => match (l, r) {
            (Value::Set(a), Value::Set(b)) => {
                Ok(a.borrow().len() > b.borrow().len() && a.borrow().is_superset(&b.borrow()))
            }
            _ => ordered(|o| o == Ordering::Greater),
        },
        CmpOp::GtE => match (l, r) {
            (Value::Set(a), Value::Set(b)) => Ok(a.borrow().is_superset(&b.borrow())),
            _ => ordered(|o| o != Ordering::Less),
        },
        CmpOp::In => contains(r, l, at),
        CmpOp::NotIn => contains(r, l, at).map(|b| !b),
        CmpOp::IsNone => Ok(matches!(l, Value::None)),
        CmpOp::IsNotNone => Ok(!matches!(l, Value::None)),
        CmpOp::Is => super::identity::identical(l, r, at),
        CmpOp::IsNot => super::identity::identical(l, r, at).map(|same| !same),
    }
}

/// `item in container`.
pub fn contains(container: &Value, item: &Value, at: Span) -> Result<bool, Fault> {
    match container {
        Value::Str(s) => match item {
            Value::Str(sub) if crate::mutant::planted(crate::mutant::Mutant::StrIn) => {
                Ok(s.as_str().starts_with(sub.as_str()))
            }
            Value::Str(sub) => Ok(s.as_str().contains(sub.as_str())),
            other => Err(Fault::type_error(
                format!("'in <string>' requires string as left operand, not {}", other.type_name()),
                at,
            )),
        },
        Value::Bytes(b) => super::bytes::contains(b, item, at),
        Value::ByteArray(b) => super::bytes::contains(&b.borrow(), item, at),
        Value::List(items) => super::deep::checked(at, || items.borrow().iter().any(|v| item_eq(v, item))),
        Value::Tuple(items) => super::deep::checked(at, || items.iter().any(|v| item_eq(v, item))),
        // A hashable item is looked up as it is (no copy made a `Key`).
        Value::Dict(d) => {
            super::value::check_hashable(item, at)?;
            Ok(d.borrow().get_by_value(item).is_some())
        }
        Value::Set(s) if !matches!(item, Value::Set(_)) => {
            super::value::check_hashable(item, at)?;
            Ok(s.borrow().contains_value(item))
        }
        Value::Set(s) => Ok(s.borrow().contains(&Key::member(item.clone(), at)?)),
        Value::View(view) => view.contains(item, at),
        Value::Range(r) => Ok(match item {
            Value::Int(_) | Value::Bool(_) | Value::Big(_) => match item.as_i128() {
                // Every item of a range fits in 128 bits.
                None => false,
                Some(i) => {
                    let off = i.checked_sub(r.start);
                    !r.is_empty()
                        && off.is_some_and(|off| {
                            off % r.step == 0 && {
                                let idx = off / r.step;
                                idx >= 0 && (idx as u128) < r.len()
                            }
                        })
                }
            },
            Value::Float(f) if f.fract() == 0.0 => contains(container, &Value::from_big(big_from_f64(*f)), at)?,
            Value::Complex(c) if c.im == 0.0 && c.re.fract() == 0.0 => {
                contains(container, &Value::from_big(big_from_f64(c.re)), at)?
            }
            _ => false,
        }),
        other => Err(Fault::type_error(format!("argument of type '{}' is not iterable", other.type_name()), at)),
    }
}

/// Total order used by `sorted`/`min`/`max`: `py_cmp`, or a `TypeError` naming `<`.
pub fn less_than(a: &Value, b: &Value, at: Span) -> Result<bool, Fault> {
    compare(CmpOp::Lt, a, b, at)
}
