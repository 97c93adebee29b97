//! The builtin functions of the subset over concrete values.

use super::convert;
use super::iter::PyIter;
use super::numtext;
use super::ops::{self, check_len};
use super::repr::{check_int_text, repr, to_str};
use super::value::{big_from_f64, Key, RangeVal, Value};
use super::Concrete;
use crate::ir::{Builtin, PyExc};
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;
use num_traits::Signed;
use std::cell::RefCell;
use std::rc::Rc;

pub use super::sorting::sort_values;

type Kwargs = Vec<(Rc<str>, Value)>;

/// The items of an iterable for `sorted`, `min` and `max` without `key=`. Their answers do not
/// depend on the order they read the items in when the items form a strict chain under `<`,
/// so a set is then read in our order even while the prover may not rest on that order. Ties
/// (a `nan`, tuples equal up to one) or comparisons that raise make the answer depend on
/// CPython's order (which item wins, which pair the `TypeError` names): such a set is refused
/// as any other iteration of it is.
fn collect_unordered(v: Value, limits: &Limits, at: Span) -> Result<Vec<Value>, Fault> {
    let Value::Set(set) = &v else { return collect(v, limits, at) };
    let items: Vec<Value> = set.borrow().iter().map(|k| k.0.clone()).collect();
    let order_fixed = super::pyset::check_order(&set.borrow(), at);
    match order_fixed {
        Err(refused) if !strict_chain(&items, at) => Err(refused),
        _ => Ok(items),
    }
}

/// Whether `items`, sorted, are each strictly less than the next.
fn strict_chain(items: &[Value], at: Span) -> bool {
    let Ok(sorted) = sort_values(items.to_vec(), None, false, at) else { return false };
    sorted.windows(2).all(|pair| matches!(ops::compare(crate::ir::CmpOp::Lt, &pair[0], &pair[1], at), Ok(true)))
}

/// The items of `list(v)`, `tuple(v)`, `sorted(v)`: CPython sizes the list by `len(v)` first,
/// so a range longer than `sys.maxsize` is its `OverflowError` (iterating it is not).
fn collect_sized(v: Value, limits: &Limits, at: Span) -> Result<Vec<Value>, Fault> {
    if let Value::Range(r) = &v {
        r.py_len(at)?;
    }
    collect(v, limits, at)
}

pub fn collect(v: Value, limits: &Limits, at: Span) -> Result<Vec<Value>, Fault> {
    if let Value::List(l) = &v {
        return Ok(l.borrow().to_vec());
    }
    if let Value::Range(r) = &v {
        check_len(r.len_saturated(), limits, at)?;
    }
    drain(PyIter::over(v, at)?, limits, at)
}

/// The items of a value an assignment unpacks: one that is not iterable is CPython's
/// `cannot unpack non-iterable int object`, not the plain iteration error.
pub fn collect_to_unpack(v: Value, limits: &Limits, at: Span) -> Result<Vec<Value>, Fault> {
    collect_or(v, limits, at, |type_name| format!("cannot unpack non-iterable {type_name} object"))
}

/// [`collect`], with the `TypeError` of a value that is not iterable at all reworded by
/// `message` from its type's name, as CPython words it per operation (errors raised while
/// iterating stay as they are).
pub fn collect_or(
    v: Value,
    limits: &Limits,
    at: Span,
    message: impl FnOnce(&str) -> String,
) -> Result<Vec<Value>, Fault> {
    let type_name = v.type_name();
    collect(v, limits, at).map_err(|f| {
        if f.message() == format!("'{type_name}' object is not iterable") {
            f.with_message(message(&type_name))
        } else {
            f
        }
    })
}

/// Every item left in an iterator, within the length limit.
pub fn drain(mut it: PyIter, limits: &Limits, at: Span) -> Result<Vec<Value>, Fault> {
    let mut out = Vec::new();
    while let Some(item) = it.next(at)? {
        out.push(item);
        if out.len() > limits.max_len {
            check_len(out.len(), limits, at)?;
        }
    }
    Ok(out)
}

