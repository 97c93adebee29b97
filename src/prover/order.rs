//! Ordering values that hold terms: `sorted`, `list.sort`, `min` and `max`. The order of terms
//! is not known, so every comparison the sort makes is a branch of the explorer: each path sees
//! one order, decided under its path condition, and the items keep their identity (they may be
//! shared lists). The sort is CPython's (`sema::timsort`, shared with the interpreter), so a
//! path asks the same `<` in the same order as a run does, whatever the keys (nan included).
//! `min` and `max` of ints or of floats alone are one term instead, with no branch.
#![expect(
    clippy::wildcard_enum_match_arm,
    reason = "only lists, tuples and their items are ordered here; every other kind is refused in one arm"
)]

use super::domain::{SymVal, Symbolic};
use crate::interp::Value;
use crate::ir::{Builtin, CmpOp};
use crate::sema::{Domain, Fault};
use crate::smt::FloatTerm;
use crate::source::Span;
use std::rc::Rc;

impl Symbolic<'_> {
    /// `Domain::sort_keyed`: the keys decide the order; the items keep their identity (they may
    /// be shared lists). Plain keys are sorted as the interpreter sorts them, others by
    /// branching.
    pub(super) fn sorted_by_keys(
        &mut self,
        items: Vec<SymVal>,
        keys: Vec<SymVal>,
        reverse: bool,
        at: Span,
    ) -> Result<Vec<SymVal>, Fault> {
        let Some(keys) = keys.iter().map(|k| self.looked_at(k)).collect::<Option<Vec<_>>>() else {
            return self.sort_by_branching(items, keys, reverse, at);
        };
        let positions = (0..items.len() as i64).map(Value::Int).collect();
        let order = self.inner.sort_keyed(positions, keys, reverse, at)?;
        Ok(order.iter().filter_map(Value::as_i64).map(|i| items[i as usize].clone()).collect())
    }

    /// CPython's list sort of `items` by `keys` (`sema::timsort`, the interpreter's own), each
    /// `<` it asks decided as a branch: a path sees the comparisons a run with its values makes.
    pub(super) fn sort_by_branching(
        &mut self,
        items: Vec<SymVal>,
        keys: Vec<SymVal>,
        reverse: bool,
        at: Span,
    ) -> Result<Vec<SymVal>, Fault> {
        let order = crate::sema::timsort::sort_order(items.len(), reverse, |a, b| {
            let less = self.compare(CmpOp::Lt, keys[a].clone(), keys[b].clone(), at)?;
            self.truth(&less, at)
        })?;
        Ok(order.into_iter().map(|i| items[i].clone()).collect())
    }

    /// `sorted(...)`, `min(...)` and `max(...)` (without `key=`) over items some of which are
    /// terms; `None` leaves every other call to the domain's generic path.
    pub(super) fn ordered_builtin(
        &mut self,
        b: Builtin,
        args: &[SymVal],
        kwargs: &[(Rc<str>, SymVal)],
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        if !matches!(b, Builtin::Sorted | Builtin::Min | Builtin::Max) || !args.iter().any(holds_terms) {
            return Ok(None);
        }
        if b == Builtin::Sorted {
            let ([iterable], Some(reverse)) = (args, reverse_flag(kwargs)) else { return Ok(None) };
            let items = self.items_of(iterable, at)?;
            let sorted = self.sort_by_branching(items.clone(), items, reverse, at)?;
            return Ok(Some(SymVal::List(super::lists::SymList::new(sorted))));
        }
        let default = match kwargs {
            [] => None,
            [(k, v)] if &**k == "default" && args.len() == 1 => Some(v.clone()),
            _ => return Ok(None),
        };
        let items = match args {
            [iterable @ (SymVal::List(_) | SymVal::Tuple(_))] => self.items_of(iterable, at)?,
            [_] => return Ok(None),
            _ => args.to_vec(),
        };
        if items.is_empty() {
            return match default {
                Some(d) => Ok(Some(d)),
                None => Err(Fault::value_error(format!("{}() arg is an empty sequence", b.name()), at)),
            };
        }
        if let Some(folded) = self.int_builtin(b, &items, true).filter(|_| items.len() >= 2) {
            return Ok(Some(folded));
        }
        if let Some(folded) = fold_floats(b, &items) {
            return Ok(Some(folded));
        }
        // Python keeps the first of equal items: a later one replaces the best only when it is
        // strictly better.
        let op = if b == Builtin::Min { CmpOp::Lt } else { CmpOp::Gt };
        let mut best = items[0].clone();
        for item in &items[1..] {
            let better = self.compare(op, item.clone(), best.clone(), at)?;
            if self.truth(&better, at)? {
                best = item.clone();
            }
        }
        Ok(Some(best))
    }

    /// `xs.sort()` / `xs.sort(reverse=...)` on a list holding terms.
    pub(super) fn sort_in_place(
        &mut self,
        list: &Rc<super::lists::SymList>,
        kwargs: &[(Rc<str>, SymVal)],
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let Some(reverse) = reverse_flag(kwargs) else { return Ok(None) };
        let items = list.items.borrow().clone();
        let sorted = self.sort_by_branching(items.clone(), items, reverse, at)?;
        self.replace_list(&SymVal::List(list.clone()), sorted, at)?;
        Ok(Some(SymVal::Concrete(Value::None)))
    }
}

/// A list or tuple with a term among its items (or a term itself, for `min(a, b)`).
fn holds_terms(v: &SymVal) -> bool {
    match v {
        SymVal::List(l) => l.known().is_none(),
        SymVal::Tuple(_) | SymVal::Int(_) | SymVal::Str(_) | SymVal::Float(_) | SymVal::Bool(_) => true,
        _ => false,
    }
}

/// `reverse=` given as a plain value (the only keyword the key-less sorts take), or `None` when
/// some other keyword is present.
fn reverse_flag(kwargs: &[(Rc<str>, SymVal)]) -> Option<bool> {
    match kwargs {
        [] => Some(false),
        [(k, SymVal::Concrete(v))] if &**k == "reverse" => Some(v.truthy()),
        _ => None,
    }
}

/// `min`/`max` of several float terms as one term, without a branch per item (which made
/// 2**(n-1) paths): a later item replaces the best when `item < best` (`min`) or
/// `item > best` (`max`) holds, exactly CPython's test, nans included. The result is the
/// picked object itself, identity and all.
fn fold_floats(b: Builtin, items: &[SymVal]) -> Option<SymVal> {
    let floats: Vec<&FloatTerm> =
        items.iter().map(|i| if let SymVal::Float(f) = i { Some(f) } else { None }).collect::<Option<_>>()?;
    let (first, rest) = floats.split_first().filter(|(_, rest)| !rest.is_empty())?;
    let mut best = (*first).clone();
    for item in rest {
        let better = if b == Builtin::Min { item.lt(&best) } else { best.lt(item) };
        best = FloatTerm::choose(&better, item, &best);
    }
    Some(SymVal::Float(best))
}
