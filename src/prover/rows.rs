//! Loops over lists of unknown length (a trusted query's result, a list parameter): the body is
//! reasoned about once for a symbolic row `xs[i]` with a fresh index `0 <= i < len(xs)`, which
//! stands for every row at once. Each path through the body is explored in turn within one run
//! of the program (the explorer gives the body a decision level of its own); effect calls in
//! it are recorded as quantified facts (the body's path condition as a guard, the loop's index
//! and length as a frame), and the program goes on after the loop with the path condition it
//! had before it. `sema` keeps the body from carrying state between rows (no assignment to a
//! name bound before the loop, no `break`/`return`); this module refuses container mutation
//! inside the body, so that what one row does cannot be seen by another.

use super::domain::{SymCall, SymIter, SymVal, Symbolic};
use super::symval::unsupported_symbolic;
use crate::ir::{Method, PerItem};
use crate::sema::Fault;
use crate::smt::{BoolTerm, FloatTerm, IntTerm, Renaming, RowTerms, SeqTerm, Shared, StrTerm, Vars};
use crate::source::Span;
use num_bigint::BigInt;
use std::rc::Rc;

/// What a loop over rows goes through.
#[derive(Clone, Debug)]
pub enum RowSource {
    /// A list of ints, strings or bools.
    Items(SeqTerm),
    /// A query result of schema rows.
    Table(Rc<super::tables::Table>),
}

impl RowSource {
    fn len(&self) -> IntTerm {
        match self {
            RowSource::Items(seq) => seq.len(),
            RowSource::Table(t) => t.len(),
        }
    }

    fn row(&self, index: &IntTerm) -> SymVal {
        match self {
            RowSource::Items(seq) => super::seqs::item_value(seq.nth(index)),
            RowSource::Table(t) => t.row(index),
        }
    }
}

/// A loop over rows being explored.
pub struct RowLoop {
    /// The row's index: free, so what holds for it holds for every row.
    pub index: IntTerm,
    pub len: IntTerm,
    /// Length of the path condition before the loop; each body path starts from it.
    base: usize,
    /// The path condition before the loop: what it mentions, every row shares.
    before: Rc<[BoolTerm]>,
    /// Branch counts before the loop: each body path counts its own unrolling.
    visits: std::collections::HashMap<(u32, u32), u32>,
    /// How many effect calls each call site made on this body path, in this loop and not in
    /// one inside it: the second call from one site (a helper called twice) is another call,
    /// with a result of its own.
    pub(super) made: std::collections::HashMap<Span, u32>,
}

/// Where one row of a loop was when an effect was called: which loop, and its bounds.
#[derive(Clone, Debug)]
pub struct Frame {
    pub index: IntTerm,
    pub len: IntTerm,
}

/// How a call inside loops over rows is reached: for the rows whose index satisfies `guard`
/// (the body's path condition, with the indices in range), once per row of every frame.
#[derive(Clone, Debug)]
pub struct Quantified {
    pub guard: BoolTerm,
    pub frames: Vec<Frame>,
    /// The path condition before the outermost loop.
    before: Rc<[BoolTerm]>,
}

impl Quantified {
    /// Whether a term has one value for all rows: it mentions neither the rows' indices nor a
    /// value the body made that each row has its own of.
    pub fn uniform(&self, n: &IntTerm, vars: &Vars) -> bool {
        let mut terms = RowTerms::default();
        terms.int(n);
        let others: Vec<IntTerm> = (0..self.frames.len()).map(|k| IntTerm::var(&format!("row.uniform.{k}"))).collect();
        self.to_other_rows(&others, &terms, vars, "uniform").is_some_and(|r| r.int(n).same_term(n))
    }

    /// The rows' indices renamed to `others`, and whatever else of `terms` each row has its
    /// own of to the other row's (see `smt::Shared`).
    fn to_other_rows(&self, others: &[IntTerm], terms: &RowTerms, vars: &Vars, tag: &str) -> Option<Renaming> {
        let indices: Vec<IntTerm> = self.frames.iter().map(|f| f.index.clone()).collect();
        Renaming::at_other_rows(&indices, others, terms, &Shared::new(&self.before, vars), tag)
    }
}

