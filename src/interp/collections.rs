//! `collections` over concrete values. `Counter`, `defaultdict` and `OrderedDict` are dicts of
//! a kind (`DictKind`) and a `deque` a list of a kind (`ListKind`), so every operation CPython's
//! classes inherit from `dict` (or share with `list`) is the dict's (the list's) own; here is
//! only what each kind changes: construction, missing keys, `repr`, `==`, the added methods,
//! the operators of `Counter` and a deque's `maxlen`.

use super::builtins::{collect, sort_values};
use super::ops::{binary, check_len, compare};
use super::value::{item_eq, DictCell, DictKind, DictMap, Key, ListCell, ListKind, Value};
use crate::ir::{BinOp, Builtin, CmpOp, Method, PyExc, UnaryOp};
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;
use std::rc::Rc;

type Kwargs = Vec<(Rc<str>, Value)>;

/// The type name CPython's messages give a dict of `d`'s kind (its `tp_name`: the C types
/// carry their module, `Counter`, written in Python, does not).
pub fn dict_type_name(d: &DictCell) -> &'static str {
    match d.kind() {
        DictKind::Dict => "dict",
        DictKind::Counter => "Counter",
        DictKind::OrderedDict => "collections.OrderedDict",
        DictKind::Defaultdict(_) => "collections.defaultdict",
        DictKind::MappingProxy => "mappingproxy",
    }
}

/// The builtin naming the class of a dict or list of a `collections` kind.
pub fn class_of(v: &Value) -> Option<Builtin> {
    match v {
        Value::List(l) if l.is_deque() => Some(Builtin::Deque),
        Value::Dict(d) => match d.kind() {
            DictKind::Dict | DictKind::MappingProxy => None,
            DictKind::Counter => Some(Builtin::Counter),
            DictKind::OrderedDict => Some(Builtin::OrderedDict),
            DictKind::Defaultdict(_) => Some(Builtin::Defaultdict),
        },
        _ => None,
    }
}

/// `isinstance(v, b)` for a `collections` class `b`.
pub fn is_instance(v: &Value, b: Builtin) -> bool {
    class_of(v) == Some(b)
}

/// The `<class '...'>` name of a `collections` class.
pub fn qualified(b: Builtin) -> Option<&'static str> {
    Some(match b {
        Builtin::Counter => "collections.Counter",
        Builtin::Defaultdict => "collections.defaultdict",
        Builtin::OrderedDict => "collections.OrderedDict",
        Builtin::Deque => "collections.deque",
        _ => return None,
    })
}

/// `==` of two dicts, one of a `collections` kind: two `OrderedDict`s compare in order, two
/// `Counter`s read a missing count as zero (3.10+), anything else as dicts.
pub fn dict_eq(x: &DictCell, y: &DictCell) -> bool {
    let (a, b) = (x.borrow(), y.borrow());
    match (x.kind(), y.kind()) {
        (DictKind::OrderedDict, DictKind::OrderedDict) => {
            a.len() == b.len() && a.iter().zip(b.iter()).all(|((k, v), (l, w))| k == l && item_eq(v, w))
        }
        (DictKind::Counter, DictKind::Counter) => {
            let zero = Value::Int(0);
            let agree = |p: &DictMap, q: &DictMap| p.iter().all(|(k, v)| item_eq(v, q.get(k).unwrap_or(&zero)));
            agree(&a, &b) && agree(&b, &a)
        }
        _ => a.len() == b.len() && a.iter().all(|(k, v)| b.get(k).is_some_and(|w| item_eq(v, w))),
    }
}

/// What reading a missing key of `d` gives without calling anything: a `Counter`'s zero.
pub fn missing(d: &DictCell) -> Option<Value> {
    matches!(d.kind(), DictKind::Counter).then_some(Value::Int(0))
}

/// Whether reading a missing key of `d` calls a factory (a `defaultdict` with one), which a
/// lookup by a key the prover does not know cannot tell apart from a hit.
pub fn calls_factory(d: &DictCell) -> bool {
    matches!(d.kind(), DictKind::Defaultdict(f) if !matches!(*f.borrow(), Value::None))
}

