//! Plain data: values made only of numbers, text, bytes and the builtin containers holding
//! them (sets only where CPython fixes their order). Reading such a value runs none of the
//! program's code, consumes no iterator and inserts nothing (no `defaultdict`), and what it
//! reads is the same in every CPython run, so an expression that only reads it gives the same
//! answer however often, and in whatever order, it is evaluated (`sema/unordered_keys.rs`).

use super::value::{DictKind, Value};

/// How many values one check looks at before giving up (a cyclic or huge value is then not
/// called plain, which only means a proof is not attempted).
const MOST_VISITED: usize = 20_000;

/// How deep containers may nest in a value called plain.
const MOST_NESTED: usize = 64;

impl Value {
    /// Whether this value is plain data (see the module's comment).
    pub fn plain_data(&self) -> bool {
        let mut budget = MOST_VISITED;
        plain(self, 0, &mut budget)
    }
}

fn plain(v: &Value, depth: usize, budget: &mut usize) -> bool {
    if *budget == 0 || depth > MOST_NESTED {
        return false;
    }
    *budget -= 1;
    match v {
        _ if v.is_scalar() => true,
        Value::Range(_) => true,
        Value::Tuple(items) => items.class().is_none() && all_plain(items.iter(), depth, budget),
        Value::List(list) => all_plain(list.borrow().iter(), depth, budget),
        // A set whose order varies between CPython runs is not plain: its text (`str`, an
        // f-string) would differ from run to run.
        Value::Set(set) => {
            let set = set.borrow();
            set.order_is_cpythons() && all_plain(set.iter().map(|k| &k.0), depth, budget)
        }
        Value::Dict(dict) => {
            if matches!(dict.kind(), DictKind::Defaultdict(_)) {
                return false;
            }
            let map = dict.borrow();
            let ok = map.iter().all(|(k, v)| plain(&k.0, depth + 1, budget) && plain(v, depth + 1, budget));
            ok
        }
        _ => false,
    }
}

fn all_plain<'a>(mut items: impl Iterator<Item = &'a Value>, depth: usize, budget: &mut usize) -> bool {
    items.all(|x| plain(x, depth + 1, budget))
}

#[cfg(test)]
mod tests {
    use super::Value;
    use crate::ir::PyStr;
    use std::rc::Rc;

    #[test]
    fn numbers_text_and_their_containers_are_plain() {
        let word = Value::Str(Rc::new(PyStr::from("w")));
        let tuple = Value::tuple(vec![Value::Int(1), word.clone()]);
        assert!(tuple.plain_data());
        assert!(Value::list(vec![tuple, Value::Float(0.5)]).plain_data());
    }

    #[test]
    fn a_list_holding_itself_is_not_plain() {
        let list = Value::list(vec![Value::Int(1)]);
        if let Value::List(l) = &list {
            l.borrow_mut().push(list.clone());
        }
        assert!(!list.plain_data());
        if let Value::List(l) = &list {
            l.borrow_mut().clear();
        }
    }
}