impl SymCall {
    /// This call at other rows than its own: its arguments and guard with fresh indices, which
    /// differ from the call's own in at least one loop, and with fresh copies of the values
    /// the body made for its row. `None` for a call on the path itself; `Some(None)` when an
    /// argument is a value the renaming cannot reach.
    pub fn at_other_rows(&self, nth: usize, vars: &Vars) -> Option<Option<SymCall>> {
        let rows = self.rows.as_ref()?;
        let mut terms = RowTerms::default();
        terms.bool(&rows.guard);
        for f in &rows.frames {
            terms.int(&f.len);
        }
        if self.args.iter().any(|(_, v)| mapped(v, &mut terms).is_none()) {
            return Some(None);
        }
        let others: Vec<IntTerm> =
            (0..rows.frames.len()).map(|k| IntTerm::var(&format!("row.other.{nth}.{k}"))).collect();
        let Some(mut r) = rows.to_other_rows(&others, &terms, vars, &format!("other.{nth}")) else {
            return Some(None);
        };
        let args: Option<Vec<_>> = self.args.iter().map(|(n, v)| mapped(v, &mut r).map(|v| (n.clone(), v))).collect();
        let differs = BoolTerm::or(
            &rows.frames.iter().zip(&others).map(|(f, other)| f.index.eq(other).not()).collect::<Vec<_>>(),
        );
        let frames = rows
            .frames
            .iter()
            .zip(&others)
            .map(|(f, index)| Frame { index: index.clone(), len: r.int(&f.len) })
            .collect();
        let guard = BoolTerm::and(&[r.bool(&rows.guard), differs]);
        Some(args.map(|args| SymCall {
            effect: self.effect.clone(),
            args,
            at: self.at,
            rows: Some(Quantified { guard, frames, before: rows.before.clone() }),
            omitted: self.omitted.clone(),
        }))
    }
}

/// What is done to each term of a value: looked at, or renamed.
trait TermMap {
    fn int(&mut self, t: &IntTerm) -> IntTerm;
    fn bool(&mut self, t: &BoolTerm) -> BoolTerm;
    fn str(&mut self, t: &StrTerm) -> StrTerm;
    fn float(&mut self, t: &FloatTerm) -> FloatTerm;
}

impl TermMap for RowTerms {
    fn int(&mut self, t: &IntTerm) -> IntTerm {
        RowTerms::int(self, t);
        t.clone()
    }

    fn bool(&mut self, t: &BoolTerm) -> BoolTerm {
        RowTerms::bool(self, t);
        t.clone()
    }

    fn str(&mut self, t: &StrTerm) -> StrTerm {
        RowTerms::str(self, t);
        t.clone()
    }

    fn float(&mut self, t: &FloatTerm) -> FloatTerm {
        RowTerms::float(self, t);
        t.clone()
    }
}

impl TermMap for Renaming {
    fn int(&mut self, t: &IntTerm) -> IntTerm {
        Renaming::int(self, t)
    }

    fn bool(&mut self, t: &BoolTerm) -> BoolTerm {
        Renaming::bool(self, t)
    }

    fn str(&mut self, t: &StrTerm) -> StrTerm {
        Renaming::str(self, t)
    }

    fn float(&mut self, t: &FloatTerm) -> FloatTerm {
        Renaming::float(self, t)
    }
}

/// A value with each of its terms mapped; `None` for kinds that cannot hold them plainly.
fn mapped(v: &SymVal, r: &mut impl TermMap) -> Option<SymVal> {
    Some(match v {
        SymVal::Concrete(c) => SymVal::Concrete(c.clone()),
        SymVal::Int(t) => SymVal::Int(r.int(t)),
        SymVal::Bool(t) => SymVal::Bool(r.bool(t)),
        SymVal::Str(t) => SymVal::Str(r.str(t)),
        SymVal::Float(t) => SymVal::Float(r.float(t)),
        SymVal::Tuple(items) => SymVal::tuple_like(items, items.iter().map(|i| mapped(i, r)).collect::<Option<_>>()?),
        SymVal::Rows(super::tables::RowData::Row(row)) => {
            SymVal::Rows(super::tables::RowData::Row(Rc::new(super::tables::SymRow {
                schema: row.schema.clone(),
                values: row.values.iter().map(|v| mapped(v, r)).collect::<Option<_>>()?,
            })))
        }
        SymVal::Range(_)
        | SymVal::Record(_)
        | SymVal::List(_)
        | SymVal::Dict(_)
        | SymVal::Seq(_)
        | SymVal::Set(_)
        | SymVal::View(_)
        | SymVal::Object(_)
        | SymVal::Rows(super::tables::RowData::Table(_)) => return None,
    })
}

/// A loop over rows not yet started, made to go item by item (`Domain::item_by_item`).
pub(super) fn item_by_item(it: SymIter) -> SymIter {
    match it {
        SymIter::Rows { source, started: false, watch } => SymIter::Indexed { source, next: 0, watch },
        other @ (SymIter::Concrete(_)
        | SymIter::List { .. }
        | SymIter::Dict { .. }
        | SymIter::Range { .. }
        | SymIter::Set { .. }
        | SymIter::Rows { .. }
        | SymIter::Indexed { .. }) => other,
    }
}

