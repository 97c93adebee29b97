//! Methods of `str`, `list`, `tuple`, `dict` and `set` over concrete values.

use super::builtins::{collect, sort_values};
use super::numtext::py_isspace;
use super::ops::check_len;
use super::pyset::Operand;
use super::repr::repr;
use super::value::{item_eq, key_error, Key, Value};
use crate::ir::{Method, PyExc, ReceiverType};
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;
use std::cell::RefCell;
use std::rc::Rc;

type Kwargs = Vec<(Rc<str>, Value)>;

fn receiver_type(v: &Value) -> Option<ReceiverType> {
    Some(match v {
        Value::Str(_) => ReceiverType::Str,
        Value::List(_) => ReceiverType::List,
        Value::Tuple(_) => ReceiverType::Tuple,
        Value::Dict(_) => ReceiverType::Dict,
        Value::Set(_) => ReceiverType::Set,
        Value::Contract(c)
            if matches!(
                **c,
                crate::contract::ContractValue::Relation(_) | crate::contract::ContractValue::Final(_)
            ) =>
        {
            ReceiverType::Relation
        }
        _ => return None,
    })
}

fn args_between(m: Method, args: &[Value], min: usize, max: usize, at: Span) -> Result<(), Fault> {
    if args.len() < min || args.len() > max {
        return Err(Fault::type_error(
            format!("{}() takes {min} to {max} arguments ({} given)", m.name(), args.len()),
            at,
        ));
    }
    Ok(())
}

fn want_str(m: Method, v: &Value, at: Span) -> Result<&str, Fault> {
    match v {
        Value::Str(s) => Ok(s.as_str()),
        other => Err(Fault::type_error(format!("{}() argument must be str, not {}", m.name(), other.type_name()), at)),
    }
}

/// An int argument CPython takes as a `Py_ssize_t`: past 64 bits an `OverflowError`.
fn want_index(v: &Value, at: Span) -> Result<i64, Fault> {
    match v {
        Value::Big(_) => Err(Fault::exc(PyExc::OverflowError, "Python int too large to convert to C ssize_t", at)),
        _ => v.as_i64().ok_or_else(|| {
            Fault::type_error(format!("'{}' object cannot be interpreted as an integer", v.type_name()), at)
        }),
    }
}

/// A `start`/`end` argument, which CPython clamps to 64 bits as it does a slice bound
/// (`"abc".find("", 10**20)` is -1, not an error).
fn want_bound(v: &Value, at: Span) -> Result<i64, Fault> {
    match v {
        Value::Big(b) => Ok(if b.sign() == num_bigint::Sign::Minus { i64::MIN } else { i64::MAX }),
        _ => want_index(v, at),
    }
}

/// Python looks the method up before it evaluates the arguments: a missing one is an
/// `AttributeError` first.
pub fn check(m: Method, recv: &Value, at: Span) -> Result<(), Fault> {
    if receiver_type(recv).is_some_and(|t| m.receivers().contains(&t)) {
        return Ok(());
    }
    Err(Fault::exc(PyExc::AttributeError, format!("'{}' object has no attribute '{}'", recv.type_name(), m.name()), at))
}

pub fn call(
    m: Method,
    recv: Value,
    mut args: Vec<Value>,
    mut kwargs: Kwargs,
    limits: &Limits,
    at: Span,
) -> Result<Value, Fault> {
    check(m, &recv, at)?;
    if let Value::Contract(c) = &recv {
        if let crate::contract::ContractValue::Relation(r) = &**c {
            return crate::contract::method(m, r, args, kwargs, at);
        }
        if kwargs.is_empty() {
            return crate::contract::fluent_method(m, c, args, at);
        }
    }
    let sort_reverse = if m == Method::Sort { take(&mut kwargs, "reverse").map(|v| v.truthy()) } else { None };
    let split_kw =
        if m == Method::Split { (take(&mut kwargs, "sep"), take(&mut kwargs, "maxsplit")) } else { (None, None) };
    if let Some((k, _)) = kwargs.first() {
        return Err(Fault::type_error(format!("{}() got an unexpected keyword argument '{k}'", m.name()), at));
    }
    match recv {
        Value::Str(s) => {
            let (sep, maxsplit) = split_kw;
            if sep.is_some() || maxsplit.is_some() {
                if sep.is_some() && !args.is_empty() {
                    return Err(Fault::type_error("split() got multiple values for argument 'sep'", at));
                }
                if args.is_empty() {
                    args.push(sep.unwrap_or(Value::None));
                }
                if let Some(n) = maxsplit {
                    args.truncate(1);
                    args.push(n);
                }
            }
            str_method(m, s.as_str(), args, limits, at)
        }
        Value::List(list) => list_method(m, &list, args, sort_reverse.unwrap_or(false), limits, at),
        Value::Tuple(items) => seq_method(m, &items, "tuple", args, at),
        Value::Dict(d) => dict_method(m, &d, args, limits, at),
        Value::Set(s) => set_method(m, &s, args, limits, at),
        other => Err(Fault::exc(
            PyExc::AttributeError,
            format!("'{}' object has no attribute '{}'", other.type_name(), m.name()),
            at,
        )),
    }
}

