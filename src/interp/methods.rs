//! Methods of `str`, `list`, `tuple`, `dict` and `set` over concrete values.

pub(super) mod arity;
mod plain;
mod range;

pub use plain::{check_method, plain};

use super::builtins::{collect, drain};
use super::exceptions::key_error;
use super::iter::PyIter;
use super::ops::check_len;
use super::pyset::Operand;
use super::repr::repr;
use super::str_methods;
use super::value::{item_eq, Key, Value};
use crate::ir::{ExcClass, Method, PyExc, ReceiverType};
use crate::limits::Limits;
use crate::sema::{Fault, FaultKind};
use crate::source::Span;
use std::cell::RefCell;
use std::rc::Rc;

pub(super) type Kwargs = Vec<(Rc<str>, Value)>;

pub(super) fn receiver_type(v: &Value) -> Option<ReceiverType> {
    Some(match v {
        Value::Str(_) => ReceiverType::Str,
        Value::Bytes(_) => ReceiverType::Bytes,
        Value::ByteArray(_) => ReceiverType::Bytearray,
        Value::List(l) if l.is_deque() => ReceiverType::Deque,
        Value::List(_) => ReceiverType::List,
        Value::Tuple(_) => ReceiverType::Tuple,
        Value::Dict(d) => match d.kind() {
            super::value::DictKind::Counter => ReceiverType::Counter,
            super::value::DictKind::OrderedDict => ReceiverType::OrderedDict,
            super::value::DictKind::Dict
            | super::value::DictKind::Defaultdict(_)
            | super::value::DictKind::MappingProxy => ReceiverType::Dict,
        },
        Value::Set(s) if s.borrow().is_frozen() => ReceiverType::Frozenset,
        Value::Set(_) => ReceiverType::Set,
        Value::Int(_) | Value::Big(_) | Value::Bool(_) => ReceiverType::Int,
        Value::Float(_) => ReceiverType::Float,
        Value::Complex(_) => ReceiverType::Complex,
        Value::Slice(_) => ReceiverType::Slice,
        Value::Range(_) => ReceiverType::Range,
        Value::View(v) => match v.kind {
            super::views::ViewKind::Keys => ReceiverType::DictKeys,
            super::views::ViewKind::Items => ReceiverType::DictItems,
            super::views::ViewKind::Values => return None,
        },
        Value::Builtin(b) => return b.as_type(),
        Value::Contract(c) if c.native().is_some() => return c.native(),
        Value::Contract(c) if c.has_relation_methods() => ReceiverType::Relation,
        _ => return None,
    })
}

/// CPython's arity errors: methods without arguments or with exactly one name their type
/// (`str.zfill() takes exactly one argument (0 given)`); the others say what they expected.
pub(super) fn args_between(m: Method, args: &[Value], min: usize, max: usize, at: Span) -> Result<(), Fault> {
    let n = args.len();
    if (min..=max).contains(&n) {
        return Ok(());
    }
    let owner = m.receivers().first().map_or("object", |r| r.name());
    let plural = |k: usize| if k == 1 { "" } else { "s" };
    let message = match (min, max) {
        (0, 0) => format!("{owner}.{}() takes no arguments ({n} given)", m.name()),
        (1, 1) => format!("{owner}.{}() takes exactly one argument ({n} given)", m.name()),
        _ if min == max => format!("{} expected {min} argument{}, got {n}", m.name(), plural(min)),
        _ if n < min => format!("{} expected at least {min} argument{}, got {n}", m.name(), plural(min)),
        _ => format!("{} expected at most {max} argument{}, got {n}", m.name(), plural(max)),
    };
    Err(Fault::type_error(message, at))
}