/// Stops the path when the list of unknown length gone through has changed since its
/// iteration started: CPython's iterator would see the change.
pub(super) fn check_unchanged(watch: Option<&(Rc<super::seqs::SymSeq>, u32)>, at: Span) -> Result<(), Fault> {
    match watch {
        Some((seq, changes)) if seq.changes() != *changes => Err(super::seq_mutation::changed_while_iterated(at)),
        _ => Ok(()),
    }
}

impl Symbolic<'_> {
    pub(super) fn rows_iter(source: RowSource, watch: Option<(Rc<super::seqs::SymSeq>, u32)>) -> SymIter {
        SymIter::Rows { source, started: false, watch }
    }

    /// The next item of a list of unknown length gone through item by item, or `None` on the
    /// path where it has no more: the branch counts toward the loop bound of `at`, so past the
    /// bound the list must have ended there or the path stops, naming the loop.
    pub(super) fn indexed_next(
        &mut self,
        source: &RowSource,
        next: &mut usize,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        // Asked as "the list ends here", whose side is explored first: shorter lists come
        // first, so a counterexample is as short as the failure allows.
        let index = IntTerm::lit(&(*next).into());
        if self.decide(source.len().le(&index), at)? {
            return Ok(None);
        }
        *next += 1;
        self.stepped_items.get_or_insert(at);
        Ok(Some(source.row(&index)))
    }

    /// The symbolic row again for the next path through the body, or `None` once every path
    /// through it has been explored.
    pub(super) fn rows_next(&mut self, source: &RowSource, started: &mut bool) -> Option<SymVal> {
        if *started {
            let open = self.loops.last().expect("a started loop over rows is open");
            self.path.truncate(open.base);
            self.branch_visits = open.visits.clone();
            if !self.explorer.next_body_path() {
                self.loops.pop();
                return None;
            }
        } else {
            *started = true;
            let index = IntTerm::var(&format!("row.{}", self.loops_started));
            self.loops_started += 1;
            self.explorer.enter_body();
            let (base, visits) = (self.path.len(), self.branch_visits.clone());
            let before = self.path.as_slice().into();
            self.loops.push(RowLoop { index, len: source.len(), base, before, visits, made: Default::default() });
        }
        let open = self.loops.last_mut().expect("a loop over rows is open");
        open.made.clear();
        let (index, len, base) = (open.index.clone(), open.len.clone(), open.base);
        self.collectors_next_path(&index, &len, base);
        let open = self.loops.last().expect("a loop over rows is open");
        let zero = IntTerm::lit(&0.into());
        self.path.push(BoolTerm::and(&[zero.le(&open.index), open.index.lt(&open.len)]));
        Some(source.row(&open.index))
    }

    /// What an effect called inside loops over rows returns: a value per row (an array over the
    /// rows' indices), so each row's call has its own result: a scalar, a row, or a list or
    /// table of them.
    pub(super) fn per_row_result(
        &mut self,
        name: &str,
        returns: &crate::ir::TypeExpr,
        frames: &[Frame],
        decl: &crate::ir::EffectDecl,
        at: Span,
    ) -> Result<SymVal, Fault> {
        use crate::ir::TypeExpr;
        use crate::smt::{Elem, PerRowTerm, PerRowVar, RowSort};
        let rows: Vec<String> = frames.iter().map(|f| format!("{:?}", f.index)).collect();
        let innermost = self.loops.last_mut().expect("a call with frames is inside a loop over rows");
        let made = innermost.made.entry(at).or_insert(0);
        let site = (at, rows.join(","), *made);
        *made += 1;
        if let Some((known, holds)) = self.per_row_sites.get(&site).cloned() {
            // Another path through the body: the same row's result, under the same facts.
            self.path.extend(holds);
            return Ok(known);
        }
        let indices: Vec<IntTerm> = frames.iter().map(|f| f.index.clone()).collect();
        let lens: Vec<IntTerm> = frames.iter().map(|f| f.len.clone()).collect();
        let row_name = format!("{name}[row]");
        if let TypeExpr::List(inner) = returns {
            // A query inside the loop: a list (or table) per row.
            let (value, table) = self.per_row_list(&row_name, inner, returns, indices.clone(), &decl.name, at)?;
            let var = PerRowVar { name: row_name, sort: RowSort::Item(Elem::Int), table: Some(table), indices, lens };
            self.vars.per_row.push(var);
            self.per_row_sites.insert(site, (value.clone(), None));
            return Ok(value);
        }
        if let TypeExpr::Row(schema) = returns {
            // One row per row: a table of exactly one row per row of the loops.
            let (value, table) = self.per_row_single(&row_name, schema, indices.clone());
            let one_row = table.len().eq(&IntTerm::lit(&1.into()));
            self.path.push(one_row.clone());
            let var = PerRowVar { name: row_name, sort: RowSort::Item(Elem::Int), table: Some(table), indices, lens };
            self.vars.per_row.push(var);
            self.per_row_sites.insert(site, (value.clone(), Some(one_row)));
            return Ok(value);
        }
        let sort = match super::seqs::scalar_elem(returns) {
            Some(elem) => RowSort::Item(elem),
            None if *returns == TypeExpr::Float => RowSort::Float,
            None => {
                return Err(Fault::unsupported(
                    format!(
                        "using a {} that `{}` returns inside a loop over a list of unknown length (a trusted query result) is not supported by the prover yet (int, str, bool, float, row and list results are)",
                        returns.display(),
                        decl.name
                    ),
                    at,
                ))
            }
        };
        let var = PerRowVar { name: row_name, sort, table: None, indices, lens };
        let term = var.term();
        self.vars.per_row.push(var);
        let value = match term {
            PerRowTerm::Int(t) => SymVal::Int(t),
            PerRowTerm::Str(t) => SymVal::Str(t),
            PerRowTerm::Bool(t) => SymVal::Bool(t),
            PerRowTerm::Float(t) => SymVal::Float(t),
        };
        self.per_row_sites.insert(site, (value.clone(), None));
        Ok(value)
    }

    /// The frames and guard of a call made now, when it is inside loops over rows.
    pub(super) fn reach(&self) -> Option<Quantified> {
        let outermost = self.loops.first()?;
        Some(Quantified {
            before: outermost.before.clone(),
            guard: BoolTerm::and(&self.path[outermost.base..]),
            frames: self.loops.iter().map(|l| Frame { index: l.index.clone(), len: l.len.clone() }).collect(),
        })
    }

    /// Inside a loop over rows nothing may change a container: one row would see what another
    /// did, which the loop's single symbolic row cannot show.
    pub(super) fn no_mutation_in_rows(&self, what: &str, at: Span) -> Result<(), Fault> {
        if self.loops.is_empty() {
            return Ok(());
        }
        Err(Fault::unsupported(
            format!("{what} inside a loop over a list of unknown length (a trusted query result) is not supported: each row is reasoned about once for all rows, so no row may change what another sees"),
            at,
        ))
    }

    pub(super) fn no_mutating_method_in_rows(&self, m: Method, at: Span) -> Result<(), Fault> {
        if m == Method::Append && !self.loops.is_empty() {
            // Says what would make it a list the prover builds (see `collect`).
            return Err(Fault::unsupported(
                "`.append()` inside a loop over a list of unknown length (a trusted query result) is not supported here: each row is reasoned about once for all rows, so no row may change what another sees (a list the loop body only appends to, once per row, reading it nowhere else, with no other name holding it, is built over every row)",
                at,
            ));
        }
        if m.mutates() {
            return self.no_mutation_in_rows(&format!("`.{}()`", m.name()), at);
        }
        Ok(())
    }
}