fn take(kwargs: &mut Kwargs, name: &str) -> Option<Value> {
    let i = kwargs.iter().position(|(k, _)| &**k == name)?;
    Some(kwargs.remove(i).1)
}

/// CPython's `ADJUST_INDICES` for the str search methods' optional start/end (in characters):
/// a negative bound counts from the end (floored at 0) and `end` is capped at the length, but a
/// `start` past the end stays there, so the window is empty (`lo > hi`) and nothing matches,
/// not even the empty string (`"abc".find("", 5) == -1`).
fn char_window(s: &str, start: Option<&Value>, end: Option<&Value>, at: Span) -> Result<(usize, usize), Fault> {
    let n = s.chars().count() as i64;
    let norm = |v: Option<&Value>, dflt: i64| -> Result<i64, Fault> {
        match v {
            None | Some(Value::None) => Ok(dflt),
            Some(v) => {
                let i = want_bound(v, at)?;
                Ok(if i < 0 { (i + n).max(0) } else { i })
            }
        }
    };
    let lo = norm(start, 0)?;
    let hi = norm(end, n)?.min(n);
    Ok((lo.min(n + 1) as usize, hi as usize))
}

fn byte_at(s: &str, ch: usize) -> usize {
    s.char_indices().nth(ch).map_or(s.len(), |(b, _)| b)
}

