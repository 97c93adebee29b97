//! Lists a loop over rows builds by `append`: the loop body is explored once for a symbolic row
//! `i`, and each `append` reached on a path through it says "every row satisfying this path's
//! condition adds this item". The built list is a list of unknown length whose items past the
//! ones it held before are, in order, items some rows add: a position `p` has a row `row_of[p]`
//! (strictly increasing with `p`) for which one of the appends' conditions holds and whose
//! item is the one at `p`. Not every adding row need be listed, so the list is an
//! over-approximation (sound for a proof; a refutation through it must replay).
//!
//! A term of the body may mention constants the prover made on that path (the parts of a
//! `strip`, a formatted value): each row has its own, so at a position they become arrays
//! indexed by the position. Constants shared by every row (inputs, anything the path before
//! the loop mentions) stay as they are; treating one of those per position would only weaken
//! the facts, never make them wrong.

use super::own::Shared;
use super::{BoolTerm, Elem, IntTerm, ItemTerm, SeqTerm};
use std::collections::HashSet;
use z3::ast::{Array, Ast, Bool, Dynamic, Int};
use z3::Pattern;

/// One `append` reached on a path through the loop body: the rows satisfying `guard` (which
/// mentions the row's index) add `item`, one term per column (one column for a list of
/// scalars, one per field for a table of rows).
pub struct Added {
    pub guard: BoolTerm,
    pub item: Vec<ItemTerm>,
}

/// What a built list is made of.
pub struct Building<'a> {
    /// The list's columns, sharing one length: what the facts define.
    pub columns: &'a [SeqTerm],
    /// The items the list held before the loop, one term per column each.
    pub prefix: &'a [Vec<ItemTerm>],
    /// The loop's row index and its number of rows.
    pub index: &'a IntTerm,
    pub rows: &'a IntTerm,
    pub added: &'a [Added],
    /// Terms whose constants have one value for every row: the path before the loop.
    pub shared: &'a [BoolTerm],
    /// Names of the program's inputs, one value for every row too.
    pub inputs: &'a HashSet<String>,
}

impl SeqTerm {
    /// A list of unknown length of its own, which facts on the path define (no model reports
    /// it).
    pub fn fresh(elem: Elem) -> SeqTerm {
        let items = Array::fresh_const("built", &z3::Sort::int(), &elem.sort());
        SeqTerm { items, len: Int::fresh_const("built.len"), elem }
    }
}

impl Building<'_> {
    /// The facts that define the built list; `None` when an append's terms hold a quantifier
    /// or are too large to look through.
    pub fn facts(&self) -> Option<BoolTerm> {
        let zero = Int::from_i64(0);
        let k = Int::from_i64(i64::try_from(self.prefix.len()).ok()?);
        let len = self.columns.first().map_or_else(|| zero.clone(), |c| c.len.clone());
        let added = Int::fresh_const("added");
        let mut facts = vec![len.eq(&(&k + &added)), zero.le(&added), added.le(&self.rows.0)];
        for column in self.columns {
            facts.push(column.len.eq(&len));
        }
        for (i, row) in self.prefix.iter().enumerate() {
            let position = Int::from_i64(i64::try_from(i).ok()?);
            for (column, item) in self.columns.iter().zip(row) {
                facts.push(column.items.select(&position).eq(dynamic(item)));
            }
        }
        if self.added.is_empty() {
            facts.push(added.eq(&zero));
        } else {
            facts.push(self.positions(&k, &len)?);
        }
        Some(BoolTerm(Bool::and(&facts)))
    }

    /// For every added position: its row, after the previous position's, and one append whose
    /// condition holds there and whose item is there.
    fn positions(&self, k: &Int, len: &Int) -> Option<Bool> {
        let zero = Int::from_i64(0);
        let p = Int::fresh_const("position");
        let row_of = Array::fresh_const("row_of", &z3::Sort::int(), &z3::Sort::int());
        let row = row_of.select(&p).as_int()?;
        let next = row_of.select(&(&p + 1)).as_int()?;
        let at_p: Vec<Dynamic> = self.columns.iter().map(|c| c.items.select(&p)).collect();
        let shared = self.shared_constants();
        let mut choices = Vec::new();
        for Added { guard, item } in self.added {
            let roots = std::iter::once(Dynamic::from_ast(&guard.0)).chain(item.iter().map(dynamic)).collect();
            let own = self.own_constants(roots, &shared)?;
            let mut pairs: Vec<(Dynamic, Dynamic)> = vec![(Dynamic::from_ast(&self.index.0), Dynamic::from_ast(&row))];
            for c in own {
                let per_position = Array::fresh_const("per_position", &z3::Sort::int(), &c.get_sort());
                pairs.push((c, per_position.select(&p)));
            }
            let refs: Vec<(&Dynamic, &Dynamic)> = pairs.iter().map(|(a, b)| (a, b)).collect();
            let mut holds = vec![Dynamic::from_ast(&guard.0).substitute(&refs).as_bool()?];
            holds.extend(at_p.iter().zip(item).map(|(at, item)| at.eq(dynamic(item).substitute(&refs))));
            choices.push(Bool::and(&holds));
        }
        let inside = Bool::and(&[k.le(&p), p.lt(len)]);
        let ordered = (&p + 1).lt(len).implies(row.lt(&next));
        let body = Bool::and(&[zero.le(&row), row.lt(&self.rows.0), ordered, Bool::or(&choices)]);
        let patterns: Vec<Pattern> = at_p.iter().map(|at| Pattern::new(&[at])).chain([Pattern::new(&[&row])]).collect();
        let refs: Vec<&Pattern> = patterns.iter().collect();
        Some(z3::ast::forall_const(&[&p], &refs, &inside.implies(body)))
    }

    /// The constants shared by every row: the program's inputs and what the path before
    /// the loop mentions (see `own`).
    fn shared_constants(&self) -> Shared {
        Shared::mentioned(self.shared, self.inputs.clone())
    }

    /// The constants in `roots` that each row has its own of: free scalars that are not
    /// shared, not the row's index, and not arrays (per-row values and columns are indexed by
    /// the row already). `None` when the walk cannot see everything.
    fn own_constants(&self, roots: Vec<Dynamic>, shared: &Shared) -> Option<Vec<Dynamic>> {
        shared.own(roots, &[Dynamic::from_ast(&self.index.0)], false, false)
    }
}

fn dynamic(item: &ItemTerm) -> Dynamic {
    match item {
        ItemTerm::Int(i) => Dynamic::from_ast(&i.0),
        ItemTerm::Str(s) => Dynamic::from_ast(&s.0),
        ItemTerm::Bool(b) => Dynamic::from_ast(&b.0),
    }
}