/// A `str` method's text argument, or CPython's `TypeError`, worded as each method words it.
pub(super) fn want_str(m: Method, v: &Value, at: Span) -> Result<&str, Fault> {
    match v {
        Value::Str(s) => Ok(s.as_str()),
        other => {
            let t = other.type_name();
            let message = match m {
                Method::Find
                | Method::Rfind
                | Method::Index
                | Method::Rindex
                | Method::Count
                | Method::Partition
                | Method::Rpartition => format!("must be str, not {t}"),
                Method::Split | Method::Rsplit => format!("must be str or None, not {t}"),
                Method::Strip | Method::Lstrip | Method::Rstrip => format!("{} arg must be None or str", m.name()),
                // Argument Clinic's wording, which names `None` itself.
                _ => format!("{}() argument must be str, not {}", m.name(), clinic_type_name(other)),
            };
            Err(Fault::type_error(message, at))
        }
    }
}

/// `want_str` for a method whose message numbers its arguments (`replace() argument 2 ...`).
pub(super) fn want_str_numbered(m: Method, v: &Value, number: usize, at: Span) -> Result<&str, Fault> {
    match v {
        Value::Str(s) => Ok(s.as_str()),
        other => Err(Fault::type_error(
            format!("{}() argument {number} must be str, not {}", m.name(), clinic_type_name(other)),
            at,
        )),
    }
}

/// How Argument Clinic's messages name a value's type: `None` for `None`.
fn clinic_type_name(v: &Value) -> std::borrow::Cow<'_, str> {
    match v {
        Value::None => "None".into(),
        other => other.type_name(),
    }
}

/// An int argument CPython takes as a `Py_ssize_t`: past 64 bits an `OverflowError`.
pub(super) fn want_index(v: &Value, at: Span) -> Result<i64, Fault> {
    match v {
        Value::Big(_) => Err(Fault::exc(PyExc::OverflowError, "Python int too large to convert to C ssize_t", at)),
        _ => v.as_i64().ok_or_else(|| super::convert::not_an_integer(v, at)),
    }
}

/// A `start`/`end` argument, which CPython clamps to 64 bits as it does a slice bound
/// (`"abc".find("", 10**20)` is -1, not an error), and refuses as a slice bound when it is no
/// int: the str and bytes searches take `None` for the default (their message says so), a
/// sequence's `index` does not (`none_allowed`).
pub(super) fn want_bound(v: &Value, none_allowed: bool, at: Span) -> Result<i64, Fault> {
    match v {
        Value::Big(b) => Ok(if b.sign() == num_bigint::Sign::Minus { i64::MIN } else { i64::MAX }),
        Value::Object(o) if o.class.lookup("__index__").is_some() => Err(super::convert::not_an_integer(v, at)),
        _ if v.is_int_like() => want_index(v, at),
        _ if none_allowed => {
            Err(Fault::type_error("slice indices must be integers or None or have an __index__ method", at))
        }
        _ => Err(Fault::type_error("slice indices must be integers or have an __index__ method", at)),
    }
}