/// CPython's arity errors: one-argument builtins say `len() takes exactly one argument (2
/// given)`, the others what they expected (`divmod expected 2 arguments, got 1`).
fn arity(b: Builtin, args: &[Value], min: usize, max: usize, at: Span) -> Result<(), Fault> {
    let n = args.len();
    if (min..=max).contains(&n) {
        return Ok(());
    }
    let plural = |k: usize| if k == 1 { "" } else { "s" };
    let message = if min == 1 && max == 1 {
        format!("{}() takes exactly one argument ({n} given)", b.name())
    } else if min == max {
        format!("{} expected {min} argument{}, got {n}", b.name(), plural(min))
    } else if n < min {
        format!("{} expected at least {min} argument{}, got {n}", b.name(), plural(min))
    } else {
        format!("{} expected at most {max} argument{}, got {n}", b.name(), plural(max))
    };
    Err(Fault::type_error(message, at))
}

fn no_kwargs(b: Builtin, kwargs: &Kwargs, at: Span) -> Result<(), Fault> {
    match kwargs.first() {
        Some((k, _)) => Err(Fault::type_error(format!("{}() got an unexpected keyword argument '{k}'", b.name()), at)),
        None => Ok(()),
    }
}

fn take(kwargs: &mut Kwargs, name: &str) -> Option<Value> {
    let i = kwargs.iter().position(|(k, _)| &**k == name)?;
    Some(kwargs.remove(i).1)
}

/// A builtin called with one positional argument and no keywords (`len(xs)`, `abs(d)`): the
/// common ones without an argument vector, the others through `call`.
pub fn call_one(rt: &mut Concrete, b: Builtin, v: Value, at: Span) -> Result<Value, Fault> {
    match b {
        Builtin::Len => len(&v, at),
        Builtin::Abs => abs(&v, at),
        // An `i64`'s text without an argument vector or a big int.
        Builtin::Str | Builtin::Repr if matches!(v, Value::Int(_)) => Ok(Value::str(to_str(&v))),
        Builtin::Hex => match v {
            Value::Int(i) if i < 0 => Ok(Value::str(format!("-0x{:x}", i.unsigned_abs()))),
            Value::Int(i) => Ok(Value::str(format!("0x{i:x}"))),
            v => call(rt, b, vec![v], Vec::new(), at),
        },
        _ => call(rt, b, vec![v], Vec::new(), at),
    }
}

/// `len(v)`.
/// CPython's refusal of `sum(items, start)` for a text or bytes `start`, raised before any item
/// is read (so even for no items); `None` for a start it adds to.
pub fn sum_start_refusal(start: &Value) -> Option<&'static str> {
    match start {
        Value::Str(_) => Some("sum() can't sum strings [use ''.join(seq) instead]"),
        Value::Bytes(_) => Some("sum() can't sum bytes [use b''.join(seq) instead]"),
        Value::ByteArray(_) => Some("sum() can't sum bytearray [use b''.join(seq) instead]"),
        _ => None,
    }
}

fn len(v: &Value, at: Span) -> Result<Value, Fault> {
    let n = match v {
        Value::Str(s) => s.char_len(),
        Value::Bytes(b) => b.len(),
        Value::ByteArray(b) => b.borrow().len(),
        Value::List(l) => l.borrow().len(),
        Value::Tuple(t) => t.len(),
        Value::Dict(d) => d.borrow().len(),
        Value::Set(s) => s.borrow().len(),
        Value::View(v) => v.len(),
        Value::Range(r) => r.py_len(at)?,
        other => return Err(Fault::type_error(format!("object of type '{}' has no len()", other.type_name()), at)),
    };
    Ok(Value::Int(n as i64))
}

/// `abs(v)`: an `i64` stays one (but for `i64::MIN`, whose absolute value does not fit).
fn abs(v: &Value, at: Span) -> Result<Value, Fault> {
    match v {
        Value::Int(i) if *i != i64::MIN => Ok(Value::Int(i.abs())),
        Value::Float(f) => Ok(Value::float(f.abs())),
        Value::Complex(c) => super::complex::abs(**c, at),
        v if v.is_int_like() => Ok(Value::from_big(v.as_bigint().unwrap_or_default().abs())),
        other => Err(Fault::type_error(format!("bad operand type for abs(): '{}'", other.type_name()), at)),
    }
}

/// `min`/`max` of several plain scalars (`Domain::extreme_of_scalars`); any other arguments
/// are given back for the whole way (a tuple may hold an instance).
pub fn extreme_of_scalars(
    rt: &mut Concrete,
    b: Builtin,
    args: Vec<Value>,
    at: Span,
) -> Result<Result<Value, Vec<Value>>, Fault> {
    if !args
        .iter()
        .all(|v| matches!(v, Value::Int(_) | Value::Big(_) | Value::Float(_) | Value::Bool(_) | Value::Str(_)))
    {
        return Ok(Err(args));
    }
    call(rt, b, args, Vec::new(), at).map(Ok)
}

