//! `int.to_bytes` and `int.from_bytes`: an int as big- or little-endian bytes, two's
//! complement when `signed`.

use super::methods::{take, want_index, Kwargs};
use super::value::Value;
use crate::ir::PyExc;
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;
use num_bigint::{BigInt, Sign};

/// `(length=1, byteorder="big", *, signed=False)` after the receiver or the bytes.
fn params(
    method: &str,
    mut args: Vec<Value>,
    mut kwargs: Kwargs,
    first: &str,
    at: Span,
) -> Result<(Option<Value>, bool, bool), Fault> {
    if args.len() > 2 {
        return Err(Fault::type_error(
            format!("{method}() takes at most 2 positional arguments ({} given)", args.len()),
            at,
        ));
    }
    let signed = take(&mut kwargs, "signed").is_some_and(|v| v.truthy());
    let by_name = [take(&mut kwargs, first), take(&mut kwargs, "byteorder")];
    if let Some((k, _)) = kwargs.first() {
        return Err(Fault::type_error(format!("{method}() got an unexpected keyword argument '{k}'"), at));
    }
    let order = if args.len() == 2 { args.pop() } else { None };
    let head = args.pop();
    for (name, a, b) in [(first, &head, &by_name[0]), ("byteorder", &order, &by_name[1])] {
        if a.is_some() && b.is_some() {
            return Err(Fault::type_error(
                format!("argument for {method}() given by name ('{name}') and position (1)"),
                at,
            ));
        }
    }
    let [head_named, order_named] = by_name;
    let big = match order.or(order_named) {
        None => true,
        Some(Value::Str(s)) if s.as_str() == "big" => true,
        Some(Value::Str(s)) if s.as_str() == "little" => false,
        Some(Value::Str(_)) => return Err(Fault::value_error("byteorder must be either 'little' or 'big'", at)),
        Some(other) => {
            return Err(Fault::type_error(
                format!("{method}() argument 'byteorder' must be str, not {}", other.type_name()),
                at,
            ))
        }
    };
    Ok((head.or(head_named), big, signed))
}

/// `n.to_bytes(length=1, byteorder="big", *, signed=False)`.
pub fn to_bytes(recv: &Value, args: Vec<Value>, kwargs: Kwargs, limits: &Limits, at: Span) -> Result<Value, Fault> {
    let (length, big, signed) = params("to_bytes", args, kwargs, "length", at)?;
    let length = match length {
        Some(v) => want_index(&v, at)?,
        None => 1,
    };
    if length < 0 {
        return Err(Fault::value_error("length argument must be non-negative", at));
    }
    super::ops::check_len(length as usize, limits, at)?;
    let n = recv.as_bigint().unwrap_or_default();
    if !signed && n.sign() == Sign::Minus {
        return Err(Fault::exc(PyExc::OverflowError, "can't convert negative int to unsigned", at));
    }
    let mut out = if signed { n.to_signed_bytes_be() } else { n.to_bytes_be().1 };
    if n.sign() == Sign::NoSign {
        out.clear();
    }
    let length = length as usize;
    if out.len() > length {
        return Err(Fault::exc(PyExc::OverflowError, "int too big to convert", at));
    }
    let fill = if n.sign() == Sign::Minus { 0xff } else { 0 };
    let mut padded = vec![fill; length - out.len()];
    padded.extend(out);
    if !big {
        padded.reverse();
    }
    Ok(super::bytes::value(padded))
}

/// `int.from_bytes(bytes, byteorder="big", *, signed=False)`.
pub fn from_bytes(args: Vec<Value>, kwargs: Kwargs, at: Span) -> Result<Value, Fault> {
    let (source, big, signed) = params("from_bytes", args, kwargs, "bytes", at)?;
    let mut data = match source {
        Some(Value::Bytes(b)) => b.to_vec(),
        Some(Value::ByteArray(b)) => b.borrow().clone(),
        Some(Value::List(items)) => {
            let items = items.borrow();
            items.iter().map(|v| byte(v, at)).collect::<Result<Vec<u8>, _>>()?
        }
        Some(other) => {
            return Err(Fault::type_error(format!("cannot convert '{}' object to bytes", other.type_name()), at))
        }
        None => return Err(Fault::type_error("from_bytes() missing required argument 'bytes' (pos 1)", at)),
    };
    if !big {
        data.reverse();
    }
    let n = if signed { BigInt::from_signed_bytes_be(&data) } else { BigInt::from_bytes_be(Sign::Plus, &data) };
    Ok(Value::from_big(n))
}

fn byte(v: &Value, at: Span) -> Result<u8, Fault> {
    let i = want_index(v, at)?;
    u8::try_from(i).map_err(|_| Fault::value_error("bytes must be in range(0, 256)", at))
}
