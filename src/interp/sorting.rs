//! `sorted`, `list.sort` and the sorts of `Counter.most_common` over concrete keys: CPython's
//! timsort (`sema::timsort`) asked `<` of keys. Before sorting, the keys are looked at once, as
//! CPython's `list.sort` does: when every key is an int (in `i64`) or every key a str, `<` is
//! the plain order of those, with no dispatch; a tuple key whose items are ints and strs up to
//! its first difference (`(x % 1000, x)`) is ordered without copying it. Anything else is
//! `ops::less_than`, whose answers (and errors) these shortcuts give exactly.

use super::ops;
use super::value::Value;
use crate::sema::Fault;
use crate::source::Span;

/// The items in the order CPython's sort leaves them, by their own values or by `keys`.
pub fn sort_values(items: Vec<Value>, keys: Option<Vec<Value>>, reverse: bool, at: Span) -> Result<Vec<Value>, Fault> {
    let order = sort_order(keys.as_deref().unwrap_or(&items), reverse, at)?;
    Ok(permute(items, &order))
}

/// The permutation of positions CPython's sort of `keys` makes.
pub fn sort_order(keys: &[Value], reverse: bool, at: Span) -> Result<Vec<usize>, Fault> {
    use crate::sema::timsort::sort_order as timsort;
    if let Some(ints) =
        keys.iter().map(|k| if let Value::Int(i) = k { Some(*i) } else { None }).collect::<Option<Vec<i64>>>()
    {
        return timsort(ints.len(), reverse, |a, b| Ok::<bool, Fault>(ints[a] < ints[b]));
    }
    if keys.iter().all(|k| matches!(k, Value::Str(_))) {
        let text = |i: usize| match &keys[i] {
            Value::Str(s) => s.as_str(),
            _ => "",
        };
        // UTF-8's byte order is its code points' order, which is Python's.
        return timsort(keys.len(), reverse, |a, b| Ok::<bool, Fault>(text(a) < text(b)));
    }
    timsort(keys.len(), reverse, |a, b| less(&keys[a], &keys[b], at))
}

/// `items` rearranged so that the item at `order[k]` comes `k`-th.
pub fn permute(mut items: Vec<Value>, order: &[usize]) -> Vec<Value> {
    order.iter().map(|&i| std::mem::replace(&mut items[i], Value::None)).collect()
}

/// `a < b` for a sort of keys of several kinds.
fn less(a: &Value, b: &Value, at: Span) -> Result<bool, Fault> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Ok(x < y),
        (Value::Str(x), Value::Str(y)) => Ok(x.as_str() < y.as_str()),
        (Value::Tuple(x), Value::Tuple(y)) => match plain_tuple_less(x, y) {
            Some(answer) => Ok(answer),
            None => ops::less_than(a, b, at),
        },
        _ => ops::less_than(a, b, at),
    }
}

/// `x < y` of two tuples as CPython orders them (the first items that differ decide, else the
/// lengths), when every pair of items up to the first difference is two ints or two strs
/// (whose `==` and `<` cannot fail or run code); `None` otherwise.
fn plain_tuple_less(x: &[Value], y: &[Value]) -> Option<bool> {
    for (a, b) in x.iter().zip(y) {
        match (a, b) {
            (Value::Int(a), Value::Int(b)) if a != b => return Some(a < b),
            (Value::Int(_), Value::Int(_)) => {}
            (Value::Str(a), Value::Str(b)) if a.as_str() != b.as_str() => return Some(a.as_str() < b.as_str()),
            (Value::Str(_), Value::Str(_)) => {}
            _ => return None,
        }
    }
    Some(x.len() < y.len())
}

/// `list.sort`'s result put back into the list it sorted (`Domain::replace_list`).
pub fn replace_list(list: &Value, items: Vec<Value>, at: Span) -> Result<(), Fault> {
    match list {
        Value::List(l) => {
            *l.borrow_mut() = items;
            Ok(())
        }
        other => Err(Fault::exc(
            crate::ir::PyExc::AttributeError,
            format!("'{}' object has no attribute 'sort'", other.type_name()),
            at,
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ints(v: &[i64]) -> Vec<Value> {
        v.iter().map(|&i| Value::Int(i)).collect()
    }

    fn shown(v: &[Value]) -> Vec<String> {
        v.iter().map(super::super::repr::repr).collect()
    }

    #[test]
    fn uniform_and_mixed_keys_sort_as_the_generic_order() {
        let at = Span::default();
        let mixed = vec![Value::Int(3), Value::Float(1.5), Value::Bool(true), Value::Int(-2)];
        assert_eq!(shown(&sort_values(mixed, None, false, at).unwrap()), ["-2", "True", "1.5", "3"]);
        assert_eq!(shown(&sort_values(ints(&[3, 1, 2]), None, true, at).unwrap()), ["3", "2", "1"]);
        let words: Vec<Value> = ["b", "é", "a", "Z"].iter().map(|&s| Value::str(s)).collect();
        assert_eq!(shown(&sort_values(words, None, false, at).unwrap()), ["'Z'", "'a'", "'b'", "'é'"]);
        // Tuples: an int pair decides, a shorter prefix comes first, a float item takes the
        // generic way, and an int against a str is the generic way's TypeError.
        let t = |v: Vec<Value>| Value::tuple(v);
        let keys = vec![
            t(vec![Value::Int(1), Value::str("b")]),
            t(vec![Value::Int(1)]),
            t(vec![Value::Int(0), Value::Float(2.0)]),
            t(vec![Value::Int(1), Value::str("a")]),
        ];
        let sorted = sort_values(ints(&[0, 1, 2, 3]), Some(keys), false, at).unwrap();
        assert_eq!(shown(&sorted), ["2", "1", "3", "0"]);
        let clash = vec![t(vec![Value::Int(1)]), t(vec![Value::str("x")])];
        let err = sort_values(clash, None, false, at).unwrap_err();
        assert!(err.message().contains("'<' not supported between instances of 'str' and 'int'"), "{}", err.message());
    }
}