/// The factory a `defaultdict` calls for `key`, when it is missing (`None` otherwise, and for a
/// `defaultdict(None)`, which raises `KeyError` as a dict does).
pub fn default_factory(obj: &Value, key: &Value, at: Span) -> Result<Option<Value>, Fault> {
    let Value::Dict(d) = obj else { return Ok(None) };
    let DictKind::Defaultdict(factory) = d.kind() else { return Ok(None) };
    let factory = factory.borrow().clone();
    if matches!(factory, Value::None) || d.borrow().contains_key(&Key::new(key.clone(), at)?) {
        return Ok(None);
    }
    Ok(Some(factory))
}

/// `maxlen` of a deque and `default_factory` of a defaultdict.
pub fn attribute(obj: &Value, name: &str) -> Option<Value> {
    match (obj, name) {
        (Value::List(l), "maxlen") => match l.kind() {
            ListKind::Deque(Some(n)) => Some(Value::Int(n as i64)),
            ListKind::Deque(None) => Some(Value::None),
            ListKind::List => None,
        },
        (Value::Dict(d), "default_factory") => match d.kind() {
            DictKind::Defaultdict(f) => Some(f.borrow().clone()),
            DictKind::Dict | DictKind::Counter | DictKind::OrderedDict | DictKind::MappingProxy => None,
        },
        _ => None,
    }
}

/// Gives `held` (the value an instance of a class deriving from `defaultdict` or `deque`
/// holds, made without a factory or `maxlen`) the factory or `maxlen` of `made`, as the
/// class's `__init__` sets them.
pub fn renew(held: &Value, made: &Value, at: Span) -> Result<(), Fault> {
    let renewed = match (held, made) {
        (Value::Dict(h), Value::Dict(m)) => match (h.kind(), m.kind()) {
            (DictKind::Defaultdict(slot), DictKind::Defaultdict(factory)) => {
                let factory = factory.borrow().clone();
                *slot.borrow_mut() = factory;
                true
            }
            _ => false,
        },
        (Value::List(h), Value::List(m)) if h.is_deque() && m.is_deque() => {
            h.set_kind(m.kind());
            true
        }
        _ => false,
    };
    match renewed {
        true => Ok(()),
        false => Err(Fault::internal("a collections value renewed from another kind", at)),
    }
}

fn dict_of(kind: DictKind, map: DictMap) -> Value {
    Value::Dict(Rc::new(DictCell::of_kind(map, kind)))
}

fn deque_of(items: Vec<Value>, maxlen: Option<usize>) -> Value {
    Value::List(Rc::new(ListCell::of_kind(items, ListKind::Deque(maxlen))))
}

/// The map of a plain dict made by `dict(*args, **kwargs)`.
fn dict_from(rt: &mut super::Concrete, args: Vec<Value>, kwargs: Kwargs, at: Span) -> Result<DictMap, Fault> {
    match super::builtins::call(rt, Builtin::Dict, args, kwargs, at)? {
        Value::Dict(d) => Ok(std::mem::take(&mut *d.borrow_mut())),
        _ => Err(Fault::internal("dict() made something else", at)),
    }
}

/// `Counter(...)`, `defaultdict(...)`, `OrderedDict(...)`, `deque(...)`.
pub fn construct(
    rt: &mut super::Concrete,
    b: Builtin,
    mut args: Vec<Value>,
    mut kwargs: Kwargs,
    at: Span,
) -> Result<Value, Fault> {
    let limits = rt.limits;
    match b {
        Builtin::Counter => {
            if args.len() > 1 {
                return Err(Fault::type_error(format!("expected at most 1 argument, got {}", args.len()), at));
            }
            let counter = dict_of(DictKind::Counter, DictMap::default());
            let Value::Dict(d) = &counter else { unreachable!("a dict was made") };
            count_into(d, args.pop(), kwargs, 1, &limits, at)?;
            Ok(counter)
        }
        Builtin::OrderedDict => {
            if args.len() > 1 {
                return Err(Fault::type_error(format!("expected at most 1 arguments, got {}", args.len()), at));
            }
            Ok(dict_of(DictKind::OrderedDict, dict_from(rt, args, kwargs, at)?))
        }
        Builtin::Defaultdict => {
            let factory = if args.is_empty() { Value::None } else { args.remove(0) };
            if !matches!(factory, Value::None) && !super::convert::callable(&factory) {
                return Err(Fault::type_error("first argument must be callable or None", at));
            }
            Ok(dict_of(DictKind::Defaultdict(factory.into()), dict_from(rt, args, kwargs, at)?))
        }
        _ => {
            let maxlen = match kwargs.iter().position(|(k, _)| &**k == "maxlen") {
                Some(i) if args.len() < 2 => Some(kwargs.remove(i).1),
                Some(_) => {
                    return Err(Fault::type_error("argument for deque() given by name ('maxlen') and position (2)", at))
                }
                None if args.len() == 2 => args.pop(),
                None => None,
            };
            if let Some((k, _)) = kwargs.first() {
                return Err(Fault::type_error(format!("deque() got an unexpected keyword argument '{k}'"), at));
            }
            if args.len() > 1 {
                return Err(Fault::type_error(format!("deque() takes at most 2 arguments ({} given)", args.len()), at));
            }
            let maxlen = match maxlen {
                None | Some(Value::None) => None,
                Some(n @ (Value::Int(_) | Value::Bool(_))) => match n.as_i64() {
                    Some(n) if n >= 0 => Some(n as usize),
                    _ => return Err(Fault::exc(PyExc::ValueError, "maxlen must be non-negative", at)),
                },
                Some(_) => return Err(Fault::type_error("an integer is required", at)),
            };
            let items = match args.pop() {
                Some(v) => collect(v, &limits, at)?,
                None => Vec::new(),
            };
            let deque = deque_of(Vec::new(), maxlen);
            let Value::List(l) = &deque else { unreachable!("a list was made") };
            push_back(l, items);
            Ok(deque)
        }
    }
}