fn str_method(m: Method, s: &str, args: Vec<Value>, limits: &Limits, at: Span) -> Result<Value, Fault> {
    let chars_arg = |m: Method, args: &[Value]| -> Result<Option<String>, Fault> {
        match args.first() {
            None | Some(Value::None) => Ok(None),
            Some(v) => Ok(Some(want_str(m, v, at)?.to_owned())),
        }
    };
    Ok(match m {
        Method::Split => {
            args_between(m, &args, 0, 2, at)?;
            let maxsplit = match args.get(1) {
                Some(v) => want_index(v, at)?,
                None => -1,
            };
            let parts: Vec<Value> = match args.first() {
                None | Some(Value::None) => {
                    let mut out = Vec::new();
                    let mut rest = s.trim_start_matches(py_isspace);
                    while !rest.is_empty() {
                        if maxsplit >= 0 && out.len() as i64 == maxsplit {
                            out.push(Value::str(rest));
                            break;
                        }
                        let end = rest.find(py_isspace).unwrap_or(rest.len());
                        out.push(Value::str(&rest[..end]));
                        rest = rest[end..].trim_start_matches(py_isspace);
                    }
                    out
                }
                Some(sep) => {
                    let sep = want_str(m, sep, at)?;
                    if sep.is_empty() {
                        return Err(Fault::value_error("empty separator", at));
                    }
                    if maxsplit < 0 {
                        s.split(sep).map(Value::str).collect()
                    } else {
                        s.splitn(maxsplit as usize + 1, sep).map(Value::str).collect()
                    }
                }
            };
            Value::list(parts)
        }
        Method::Join => {
            args_between(m, &args, 1, 1, at)?;
            let items = collect(args.into_iter().next().unwrap_or(Value::None), limits, at)?;
            let mut out = String::new();
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(s);
                }
                match item {
                    Value::Str(p) => out.push_str(p.as_str()),
                    other => {
                        return Err(Fault::type_error(
                            format!("sequence item {i}: expected str instance, {} found", other.type_name()),
                            at,
                        ))
                    }
                }
            }
            check_len(out.len(), limits, at)?;
            Value::str(out)
        }
        Method::Strip | Method::Lstrip | Method::Rstrip => {
            args_between(m, &args, 0, 1, at)?;
            let set = chars_arg(m, &args)?;
            let pred = |c: char| set.as_ref().map_or(py_isspace(c), |set| set.contains(c));
            Value::str(match m {
                Method::Strip => s.trim_matches(pred),
                Method::Lstrip => s.trim_start_matches(pred),
                _ => s.trim_end_matches(pred),
            })
        }
        Method::Replace => {
            args_between(m, &args, 2, 3, at)?;
            let old = want_str(m, &args[0], at)?;
            let new = want_str(m, &args[1], at)?;
            let count = match args.get(2) {
                Some(v) => want_index(v, at)?,
                None => -1,
            };
            let estimate = s.len() + new.len().saturating_mul(s.len() / old.len().max(1) + 1);
            check_len(estimate.min(usize::MAX / 2), limits, at).or_else(|e| {
                if s.contains(old) {
                    Err(e)
                } else {
                    Ok(())
                }
            })?;
            Value::str(if count < 0 {
                py_replace(s, old, new, usize::MAX)
            } else {
                py_replace(s, old, new, count as usize)
            })
        }
        Method::Startswith | Method::Endswith => {
            args_between(m, &args, 1, 3, at)?;
            let (lo, hi) = char_window(s, args.get(1), args.get(2), at)?;
            let window = if lo <= hi { &s[byte_at(s, lo)..byte_at(s, hi)] } else { "" };
            let test =
                |p: &str| lo <= hi && if m == Method::Startswith { window.starts_with(p) } else { window.ends_with(p) };
            match &args[0] {
                Value::Tuple(options) => {
                    for o in options.iter() {
                        let Value::Str(o) = o else {
                            return Err(Fault::type_error(
                                format!("tuple for {} must only contain str, not {}", m.name(), o.type_name()),
                                at,
                            ));
                        };
                        if test(o.as_str()) {
                            return Ok(Value::Bool(true));
                        }
                    }
                    Value::Bool(false)
                }
                Value::Str(p) => Value::Bool(test(p.as_str())),
                other => {
                    let what = if m == Method::Startswith { "startswith first arg" } else { "endswith first arg" };
                    return Err(Fault::type_error(
                        format!("{what} must be str or a tuple of str, not {}", other.type_name()),
                        at,
                    ));
                }
            }
        }
        Method::Find | Method::Rfind | Method::Index | Method::Rindex | Method::Count => {
            args_between(m, &args, 1, 3, at)?;
            let sub = want_str(m, &args[0], at)?;
            let (lo, hi) = char_window(s, args.get(1), args.get(2), at)?;
            let window = if lo <= hi { &s[byte_at(s, lo)..byte_at(s, hi)] } else { "" };
            if m == Method::Count {
                let n = match (lo <= hi, sub.is_empty()) {
                    (false, _) => 0,
                    (true, true) => window.chars().count() + 1,
                    (true, false) => window.matches(sub).count(),
                };
                return Ok(Value::Int(n as i64));
            }
            let found = if lo > hi {
                None
            } else if matches!(m, Method::Rfind | Method::Rindex) {
                window.rfind(sub)
            } else {
                window.find(sub)
            };
            match found {
                Some(b) => Value::Int((lo + window[..b].chars().count()) as i64),
                None if matches!(m, Method::Find | Method::Rfind) => Value::Int(-1),
                None => return Err(Fault::value_error("substring not found", at)),
            }
        }
        Method::Lower => {
            args_between(m, &args, 0, 0, at)?;
            Value::str(s.to_lowercase())
        }
        Method::Upper => {
            args_between(m, &args, 0, 0, at)?;
            Value::str(s.to_uppercase())
        }
        _ => return Err(Fault::internal(format!("str.{} passed the receiver check", m.name()), at)),
    })
}

fn py_replace(s: &str, old: &str, new: &str, count: usize) -> String {
    if old.is_empty() {
        let mut out = String::new();
        let mut n = 0;
        for c in s.chars() {
            if n < count {
                out.push_str(new);
                n += 1;
            }
            out.push(c);
        }
        if n < count {
            out.push_str(new);
        }
        return out;
    }
    s.replacen(old, new, count)
}

