//! The methods the evaluator's call site hands the domain at once (`Domain::plain_method`):
//! a list's `append` and `pop`, a deque's ends, a dict's `get` and `setdefault` and a str's
//! own methods, without the generic call's checks.

use super::super::str_methods;
use super::super::value::{Key, Value};
use super::arity;
use crate::ir::{Method, ReceiverType};
use crate::limits::Limits;
use crate::sema::Fault;
use crate::source::Span;

/// `methods::check`, with its answer for a plain str, list or dict that has method `m` given
/// inline (every method call asks it first).
#[inline]
pub fn check_method(m: Method, recv: &Value, at: Span) -> Result<(), Fault> {
    let t = match recv {
        Value::Str(_) => ReceiverType::Str,
        Value::List(l) if !l.is_deque() => ReceiverType::List,
        Value::Dict(d) if d.is_plain() => ReceiverType::Dict,
        _ => return super::check(m, recv, at),
    };
    match m.receivers().contains(&t) {
        true => Ok(()),
        false => super::check(m, recv, at),
    }
}

/// `xs.append(v)` of a list (not a deque, which may drop from its left) within the size
/// limit and `xs.pop()`, a deque's `append`, `appendleft`, `pop` and `popleft`, with
/// `plain_keys` (no key of the program's may take part) `d.get(k)`, `d.get(k, default)` and
/// `d.setdefault(k, default)` of a plain dict at a str or int key, and a str's methods
/// (`plain_str_call`): what `call` answers, without its checks (`Domain::plain_method`);
/// `None` for the whole way.
#[inline]
pub fn plain(
    m: Method,
    recv: &Value,
    args: &[Value],
    plain_keys: bool,
    limits: &Limits,
    at: Span,
) -> Option<Result<Value, Fault>> {
    // The arms before the arity check match only argument counts their method takes
    // (`append` one, `get` and `setdefault` one or two): no check can fail there.
    match (m, recv, args) {
        (Method::Append, Value::List(list), [v]) if !list.is_deque() => {
            let mut items = list.borrow_mut();
            if items.len() >= limits.max_len {
                return None;
            }
            items.push(v.clone());
            Some(Ok(Value::None))
        }
        (Method::Get, Value::Dict(d), [key, default @ ..])
            if plain_keys && default.len() <= 1 && matches!(key, Value::Str(_) | Value::Int(_)) =>
        {
            let found = d.borrow().get_by_value(key).cloned();
            Some(Ok(found.unwrap_or_else(|| default.first().cloned().unwrap_or(Value::None))))
        }
        (Method::Setdefault, Value::Dict(d), [key, default])
            if plain_keys && d.is_plain() && matches!(key, Value::Str(_) | Value::Int(_)) =>
        {
            let mut map = d.borrow_mut();
            if map.len() + 1 > limits.max_len {
                return None;
            }
            let key = Key::new(key.clone(), at).ok()?;
            Some(Ok(map.setdefault(key, default.clone()).clone()))
        }
        // `xs.pop()` of a list holding items (an empty one raises on the whole way).
        (Method::Pop, Value::List(list), []) if !list.is_deque() => list.borrow_mut().pop().map(Ok),
        // A deque's own ends with the arguments they take (so no arity error is left to
        // word): `collections`' own code, without the generic call's vector and checks.
        (Method::Append | Method::Appendleft, Value::List(list), [_])
        | (Method::Pop | Method::Popleft, Value::List(list), [])
            if list.is_deque() =>
        {
            super::super::collections::deque_end(m, list, args, limits, at)
        }
        // `c.isupper()` and the other class and case tests: no argument to check.
        (m, Value::Str(s), []) => match str_methods::predicate(m, s.as_str()) {
            Some(answer) => Some(Ok(Value::Bool(answer))),
            None => plain_checked(m, recv, args, limits, at),
        },
        _ => plain_checked(m, recv, args, limits, at),
    }
}

/// [`plain`] past its arms of a known right arity: the arity checked first, as CPython's
/// argument parsing does, then a str's methods.
fn plain_checked(m: Method, recv: &Value, args: &[Value], limits: &Limits, at: Span) -> Option<Result<Value, Fault>> {
    if let Err(wrong) = arity::check(m, recv, args.len(), std::iter::empty(), at) {
        return Some(Err(wrong));
    }
    match (m, recv, args) {
        // A str's own method of str, int and sequence arguments: no special method of the
        // program's and nothing the evaluator does before the domain applies, so its answer,
        // an exception included, is the whole way's.
        (m, Value::Str(s), args) if plain_str_call(m, args) => {
            Some(str_methods::call_positional(m, s.as_str(), args, limits, at))
        }
        _ => None,
    }
}

/// Whether `s.m(args)` of a str is answered by `str_methods::call` as `call` would answer it:
/// not the methods `call` or the evaluator take elsewhere (templates, `encode`, `maketrans`),
/// and arguments that are strs, ints, lists or tuples (anything else may be an instance).
fn plain_str_call(m: Method, args: &[Value]) -> bool {
    !matches!(m, Method::Format | Method::FormatMap | Method::Encode | Method::Maketrans)
        && args.iter().all(|a| matches!(a, Value::Str(_) | Value::Int(_) | Value::List(_) | Value::Tuple(_)))
}