impl Symbolic<'_> {
    /// A counter after a loop over rows that adds between `least` and `most` per row: exactly
    /// `start + most * len` when the two agree (every finished run of the body makes all of
    /// its increments), else a fresh int between `start + least * len` and
    /// `start + most * len`. The latter is an over-approximation, so a refutation through it
    /// stands only if its replay reproduces it. Inside another loop over rows the bound would
    /// be per outer row, which the one fresh value cannot say: refused.
    pub(super) fn counter_after_rows(
        &mut self,
        start: SymVal,
        per_item: PerItem,
        it: &SymIter,
        at: Span,
    ) -> Result<SymVal, Fault> {
        let (SymIter::Rows { source, .. }, Some(start), true) = (it, self.as_int(&start), self.loops.is_empty()) else {
            return Err(unsupported_symbolic(
                "a count carried through a loop over rows that is nested in another such loop, or that is not an int,",
                at,
            ));
        };
        let times = |k: u64| start.add(&IntTerm::lit(&BigInt::from(k)).mul(&source.len()));
        if per_item.least == per_item.most {
            return Ok(SymVal::Int(times(per_item.most)));
        }
        self.approximate("a count carried through a loop over rows was approximated by its bounds", Some(at));
        let count = IntTerm::var(&format!("count#{}#{}", at.start, self.loops_started));
        self.path.push(BoolTerm::and(&[times(per_item.least).le(&count), count.le(&times(per_item.most))]));
        Ok(SymVal::Int(count))
    }
}