/// Adds (`sign` 1) or takes away (-1) the counts of `source` (a mapping's values, else one
/// per item of an iterable) and of `kwargs` to `d`'s, as `Counter.update`/`subtract` do.
fn count_into(
    d: &DictCell,
    source: Option<Value>,
    kwargs: Kwargs,
    sign: i64,
    limits: &Limits,
    at: Span,
) -> Result<(), Fault> {
    let pairs: Vec<(Value, Option<Value>)> = match source {
        None => Vec::new(),
        Some(Value::Dict(m)) => m.borrow().iter().map(|(k, v)| (k.0.clone(), Some(v.clone()))).collect(),
        Some(other) => collect(other, limits, at)?.into_iter().map(|k| (k, None)).collect(),
    };
    count_pairs(d, pairs, sign, limits, at)?;
    // CPython's `update(**kwds)` is `update(kwds)` after the positional source: a mapping.
    let named = kwargs.into_iter().map(|(k, v)| (Value::Str(Rc::new((*k).into())), Some(v))).collect();
    count_pairs(d, named, sign, limits, at)
}

/// Adds (`sign` 1) or takes away (-1) counts: a pair's own count, else one per item. An empty
/// Counter takes a mapping's values as they are, without adding (CPython's fast path).
fn count_pairs(
    d: &DictCell,
    pairs: Vec<(Value, Option<Value>)>,
    sign: i64,
    limits: &Limits,
    at: Span,
) -> Result<(), Fault> {
    let fast = sign == 1 && d.borrow().is_empty() && pairs.iter().all(|(_, c)| c.is_some());
    let op = if sign == 1 { BinOp::Add } else { BinOp::Sub };
    for (k, count) in pairs {
        let key = Key::new(k, at)?;
        let mut map = d.borrow_mut();
        // An int count already there grows in place: one lookup, not a read and a store.
        if count.is_none() && map.len() < limits.max_len {
            if let Some(Value::Int(n)) = map.get_mut(&key) {
                if let Some(next) = n.checked_add(sign) {
                    *n = next;
                    continue;
                }
            }
        }
        let old = map.get(&key);
        let new = match (old, &count) {
            (_, Some(c)) if fast => c.clone(),
            (Some(Value::Int(n)), None) if n.checked_add(sign).is_some() => Value::Int(n + sign),
            (old, None) => binary(op, old.cloned().unwrap_or(Value::Int(0)), Value::Int(1), limits, at)?,
            // `count + self.get(elem, 0)` for `update`, `self.get(elem, 0) - count` for `subtract`.
            (old, Some(c)) if sign == 1 => binary(op, c.clone(), old.cloned().unwrap_or(Value::Int(0)), limits, at)?,
            (old, Some(c)) => binary(op, old.cloned().unwrap_or(Value::Int(0)), c.clone(), limits, at)?,
        };
        if map.len() >= limits.max_len {
            check_len(map.len() + 1, limits, at)?;
        }
        map.insert(key, new);
    }
    Ok(())
}

