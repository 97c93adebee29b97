//! `bytearray` over concrete values: mutable bytes, one object shared by every name, list,
//! attribute and iterator that holds it (`Value::ByteArray`).
//!
//! What only reads is `bytes`' (`interp/bytes.rs`) over the current contents, with the
//! results CPython gives as `bytearray` retyped; what is here is what changes the object (item
//! and slice assignment, `del`, `+=`, `*=`, the list-like methods) and the operators that mix
//! it with `bytes`, with CPython's errors.

use super::builtins::collect_or;
use super::bytes::byte_of;
use super::indexing::index_of;
use super::methods::{args_between, no_kwargs, want_index, Kwargs};
use super::ops::check_len;
use super::value::{ByteArray, Value};
use crate::ir::{BinOp, Method, PyExc};
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;
use std::cell::RefCell;
use std::rc::Rc;

/// What CPython says of a value put into a bytearray that is not a byte.
const BYTE_RANGE: &str = "byte must be in range(0, 256)";

pub fn value(b: Vec<u8>) -> Value {
    Value::ByteArray(Rc::new(RefCell::new(b)))
}

/// `f` over the bytes of a bytes-like value (`bytes` or `bytearray`); `None` for any other.
pub fn with_bytes<R>(v: &Value, f: impl FnOnce(&[u8]) -> R) -> Option<R> {
    match v {
        Value::Bytes(b) => Some(f(b)),
        Value::ByteArray(b) => Some(f(&b.borrow())),
        _ => None,
    }
}

/// A copy of a bytes-like value's bytes.
pub fn bytes_of(v: &Value) -> Option<Vec<u8>> {
    with_bytes(v, <[u8]>::to_vec)
}

/// `bytearray(...)`, with `bytes(...)`'s arguments.
pub fn construct(args: Vec<Value>, kwargs: Kwargs, limits: &Limits, at: Span) -> Result<Value, Fault> {
    super::bytes::contents("bytearray", args, kwargs, limits, at).map(value)
}

/// `bytes` results of a reading method, as the `bytearray` method gives them.
fn retyped(v: Value) -> Value {
    match v {
        Value::Bytes(b) => value(b.to_vec()),
        Value::List(items) => Value::list(items.borrow().iter().cloned().map(retyped).collect()),
        Value::Tuple(items) => Value::tuple(items.iter().cloned().map(retyped).collect()),
        other => other,
    }
}

/// `ba[i]`: an int.
pub fn item(buf: &ByteArray, index: &Value, at: Span) -> Result<Value, Fault> {
    let b = buf.borrow();
    Ok(Value::Int(i64::from(b[index_of(index, b.len(), "bytearray", at)?])))
}

/// `ba[a:b:c]`: a new bytearray.
pub fn slice(buf: &ByteArray, bounds: &[Option<Value>; 3], at: Span) -> Result<Value, Fault> {
    let b = buf.borrow();
    let (start, stop, step) = super::indexing::slice_indices(bounds, b.len(), at)?;
    Ok(value(super::indexing::slice_positions(start, stop, step).map(|i| b[i]).collect()))
}

/// `ba[i] = x`: the index is checked before the value, as CPython does.
pub fn set_item(buf: &ByteArray, index: &Value, x: &Value, at: Span) -> Result<(), Fault> {
    let i = index_of(index, buf.borrow().len(), "bytearray", at)?;
    let byte = byte_of(x, BYTE_RANGE, at)?;
    buf.borrow_mut()[i] = byte;
    Ok(())
}

/// `del ba[i]`.
pub fn del_item(buf: &ByteArray, index: &Value, at: Span) -> Result<(), Fault> {
    let mut b = buf.borrow_mut();
    let i = index_of(index, b.len(), "bytearray", at)?;
    b.remove(i);
    Ok(())
}

/// `ba[a:b:c] = items` (`Some`, the ints of the value assigned) or `del ba[a:b:c]` (`None`).
pub fn assign_slice(
    buf: &ByteArray,
    bounds: &[Option<Value>; 3],
    items: Option<Vec<Value>>,
    at: Span,
) -> Result<(), Fault> {
    let bytes = match items {
        Some(items) => Some(items.iter().map(|v| byte_of(v, BYTE_RANGE, at)).collect::<Result<Vec<u8>, _>>()?),
        None => None,
    };
    let mut b = buf.borrow_mut();
    super::forms::splice_slice(&mut b, bounds, bytes, at).map_err(|f| {
        let message = f.message().replacen("assign sequence of size", "assign bytes of size", 1);
        f.with_message(message)
    })
}

/// `ba + x` and `b + ba` (the left operand's type wins); `None` leaves the operator to the
/// general rules and their errors (`ba * n` repeats as any sequence does).
pub fn binary(op: BinOp, l: &Value, r: &Value, limits: &Limits, at: Span) -> Option<Result<Value, Fault>> {
    if op != BinOp::Add {
        return None;
    }
    let left = bytes_of(l)?;
    let Some(joined) = with_bytes(r, |b| [&left[..], b].concat()) else {
        let message = format!("can't concat {} to {}", r.type_name(), l.type_name());
        return Some(Err(Fault::type_error(message, at)));
    };
    if let Err(f) = check_len(joined.len(), limits, at) {
        return Some(Err(f));
    }
    Some(Ok(match l {
        Value::Bytes(_) => super::bytes::value(joined),
        _ => value(joined),
    }))
}