pub fn call(rt: &mut Concrete, b: Builtin, mut args: Vec<Value>, mut kwargs: Kwargs, at: Span) -> Result<Value, Fault> {
    let limits = rt.limits;
    if b.contract_only() {
        return (super::contract_object::contract_ops(at)?.builtin)(b, args, kwargs, at);
    }
    match b {
        Builtin::Print => {
            let sep = take(&mut kwargs, "sep").map(|v| to_str(&v)).unwrap_or_else(|| " ".into());
            let end = take(&mut kwargs, "end").map(|v| to_str(&v)).unwrap_or_else(|| "\n".into());
            // The run's output is captured whole: flushing changes nothing anyone can see.
            take(&mut kwargs, "flush");
            no_kwargs(b, &kwargs, at)?;
            args.iter().try_for_each(|a| check_int_text(a, at))?;
            let line = args.iter().map(to_str).collect::<Vec<_>>().join(&sep);
            check_len(rt.output.len() + line.len(), &limits, at)?;
            rt.emit(&format!("{line}{end}"));
            return Ok(Value::None);
        }
        Builtin::Min
        | Builtin::Max
        | Builtin::Sorted
        | Builtin::Dict
        | Builtin::Zip
        | Builtin::Counter
        | Builtin::Defaultdict
        | Builtin::OrderedDict
        | Builtin::Deque
        | Builtin::Bytes
        | Builtin::Bytearray
        | Builtin::Str
        | Builtin::Complex
        | Builtin::ModuleObject => {}
        _ => no_kwargs(b, &kwargs, at)?,
    }
    match b {
        Builtin::Len => {
            arity(b, &args, 1, 1, at)?;
            len(&args[0], at)
        }
        Builtin::Slice => super::slices::make(args, at),
        Builtin::Range => {
            arity(b, &args, 1, 3, at)?;
            let mut ints = Vec::with_capacity(3);
            for a in &args {
                match a.as_i128() {
                    Some(i) => ints.push(i),
                    None if a.is_int_like() => {
                        return Err(Fault::exc(
                            PyExc::OverflowError,
                            "range() argument is too large for clauz3 (128-bit)",
                            at,
                        ))
                    }
                    None => return Err(super::convert::not_an_integer(a, at)),
                }
            }
            let (start, stop, step) = match ints[..] {
                [stop] => (0, stop, 1),
                [start, stop] => (start, stop, 1),
                [start, stop, step] => (start, stop, step),
                _ => unreachable!("arity checked"),
            };
            if step == 0 {
                return Err(Fault::value_error("range() arg 3 must not be zero", at));
            }
            Ok(Value::Range(Rc::new(RangeVal { start, stop, step })))
        }
        Builtin::Min | Builtin::Max => {
            let default = crate::sema::extreme_default(&mut kwargs, b.name(), at)?;
            let items = match args.len() {
                0 => return Err(Fault::type_error(format!("{} expected at least 1 argument, got 0", b.name()), at)),
                1 => collect_unordered(args.pop().unwrap_or(Value::None), &limits, at)?,
                _ if default.is_some() => {
                    return Err(Fault::type_error(
                        format!("Cannot specify a default for {}() with multiple positional arguments", b.name()),
                        at,
                    ))
                }
                _ => args,
            };
            // CPython asks `item < best` (min) or `item > best` (max) and keeps the first best.
            let op = if b == Builtin::Min { crate::ir::CmpOp::Lt } else { crate::ir::CmpOp::Gt };
            let mut best: Option<Value> = None;
            for item in items {
                best = Some(match best {
                    None => item,
                    Some(cur) => {
                        let better = ops::compare(op, &item, &cur, at)?;
                        if better {
                            item
                        } else {
                            cur
                        }
                    }
                });
            }
            best.or(default).ok_or_else(|| Fault::value_error(format!("{}() arg is an empty sequence", b.name()), at))
        }
        Builtin::Sum => {
            arity(b, &args, 1, 2, at)?;
            let start = if args.len() == 2 { args.pop().unwrap_or(Value::Int(0)) } else { Value::Int(0) };
            if let Some(refusal) = sum_start_refusal(&start) {
                return Err(Fault::type_error(refusal, at));
            }
            let mut it = PyIter::over(args.pop().unwrap_or(Value::None), at)?;
            let mut total = start;
            while let Some(item) = it.next(at)? {
                rt.tick(at)?;
                total = ops::binary(crate::ir::BinOp::Add, total, item, &limits, at)?;
            }
            Ok(total)
        }
        Builtin::Abs => {
            arity(b, &args, 1, 1, at)?;
            abs(&args[0], at)
        }
        Builtin::Sorted => {
            let reverse = take(&mut kwargs, "reverse").is_some_and(|v| v.truthy());
            no_kwargs(b, &kwargs, at)?;
            arity(b, &args, 1, 1, at)?;
            let items = match args.pop().unwrap_or(Value::None) {
                Value::Range(r) => collect_sized(Value::Range(r), &limits, at)?,
                v => collect_unordered(v, &limits, at)?,
            };
            Ok(Value::list(sort_values(items, None, reverse, at)?))
        }
        Builtin::Reversed => {
            arity(b, &args, 1, 1, at)?;
            // A dict and its views iterate backwards live, checking the dict's size.
            let reversed_view = match &args[0] {
                Value::Dict(dict) => Some(PyIter::over_dict(dict.clone(), super::views::ViewKind::Keys, true)),
                Value::View(view) => Some(PyIter::over_dict(view.dict.clone(), view.kind, true)),
                _ => None,
            };
            if let Some(it) = reversed_view.or_else(|| PyIter::reversed_live(&args[0])) {
                return Ok(Value::Iter(Rc::new(RefCell::new(it))));
            }
            let items = match &args[0] {
                Value::List(_)
                | Value::Tuple(_)
                | Value::Str(_)
                | Value::Range(_)
                | Value::Bytes(_)
                | Value::ByteArray(_) => collect(args[0].clone(), &limits, at)?,
                other => {
                    return Err(Fault::type_error(format!("'{}' object is not reversible", other.type_name()), at))
                }
            };
            let items: Vec<Value> = items.into_iter().rev().collect();
            Ok(Value::Iter(Rc::new(RefCell::new(PyIter::Reversed { items: items.into_iter() }))))
        }
        Builtin::Enumerate => {
            arity(b, &args, 1, 2, at)?;
            let count = match args.get(1) {
                Some(v) => Value::from_big(v.as_bigint().ok_or_else(|| super::convert::not_an_integer(v, at))?),
                None => Value::Int(0),
            };
            let inner = PyIter::over(args.swap_remove(0), at)?;
            Ok(Value::Iter(Rc::new(RefCell::new(PyIter::Enumerate { inner: Box::new(inner), count }))))
        }
        Builtin::Zip => {
            // CPython parses them as `|$p:zip`: at most one keyword, and only `strict`.
            if kwargs.len() > 1 {
                let n = kwargs.len();
                return Err(Fault::type_error(format!("zip() takes at most 1 keyword argument ({n} given)"), at));
            }
            if let Some((k, _)) = kwargs.iter().find(|(k, _)| &**k != "strict") {
                return Err(Fault::type_error(format!("'{k}' is an invalid keyword argument for zip()"), at));
            }
            let strict = take(&mut kwargs, "strict").is_some_and(|v| v.truthy());
            let inners = args.into_iter().map(|a| PyIter::over(a, at)).collect::<Result<Vec<_>, _>>()?;
            Ok(Value::Iter(Rc::new(RefCell::new(PyIter::Zip { inners, strict }))))
        }
        Builtin::Any | Builtin::All => {
            arity(b, &args, 1, 1, at)?;
            let want = b == Builtin::Any;
            if let Some(Value::Set(s)) = args.first() {
                // Truth values do not depend on the order they are asked in.
                return Ok(Value::Bool(s.borrow().iter().any(|k| k.0.truthy() == want) == want));
            }
            let mut it = PyIter::over(args.pop().unwrap_or(Value::None), at)?;
            while let Some(item) = it.next(at)? {
                if item.truthy() == want {
                    return Ok(Value::Bool(want));
                }
            }
            Ok(Value::Bool(!want))
        }
        Builtin::Str if args.len() > 1 || !kwargs.is_empty() => text_of(args, kwargs, at),
        Builtin::Str => match args.first() {
            None => Ok(Value::str("")),
            Some(Value::Str(_)) => Ok(args.swap_remove(0)),
            Some(v) => {
                check_int_text(v, at)?;
                Ok(Value::str(to_str(v)))
            }
        },
        Builtin::Bytes => super::bytes::construct(args, kwargs, &limits, at),
        Builtin::Bytearray => super::bytearray::construct(args, kwargs, &limits, at),
        Builtin::Int => {
            arity(b, &args, 0, 2, at)?;
            to_int(&args, at)
        }
        Builtin::Float => {
            arity(b, &args, 0, 1, at)?;
            match args.first() {
                None => Ok(Value::Float(0.0)),
                Some(Value::Float(f)) => Ok(Value::Float(*f)),
                Some(Value::Str(s)) => numtext::parse_float(s.as_str()).map(Value::float).ok_or_else(|| {
                    Fault::value_error(format!("could not convert string to float: {}", repr(&args[0])), at)
                }),
                Some(v) if v.is_int_like() => {
                    Ok(Value::Float(ops::big_to_f64(&v.as_bigint().unwrap_or_default(), at)?))
                }
                // Bytes are read as ASCII text; any other byte makes the text unreadable.
                Some(v @ (Value::Bytes(_) | Value::ByteArray(_))) => {
                    let ascii = |b: &[u8]| b.is_ascii().then(|| String::from_utf8_lossy(b).into_owned());
                    let text = super::bytearray::with_bytes(v, ascii).flatten();
                    text.as_deref().and_then(numtext::parse_float).map(Value::float).ok_or_else(|| {
                        Fault::value_error(format!("could not convert string to float: {}", repr(v)), at)
                    })
                }
                Some(v) => Err(Fault::type_error(
                    format!("float() argument must be a string or a real number, not '{}'", v.type_name()),
                    at,
                )),
            }
        }
        Builtin::Complex => {
            if let Some((k, _)) = kwargs.first() {
                return Err(Fault::type_error(format!("'{k}' is an invalid keyword argument for complex()"), at));
            }
            super::complex::construct(&args, at)
        }
        Builtin::Bool => {
            arity(b, &args, 0, 1, at)?;
            Ok(Value::Bool(args.first().is_some_and(Value::truthy)))
        }
        Builtin::List => {
            arity(b, &args, 0, 1, at)?;
            Ok(Value::list(match args.pop() {
                Some(v) => collect_sized(v, &limits, at)?,
                None => Vec::new(),
            }))
        }
        Builtin::Tuple => {
            arity(b, &args, 0, 1, at)?;
            Ok(match args.pop() {
                // `tuple(p)` of a named tuple is a plain tuple, as in CPython.
                Some(Value::Tuple(t)) if t.class().is_none() => Value::Tuple(t),
                Some(v) => Value::tuple(collect_sized(v, &limits, at)?),
                None => Value::tuple(Vec::new()),
            })
        }
        Builtin::Set => {
            arity(b, &args, 0, 1, at)?;
            let set = match args.pop() {
                Some(v) => super::pyset::Operand::of(v, &limits, at)?.into_set(),
                None => super::value::SetMap::default(),
            };
            Ok(Value::Set(Rc::new(RefCell::new(set))))
        }
        Builtin::Frozenset => {
            arity(b, &args, 0, 1, at)?;
            // A frozenset given to `frozenset()` is returned as it is, as in CPython.
            if let Some(Value::Set(s)) = args.last() {
                if s.borrow().is_frozen() {
                    return Ok(args.swap_remove(0));
                }
            }
            let set = match args.pop() {
                Some(v) => super::pyset::Operand::of(v, &limits, at)?.into_set(),
                None => super::value::SetMap::default(),
            };
            Ok(Value::Set(Rc::new(RefCell::new(set.frozen(true)))))
        }
        Builtin::Dict => {
            if args.len() > 1 {
                return Err(Fault::type_error(format!("dict expected at most 1 argument, got {}", args.len()), at));
            }
            let mut map = super::value::DictMap::default();
            if let Some(v) = args.pop() {
                if let Value::Dict(d) = &v {
                    map = d.borrow().clone();
                } else {
                    map.extend(super::methods::pairs_of(v, &limits, at)?);
                }
            }
            for (k, v) in kwargs {
                map.insert(Key::new(Value::str(&*k), at)?, v);
            }
            check_len(map.len(), &limits, at)?;
            Ok(Value::dict(map))
        }
        Builtin::Divmod => {
            arity(b, &args, 2, 2, at)?;
            convert::divmod(&args[0], &args[1], &limits, at)
        }
        Builtin::Pow => {
            arity(b, &args, 2, 3, at)?;
            convert::pow(&args, &limits, at)
        }
        Builtin::Repr
        | Builtin::Ascii
        | Builtin::Chr
        | Builtin::Ord
        | Builtin::Bin
        | Builtin::Hex
        | Builtin::Oct
        | Builtin::Hash
        | Builtin::Callable => {
            arity(b, &args, 1, 1, at)?;
            let v = &args[0];
            match b {
                Builtin::Repr => convert::repr_of(v, at),
                Builtin::Ascii => convert::ascii(v, at),
                Builtin::Chr => convert::chr(v, at),
                Builtin::Ord => convert::ord(v, at),
                Builtin::Hash => convert::hash(v, at),
                Builtin::Callable => Ok(Value::Bool(convert::callable(v))),
                _ => convert::radix(b, v, at),
            }
        }
        // The number of the `k`-th object `id()` saw in the run (`sema/identity.rs`): an
        // address-like number, the same on every run.
        Builtin::Id => match args.as_slice() {
            [Value::Int(k)] => Ok(Value::Int(0x7f3a_0000_0000 + 16 * k)),
            _ => Err(Fault::internal("`id` reached the interpreter without its object's number", at)),
        },
        Builtin::ModuleObject => match args.as_slice() {
            [Value::Str(name)] => Ok(super::module_value::module(Rc::from(name.as_str()), kwargs)),
            _ => Err(Fault::internal("a module value without its name", at)),
        },
        Builtin::Libm => {
            arity(b, &args, 2, 3, at)?;
            super::libm::call(&args, at)
        }
        Builtin::Cmath => super::complex::cmath::call(&args, at),
        Builtin::Regex => super::regex::call(&args, at),
        Builtin::Json => super::json::call(&args, at),
        Builtin::Digest => super::digest::call(&args, at),
        Builtin::Unicodedata => super::unicodedata::call(&args, at),
        Builtin::Binary => super::binary::call(&args, at),
        Builtin::TypingParts => super::generic_alias::union_type::typing_parts(&args, at),
        Builtin::Stderr => {
            let [Value::Str(text)] = args.as_slice() else {
                return Err(Fault::internal("`<stderr>` takes one str", at));
            };
            let text = text.to_string();
            check_len(rt.errors.len() + text.len(), &limits, at)?;
            rt.emit_error(&text);
            Ok(Value::None)
        }
        Builtin::Clock => super::clock::call(&args, &limits, at),
        Builtin::Entropy => {
            arity(b, &args, 0, 0, at)?;
            Ok(Value::Int(entropy()))
        }
        Builtin::Format => {
            arity(b, &args, 1, 2, at)?;
            convert::format(&args, &limits, at)
        }
        Builtin::Isinstance => {
            arity(b, &args, 2, 2, at)?;
            convert::isinstance(&args[0], &args[1], at).map(Value::Bool)
        }
        Builtin::Issubclass => {
            arity(b, &args, 2, 2, at)?;
            convert::issubclass(&args[0], &args[1], at).map(Value::Bool)
        }
        Builtin::Counter | Builtin::Defaultdict | Builtin::OrderedDict | Builtin::Deque => {
            super::collections::construct(rt, b, args, kwargs, at)
        }
        Builtin::Iter => {
            arity(b, &args, 1, 1, at)?;
            match args.pop().unwrap_or(Value::None) {
                it @ Value::Iter(_) => Ok(it),
                v => Ok(Value::Iter(Rc::new(RefCell::new(PyIter::over(v, at)?)))),
            }
        }
        Builtin::Next => {
            arity(b, &args, 1, 2, at)?;
            let Value::Iter(it) = &args[0] else {
                return Err(Fault::type_error(format!("'{}' object is not an iterator", args[0].type_name()), at));
            };
            let item = it.borrow_mut().next(at)?;
            match (item, args.get(1)) {
                (Some(v), _) => Ok(v),
                (None, Some(default)) => Ok(default.clone()),
                (None, None) => Err(Fault::exc(PyExc::StopIteration, "", at)),
            }
        }
        Builtin::Map | Builtin::Filter => {
            Err(Fault::internal(format!("{}() reached the domain; the evaluator runs it", b.name()), at))
        }
        Builtin::Round => {
            arity(b, &args, 1, 2, at)?;
            super::rounding::round(&args[0], args.get(1), at)
        }
        Builtin::Type => {
            no_kwargs(b, &kwargs, at)?;
            match args.as_slice() {
                [v] => super::types::type_of(v, at),
                // `type(name, bases, namespace)` makes a class as the program runs; the
                // program's classes are its `class` statements, read before it runs.
                [_, _, _] => Err(Fault::unsupported(
                    "`type()` with three arguments, which makes a class at run time (write a `class` statement)",
                    at,
                )),
                _ => Err(Fault::type_error("type() takes 1 or 3 arguments", at)),
            }
        }
        Builtin::NoneType => {
            if args.is_empty() && kwargs.is_empty() {
                Ok(Value::None)
            } else {
                Err(Fault::type_error("NoneType takes no arguments", at))
            }
        }
        Builtin::FunctionType
        | Builtin::BuiltinFunctionType
        | Builtin::MethodType
        | Builtin::GeneratorType
        | Builtin::CoroutineType
        | Builtin::AsyncGeneratorType
        | Builtin::TracebackType
        | Builtin::ModuleType => {
            Err(Fault::unsupported(format!("calling the class `{}` (made only by Python itself)", b.name()), at))
        }
        Builtin::Object if args.is_empty() && kwargs.is_empty() => {
            Ok(Value::Object(std::rc::Rc::new(crate::sema::Instance::new(crate::ir::plain_object()))))
        }
        Builtin::Object => Err(Fault::type_error("object() takes no arguments", at)),
        Builtin::Print => unreachable!("print handled above"),
        Builtin::Argv => Ok(Value::list(args)),
        Builtin::Sent => Err(Fault::internal("`<sent>` is answered by the evaluator", at)),
        Builtin::Copy => Err(Fault::internal("`<copy>` is answered by the evaluator", at)),
        Builtin::Flag => Err(Fault::internal("`<flag>` is answered by the evaluator", at)),
        Builtin::Inspect => Err(Fault::internal("`<inspect>` is answered by the evaluator", at)),
        Builtin::InitSubclass => Err(Fault::internal("`<init_subclass>` is answered by the evaluator", at)),
        Builtin::Namespace => Err(Fault::internal("`<namespace>` is answered by the evaluator", at)),
        // Instances live in the evaluator, which calls these itself (`sema/dataclass_helpers.rs`).
        // So does `getattr`/`hasattr` (`sema/getattr.rs`).
        Builtin::IsDataclass
        | Builtin::DataclassAsdict
        | Builtin::DataclassAstuple
        | Builtin::DataclassReplace
        | Builtin::DataclassFields
        | Builtin::Getattr
        | Builtin::Hasattr
        | Builtin::Setattr
        | Builtin::Delattr
        | Builtin::Vars
        | Builtin::Argv0
        | Builtin::LocalClass
        | Builtin::MadeNamedTuple
        | Builtin::SuperValue
        | Builtin::TracebackOf
        | Builtin::Stack
        | Builtin::Handling
        | Builtin::Unmodelled
        | Builtin::Redirect => Err(Fault::internal(format!("`{}` reached the interpreter's builtins", b.name()), at)),
        Builtin::Relation | Builtin::Conjunction | Builtin::NoGuarantees => {
            unreachable!("contract builtins are handled above")
        }
    }
}