/// Appends `items` to a deque, dropping from the left past its `maxlen`.
fn push_back<I: IntoIterator<Item = Value, IntoIter: ExactSizeIterator>>(l: &ListCell, items: I) {
    let items = items.into_iter();
    if items.len() > 0 {
        l.changed();
    }
    l.push_back(items);
    if let ListKind::Deque(Some(max)) = l.kind() {
        while l.len() > max {
            l.pop_front();
        }
    }
}

/// Prepends `items` one by one (so reversed), dropping from the right past `maxlen`.
fn push_front<I: IntoIterator<Item = Value, IntoIter: ExactSizeIterator>>(l: &ListCell, items: I) {
    let items = items.into_iter();
    if items.len() > 0 {
        l.changed();
    }
    for item in items {
        l.push_front(item);
    }
    if let ListKind::Deque(Some(max)) = l.kind() {
        while l.len() > max {
            l.pop_back();
        }
    }
}

fn empty_deque(at: Span) -> Fault {
    Fault::exc(PyExc::IndexError, "pop from an empty deque", at)
}

fn arity(name: &str, args: &[Value], min: usize, max: usize, at: Span) -> Result<(), Fault> {
    let n = args.len();
    if (min..=max).contains(&n) {
        return Ok(());
    }
    let short = name.rsplit('.').next().unwrap_or(name);
    Err(Fault::type_error(
        match (min, max) {
            (0, 0) => format!("{name}() takes no arguments ({n} given)"),
            (1, 1) => format!("{name}() takes exactly one argument ({n} given)"),
            _ if min == max => format!("{short} expected {min} arguments, got {n}"),
            _ if n < min => {
                format!("{short} expected at least {min} argument{}, got {n}", if min == 1 { "" } else { "s" })
            }
            _ => format!("{short} expected at most {max} argument{}, got {n}", if max == 1 { "" } else { "s" }),
        },
        at,
    ))
}

fn no_kwargs(name: &str, kwargs: &Kwargs, at: Span) -> Result<(), Fault> {
    match kwargs.first() {
        Some(_) => Err(Fault::type_error(format!("{name}() takes no keyword arguments"), at)),
        None => Ok(()),
    }
}

/// The `last` flag of `popitem`/`move_to_end`, by position or keyword.
fn last_flag(name: &str, args: &mut Vec<Value>, kwargs: &mut Kwargs, at: Span) -> Result<bool, Fault> {
    let by_name = kwargs.iter().position(|(k, _)| &**k == "last").map(|i| kwargs.remove(i).1);
    if let Some((k, _)) = kwargs.first() {
        return Err(Fault::type_error(format!("{name}() got an unexpected keyword argument '{k}'"), at));
    }
    Ok(match by_name {
        Some(v) => v.truthy(),
        None => args.pop().is_none_or(|v| v.truthy()),
    })
}

/// A method a `collections` kind defines or changes, on a receiver of that kind; `None` for the
/// ones it takes from `dict` or `list` unchanged.
pub fn method(
    m: Method,
    recv: &Value,
    args: &mut Vec<Value>,
    kwargs: &mut Kwargs,
    limits: &Limits,
    at: Span,
) -> Option<Result<Value, Fault>> {
    match recv {
        Value::Dict(d) if d.is_proxy() => super::mapping_proxy::method(m, d, args, at),
        Value::Dict(d) if !d.is_plain() => dict_method(m, d, args, kwargs, limits, at),
        Value::List(l) if l.is_deque() => deque_method(m, l, args, kwargs, limits, at),
        _ => None,
    }
}

