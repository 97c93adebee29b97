//! Lists of unknown length made from others without fixing a length: a slice with step 1
//! (`xs[a:b]`), a concatenation (`xs + ys`, `xs + ["z"]`) and a list of known items as a
//! sequence. Each is an array defined by a lambda over the items it reads, so a loop over the
//! result is still quantified and no path is spent per length.

use super::{Elem, IntTerm, ItemTerm, SeqTerm};
use z3::ast::{Array, Dynamic, Int};

impl SeqTerm {
    /// The `count` items from position `start` on (both already in range, as Python's slice
    /// normalisation leaves them).
    pub fn window(&self, start: &IntTerm, count: &IntTerm) -> SeqTerm {
        let i = Int::fresh_const("window");
        let item = self.items.select(&(&i + &start.0));
        SeqTerm { items: z3::ast::lambda_const(&[&i], &item), len: count.0.clone(), elem: self.elem }
    }

    /// This sequence's items followed by `other`'s; `None` when their items differ in sort.
    pub fn joined(&self, other: &SeqTerm) -> Option<SeqTerm> {
        if self.elem != other.elem {
            return None;
        }
        let i = Int::fresh_const("joined");
        let len = self.len().0;
        let left = self.items.select(&i);
        let right = other.items.select(&(&i - &len));
        let item = i.lt(&len).ite(&left, &right);
        let total = &len + &other.len().0;
        Some(SeqTerm { items: z3::ast::lambda_const(&[&i], &item), len: total, elem: self.elem })
    }

    /// A list of known items as a sequence of `elem`; `None` when an item is of another sort.
    pub fn of_items(elem: Elem, items: &[ItemTerm]) -> Option<SeqTerm> {
        let mut array = Array::fresh_const("listed", &z3::Sort::int(), &elem.sort());
        for (k, item) in items.iter().enumerate() {
            let value = match (elem, item) {
                (Elem::Int, ItemTerm::Int(n)) => Dynamic::from_ast(&n.0),
                (Elem::Str, ItemTerm::Str(s)) => Dynamic::from_ast(&s.0),
                (Elem::Bool, ItemTerm::Bool(b)) => Dynamic::from_ast(&b.0),
                _ => return None,
            };
            array = array.store(&Int::from_i64(i64::try_from(k).ok()?), &value);
        }
        let len = Int::from_i64(i64::try_from(items.len()).ok()?);
        Some(SeqTerm { items: array, len, elem })
    }
}