/// Python looks the method up before it evaluates the arguments: a missing one is an
/// `AttributeError` first.
pub fn check(m: Method, recv: &Value, at: Span) -> Result<(), Fault> {
    super::mapping_proxy::check(m, recv, at)?;
    let has = |t: ReceiverType| m.receivers().contains(&t);
    if receiver_type(recv).is_some_and(|t| has(t) || t.base().is_some_and(has)) {
        return Ok(());
    }
    if let Some(module) = super::module_value::module_name(recv) {
        return Err(super::module_value::member_refused(&module, m.name(), at));
    }
    if let Value::Builtin(b) = recv {
        if b.is_class() {
            let message = format!("type object '{}' has no attribute '{}'", b.name(), m.name());
            return Err(Fault::exc(PyExc::AttributeError, message, at));
        }
    }
    // CPython's `IntEnum`/`StrEnum` members are ints/strs with every method of theirs;
    // clauz3's are instances of their class (`sema::enums`): refused, never a catchable error.
    if let Value::Object(o) = recv {
        let value_type = match o.class.enum_kind() {
            Some(crate::ir::EnumKind::Int | crate::ir::EnumKind::IntFlag) => Some(ReceiverType::Int),
            Some(crate::ir::EnumKind::Str) => Some(ReceiverType::Str),
            _ => None,
        };
        if let Some(t) = value_type.filter(|t| has(*t)) {
            return Err(Fault::unsupported(
                format!(
                    "`{}` of a `{}` member: CPython's member is an instance of `{}`, which has it, and clauz3 models its operators and a few methods (use `member.value.{}(...)`)",
                    m.name(),
                    o.class.name,
                    t.name(),
                    m.name()
                ),
                at,
            ));
        }
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
        if let Some(result) = c.call_method(m, args.clone(), kwargs.clone(), at) {
            return result;
        }
    }
    if let Value::Builtin(ty) = recv {
        if !m.on_type() {
            // `str.lower(s)`: the method taken from its type, the receiver passed first.
            let receiver = unbound_receiver(m, ty, &mut args, at)?;
            return call(m, receiver, args, kwargs, limits, at);
        }
    }
    arity::check(m, &recv, args.len(), kwargs.iter().map(|(k, _)| &**k), at)?;
    match m {
        Method::Maketrans
            if matches!(
                recv,
                Value::Bytes(_)
                    | Value::ByteArray(_)
                    | Value::Builtin(crate::ir::Builtin::Bytes | crate::ir::Builtin::Bytearray)
            ) =>
        {
            return super::bytes_text::maketrans(args, kwargs, at)
        }
        Method::Maketrans => return str_methods::call(m, "", args, kwargs, limits, at),
        Method::Fromkeys => {
            no_kwargs(m, &kwargs, at)?;
            return fromkeys(&recv, args, limits, at);
        }
        Method::Fromhex if matches!(recv, Value::Bytes(_) | Value::Builtin(crate::ir::Builtin::Bytes)) => {
            no_kwargs(m, &kwargs, at)?;
            return super::bytes::fromhex(&args, at);
        }
        Method::Fromhex if matches!(recv, Value::ByteArray(_) | Value::Builtin(crate::ir::Builtin::Bytearray)) => {
            no_kwargs(m, &kwargs, at)?;
            let made = super::bytes::fromhex(&args, at)?;
            return Ok(super::bytearray::value(super::bytearray::bytes_of(&made).unwrap_or_default()));
        }
        Method::Fromhex => return super::numbers::call(m, &Value::Float(0.0), &args, !kwargs.is_empty(), at),
        Method::FromBytes => return super::int_bytes::from_bytes(args, kwargs, at),
        Method::ToBytes => return super::int_bytes::to_bytes(&recv, args, kwargs, limits, at),
        Method::Encode => {
            if let Value::Str(s) = &recv {
                return super::bytes::encode_method(s.as_str(), args, kwargs, at);
            }
        }
        _ => {}
    }
    if let Some(done) = super::collections::method(m, &recv, &mut args, &mut kwargs, limits, at) {
        return done;
    }
    let sort_reverse = if m == Method::Sort { take(&mut kwargs, "reverse").map(|v| v.truthy()) } else { None };
    match recv {
        Value::Str(s) => str_methods::call(m, s.as_str(), args, kwargs, limits, at),
        Value::Bytes(b) => super::bytes::call(m, &b, args, kwargs, limits, at),
        Value::ByteArray(b) => super::bytearray::call(m, &b, args, kwargs, limits, at),
        Value::Int(_) | Value::Big(_) | Value::Bool(_) | Value::Float(_) => {
            super::numbers::call(m, &recv, &args, !kwargs.is_empty(), at)
        }
        Value::Complex(c) => super::complex::method(m, *c, args.len(), !kwargs.is_empty(), at),
        Value::Range(r) => range::call(m, &r, &args, !kwargs.is_empty(), at),
        Value::Dict(d) => {
            if m == Method::Update {
                return dict_update(&d, args, kwargs, limits, at);
            }
            no_kwargs(m, &kwargs, at)?;
            dict_method(m, &d, args, limits, at)
        }
        recv => {
            no_kwargs(m, &kwargs, at)?;
            match recv {
                Value::List(list) => list_method(m, &list, args, sort_reverse.unwrap_or(false), limits, at),
                Value::Tuple(items) => seq_method(m, &items, "tuple", args, at),
                Value::Set(s) => set_method(m, &s, args, limits, at),
                Value::Slice(parts) => super::slices::call(m, &parts, &args, at),
                Value::View(view) => {
                    if args.len() != 1 {
                        let (owner, n) = (view.kind.type_name(), args.len());
                        return Err(Fault::type_error(
                            format!("{owner}.{}() takes exactly one argument ({n} given)", m.name()),
                            at,
                        ));
                    }
                    let other = args.pop().unwrap_or(Value::None);
                    super::views::isdisjoint(&view, other, limits, at)
                }
                other => Err(Fault::exc(
                    PyExc::AttributeError,
                    format!("'{}' object has no attribute '{}'", other.type_name(), m.name()),
                    at,
                )),
            }
        }
    }
}