fn dict_method(
    m: Method,
    d: &DictCell,
    args: &mut Vec<Value>,
    kwargs: &mut Kwargs,
    limits: &Limits,
    at: Span,
) -> Option<Result<Value, Fault>> {
    let name = m.name();
    let own = matches!(
        (m, d.kind()),
        (Method::Copy, _)
            | (
                Method::Update | Method::Subtract | Method::MostCommon | Method::Elements | Method::Total,
                DictKind::Counter
            )
            | (Method::Popitem | Method::MoveToEnd, DictKind::OrderedDict)
    );
    if !own {
        return None;
    }
    Some((|| match (m, d.kind()) {
        (Method::Copy, kind) => {
            arity(name, args, 0, 0, at)?;
            Ok(dict_of(kind.clone(), d.borrow().clone()))
        }
        (Method::Update | Method::Subtract, DictKind::Counter) => {
            if args.len() > 1 {
                return Err(Fault::type_error(format!("expected at most 1 argument, got {}", args.len()), at));
            }
            let sign = if m == Method::Update { 1 } else { -1 };
            count_into(d, args.pop(), std::mem::take(kwargs), sign, limits, at)?;
            Ok(Value::None)
        }
        (Method::MostCommon, DictKind::Counter) => {
            let n = kwargs.iter().position(|(k, _)| &**k == "n").map(|i| kwargs.remove(i).1).or_else(|| args.pop());
            no_kwargs(name, kwargs, at)?;
            let items: Vec<(Value, Value)> = d.borrow().iter().map(|(k, v)| (k.0.clone(), v.clone())).collect();
            let counts = items.iter().map(|(_, v)| v.clone()).collect();
            let pairs = items.into_iter().map(|(k, v)| Value::pair(k, v)).collect();
            let mut sorted = sort_values(pairs, Some(counts), true, at)?;
            match n {
                None | Some(Value::None) => {}
                Some(n) => {
                    let n = super::methods::want_index(&n, at)?;
                    sorted.truncate(n.max(0) as usize);
                }
            }
            Ok(Value::list(sorted))
        }
        (Method::Elements, DictKind::Counter) => {
            arity(name, args, 0, 0, at)?;
            let mut out = Vec::new();
            for (k, v) in d.borrow().iter() {
                let n = match v {
                    Value::Int(_) | Value::Bool(_) | Value::Big(_) => super::methods::want_index(v, at)?,
                    other => return Err(super::convert::not_an_integer(other, at)),
                };
                if n > 0 {
                    check_len(out.len() + n as usize, limits, at)?;
                    out.extend(std::iter::repeat_n(k.0.clone(), n as usize));
                }
            }
            Ok(Value::Iter(Rc::new(std::cell::RefCell::new(super::iter::PyIter::over(Value::list(out), at)?))))
        }
        (Method::Total, DictKind::Counter) => {
            arity(name, args, 0, 0, at)?;
            let values: Vec<Value> = d.borrow().values().cloned().collect();
            values.into_iter().try_fold(Value::Int(0), |acc, v| binary(BinOp::Add, acc, v, limits, at))
        }
        (Method::Popitem, DictKind::OrderedDict) => {
            let last = last_flag(name, args, kwargs, at)?;
            arity(name, args, 0, 0, at)?;
            let mut map = d.borrow_mut();
            let popped = if last { map.pop() } else { map.pop_first() };
            let (k, v) = popped.ok_or_else(|| super::exceptions::key_error(&Value::str("dictionary is empty"), at))?;
            Ok(Value::pair(k.0, v))
        }
        (Method::MoveToEnd, DictKind::OrderedDict) => {
            let last = if args.len() > 1 || !kwargs.is_empty() { last_flag(name, args, kwargs, at)? } else { true };
            arity(name, args, 1, 1, at)?;
            let key = Key::new(args[0].clone(), at)?;
            if !d.borrow_mut().move_to_end(&key, last) {
                return Err(super::exceptions::key_error(&args[0], at));
            }
            Ok(Value::None)
        }
        _ => Err(Fault::internal("not a collections method", at)),
    })())
}

/// The qualified name a deque's own method reports in its errors (a constant, so a call
/// formats nothing unless it fails), `None` for methods a deque shares with `list`.
fn deque_name(m: Method) -> Option<&'static str> {
    Some(match m {
        Method::Append => "deque.append",
        Method::Appendleft => "deque.appendleft",
        Method::Extend => "deque.extend",
        Method::Extendleft => "deque.extendleft",
        Method::Pop => "deque.pop",
        Method::Popleft => "deque.popleft",
        Method::Rotate => "deque.rotate",
        Method::Insert => "deque.insert",
        Method::Index => "deque.index",
        Method::Remove => "deque.remove",
        Method::Copy => "deque.copy",
        _ => return None,
    })
}

/// `q.append(v)`, `q.appendleft(v)`, `q.pop()` and `q.popleft()` of a deque from the call
/// site (`methods::plain`): what the whole way reaches, with no keyword to refuse.
pub fn deque_end(m: Method, l: &ListCell, args: &[Value], limits: &Limits, at: Span) -> Option<Result<Value, Fault>> {
    deque_method(m, l, args, &mut Kwargs::new(), limits, at)
}