/// `count` and `index` of a list or tuple (`kind`, for `index`'s message).
fn seq_method(m: Method, items: &[Value], kind: &str, args: Vec<Value>, at: Span) -> Result<Value, Fault> {
    match m {
        Method::Count => {
            args_between(m, &args, 1, 1, at)?;
            Ok(Value::Int(items.iter().filter(|v| item_eq(v, &args[0])).count() as i64))
        }
        Method::Index => {
            args_between(m, &args, 1, 3, at)?;
            let n = items.len() as i64;
            let clamp = |v: Option<&Value>, d: i64| -> Result<usize, Fault> {
                Ok(match v {
                    None => d,
                    Some(v) => {
                        let i = want_bound(v, at)?;
                        if i < 0 {
                            (i + n).max(0)
                        } else {
                            i.min(n)
                        }
                    }
                } as usize)
            };
            let (lo, hi) = (clamp(args.get(1), 0)?, clamp(args.get(2), n)?);
            (lo..hi.max(lo)).find(|&i| item_eq(&items[i], &args[0])).map(|i| Value::Int(i as i64)).ok_or_else(|| {
                let message = if kind == "tuple" {
                    "tuple.index(x): x not in tuple".to_owned()
                } else {
                    format!("{} is not in list", repr(&args[0]))
                };
                Fault::value_error(message, at)
            })
        }
        _ => Err(Fault::internal(format!("sequence method {} passed the receiver check", m.name()), at)),
    }
}

fn list_method(
    m: Method,
    list: &Rc<RefCell<Vec<Value>>>,
    mut args: Vec<Value>,
    reverse: bool,
    limits: &Limits,
    at: Span,
) -> Result<Value, Fault> {
    match m {
        Method::Append => {
            args_between(m, &args, 1, 1, at)?;
            let mut l = list.borrow_mut();
            if l.len() >= limits.max_len {
                check_len(l.len() + 1, limits, at)?;
            }
            l.push(args.pop().unwrap_or(Value::None));
            Ok(Value::None)
        }
        Method::Extend => {
            args_between(m, &args, 1, 1, at)?;
            let items = collect(args.pop().unwrap_or(Value::None), limits, at)?;
            let mut l = list.borrow_mut();
            check_len(l.len() + items.len(), limits, at)?;
            l.extend(items);
            Ok(Value::None)
        }
        Method::Insert => {
            args_between(m, &args, 2, 2, at)?;
            let v = args.pop().unwrap_or(Value::None);
            let i = want_index(&args[0], at)?;
            let mut l = list.borrow_mut();
            check_len(l.len() + 1, limits, at)?;
            let n = l.len() as i64;
            let pos = if i < 0 { (i + n).max(0) } else { i.min(n) } as usize;
            l.insert(pos, v);
            Ok(Value::None)
        }
        Method::Pop => {
            args_between(m, &args, 0, 1, at)?;
            let mut l = list.borrow_mut();
            if l.is_empty() {
                return Err(Fault::exc(PyExc::IndexError, "pop from empty list", at));
            }
            let n = l.len() as i64;
            let i = match args.first() {
                Some(v) => want_index(v, at)?,
                None => -1,
            };
            let idx = if i < 0 { i + n } else { i };
            if !(0..n).contains(&idx) {
                return Err(Fault::exc(PyExc::IndexError, "pop index out of range", at));
            }
            Ok(l.remove(idx as usize))
        }
        Method::Sort => {
            args_between(m, &args, 0, 0, at)?;
            let items = std::mem::take(&mut *list.borrow_mut());
            let sorted = sort_values(items.clone(), None, reverse, at);
            match sorted {
                Ok(sorted) => *list.borrow_mut() = sorted,
                Err(e) => {
                    *list.borrow_mut() = items;
                    return Err(e);
                }
            }
            Ok(Value::None)
        }
        Method::Copy => {
            args_between(m, &args, 0, 0, at)?;
            Ok(Value::list(list.borrow().clone()))
        }
        Method::Count | Method::Index => {
            let items = list.borrow().clone();
            seq_method(m, &items, "list", args, at)
        }
        _ => Err(Fault::internal(format!("list.{} passed the receiver check", m.name()), at)),
    }
}

