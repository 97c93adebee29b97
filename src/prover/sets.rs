//! Sets holding terms. The items are kept pairwise distinct on the current path: adding an item
//! branches on whether it equals each item already there (equality of terms is a decision, like
//! any other condition), so `len()` stays a plain number and iteration sees each item once, in
//! the order the interpreter's sets use (insertion order). `x in s` is the disjunction of the
//! equalities, with no branch.

use super::domain::{unsupported_symbolic, SymVal, Symbolic};
use crate::interp::Value;
use crate::ir::{CmpOp, Method, PyExc};
use crate::sema::{Domain, Fault};
use crate::smt::BoolTerm;
use crate::source::Span;
use std::cell::RefCell;
use std::rc::Rc;

/// A set of the symbolic domain.
#[derive(Debug, Default)]
pub struct SymSet {
    pub items: RefCell<Vec<SymVal>>,
}

impl SymSet {
    pub fn new() -> Rc<SymSet> {
        Rc::new(SymSet::default())
    }

    pub fn len(&self) -> usize {
        self.items.borrow().len()
    }
}

/// A plain set nobody else holds, as the prover's own (so terms can be added to it).
pub(super) fn adopt_set(items: &crate::interp::SetMap) -> SymVal {
    let set = SymSet::new();
    set.items.borrow_mut().extend(items.iter().map(|k| SymVal::Concrete(k.0.clone())));
    SymVal::Set(set)
}

/// Whether a value may be a set item for the prover: a hashable scalar or tuple of them.
fn hashable(v: &SymVal) -> bool {
    match v {
        SymVal::Int(_) | SymVal::Bool(_) | SymVal::Str(_) | SymVal::Float(_) => true,
        SymVal::Tuple(items) => items.iter().all(hashable),
        SymVal::Concrete(c) => crate::interp::Key::new(c.clone(), Span::default()).is_ok(),
        SymVal::Range(_) | SymVal::Record(_) | SymVal::List(_) | SymVal::Dict(_) | SymVal::Seq(_) | SymVal::Set(_) => {
            false
        }
        SymVal::Rows(_) => false,
    }
}

impl Symbolic<'_> {
    /// `x == y` as a condition.
    fn equal_term(&mut self, x: &SymVal, y: &SymVal, at: Span) -> Result<BoolTerm, Fault> {
        let eq = Domain::compare(self, CmpOp::Eq, x.clone(), y.clone(), at)?;
        self.truth_term(&eq, at)
    }

    /// Adds `x` unless an item equals it on this path (one branch per item that may).
    pub(super) fn set_insert(&mut self, set: &Rc<SymSet>, x: SymVal, at: Span) -> Result<(), Fault> {
        if !hashable(&x) {
            let shown = self.show(&x);
            return Err(Fault::type_error(format!("unhashable type: {shown}"), at));
        }
        let items = set.items.borrow().clone();
        for y in &items {
            let eq = self.equal_term(&x, y, at)?;
            if self.decide(eq, at)? {
                return Ok(());
            }
        }
        set.items.borrow_mut().push(x);
        Ok(())
    }

    /// The position of the item equal to `x` on this path, if any (branching per item).
    fn set_find(&mut self, set: &Rc<SymSet>, x: &SymVal, at: Span) -> Result<Option<usize>, Fault> {
        let items = set.items.borrow().clone();
        for (i, y) in items.iter().enumerate() {
            let eq = self.equal_term(x, y, at)?;
            if self.decide(eq, at)? {
                return Ok(Some(i));
            }
        }
        Ok(None)
    }

    /// A set built from items (a display, `set(iterable)`), duplicates merged.
    pub(super) fn set_of(&mut self, items: Vec<SymVal>, at: Span) -> Result<SymVal, Fault> {
        let set = SymSet::new();
        for x in items {
            self.set_insert(&set, x, at)?;
        }
        Ok(SymVal::Set(set))
    }

    /// `x in s` / `x not in s`: whether some item equals `x`, as a term.
    pub(super) fn set_membership(&mut self, op: CmpOp, x: &SymVal, set: &SymSet, at: Span) -> Result<SymVal, Fault> {
        let items = set.items.borrow().clone();
        let mut any = Vec::with_capacity(items.len());
        for y in &items {
            any.push(self.equal_term(x, y, at)?);
        }
        let found = BoolTerm::or(&any);
        Ok(SymVal::Bool(if op == CmpOp::In { found } else { found.not() }))
    }

    /// The methods of sets; `None` leaves the call to the generic path.
    pub(super) fn set_method(
        &mut self,
        m: Method,
        set: &Rc<SymSet>,
        args: &[SymVal],
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        self.no_mutating_method_in_rows(m, at)?;
        let none = SymVal::Concrete(Value::None);
        Ok(Some(match (m, args) {
            (Method::Add, [x]) => {
                self.set_insert(set, x.clone(), at)?;
                none
            }
            (Method::Discard, [x]) => {
                if let Some(i) = self.set_find(set, x, at)? {
                    set.items.borrow_mut().remove(i);
                }
                none
            }
            (Method::Copy, []) => {
                let copy = SymSet::new();
                copy.items.borrow_mut().extend(set.items.borrow().iter().cloned());
                SymVal::Set(copy)
            }
            (Method::Union, more) => {
                let out = SymSet::new();
                out.items.borrow_mut().extend(set.items.borrow().iter().cloned());
                for other in more {
                    for x in self.items_of(other, at)? {
                        self.set_insert(&out, x, at)?;
                    }
                }
                SymVal::Set(out)
            }
            _ => return Err(unsupported_symbolic(&format!("`.{}()` on a set holding symbolic values", m.name()), at)),
        }))
    }

    /// Builtins given a set holding terms: `set(...)` builds one; the others read its items as
    /// they read a list's (the items are distinct, in iteration order). `Err` hands the
    /// arguments back for the generic path.
    pub(super) fn set_builtin(
        &mut self,
        b: crate::ir::Builtin,
        args: Vec<SymVal>,
        at: Span,
    ) -> Result<Result<SymVal, Vec<SymVal>>, Fault> {
        if b == crate::ir::Builtin::Set {
            if let [one] = args.as_slice() {
                if !matches!(one, SymVal::Concrete(_)) {
                    let items = self.items_of(one, at)?;
                    return self.set_of(items, at).map(Ok);
                }
            }
        }
        if !args.iter().any(|a| matches!(a, SymVal::Set(_))) {
            return Ok(Err(args));
        }
        let as_lists = args
            .into_iter()
            .map(|a| {
                if let SymVal::Set(s) = &a {
                    return SymVal::List(super::lists::SymList::new(s.items.borrow().clone()));
                }
                a
            })
            .collect();
        Ok(Err(as_lists))
    }

    pub(super) fn set_next(set: &Rc<SymSet>, next: &mut usize, size: usize, at: Span) -> Result<Option<SymVal>, Fault> {
        let items = set.items.borrow();
        if items.len() != size {
            return Err(Fault::exc(PyExc::RuntimeError, "Set changed size during iteration", at));
        }
        let item = items.get(*next).cloned();
        *next += 1;
        Ok(item)
    }
}