fn to_int(args: &[Value], at: Span) -> Result<Value, Fault> {
    match args {
        [] => Ok(Value::Int(0)),
        [Value::Float(f)] => {
            if f.is_nan() {
                return Err(Fault::value_error("cannot convert float NaN to integer", at));
            }
            if f.is_infinite() {
                return Err(Fault::exc(PyExc::OverflowError, "cannot convert float infinity to integer", at));
            }
            Ok(Value::from_big(big_from_f64(f.trunc())))
        }
        [Value::Str(s)] => int_of_text(s.as_str(), &args[0], 10, at),
        // Bytes are read as their ASCII text (`int(b"42")`, `int(bytearray(b"42"))`).
        [first @ (Value::Bytes(_) | Value::ByteArray(_)), rest @ ..] if rest.len() <= 1 => {
            let b = super::bytearray::bytes_of(first).unwrap_or_default();
            let text = Value::str(b.iter().map(|&c| char::from(c)).collect::<String>());
            let shown = repr(&text);
            // CPython's message shows the source as bytes, a bytearray's too.
            let source = repr(&super::bytes::value(b));
            let mut with_text = vec![text];
            with_text.extend(rest.iter().cloned());
            to_int(&with_text, at).map_err(|f| {
                let message = f.message().replacen(&shown, &source, 1);
                f.with_message(message)
            })
        }
        [Value::Str(s), base] => {
            let base = base.as_i64().ok_or_else(|| super::convert::not_an_integer(base, at))?;
            if base != 0 && !(2..=36).contains(&base) {
                return Err(Fault::value_error("int() base must be >= 2 and <= 36, or 0", at));
            }
            int_of_text(s.as_str(), &args[0], base as u32, at)
        }
        [_, _] => Err(Fault::type_error("int() can't convert non-string with explicit base", at)),
        [v] if v.is_int_like() => Ok(Value::from_big(v.as_bigint().unwrap_or_default())),
        [v, ..] => Err(Fault::type_error(
            format!("int() argument must be a string, a bytes-like object or a real number, not '{}'", v.type_name()),
            at,
        )),
    }
}