fn deque_method(
    m: Method,
    l: &ListCell,
    args: &[Value],
    kwargs: &mut Kwargs,
    limits: &Limits,
    at: Span,
) -> Option<Result<Value, Fault>> {
    let name = deque_name(m)?;
    let maxlen = match l.kind() {
        ListKind::Deque(n) => n,
        ListKind::List => None,
    };
    if let Err(e) = no_kwargs(name, kwargs, at) {
        return Some(Err(e));
    }
    let one = |args: &[Value]| arity(name, args, 1, 1, at);
    Some((|| match m {
        Method::Append | Method::Appendleft => {
            one(args)?;
            check_len(l.borrow().len() + 1, limits, at)?;
            let item = [args[0].clone()];
            if m == Method::Append {
                push_back(l, item)
            } else {
                push_front(l, item)
            }
            Ok(Value::None)
        }
        Method::Extend | Method::Extendleft => {
            one(args)?;
            let items = collect(args[0].clone(), limits, at)?;
            check_len(l.borrow().len() + items.len(), limits, at)?;
            if m == Method::Extend {
                push_back(l, items)
            } else {
                push_front(l, items)
            }
            Ok(Value::None)
        }
        Method::Pop | Method::Popleft => {
            arity(name, args, 0, 0, at)?;
            let item = if m == Method::Pop { l.pop_back() } else { l.pop_front() };
            let item = item.ok_or_else(|| empty_deque(at))?;
            l.changed();
            Ok(item)
        }
        Method::Rotate => {
            arity(name, args, 0, 1, at)?;
            let n = match args.first() {
                Some(v) => super::methods::want_index(v, at)?,
                None => 1,
            };
            let mut list = l.borrow_mut();
            let len = list.len() as i64;
            if len > 1 {
                l.changed();
            }
            if len > 0 {
                let k = n.rem_euclid(len) as usize;
                list.rotate_right(k);
            }
            Ok(Value::None)
        }
        Method::Insert => {
            arity(name, args, 2, 2, at)?;
            let i = super::methods::want_index(&args[0], at)?;
            let mut list = l.borrow_mut();
            if maxlen.is_some_and(|max| list.len() >= max) {
                return Err(Fault::exc(PyExc::IndexError, "deque already at its maximum size", at));
            }
            let len = list.len() as i64;
            let i = if i < 0 { (i + len).max(0) } else { i.min(len) };
            list.insert(i as usize, args[1].clone());
            l.changed();
            Ok(Value::None)
        }
        Method::Index => {
            arity(name, args, 1, 3, at)?;
            let list = l.borrow();
            let len = list.len() as i64;
            let bound = |v: Option<&Value>, default: i64| -> Result<i64, Fault> {
                Ok(match v {
                    Some(v) => {
                        let i = super::methods::want_bound(v, false, at)?;
                        if i < 0 {
                            (i + len).max(0)
                        } else {
                            i.min(len)
                        }
                    }
                    None => default,
                })
            };
            let (start, stop) = (bound(args.get(1), 0)?, bound(args.get(2), len)?);
            (start..stop).find(|&i| item_eq(&list[i as usize], &args[0])).map(Value::Int).ok_or_else(|| {
                Fault::exc(PyExc::ValueError, format!("{} is not in deque", super::repr::repr(&args[0])), at)
            })
        }
        Method::Remove => {
            one(args)?;
            let mut list = l.borrow_mut();
            let i = list.iter().position(|v| item_eq(v, &args[0]));
            let i = i.ok_or_else(|| {
                Fault::exc(PyExc::ValueError, format!("{} is not in deque", super::repr::repr(&args[0])), at)
            })?;
            list.remove(i);
            l.changed();
            Ok(Value::None)
        }
        Method::Copy => {
            arity(name, args, 0, 0, at)?;
            Ok(deque_of(l.borrow().to_vec(), maxlen))
        }
        _ => Err(Fault::internal("not a deque method", at)),
    })())
}

