//! Lists of unknown length: what a trusted effect returns as `list[int]`, `list[str]` or
//! `list[bool]`, and list parameters of the target. They are Z3 sequences: `len()`, indexing
//! (an `IndexError` obligation), `in` and truth are exact. Loops over one are quantified (see
//! `rows`).
//!
//! A list is mutable and every name and container holding it must see a change, so the value
//! is a shared cell ([`SymSeq`]) holding the sequence's current term: a mutation (see
//! `seq_mutation`) replaces the term in the cell, and a copy (`list(xs)`, `xs.copy()`,
//! `xs[:]`) is a new cell.

use super::domain::{SymVal, Symbolic};
use super::symval::unsupported_symbolic;
use super::ObligationKind;
use crate::interp::Value;
use crate::ir::{CmpOp, PyExc, TypeExpr};
use crate::sema::Fault;
use crate::smt::{BoolTerm, Elem, IntTerm, ItemTerm, SeqTerm};
use crate::source::Span;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// A list of unknown length as every holder of it sees it: its current term, and how often it
/// was changed (an iterator started over it refuses to go on after a change).
#[derive(Debug)]
pub struct SymSeq {
    term: RefCell<SeqTerm>,
    changes: Cell<u32>,
    /// Read by `reversed`, whose items the prover takes when it is called, where CPython's
    /// iterator reads the list as it is when it gets to each item: no change may follow.
    frozen: Cell<bool>,
}

impl SymSeq {
    /// A new list (not an alias of any other) holding `term`.
    pub fn new(term: SeqTerm) -> Rc<SymSeq> {
        Rc::new(SymSeq { term: RefCell::new(term), changes: Cell::new(0), frozen: Cell::new(false) })
    }

    /// The items now.
    pub fn term(&self) -> SeqTerm {
        self.term.borrow().clone()
    }

    /// Replaces the items, as every holder will see them; refused once `reversed` read them.
    pub fn set(&self, term: SeqTerm, at: Span) -> Result<(), Fault> {
        if self.frozen.get() {
            return Err(Fault::unsupported(
                "changing a list of unknown length after `reversed` read it is not supported by the prover",
                at,
            ));
        }
        *self.term.borrow_mut() = term;
        self.changes.set(self.changes.get().wrapping_add(1));
        Ok(())
    }

    /// Marks the list as read by an iterator that took its items at once.
    pub fn freeze(&self) {
        self.frozen.set(true);
    }

    /// How many changes were made so far.
    pub fn changes(&self) -> u32 {
        self.changes.get()
    }
}

impl SymVal {
    /// A new list of unknown length holding `term`.
    pub fn seq(term: SeqTerm) -> SymVal {
        SymVal::Seq(SymSeq::new(term))
    }
}

/// The element sort of a list annotation the prover can hold as a sequence.
pub(super) fn elem_of(ty: &TypeExpr) -> Option<Elem> {
    let TypeExpr::List(inner) = ty else { return None };
    scalar_elem(inner)
}

/// The sort of an `int`, `str` or `bool` annotation (what sequences, table columns and row
/// fields hold).
pub(super) fn scalar_elem(ty: &TypeExpr) -> Option<Elem> {
    if *ty == TypeExpr::Int {
        Some(Elem::Int)
    } else if *ty == TypeExpr::Str {
        Some(Elem::Str)
    } else if *ty == TypeExpr::Bool {
        Some(Elem::Bool)
    } else {
        None
    }
}

/// An item read from a sequence, as a value.
pub(super) fn item_value(item: ItemTerm) -> SymVal {
    match item {
        ItemTerm::Int(i) => SymVal::Int(i),
        ItemTerm::Str(s) => SymVal::Str(s),
        ItemTerm::Bool(b) => SymVal::Bool(b),
    }
}

impl Symbolic<'_> {
    /// A fresh list of unknown length, named as the counterexample will show it.
    pub(super) fn seq_input(&mut self, name: &str, elem: Elem) -> SymVal {
        self.vars.lists.push((name.to_owned(), elem));
        SymVal::seq(SeqTerm::var(name, elem))
    }

    /// `xs[i]`: an `IndexError` obligation, then the item.
    pub(super) fn seq_get(&mut self, seq: &SeqTerm, index: &SymVal, at: Span) -> Result<SymVal, Fault> {
        let idx = self.checked_index(&seq.len(), index, at)?;
        Ok(item_value(seq.nth(&idx)))
    }

    /// An index into a list of length `len`, negative ones counted from the end, after its
    /// `IndexError` obligation.
    pub(super) fn checked_index(&mut self, len: &IntTerm, index: &SymVal, at: Span) -> Result<IntTerm, Fault> {
        let Some(i) = self.as_int(index) else {
            return Err(super::exceptions::unshown(Fault::type_error("list indices must be integers or slices", at)));
        };
        let zero = IntTerm::lit(&0.into());
        let len = len.clone();
        let idx = IntTerm::ite(&i.lt(&zero), &i.add(&len), &i);
        self.meet(ObligationKind::Exception(PyExc::IndexError), at);
        if !self.decide(BoolTerm::and(&[zero.le(&idx), idx.lt(&len)]), at)? {
            return Err(Fault::exc(PyExc::IndexError, "list index out of range", at));
        }
        Ok(idx)
    }

    /// `x in xs` / `x not in xs`.
    pub(super) fn seq_membership(
        &mut self,
        op: CmpOp,
        needle: &SymVal,
        seq: &SeqTerm,
        at: Span,
    ) -> Result<SymVal, Fault> {
        let item = match seq.elem() {
            Elem::Int => self.as_int(needle).map(ItemTerm::Int),
            Elem::Str => Self::as_str(needle).map(ItemTerm::Str),
            Elem::Bool => Self::as_bool(needle).map(ItemTerm::Bool),
        };
        let found = match item {
            Some(item) => seq.contains(&item),
            None if matches!(needle, SymVal::Concrete(Value::None)) => BoolTerm::lit(false),
            None => return Err(unsupported_symbolic("`in` with a value of another type", at)),
        };
        Ok(SymVal::Bool(if op == CmpOp::In { found } else { found.not() }))
    }
}