/// `int(text, base)` with CPython's errors; `original` is the argument, for the message.
fn int_of_text(text: &str, original: &Value, base: u32, at: Span) -> Result<Value, Fault> {
    match numtext::parse_int(text, base) {
        Ok(v) => Ok(Value::from_big(v)),
        Err(numtext::IntTextError::TooManyDigits(n)) => Err(Fault::value_error(
            format!(
                "Exceeds the limit ({} digits) for integer string conversion: value has {n} digits; use sys.set_int_max_str_digits() to increase the limit",
                numtext::MAX_STR_DIGITS
            ),
            at,
        )),
        Err(numtext::IntTextError::Invalid) => {
            let shown: String = repr(original).chars().take(200).collect();
            Err(Fault::value_error(format!("invalid literal for int() with base {base}: {shown}"), at))
        }
    }
}

/// 63 bits for seeding an unseeded `random` generator: std's hash keys, which the operating
/// system seeds once per thread and which differ for each `RandomState`. Not cryptographic,
/// as CPython's `random` is not.
fn entropy() -> i64 {
    use std::hash::{BuildHasher, Hasher};
    let bits = std::collections::hash_map::RandomState::new().build_hasher().finish();
    (bits >> 1) as i64
}

/// `str(object)` by name, or `str(object, encoding, errors)`: with an encoding or errors
/// given, the bytes of a bytes-like object decoded, as CPython does.
fn text_of(args: Vec<Value>, kwargs: Kwargs, at: Span) -> Result<Value, Fault> {
    let mut bound = super::keyword_args::bind("str", &["object", "encoding", "errors"], args, kwargs, at)?.into_iter();
    let (object, encoding, errors) = (bound.next().flatten(), bound.next().flatten(), bound.next().flatten());
    let text = |v: Option<Value>, name: &str, default: &str| match v {
        None => Ok(default.to_owned()),
        Some(Value::Str(s)) => Ok(s.as_str().to_owned()),
        Some(other) => {
            Err(Fault::type_error(format!("str() argument '{name}' must be str, not {}", other.type_name()), at))
        }
    };
    let (encoding_given, errors_given) = (encoding.is_some(), errors.is_some());
    let (encoding, errors) = (text(encoding, "encoding", "utf-8")?, text(errors, "errors", "strict")?);
    let Some(object) = object else { return Ok(Value::str("")) };
    if !encoding_given && !errors_given {
        check_int_text(&object, at)?;
        return Ok(match object {
            Value::Str(_) => object,
            other => Value::str(to_str(&other)),
        });
    }
    let decoded = match &object {
        Value::Bytes(b) => super::codecs::decode(b, &encoding, &errors, at)?,
        Value::ByteArray(b) => super::codecs::decode(&b.borrow(), &encoding, &errors, at)?,
        Value::Str(_) => return Err(Fault::type_error("decoding str is not supported", at)),
        other => {
            let message = format!("decoding to str: need a bytes-like object, {} found", other.type_name());
            return Err(Fault::type_error(message, at));
        }
    };
    Ok(Value::str(decoded))
}