fn dict_method(
    m: Method,
    d: &super::value::Dict,
    mut args: Vec<Value>,
    limits: &Limits,
    at: Span,
) -> Result<Value, Fault> {
    match m {
        Method::Get => {
            args_between(m, &args, 1, 2, at)?;
            let default = if args.len() == 2 { args.pop().unwrap_or(Value::None) } else { Value::None };
            let key = Key::new(args.pop().unwrap_or(Value::None), at)?;
            Ok(d.borrow().get(&key).cloned().unwrap_or(default))
        }
        Method::Keys => {
            args_between(m, &args, 0, 0, at)?;
            Ok(Value::list(d.borrow().keys().map(|k| k.0.clone()).collect()))
        }
        Method::Values => {
            args_between(m, &args, 0, 0, at)?;
            Ok(Value::list(d.borrow().values().cloned().collect()))
        }
        Method::Items => {
            args_between(m, &args, 0, 0, at)?;
            Ok(Value::list(d.borrow().iter().map(|(k, v)| Value::tuple(vec![k.0.clone(), v.clone()])).collect()))
        }
        Method::Pop => {
            args_between(m, &args, 1, 2, at)?;
            let default = if args.len() == 2 { args.pop() } else { None };
            let key_value = args.pop().unwrap_or(Value::None);
            let key = Key::new(key_value.clone(), at)?;
            match d.borrow_mut().shift_remove(&key) {
                Some(v) => Ok(v),
                None => default.ok_or_else(|| key_error(&key_value, at)),
            }
        }
        Method::Setdefault => {
            args_between(m, &args, 1, 2, at)?;
            let default = if args.len() == 2 { args.pop().unwrap_or(Value::None) } else { Value::None };
            let key = Key::new(args.pop().unwrap_or(Value::None), at)?;
            let mut map = d.borrow_mut();
            check_len(map.len() + 1, limits, at)?;
            Ok(map.entry(key).or_insert(default).clone())
        }
        Method::Update => {
            args_between(m, &args, 1, 1, at)?;
            let pairs: Vec<(Key, Value)> = match args.pop().unwrap_or(Value::None) {
                Value::Dict(other) => other.borrow().iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
                other => {
                    let mut out = Vec::new();
                    for pair in collect(other, limits, at)? {
                        let kv = collect(pair, limits, at)?;
                        let [k, v]: [Value; 2] = kv.try_into().map_err(|kv: Vec<Value>| {
                            Fault::value_error(
                                format!("dictionary update sequence element has length {}; 2 is required", kv.len()),
                                at,
                            )
                        })?;
                        out.push((Key::new(k, at)?, v));
                    }
                    out
                }
            };
            let mut map = d.borrow_mut();
            check_len(map.len() + pairs.len(), limits, at)?;
            map.extend(pairs);
            Ok(Value::None)
        }
        Method::Copy => {
            args_between(m, &args, 0, 0, at)?;
            Ok(Value::Dict(Rc::new(RefCell::new(d.borrow().clone()))))
        }
        _ => Err(Fault::internal(format!("dict.{} passed the receiver check", m.name()), at)),
    }
}

fn set_method(m: Method, s: &super::value::Set, args: Vec<Value>, limits: &Limits, at: Span) -> Result<Value, Fault> {
    let new_set = |items: super::value::SetMap| Value::Set(Rc::new(RefCell::new(items)));
    match m {
        Method::Add => {
            args_between(m, &args, 1, 1, at)?;
            let k = Key::new(args.into_iter().next().unwrap_or(Value::None), at)?;
            let mut set = s.borrow_mut();
            check_len(set.len() + 1, limits, at)?;
            set.insert(k);
            Ok(Value::None)
        }
        Method::Discard => {
            args_between(m, &args, 1, 1, at)?;
            let k = Key::new(args.into_iter().next().unwrap_or(Value::None), at)?;
            s.borrow_mut().remove(&k);
            Ok(Value::None)
        }
        Method::Union => {
            let mut out = s.borrow().copy();
            for a in args {
                out.update(Operand::of(a, limits, at)?);
                check_len(out.len(), limits, at)?;
            }
            Ok(new_set(out))
        }
        Method::Intersection => {
            // The first argument works on the set itself (its own slot order), later ones on
            // the result; with none, a copy.
            let mut out: Option<super::value::SetMap> = None;
            for a in args {
                let operand = Operand::of(a, limits, at)?;
                out = Some(match out {
                    None => s.borrow().intersection_with(operand),
                    Some(done) => done.intersection_with(operand),
                });
            }
            Ok(new_set(out.unwrap_or_else(|| s.borrow().copy())))
        }
        Method::Difference => {
            // The first argument works on the set itself (its own slot order), later ones on
            // the result; with none, a copy.
            let mut out: Option<super::value::SetMap> = None;
            for a in args {
                let operand = Operand::of(a, limits, at)?;
                out = Some(match out {
                    None => s.borrow().difference_with(operand),
                    Some(done) => done.difference_with(operand),
                });
            }
            Ok(new_set(out.unwrap_or_else(|| s.borrow().copy())))
        }
        Method::Copy => {
            args_between(m, &args, 0, 0, at)?;
            Ok(new_set(s.borrow().copy()))
        }
        _ => Err(Fault::internal(format!("set.{} passed the receiver check", m.name()), at)),
    }
}