/// `ba += x` (bytes-like only) and `ba *= n`, changing `ba` itself; `None` for other operators.
pub fn inplace(op: BinOp, buf: &ByteArray, r: &Value, limits: &Limits, at: Span) -> Option<Result<(), Fault>> {
    match op {
        BinOp::Add => Some(match bytes_of(r) {
            Some(more) => {
                let len = buf.borrow().len();
                check_len(len + more.len(), limits, at).map(|()| buf.borrow_mut().extend(more))
            }
            None => Err(Fault::type_error(format!("can't concat {} to bytearray", r.type_name()), at)),
        }),
        BinOp::Mul if r.is_int_like() => Some(repeat_in_place(buf, r, limits, at)),
        _ => None,
    }
}

/// `ba *= n`: a count below one empties it.
fn repeat_in_place(buf: &ByteArray, n: &Value, limits: &Limits, at: Span) -> Result<(), Fault> {
    let n = want_index(n, at)
        .map_err(|_| Fault::exc(PyExc::OverflowError, "cannot fit 'int' into an index-sized integer", at))?;
    let n = n.max(0) as usize;
    check_len(buf.borrow().len().saturating_mul(n), limits, at)?;
    let repeated = buf.borrow().repeat(n);
    *buf.borrow_mut() = repeated;
    Ok(())
}

/// A method of `bytearray`: the mutators here, the rest `bytes`' over the contents.
pub fn call(
    m: Method,
    buf: &ByteArray,
    mut args: Vec<Value>,
    kwargs: Kwargs,
    limits: &Limits,
    at: Span,
) -> Result<Value, Fault> {
    let mutator = matches!(
        m,
        Method::Append
            | Method::Extend
            | Method::Insert
            | Method::Pop
            | Method::Remove
            | Method::Reverse
            | Method::Clear
            | Method::Copy
    );
    if !mutator {
        let contents = buf.borrow().clone();
        return super::bytes::call(m, &contents, args, kwargs, limits, at).map(retyped);
    }
    no_kwargs(m, &kwargs, at)?;
    match m {
        Method::Append => {
            arity(m, &args, 1, 1, at)?;
            let byte = byte_of(&args[0], BYTE_RANGE, at)?;
            check_len(buf.borrow().len() + 1, limits, at)?;
            buf.borrow_mut().push(byte);
        }
        Method::Extend => {
            arity(m, &args, 1, 1, at)?;
            let more = extension(args.pop().unwrap_or(Value::None), limits, at)?;
            check_len(buf.borrow().len() + more.len(), limits, at)?;
            buf.borrow_mut().extend(more);
        }
        Method::Insert => {
            arity(m, &args, 2, 2, at)?;
            let i = want_index(&args[0], at)?;
            let byte = byte_of(&args[1], BYTE_RANGE, at)?;
            let mut b = buf.borrow_mut();
            let len = b.len() as i64;
            // Clamped to the ends, as `list.insert` is.
            let at_pos = if i < 0 { (i + len).max(0) } else { i.min(len) };
            check_len(b.len() + 1, limits, at)?;
            b.insert(at_pos as usize, byte);
        }
        Method::Pop => {
            arity(m, &args, 0, 1, at)?;
            let i = match args.first() {
                Some(v) => want_index(v, at)?,
                None => -1,
            };
            let mut b = buf.borrow_mut();
            if b.is_empty() {
                return Err(Fault::exc(PyExc::IndexError, "pop from empty bytearray", at));
            }
            let len = b.len() as i64;
            let k = if i < 0 { i + len } else { i };
            if !(0..len).contains(&k) {
                return Err(Fault::exc(PyExc::IndexError, "pop index out of range", at));
            }
            return Ok(Value::Int(i64::from(b.remove(k as usize))));
        }
        Method::Remove => {
            arity(m, &args, 1, 1, at)?;
            let byte = byte_of(&args[0], BYTE_RANGE, at)?;
            let mut b = buf.borrow_mut();
            let Some(k) = b.iter().position(|c| *c == byte) else {
                return Err(Fault::value_error("value not found in bytearray", at));
            };
            b.remove(k);
        }
        Method::Reverse => {
            arity(m, &args, 0, 0, at)?;
            buf.borrow_mut().reverse();
        }
        Method::Clear => {
            arity(m, &args, 0, 0, at)?;
            buf.borrow_mut().clear();
        }
        _ => {
            arity(m, &args, 0, 0, at)?;
            return Ok(value(buf.borrow().clone()));
        }
    }
    Ok(Value::None)
}

/// `args_between`, naming `bytearray` where CPython's message names the type.
fn arity(m: Method, args: &[Value], min: usize, max: usize, at: Span) -> Result<(), Fault> {
    args_between(m, args, min, max, at).map_err(|f| {
        let owner = m.receivers().first().map_or("object", |r| r.name());
        let message = f.message().replacen(&format!("{owner}.{}", m.name()), &format!("bytearray.{}", m.name()), 1);
        f.with_message(message)
    })
}

/// The bytes `extend` adds: a bytes-like value's, or an iterable's ints (text is iterated, so
/// its first character is the error, as in CPython).
fn extension(v: Value, limits: &Limits, at: Span) -> Result<Vec<u8>, Fault> {
    if let Some(b) = bytes_of(&v) {
        return Ok(b);
    }
    let items = collect_or(v, limits, at, |type_name| format!("can't extend bytearray with {type_name}"))?;
    items.iter().map(|v| byte_of(v, BYTE_RANGE, at)).collect()
}
