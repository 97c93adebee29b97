//! Changing a list of unknown length: `append`, `extend` and `+=`, `insert`, `pop`, `remove`,
//! `clear`, `reverse`, `sort`, `xs[i] = v` and `del xs[i]`. Each computes the list's new
//! sequence exactly (see `smt::seq_build`) and stores it in the list's shared cell
//! (`seqs::SymSeq`), so every name and container holding the list sees the change, as in
//! Python. The exceptions CPython raises (an index out of range, an item not in the list) are
//! obligations on the path, with CPython's messages.
//!
//! Inside a loop over a list of unknown length nothing may change (each row is reasoned about
//! once for all rows, see `rows`), and an iterator over a list refuses to go on once the list
//! changed. An item of another sort than the list's (a `True` among ints, a float, `None`) is
//! refused rather than guessed: the sequence holds one sort.

use super::domain::{SymVal, Symbolic};
use super::lists::SymList;
use super::seqs::{item_value, SymSeq};
use super::ObligationKind;
use crate::interp::Value;
use crate::ir::{Builtin, Method, PyExc};
use crate::sema::{Domain, Fault};
use crate::smt::{BoolTerm, IntTerm, ItemTerm, SeqTerm};
use crate::source::Span;
use std::rc::Rc;

/// Keyword arguments of a method call.
type Kwargs = Vec<(Rc<str>, SymVal)>;

/// The path stops where an iterator over a list of unknown length goes on after the list
/// changed: CPython's iterator reads the list as it is then, which the iteration started
/// earlier did not capture.
pub(super) fn changed_while_iterated(at: Span) -> Fault {
    Fault::unsupported(
        "iterating over a list of unknown length that changed after the iteration started is not modelled",
        at,
    )
}

fn lit(n: i64) -> IntTerm {
    IntTerm::lit(&n.into())
}

/// The path stops at a change the prover does not model, naming it.
fn not_modelled(what: &str, at: Span) -> Fault {
    Fault::unsupported(format!("{what} is not modelled by the prover"), at)
}

/// Refuses a call whose arguments the prover does not read for this method.
fn arguments_refused(m: Method, at: Span) -> Fault {
    not_modelled(&format!("`list.{}` with these arguments on a list of unknown length", m.name()), at)
}

