//! `a is b` between the interpreter's values: which ones are one object in CPython, and where
//! that is CPython's implementation detail (refused, never guessed).

use super::value::Value;
use crate::ir::PyStr;
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

/// `a is b`. Objects with one instance (`None`, `True`, a type, a builtin, a class, an
/// exception class) and objects with identity (containers, functions, rows, exceptions) answer
/// as CPython does; two numbers are refused, because whether two equal ones are one object is
/// CPython's implementation detail, and so are two equal strs clauz3 holds apart ([`same_str`]).
pub(super) fn identical(l: &Value, r: &Value, at: Span) -> Result<bool, Fault> {
    let unknowable = |v: &Value| matches!(v, Value::Int(_) | Value::Big(_) | Value::Float(_) | Value::Complex(_));
    if unknowable(l) && unknowable(r) && l.type_name() == r.type_name() {
        return Err(Fault::unsupported(
            format!(
                "`is` between two `{}` values depends on how CPython stores them; compare with `==`",
                l.type_name()
            ),
            at,
        ));
    }
    Ok(match (l, r) {
        (Value::None, Value::None) => true,
        (Value::Bool(a), Value::Bool(b)) => a == b,
        (Value::List(a), Value::List(b)) => Rc::ptr_eq(a, b),
        (Value::Tuple(a), Value::Tuple(b)) => Rc::ptr_eq(a, b) || shared_immutable(l, r, at)?,
        (Value::Bytes(a), Value::Bytes(b)) => Rc::ptr_eq(a, b) || shared_immutable(l, r, at)?,
        (Value::Str(a), Value::Str(b)) => same_str(a, b, at)?,
        (Value::Dict(a), Value::Dict(b)) => Rc::ptr_eq(a, b),
        (Value::Set(a), Value::Set(b)) => Rc::ptr_eq(a, b),
        (Value::ByteArray(a), Value::ByteArray(b)) => Rc::ptr_eq(a, b),
        (Value::Range(a), Value::Range(b)) => Rc::ptr_eq(a, b),
        (Value::Slice(a), Value::Slice(b)) => Rc::ptr_eq(a, b),
        (Value::Iter(a), Value::Iter(b)) => iter_address(a) == iter_address(b),
        (Value::Function(a), Value::Function(b)) => Rc::ptr_eq(a, b),
        (Value::Builtin(a), Value::Builtin(b)) => a == b,
        // `str.upper is str.upper`: a type's method is one object.
        (Value::Method(a), Value::Method(b)) => {
            Rc::ptr_eq(a, b) || (a.0 == b.0 && matches!((&a.1, &b.1), (Value::Builtin(x), Value::Builtin(y)) if x == y))
        }
        // `int.__add__ is int.__add__`: a type's slot is one descriptor.
        (Value::Contract(a), Value::Contract(b)) => {
            super::module_value::same_object(a, b) || super::slot_values::equal(l, r).unwrap_or(false)
        }
        (Value::Record(a), Value::Record(b)) => Rc::ptr_eq(a, b),
        (Value::Row(a), Value::Row(b)) => Rc::ptr_eq(a, b),
        (Value::RowClass(a), Value::RowClass(b)) => a == b,
        (Value::Column(a), Value::Column(b)) => Rc::ptr_eq(a, b),
        // A class is one object; an exception instance has identity.
        (Value::Class(a), Value::Class(b)) => a == b,
        (Value::ExcClass(a), Value::ExcClass(b)) => a.same(b),
        (Value::Exception(a), Value::Exception(b)) => Rc::ptr_eq(a, b),
        // Reached for instances when the program defines no class (`object()` sentinels).
        (Value::Object(a), Value::Object(b)) => Rc::ptr_eq(a, b),
        (Value::View(a), Value::View(b)) => Rc::ptr_eq(a, b),
        (Value::ViewClass(a), Value::ViewClass(b)) => a == b,
        // Values of different types are different objects.
        _ => false,
    })
}

/// `a is b` for two tuples (or two bytes) clauz3 holds apart: CPython may hold equal ones as
/// one object (`t[:]`, `t * 1` and `t + ()` give `t` back, equal constants of one function
/// are folded, `()` is a singleton), so only unequal ones are known to be two.
fn shared_immutable(l: &Value, r: &Value, at: Span) -> Result<bool, Fault> {
    if !super::deep::item_eq_checked(l, r, at)? {
        return Ok(false);
    }
    Err(Fault::unsupported(
        format!(
            "`is` between two equal `{}` values depends on whether CPython shares them; compare with `==`",
            l.type_name()
        ),
        at,
    ))
}

/// `a is b` for two strs. One str clauz3 holds (a module's constant, a value passed around or
/// stored, a literal read again, an ASCII character, which CPython also keeps once) is one
/// object in CPython too, and unequal strs are two; clauz3 never shares a str CPython would
/// make anew. Two equal strs clauz3 holds apart may be one object in CPython or two (it
/// interns names, shares one-character and empty strs, merges a module's equal constants,
/// gives some unchanged strs back): refused.
fn same_str(a: &Rc<PyStr>, b: &Rc<PyStr>, at: Span) -> Result<bool, Fault> {
    if Rc::ptr_eq(a, b) {
        return Ok(true);
    }
    if a.as_str() != b.as_str() {
        return Ok(false);
    }
    Err(Fault::unsupported(
        "`is` between two equal `str` values made apart depends on whether CPython interns or shares them; compare with `==`",
        at,
    ))
}

/// The address that tells iterator objects apart: a generator's own state, however many
/// values wrap it (`gen.gi_yieldfrom is inner` reads the delegate from inside the generator
/// that holds it), else the iterator's.
pub(super) fn iter_address(it: &Rc<std::cell::RefCell<super::iter::PyIter>>) -> usize {
    match it.try_borrow().as_deref() {
        Ok(super::iter::PyIter::Lazy(lazy)) => Rc::as_ptr(&lazy.0).cast::<()>() as usize,
        _ => Rc::as_ptr(it).cast::<()>() as usize,
    }
}
