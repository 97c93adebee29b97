//! The largest and smallest item of a list of unknown length, defined by facts over all of its
//! items (one quantifier), so `max(xs)` needs no bound on the length.

use super::{BoolTerm, Elem, IntTerm, SeqTerm};
use z3::ast::{Bool, Int};

impl SeqTerm {
    /// The largest (`largest`) or smallest item of a non-empty sequence of ints: a fresh int
    /// and the facts that make it exactly that, one of the items and none beyond it. `None`
    /// for a sequence of another sort.
    pub fn extreme(&self, largest: bool) -> Option<(IntTerm, BoolTerm)> {
        if self.elem != Elem::Int {
            return None;
        }
        let zero = Int::from_i64(0);
        let len = self.len().0;
        let best = Int::fresh_const("extreme");
        let at = Int::fresh_const("extreme_at");
        let chosen = self.items.select(&at).as_int()?;
        let other = Int::fresh_const("item");
        let item = self.items.select(&other).as_int()?;
        let beyond = if largest { best.lt(&item) } else { item.lt(&best) };
        let inside = Bool::and(&[zero.le(&other), other.lt(&len)]);
        let none_beyond = z3::ast::forall_const(&[&other], &[], &inside.implies(beyond.not()));
        let facts = Bool::and(&[zero.le(&at), at.lt(&len), chosen.eq(&best), none_beyond]);
        Some((IntTerm(best), BoolTerm(facts)))
    }
}