/// `repr` of a value of a `collections` kind, `None` for other values.
pub fn repr(out: &mut String, v: &Value, depth: usize, write: fn(&mut String, &Value, usize)) -> Option<()> {
    match v {
        Value::List(l) if l.is_deque() => {
            out.push_str("deque(");
            write(out, &Value::list(l.borrow().to_vec()), depth);
            if let ListKind::Deque(Some(n)) = l.kind() {
                out.push_str(&format!(", maxlen={n}"));
            }
            out.push(')');
        }
        Value::Dict(d) => match d.kind() {
            DictKind::Dict | DictKind::MappingProxy => return None,
            DictKind::Counter if d.borrow().is_empty() => out.push_str("Counter()"),
            DictKind::Counter => {
                out.push_str("Counter(");
                let items: Vec<(Key, Value)> = d.borrow().iter().map(|(k, v)| (k.clone(), v.clone())).collect();
                let counts = items.iter().map(|(_, v)| v.clone()).collect();
                let order: Vec<Value> = (0..items.len() as i64).map(Value::Int).collect();
                // CPython shows the counts largest first, as `most_common()`; when they do not
                // compare, the dict as it is.
                let map: DictMap = match sort_values(order, Some(counts), true, Span::default()) {
                    Ok(sorted) => sorted.iter().filter_map(Value::as_i64).map(|i| items[i as usize].clone()).collect(),
                    Err(_) => items.into_iter().collect(),
                };
                write(out, &Value::dict(map), depth);
                out.push(')');
            }
            DictKind::OrderedDict if d.borrow().is_empty() => out.push_str("OrderedDict()"),
            DictKind::OrderedDict => {
                out.push_str("OrderedDict(");
                let pairs = d.borrow().iter().map(|(k, v)| Value::pair(k.0.clone(), v.clone())).collect();
                write(out, &Value::list(pairs), depth);
                out.push(')');
            }
            DictKind::Defaultdict(factory) => {
                out.push_str("defaultdict(");
                let factory = factory.borrow().clone();
                write(out, &factory, depth);
                out.push_str(", ");
                write(out, &Value::dict(d.borrow().clone()), depth);
                out.push(')');
            }
        },
        _ => return None,
    }
    Some(())
}

/// Operators of `Counter` (`+ - & |` between two) and of deques (`+` of two, `*` by an int);
/// `None` when neither operand is of a `collections` kind.
pub fn operator(op: BinOp, l: &Value, r: &Value, limits: &Limits, at: Span) -> Option<Result<Value, Fault>> {
    let kinds = (class_of(l), class_of(r));
    match (l, r, kinds) {
        (Value::Dict(a), Value::Dict(b), (Some(Builtin::Counter), Some(Builtin::Counter)))
            if matches!(op, BinOp::Add | BinOp::Sub | BinOp::BitAnd | BinOp::BitOr) =>
        {
            Some(counter_op(op, a, b, limits, at).map(|m| dict_of(DictKind::Counter, m)))
        }
        (Value::List(a), Value::List(b), (Some(Builtin::Deque), Some(Builtin::Deque))) if op == BinOp::Add => {
            let mut items = a.borrow().to_vec();
            items.extend(b.borrow().iter().cloned());
            if let Err(e) = check_len(items.len(), limits, at) {
                return Some(Err(e));
            }
            let ListKind::Deque(maxlen) = a.kind() else { return None };
            let out = deque_of(Vec::new(), maxlen);
            if let Value::List(o) = &out {
                push_back(o, items);
            }
            Some(Ok(out))
        }
        // Only a deque extends a deque by `+` (`deque_concat`), and a list only a list.
        (Value::List(_), _, (Some(Builtin::Deque), _)) if op == BinOp::Add => {
            Some(Err(Fault::type_error(format!("can only concatenate deque (not \"{}\") to deque", r.type_name()), at)))
        }
        (Value::List(_), Value::List(_), (None, Some(Builtin::Deque))) if op == BinOp::Add => {
            Some(Err(Fault::type_error("can only concatenate list (not \"collections.deque\") to list", at)))
        }
        (Value::List(a), n, (Some(Builtin::Deque), _)) if op == BinOp::Mul && n.is_int_like() => {
            let ListKind::Deque(maxlen) = a.kind() else { return None };
            Some(super::ops::binary(op, Value::list(a.borrow().to_vec()), n.clone(), limits, at).map(|v| match v {
                Value::List(items) => {
                    let out = deque_of(Vec::new(), maxlen);
                    if let Value::List(o) = &out {
                        push_back(o, items.borrow().to_vec());
                    }
                    out
                }
                other => other,
            }))
        }
        (Value::Dict(a), Value::Dict(b), _) if op == BinOp::BitOr => {
            // `defaultdict | dict`, `dict | OrderedDict`: a mapping of the kind of the one that
            // defines `|` (a Counter with a dict gives a dict).
            let defines = |d: &DictCell| !matches!(d.kind(), DictKind::Dict | DictKind::Counter);
            let kind = [a, b].into_iter().find(|d| defines(d)).map_or(DictKind::Dict, |d| d.kind().clone());
            let mut map = a.borrow().clone();
            map.extend(b.borrow().iter().map(|(k, v)| (k.clone(), v.clone())));
            Some(Ok(dict_of(kind, map)))
        }
        _ => None,
    }
}

