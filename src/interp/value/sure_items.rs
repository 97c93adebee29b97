//! Items an operation surely takes: what lets `sema/read_until_fault.rs` read an iterator
//! without trying each item first (building a one-item set to see that it hashes, taking a
//! pair apart), which costs more than the operation itself. Only values whose answer needs
//! none of the program's code are sure; anything else is tried as before.

use super::Value;
use crate::sema::ItemDemand;

/// How deeply tuples may nest in a key called surely hashable (deeper ones are tried).
const MOST_NESTED: usize = 8;

impl Value {
    /// A number, a str or bytes: a value holding no other value, whose hash, text and
    /// freeing run nothing of the program's.
    pub fn is_scalar(&self) -> bool {
        matches!(
            self,
            Value::None
                | Value::Bool(_)
                | Value::Int(_)
                | Value::Big(_)
                | Value::Float(_)
                | Value::Complex(_)
                | Value::Str(_)
                | Value::Bytes(_)
        )
    }

    /// Whether an operation that demands `demand` of each item surely takes this value.
    pub fn surely_meets(&self, demand: ItemDemand) -> bool {
        match demand {
            ItemDemand::Hashable => hashable(self, 0),
            ItemDemand::Pair => pair(self),
            ItemDemand::Byte => match self {
                Value::Int(n) => (0..256).contains(n),
                Value::Bool(_) => true,
                _ => false,
            },
        }
    }
}

/// Numbers, text, bytes, and plain tuples of them: their hash runs nothing and cannot raise.
fn hashable(v: &Value, depth: usize) -> bool {
    match v {
        _ if v.is_scalar() => true,
        // A named tuple's class may define its own `__hash__`: it is tried.
        Value::Tuple(items) if items.class().is_none() => {
            depth < MOST_NESTED && items.iter().all(|item| hashable(item, depth + 1))
        }
        _ => false,
    }
}

/// A plain tuple or list of two whose first item is surely hashable: a `(key, value)` item of
/// `dict(it)` and `d.update(it)` (a named tuple's class may define how it is iterated).
fn pair(v: &Value) -> bool {
    match v {
        Value::Tuple(items) if items.class().is_none() => items.len() == 2 && hashable(&items[0], 0),
        Value::List(list) if !list.is_deque() => {
            let items = list.borrow();
            items.len() == 2 && hashable(&items[0], 0)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Value {
        Value::str(s)
    }

    #[test]
    fn scalars_and_tuples_of_them_hash_surely() {
        let key = Value::tuple(vec![Value::Int(1), text("a"), Value::tuple(vec![Value::None])]);
        assert!(key.surely_meets(ItemDemand::Hashable));
        assert!(!Value::list(vec![]).surely_meets(ItemDemand::Hashable));
        let holding_a_list = Value::tuple(vec![Value::Int(1), Value::list(vec![])]);
        assert!(!holding_a_list.surely_meets(ItemDemand::Hashable));
    }

    #[test]
    fn a_pair_is_two_items_with_a_hashable_first() {
        assert!(Value::list(vec![text("k"), Value::list(vec![])]).surely_meets(ItemDemand::Pair));
        assert!(Value::tuple(vec![Value::Int(1), Value::Int(2)]).surely_meets(ItemDemand::Pair));
        assert!(!Value::list(vec![Value::list(vec![]), Value::Int(2)]).surely_meets(ItemDemand::Pair));
        assert!(!Value::tuple(vec![Value::Int(1)]).surely_meets(ItemDemand::Pair));
        assert!(!text("ab").surely_meets(ItemDemand::Pair));
    }

    #[test]
    fn a_byte_is_an_int_below_256() {
        assert!(Value::Int(255).surely_meets(ItemDemand::Byte));
        assert!(Value::Bool(true).surely_meets(ItemDemand::Byte));
        assert!(!Value::Int(256).surely_meets(ItemDemand::Byte));
        assert!(!Value::Int(-1).surely_meets(ItemDemand::Byte));
    }
}