/// The receiver of a method called on its type (`str.lower(s)`): the first argument, which
/// must be of that type, as CPython's method descriptors require.
fn unbound_receiver(m: Method, ty: crate::ir::Builtin, args: &mut Vec<Value>, at: Span) -> Result<Value, Fault> {
    if args.is_empty() {
        return Err(Fault::type_error(
            format!("unbound method {}.{}() needs an argument", ty.as_type().map_or(ty.name(), |t| t.name()), m.name()),
            at,
        ));
    }
    let receiver = args.remove(0);
    if receiver_type(&receiver) != ty.as_type() || matches!(receiver, Value::Builtin(_)) {
        return Err(Fault::type_error(
            format!(
                "descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
                m.name(),
                ty.as_type().map_or(ty.name(), |t| t.name()),
                receiver.type_name()
            ),
            at,
        ));
    }
    Ok(receiver)
}

/// Whether a method taken from a type (`probe`, `str.lower`) applies to `receiver`: else the
/// call is left to the interpreter, which raises CPython's `TypeError`.
pub fn descriptor_applies(probe: &Value, receiver: &Value) -> bool {
    match probe {
        Value::Method(m) => match &m.1 {
            Value::Builtin(ty) => receiver_type(receiver) == ty.as_type() && !matches!(receiver, Value::Builtin(_)),
            _ => false,
        },
        _ => false,
    }
}

/// A method as a value, `obj.name` read without calling it (`key=d.get`, `map(str.upper, xs)`);
/// `None` when `obj` has no such method.
pub fn method_value(obj: &Value, name: &str) -> Option<Value> {
    let m = Method::from_name(name)?;
    let ty = receiver_type(obj)?;
    let has = |t: ReceiverType| m.receivers().contains(&t);
    (ty != ReceiverType::Relation && (has(ty) || ty.base().is_some_and(has)))
        .then(|| Value::Method(Rc::new((m, obj.clone()))))
}

pub(super) fn no_kwargs(m: Method, kwargs: &Kwargs, at: Span) -> Result<(), Fault> {
    match kwargs.first() {
        Some((k, _)) => Err(Fault::type_error(format!("{}() got an unexpected keyword argument '{k}'", m.name()), at)),
        None => Ok(()),
    }
}

pub(super) fn take(kwargs: &mut Kwargs, name: &str) -> Option<Value> {
    let i = kwargs.iter().position(|(k, _)| &**k == name)?;
    Some(kwargs.remove(i).1)
}