impl Symbolic<'_> {
    /// A mutating method of a list of unknown length (`append`, `extend`, `insert`, `pop`,
    /// `remove`, `clear`, `reverse`, `sort`): what it returns.
    pub(super) fn seq_mutate(
        &mut self,
        m: Method,
        seq: &Rc<SymSeq>,
        args: &[SymVal],
        kwargs: &Kwargs,
        at: Span,
    ) -> Result<SymVal, Fault> {
        let none = SymVal::Concrete(Value::None);
        let term = seq.term();
        if m == Method::Sort {
            self.no_mutation_in_rows("`.sort()`", at)?;
            self.seq_sort(seq, args, kwargs, at)?;
            return Ok(none);
        }
        if !kwargs.is_empty() {
            return Err(arguments_refused(m, at));
        }
        let changed = match (m, args) {
            (Method::Append, [item]) => term.appended(&self.seq_item(&term, item, at)?),
            (Method::Extend, [other]) => self.seq_extended(&term, other, at)?,
            (Method::Insert, [index, item]) => {
                let index = self.index_term(index, "insert", at)?;
                let index = Self::slice_bound(&index, &term.len());
                term.inserted(&index, &self.seq_item(&term, item, at)?)
            }
            (Method::Pop, [] | [_]) => {
                let index = args.first().cloned().unwrap_or(SymVal::Int(lit(-1)));
                let index = self.seq_position(&term, &index, "pop", at)?;
                seq.set(term.removed(&index), at)?;
                return Ok(item_value(term.nth(&index)));
            }
            (Method::Remove, [item]) => {
                let item = self.seq_item(&term, item, at)?;
                let index = self.first_position(&term, &item, at)?;
                Some(term.removed(&index))
            }
            (Method::Clear, []) => Some(term.window(&lit(0), &lit(0))),
            (Method::Reverse, []) => Some(term.reversed()),
            _ => return Err(arguments_refused(m, at)),
        };
        let Some(changed) = changed else { return Err(arguments_refused(m, at)) };
        seq.set(changed, at)?;
        Ok(none)
    }

    /// `xs[i] = v` on a list of unknown length: CPython's `IndexError`, then the item stored.
    pub(super) fn seq_set(&mut self, seq: &Rc<SymSeq>, index: &SymVal, value: &SymVal, at: Span) -> Result<(), Fault> {
        let term = seq.term();
        let index = self.seq_position(&term, index, "assignment", at)?;
        let stored = term.stored(&index, &self.seq_item(&term, value, at)?);
        seq.set(stored.ok_or_else(|| Fault::internal("an item of a list's sort", at))?, at)
    }

    /// `del xs[i]` on a list of unknown length: CPython's `IndexError`, then the item gone.
    pub(super) fn seq_delete(&mut self, seq: &Rc<SymSeq>, index: &SymVal, at: Span) -> Result<(), Fault> {
        let term = seq.term();
        let index = self.seq_position(&term, index, "assignment", at)?;
        seq.set(term.removed(&index), at)
    }

    /// `xs += ys` on a list of unknown length: `extend`, the same list after.
    pub(super) fn seq_add_in_place(&mut self, seq: &Rc<SymSeq>, other: &SymVal, at: Span) -> Result<SymVal, Fault> {
        self.no_mutation_in_rows("`+=`", at)?;
        let term = seq.term();
        let joined = self.seq_extended(&term, other, at)?.ok_or_else(|| arguments_refused(Method::Extend, at))?;
        seq.set(joined, at)?;
        Ok(SymVal::Seq(seq.clone()))
    }

    /// A value as an item of `seq`, refused when it is of another sort.
    fn seq_item(&self, seq: &SeqTerm, v: &SymVal, at: Span) -> Result<ItemTerm, Fault> {
        self.item_term(v, seq.elem())
            .ok_or_else(|| not_modelled("putting an item of another type into a list of unknown length", at))
    }

    /// The items of `seq` followed by those of a list (of any length) or a tuple; `None` for
    /// items of another sort.
    fn seq_extended(&mut self, seq: &SeqTerm, other: &SymVal, at: Span) -> Result<Option<SeqTerm>, Fault> {
        let tuple_items = if let SymVal::Tuple(t) = other {
            Some(t.to_vec())
        } else if let SymVal::Concrete(Value::Tuple(t)) = other {
            Some(t.iter().cloned().map(SymVal::Concrete).collect())
        } else {
            None
        };
        let other = match tuple_items {
            Some(items) => &SymVal::List(SymList::new(items)),
            None => other,
        };
        let is_list = matches!(other, SymVal::Seq(_) | SymVal::List(_) | SymVal::Concrete(Value::List(_)));
        if !is_list {
            return Err(not_modelled("extending a list of unknown length by a value that is not a list or tuple", at));
        }
        Ok(self.as_seq(other, seq.elem()).and_then(|o| seq.joined(&o)))
    }

    /// A position in `seq` for `pop`, item assignment or `del` (`what` picks CPython's
    /// message), negative ones counted from the end, after its `IndexError` obligation.
    fn seq_position(&mut self, seq: &SeqTerm, index: &SymVal, what: &str, at: Span) -> Result<IntTerm, Fault> {
        let i = self.index_term(index, what, at)?;
        let (zero, len) = (lit(0), seq.len());
        let idx = IntTerm::ite(&i.lt(&zero), &i.add(&len), &i);
        self.meet(ObligationKind::Exception(PyExc::IndexError), at);
        if what == "pop" && !self.decide(zero.lt(&len), at)? {
            return Err(Fault::exc(PyExc::IndexError, "pop from empty list", at));
        }
        if !self.decide_once(BoolTerm::and(&[zero.le(&idx), idx.lt(&len)]), at)? {
            let message = if what == "pop" { "pop index out of range" } else { "list assignment index out of range" };
            return Err(Fault::exc(PyExc::IndexError, message, at));
        }
        Ok(idx)
    }

    /// An index argument as a term; anything but an int or a bool is refused (CPython's
    /// `TypeError` there names its type, which is not worth a model).
    fn index_term(&self, index: &SymVal, what: &str, at: Span) -> Result<IntTerm, Fault> {
        let is_int = matches!(index, SymVal::Int(_) | SymVal::Bool(_))
            || index.known().is_some_and(|v| matches!(v, Value::Int(_) | Value::Bool(_)));
        self.as_int(index)
            .filter(|_| is_int)
            .ok_or_else(|| not_modelled(&format!("a list {what} with an index that is not an int"), at))
    }

    /// The first position of `item` in `seq` (`list.remove`): CPython's `ValueError` when there
    /// is none, else a fresh index defined on the path as the one holding it with no earlier
    /// one that does (so it is unique).
    fn first_position(&mut self, seq: &SeqTerm, item: &ItemTerm, at: Span) -> Result<IntTerm, Fault> {
        self.meet(ObligationKind::Exception(PyExc::ValueError), at);
        if !self.decide(seq.contains(item), at)? {
            return Err(Fault::exc(PyExc::ValueError, "list.remove(x): x not in list", at));
        }
        let k = IntTerm::fresh("removed_at");
        let before = seq.window(&lit(0), &k);
        let facts = [lit(0).le(&k), k.lt(&seq.len()), items_equal(&seq.nth(&k), item), before.contains(item).not()];
        self.path.push(BoolTerm::and(&facts));
        Ok(k)
    }

    /// `xs.sort()` / `xs.sort(reverse=...)` (a `key=` is called by the evaluator, which then
    /// replaces the items): the items of the path's length, sorted as `sorted` sorts them.
    fn seq_sort(&mut self, seq: &Rc<SymSeq>, args: &[SymVal], kwargs: &Kwargs, at: Span) -> Result<(), Fault> {
        if !args.is_empty() {
            return Err(Fault::type_error("sort() takes no positional arguments", at));
        }
        if kwargs.iter().any(|(k, _)| &**k != "reverse") {
            return Err(arguments_refused(Method::Sort, at));
        }
        let items = self.unrolled_items(&seq.term(), super::unrolled::MOST_SORTED, "`list.sort`", at)?;
        let sorted = self.builtin(Builtin::Sorted, vec![SymVal::List(SymList::new(items))], kwargs.clone(), at)?;
        self.seq_replace(seq, &sorted, at)
    }

    /// Replaces the items of a list of unknown length by those of a list (`sort`, and the
    /// evaluator's `sort(key=...)`).
    pub(super) fn seq_replace(&mut self, seq: &Rc<SymSeq>, items: &SymVal, at: Span) -> Result<(), Fault> {
        self.no_mutation_in_rows("sorting", at)?;
        let term = self
            .as_seq(items, seq.term().elem())
            .ok_or_else(|| not_modelled("sorting a list of unknown length into items of another type", at))?;
        seq.set(term, at)
    }
}

/// Whether two items of one sort are equal.
fn items_equal(a: &ItemTerm, b: &ItemTerm) -> BoolTerm {
    match (a, b) {
        (ItemTerm::Int(x), ItemTerm::Int(y)) => x.eq(y),
        (ItemTerm::Str(x), ItemTerm::Str(y)) => x.eq(y),
        (ItemTerm::Bool(x), ItemTerm::Bool(y)) => x.iff(y),
        _ => BoolTerm::lit(false),
    }
}