/// `a op b` of two Counters: only positive counts are kept.
fn counter_op(op: BinOp, a: &DictCell, b: &DictCell, limits: &Limits, at: Span) -> Result<DictMap, Fault> {
    let (a, b) = (a.borrow(), b.borrow());
    let zero = Value::Int(0);
    let positive = |v: &Value| compare(CmpOp::Gt, v, &zero, at);
    let mut out = DictMap::default();
    for (k, count) in a.iter() {
        let other = b.get(k).unwrap_or(&zero);
        let new = match op {
            BinOp::Add => binary(BinOp::Add, count.clone(), other.clone(), limits, at)?,
            BinOp::Sub => binary(BinOp::Sub, count.clone(), other.clone(), limits, at)?,
            BinOp::BitOr if compare(CmpOp::Lt, count, other, at)? => other.clone(),
            BinOp::BitAnd if compare(CmpOp::Lt, other, count, at)? => other.clone(),
            _ => count.clone(),
        };
        if positive(&new)? {
            out.insert(k.clone(), new);
        }
    }
    if op != BinOp::BitAnd {
        for (k, count) in b.iter().filter(|(k, _)| !a.contains_key(k)) {
            let new = if op == BinOp::Sub {
                binary(BinOp::Sub, zero.clone(), count.clone(), limits, at)?
            } else {
                count.clone()
            };
            if positive(&new)? {
                out.insert(k.clone(), new);
            }
        }
    }
    Ok(out)
}

/// `c += d` (and `-=`, `&=`, `|=`) of Counters and `q += items`, `q *= n` of deques, in place;
/// `None` for other operands.
pub fn inplace(op: BinOp, l: &Value, r: &Value, limits: &Limits, at: Span) -> Option<Result<(), Fault>> {
    match (l, r) {
        (Value::Dict(a), Value::Dict(b))
            if matches!(a.kind(), DictKind::Counter)
                && matches!(b.kind(), DictKind::Counter)
                && matches!(op, BinOp::Add | BinOp::Sub | BinOp::BitAnd | BinOp::BitOr) =>
        {
            // CPython keeps only the positive counts of the receiver afterwards, in its order.
            Some(counter_op(op, a, b, limits, at).map(|new| {
                let mut map = a.borrow_mut();
                let mut kept = DictMap::default();
                for (k, _) in map.iter() {
                    if let Some(v) = new.get(k) {
                        kept.insert(k.clone(), v.clone());
                    }
                }
                for (k, v) in new.iter() {
                    if !kept.contains_key(k) {
                        kept.insert(k.clone(), v.clone());
                    }
                }
                *map = kept;
            }))
        }
        (Value::List(a), _) if a.is_deque() && op == BinOp::Add => Some((|| {
            let items = collect(r.clone(), limits, at)?;
            check_len(a.borrow().len() + items.len(), limits, at)?;
            push_back(a, items);
            Ok(())
        })()),
        _ => None,
    }
}

/// `+c` and `-c` of a Counter: the positive counts, or the negated negative ones.
pub fn unary(op: UnaryOp, v: &Value, limits: &Limits, at: Span) -> Option<Result<Value, Fault>> {
    let Value::Dict(d) = v else { return None };
    if !matches!(d.kind(), DictKind::Counter) || !matches!(op, UnaryOp::Pos | UnaryOp::Neg) {
        return None;
    }
    let empty = DictCell::of_kind(DictMap::default(), DictKind::Counter);
    let d: &DictCell = d;
    let (a, b) = if op == UnaryOp::Pos { (d, &empty) } else { (&empty, d) };
    Some(counter_op(BinOp::Sub, a, b, limits, at).map(|m| dict_of(DictKind::Counter, m)))
}

/// `del c[key]` of a Counter: a missing key is no error.
pub fn forgiving_delete(obj: &Value) -> bool {
    matches!(obj, Value::Dict(d) if matches!(d.kind(), DictKind::Counter))
}