/// `count` and `index` of a list or tuple (`kind`, for `index`'s message).
fn seq_method(m: Method, items: &[Value], kind: &str, args: Vec<Value>, at: Span) -> Result<Value, Fault> {
    match m {
        Method::Count => {
            args_between(m, &args, 1, 1, at)?;
            let count = super::deep::checked(at, || items.iter().filter(|v| item_eq(v, &args[0])).count())?;
            Ok(Value::Int(count as i64))
        }
        Method::Index => {
            args_between(m, &args, 1, 3, at)?;
            let n = items.len() as i64;
            let clamp = |v: Option<&Value>, d: i64| -> Result<usize, Fault> {
                Ok(match v {
                    None => d,
                    Some(v) => {
                        let i = want_bound(v, false, at)?;
                        if i < 0 {
                            (i + n).max(0)
                        } else {
                            i.min(n)
                        }
                    }
                } as usize)
            };
            let (lo, hi) = (clamp(args.get(1), 0)?, clamp(args.get(2), n)?);
            let found = super::deep::checked(at, || (lo..hi.max(lo)).find(|&i| item_eq(&items[i], &args[0])))?;
            found.map(|i| Value::Int(i as i64)).ok_or_else(|| {
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
    list: &super::value::List,
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
            let order = super::sorting::sort_order(&items, reverse, at);
            // On an error the items are put back as they were.
            *list.borrow_mut() = match &order {
                Ok(order) => super::sorting::permute(items, order),
                Err(_) => items,
            };
            order.map(|_| Value::None)
        }
        Method::Copy => {
            args_between(m, &args, 0, 0, at)?;
            Ok(Value::list(list.borrow().to_vec()))
        }
        Method::Reverse => {
            args_between(m, &args, 0, 0, at)?;
            list.borrow_mut().reverse();
            Ok(Value::None)
        }
        Method::Clear => {
            args_between(m, &args, 0, 0, at)?;
            if !list.borrow().is_empty() {
                list.changed();
            }
            list.borrow_mut().clear();
            Ok(Value::None)
        }
        Method::Remove => {
            args_between(m, &args, 1, 1, at)?;
            // Compare against a snapshot: `==` never runs user code here, but keep the borrow short.
            let found = super::deep::checked(at, || list.borrow().iter().position(|v| item_eq(v, &args[0])))?;
            match found {
                Some(i) => {
                    list.borrow_mut().remove(i);
                    Ok(Value::None)
                }
                None => Err(Fault::value_error("list.remove(x): x not in list", at)),
            }
        }
        Method::Count | Method::Index => {
            let items = list.borrow().to_vec();
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
        Method::Keys | Method::Values | Method::Items => {
            args_between(m, &args, 0, 0, at)?;
            let kind = super::views::ViewKind::of_method(m).unwrap_or(super::views::ViewKind::Keys);
            Ok(super::views::DictView::value_of(d.clone(), kind))
        }
        Method::Pop => {
            args_between(m, &args, 1, 2, at)?;
            let default = if args.len() == 2 { args.pop() } else { None };
            let key_value = args.pop().unwrap_or(Value::None);
            // CPython's `dict.pop` answers an empty dict before hashing the key (an unhashable
            // one too); `OrderedDict` has a `pop` of its own, which hashes first.
            if d.borrow().is_empty() && !matches!(d.kind(), super::value::DictKind::OrderedDict) {
                return default.ok_or_else(|| key_error(&key_value, at));
            }
            let key = Key::new(key_value.clone(), at)?;
            match d.borrow_mut().remove(&key) {
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
            Ok(map.setdefault(key, default).clone())
        }
        Method::Copy => {
            args_between(m, &args, 0, 0, at)?;
            Ok(Value::dict(d.borrow().clone()))
        }
        Method::Clear => {
            args_between(m, &args, 0, 0, at)?;
            d.borrow_mut().clear();
            Ok(Value::None)
        }
        Method::Popitem => {
            args_between(m, &args, 0, 0, at)?;
            match d.borrow_mut().pop() {
                Some((k, v)) => Ok(Value::pair(k.0, v)),
                None => Err(popitem_empty(at)),
            }
        }
        _ => Err(Fault::internal(format!("dict.{} passed the receiver check", m.name()), at)),
    }
}

/// `d.update(other, **kwargs)`: a mapping or an iterable of pairs, then the keywords.
fn dict_update(
    d: &super::value::Dict,
    mut args: Vec<Value>,
    kwargs: Kwargs,
    limits: &Limits,
    at: Span,
) -> Result<Value, Fault> {
    if args.len() > 1 {
        return Err(Fault::type_error(format!("update expected at most 1 argument, got {}", args.len()), at));
    }
    let (mut pairs, fault) = match args.pop() {
        None => (Vec::new(), None),
        Some(Value::Dict(other)) => (other.borrow().iter().map(|(k, v)| (k.clone(), v.clone())).collect(), None),
        Some(other) => pairs_until_fault(other, limits, at)?,
    };
    if fault.is_none() {
        for (k, v) in kwargs {
            pairs.push((Key::new(Value::str(&*k), at)?, v));
        }
    }
    let mut map = d.borrow_mut();
    check_len(map.len() + pairs.len(), limits, at)?;
    map.extend(pairs);
    fault.map_or(Ok(Value::None), Err)
}

/// The `(key, value)` pairs of an iterable, as `dict(pairs)` reads them.
pub(super) fn pairs_of(v: Value, limits: &Limits, at: Span) -> Result<Vec<(Key, Value)>, Fault> {
    match pairs_until_fault(v, limits, at)? {
        (pairs, None) => Ok(pairs),
        (_, Some(fault)) => Err(fault),
    }
}

/// What [`pairs_until_fault`] read: the pairs, and the fault of the item that ended them.
type PairsRead = (Vec<(Key, Value)>, Option<Fault>);

/// The pairs of an iterable before the first item that is no pair (or whose key cannot be
/// hashed), with that item's fault: `d.update(pairs)` and `d |= pairs` keep the pairs before
/// it, as CPython stores each pair as it reads it.
pub(super) fn pairs_until_fault(v: Value, limits: &Limits, at: Span) -> Result<PairsRead, Fault> {
    let mut out = Vec::new();
    for (i, pair) in collect(v, limits, at)?.into_iter().enumerate() {
        match one_pair(pair, i, limits, at) {
            Ok(kv) => out.push(kv),
            Err(fault) => return Ok((out, Some(fault))),
        }
    }
    Ok((out, None))
}

/// Item `i` of what `dict()` is given, as a key and its value.
fn one_pair(pair: Value, i: usize, limits: &Limits, at: Span) -> Result<(Key, Value), Fault> {
    let kv = match PyIter::over(pair, at) {
        Ok(items) => drain(items, limits, at)?,
        Err(fault) if *fault.kind() == FaultKind::Exception(ExcClass::Builtin(PyExc::TypeError)) => {
            return Err(crate::sema::update_element_error(i, None, at))
        }
        Err(fault) => return Err(fault),
    };
    let [k, v]: [Value; 2] =
        kv.try_into().map_err(|kv: Vec<Value>| crate::sema::update_element_error(i, Some(kv.len()), at))?;
    Ok((Key::new(k, at)?, v))
}

/// `dict.fromkeys(keys, value=None)`: every key maps to the one value (the same object). The
/// new dict has the receiver's kind (`OrderedDict.fromkeys` keeps `move_to_end`; a
/// `defaultdict`'s has no factory), and `Counter` refuses it as CPython does.
fn fromkeys(recv: &Value, args: Vec<Value>, limits: &Limits, at: Span) -> Result<Value, Fault> {
    use super::value::DictKind;
    use crate::ir::Builtin;
    let kind = match recv {
        Value::Builtin(Builtin::OrderedDict) => DictKind::OrderedDict,
        Value::Builtin(Builtin::Counter) => DictKind::Counter,
        Value::Builtin(Builtin::Defaultdict) => DictKind::Defaultdict(Value::None.into()),
        Value::Dict(d) => match d.kind() {
            DictKind::Defaultdict(_) => DictKind::Defaultdict(Value::None.into()),
            other => other.clone(),
        },
        _ => DictKind::Dict,
    };
    if matches!(kind, DictKind::Counter) {
        let message = "Counter.fromkeys() is undefined.  Use Counter(iterable) instead.";
        return Err(Fault::exc(PyExc::NotImplementedError, message, at));
    }
    args_between(Method::Fromkeys, &args, 1, 2, at)?;
    let value = args.get(1).cloned().unwrap_or(Value::None);
    let mut map = super::value::DictMap::default();
    for k in collect(args[0].clone(), limits, at)? {
        map.insert(Key::new(k, at)?, value.clone());
    }
    Ok(Value::Dict(Rc::new(super::value::DictCell::of_kind(map, kind))))
}

fn set_method(m: Method, s: &super::value::Set, args: Vec<Value>, limits: &Limits, at: Span) -> Result<Value, Fault> {
    // A new set has the receiver's type (`frozenset.union` makes a frozenset).
    let frozen = s.borrow().is_frozen();
    let new_set = |items: super::value::SetMap| Value::Set(Rc::new(RefCell::new(items.frozen(frozen))));
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
            let k = Key::member(args.into_iter().next().unwrap_or(Value::None), at)?;
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
        Method::Copy if frozen => {
            args_between(m, &args, 0, 0, at)?;
            Ok(Value::Set(s.clone()))
        }
        Method::Copy => {
            args_between(m, &args, 0, 0, at)?;
            Ok(new_set(s.borrow().copy()))
        }
        Method::Clear => {
            args_between(m, &args, 0, 0, at)?;
            s.borrow_mut().clear();
            Ok(Value::None)
        }
        Method::Remove => {
            args_between(m, &args, 1, 1, at)?;
            let v = args.into_iter().next().unwrap_or(Value::None);
            let k = Key::member(v.clone(), at)?;
            if s.borrow_mut().remove(&k) {
                Ok(Value::None)
            } else {
                Err(key_error(&v, at))
            }
        }
        Method::Pop => {
            args_between(m, &args, 0, 0, at)?;
            super::pyset::check_pop_order(&s.borrow(), at)?;
            let popped = s.borrow_mut().pop();
            popped.map(|k| k.0).ok_or_else(|| key_error(&Value::str("pop from an empty set"), at))
        }
        Method::Update | Method::IntersectionUpdate | Method::DifferenceUpdate | Method::SymmetricDifferenceUpdate => {
            if m == Method::SymmetricDifferenceUpdate {
                args_between(m, &args, 1, 1, at)?;
            }
            if m == Method::IntersectionUpdate {
                // CPython intersects with every argument first, then swaps the result in.
                let mut kept = s.borrow().clone();
                for a in args {
                    kept = kept.intersection_with(Operand::of(a, limits, at)?);
                }
                *s.borrow_mut() = kept;
                return Ok(Value::None);
            }
            for a in args {
                let (operand, fault) = match m {
                    Method::Update | Method::DifferenceUpdate => Operand::until_fault(a, limits, at)?,
                    _ => (Operand::of(a, limits, at)?, None),
                };
                let mut set = s.borrow_mut();
                match (m, operand) {
                    (Method::Update, operand) => set.update(operand),
                    (Method::IntersectionUpdate, operand) => *set = set.intersection_with(operand),
                    (Method::DifferenceUpdate, Operand::Set(other)) => set.difference_update(other.iter()),
                    (Method::DifferenceUpdate, Operand::DictKeys(keys) | Operand::Items(keys)) => {
                        set.difference_update(keys.iter())
                    }
                    // A dict's keys are taken in its order; any other iterable becomes a set first.
                    (_, Operand::DictKeys(keys)) => {
                        for k in keys {
                            if !set.remove(&k) {
                                set.insert(k);
                            }
                        }
                    }
                    (_, operand) => set.symmetric_difference_update(&operand.into_set()),
                }
                check_len(set.len(), limits, at)?;
                if let Some(fault) = fault {
                    return Err(fault);
                }
            }
            Ok(Value::None)
        }
        Method::SymmetricDifference => {
            args_between(m, &args, 1, 1, at)?;
            // CPython: `set(other)` updated with this set's members.
            let mut out = Operand::of(args.into_iter().next().unwrap_or(Value::None), limits, at)?.into_set();
            out.symmetric_difference_update(&s.borrow());
            Ok(new_set(out))
        }
        Method::Issubset | Method::Issuperset | Method::Isdisjoint => {
            args_between(m, &args, 1, 1, at)?;
            let other = Operand::of(args.into_iter().next().unwrap_or(Value::None), limits, at)?.into_set();
            let mine = s.borrow();
            Ok(Value::Bool(match m {
                Method::Issubset => mine.is_subset(&other),
                Method::Issuperset => mine.is_superset(&other),
                _ => mine.iter().all(|k| !other.contains(k)),
            }))
        }
        _ => Err(Fault::internal(format!("set.{} passed the receiver check", m.name()), at)),
    }
}

/// `dict.popitem()` of an empty dict: a `KeyError` whose one argument is the text.
pub(crate) fn popitem_empty(at: Span) -> Fault {
    key_error(&Value::str("popitem(): dictionary is empty"), at)
}
