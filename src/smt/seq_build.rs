//! Lists of unknown length made from others without fixing a length: a slice with step 1
//! (`xs[a:b]`), a concatenation (`xs + ys`, `xs + ["z"]`), a list of known items as a
//! sequence, and the lists a mutation leaves (an item stored, inserted or removed at a
//! position, the items reversed). Each is an array defined by a lambda over the items it
//! reads (or a store into one), so a loop over the result is still quantified and no path is
//! spent per length.

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
            array = array.store(&Int::from_i64(i64::try_from(k).ok()?), &item_of(elem, item)?);
        }
        let len = Int::from_i64(i64::try_from(items.len()).ok()?);
        Some(SeqTerm { items: array, len, elem })
    }
}

/// An item as an array value of a sequence of `elem`; `None` when it is of another sort.
fn item_of(elem: Elem, item: &ItemTerm) -> Option<Dynamic> {
    match (elem, item) {
        (Elem::Int, ItemTerm::Int(n)) => Some(Dynamic::from_ast(&n.0)),
        (Elem::Str, ItemTerm::Str(s)) => Some(Dynamic::from_ast(&s.0)),
        (Elem::Bool, ItemTerm::Bool(b)) => Some(Dynamic::from_ast(&b.0)),
        _ => None,
    }
}

impl SeqTerm {
    /// The same items with `item` at `index` (in range); `None` when it is of another sort.
    pub fn stored(&self, index: &IntTerm, item: &ItemTerm) -> Option<SeqTerm> {
        let value = item_of(self.elem, item)?;
        Some(SeqTerm { items: self.items.store(&index.0, &value), len: self.len().0, elem: self.elem })
    }

    /// `item` after the last item: one item longer.
    pub fn appended(&self, item: &ItemTerm) -> Option<SeqTerm> {
        let value = item_of(self.elem, item)?;
        let len = self.len().0;
        Some(SeqTerm { items: self.items.store(&len, &value), len: &len + 1, elem: self.elem })
    }

    /// `item` inserted before position `index` (between 0 and the length): one item longer.
    pub fn inserted(&self, index: &IntTerm, item: &ItemTerm) -> Option<SeqTerm> {
        let value = item_of(self.elem, item)?;
        let i = Int::fresh_const("inserted");
        let before = self.items.select(&i);
        let after = self.items.select(&(&i - 1));
        let item = i.lt(&index.0).ite(&before, &i.eq(&index.0).ite(&value, &after));
        let len = &self.len().0 + 1;
        Some(SeqTerm { items: z3::ast::lambda_const(&[&i], &item), len, elem: self.elem })
    }

    /// The items without the one at `index` (in range): one item shorter.
    pub fn removed(&self, index: &IntTerm) -> SeqTerm {
        let i = Int::fresh_const("removed");
        let item = i.lt(&index.0).ite(&self.items.select(&i), &self.items.select(&(&i + 1)));
        let len = &self.len().0 - 1;
        SeqTerm { items: z3::ast::lambda_const(&[&i], &item), len, elem: self.elem }
    }

    /// The items in reverse order.
    pub fn reversed(&self) -> SeqTerm {
        let i = Int::fresh_const("reversed");
        let len = self.len().0;
        let item = self.items.select(&(&len - 1 - &i));
        SeqTerm { items: z3::ast::lambda_const(&[&i], &item), len, elem: self.elem }
    }
}
