//! Sets holding terms. The items are kept pairwise distinct on the current path: adding an item
//! branches on whether it equals each item already there (equality of terms is a decision, like
//! any other condition), so `len()` stays a plain number and iteration sees each item once, in
//! the order the interpreter's sets use (insertion order). `x in s` is the disjunction of the
//! equalities, with no branch; so are comparisons between sets. `|`, `&`, `-` and `^` decide
//! each item's membership in the other set on the path, keeping the interpreter's item order.

use super::domain::{unsupported_symbolic, SymVal, Symbolic};
use crate::interp::Value;
use crate::ir::{BinOp, CmpOp, Method, PyExc};
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

/// The items of a set, the prover's or a plain one; `None` for any other value.
fn set_items(v: &SymVal) -> Option<Vec<SymVal>> {
    if let SymVal::Set(s) = v {
        return Some(s.items.borrow().clone());
    }
    if let Some(Value::Set(items)) = v.known() {
        return Some(items.borrow().iter().map(|k| SymVal::Concrete(k.0.clone())).collect());
    }
    None
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
        if self.position(&items, &x, at)?.is_none() {
            set.items.borrow_mut().push(x);
        }
        Ok(())
    }

    /// The position of the item equal to `x` on this path, if any (branching per item).
    fn position(&mut self, items: &[SymVal], x: &SymVal, at: Span) -> Result<Option<usize>, Fault> {
        for (i, y) in items.iter().enumerate() {
            let eq = self.equal_term(x, y, at)?;
            if self.decide(eq, at)? {
                return Ok(Some(i));
            }
        }
        Ok(None)
    }

    /// The items of `a` that are in `b` (`wanted`) or are not, each membership decided on the
    /// path.
    fn kept(&mut self, a: &[SymVal], b: &[SymVal], wanted: bool, at: Span) -> Result<Vec<SymVal>, Fault> {
        let mut out = Vec::new();
        for x in a {
            if self.position(b, x, at)?.is_some() == wanted {
                out.push(x.clone());
            }
        }
        Ok(out)
    }

    /// The items of `a op b` in the interpreter's order: `a`'s first, then what `b` adds.
    fn combined(&mut self, op: BinOp, a: Vec<SymVal>, b: &[SymVal], at: Span) -> Result<Option<Vec<SymVal>>, Fault> {
        Ok(Some(match op {
            BinOp::BitOr => {
                let out = SymSet::new();
                *out.items.borrow_mut() = a;
                for x in b {
                    self.set_insert(&out, x.clone(), at)?;
                }
                out.items.take()
            }
            BinOp::BitAnd => self.kept(&a, b, true, at)?,
            BinOp::Sub => self.kept(&a, b, false, at)?,
            BinOp::BitXor => {
                let mut out = self.kept(&a, b, false, at)?;
                out.extend(self.kept(b, &a, false, at)?);
                out
            }
            BinOp::Add
            | BinOp::Mul
            | BinOp::Div
            | BinOp::FloorDiv
            | BinOp::Mod
            | BinOp::Pow
            | BinOp::LShift
            | BinOp::RShift => return Ok(None),
        }))
    }

    /// `a | b`, `a & b`, `a - b`, `a ^ b` when either set holds terms; `None` leaves other
    /// operands to the generic path (which reports the type error).
    pub(super) fn set_binary(&mut self, op: BinOp, l: &SymVal, r: &SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        if !matches!(l, SymVal::Set(_)) && !matches!(r, SymVal::Set(_)) {
            return Ok(None);
        }
        let (Some(a), Some(b)) = (set_items(l), set_items(r)) else { return Ok(None) };
        let combined = self.combined(op, a, &b, at)?;
        Ok(combined.map(|items| SymVal::Set(Rc::new(SymSet { items: RefCell::new(items) }))))
    }

    /// `a |= b` and the like: the prover's set changes in place, so every name bound to it sees
    /// the change. A plain set other names hold cannot be changed to hold terms, so that case
    /// is not supported.
    pub(super) fn set_inplace(&mut self, op: BinOp, l: &SymVal, r: &SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        match (l, set_items(r)) {
            (SymVal::Set(target), Some(b)) => {
                let a = target.items.borrow().clone();
                let Some(items) = self.combined(op, a, &b, at)? else { return Ok(None) };
                *target.items.borrow_mut() = items;
                Ok(Some(l.clone()))
            }
            // A plain set nobody else holds (the statement took it from its name) becomes the
            // prover's own: no other name can miss the change.
            (SymVal::Concrete(Value::Set(plain)), Some(b)) if Rc::strong_count(plain) == 1 => {
                let a = set_items(l).unwrap_or_default();
                let combined = self.combined(op, a, &b, at)?;
                Ok(combined.map(|items| SymVal::Set(Rc::new(SymSet { items: RefCell::new(items) }))))
            }
            (SymVal::Concrete(Value::Set(_)), Some(_)) if matches!(r, SymVal::Set(_)) => {
                Err(unsupported_symbolic(&format!("`{}=` of a plain set that other names also hold", op.symbol()), at))
            }
            _ => Ok(None),
        }
    }

    /// Comparisons of a set holding terms: subset and equality as terms over the items'
    /// equalities (items are distinct, so the sizes are plain numbers). `None` leaves other
    /// comparisons to the generic path.
    pub(super) fn set_compare(&mut self, op: CmpOp, l: &SymVal, r: &SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        if !matches!(l, SymVal::Set(_)) && !matches!(r, SymVal::Set(_)) {
            return Ok(None);
        }
        let (a, b) = match (set_items(l), set_items(r)) {
            (Some(a), Some(b)) => (a, b),
            // A set never equals a value of another type.
            _ if matches!(op, CmpOp::Eq | CmpOp::NotEq) => {
                return Ok(Some(SymVal::Bool(BoolTerm::lit(op == CmpOp::NotEq))))
            }
            _ => return Ok(None),
        };
        let size = |holds: bool| BoolTerm::lit(holds);
        let term = match op {
            CmpOp::Eq => BoolTerm::and(&[size(a.len() == b.len()), self.within(&a, &b, at)?]),
            CmpOp::NotEq => BoolTerm::and(&[size(a.len() == b.len()), self.within(&a, &b, at)?]).not(),
            CmpOp::LtE => self.within(&a, &b, at)?,
            CmpOp::Lt => BoolTerm::and(&[size(a.len() < b.len()), self.within(&a, &b, at)?]),
            CmpOp::GtE => self.within(&b, &a, at)?,
            CmpOp::Gt => BoolTerm::and(&[size(a.len() > b.len()), self.within(&b, &a, at)?]),
            CmpOp::In | CmpOp::NotIn | CmpOp::IsNone | CmpOp::IsNotNone => return Ok(None),
        };
        Ok(Some(SymVal::Bool(term)))
    }

    /// Every item of `a` equals some item of `b`, as a term.
    fn within(&mut self, a: &[SymVal], b: &[SymVal], at: Span) -> Result<BoolTerm, Fault> {
        let mut all = Vec::with_capacity(a.len());
        for x in a {
            all.push(self.equals_some(x, b, at)?);
        }
        Ok(BoolTerm::and(&all))
    }

    /// `x` equals some item of `items`, as a term (no branch).
    fn equals_some(&mut self, x: &SymVal, items: &[SymVal], at: Span) -> Result<BoolTerm, Fault> {
        let mut any = Vec::with_capacity(items.len());
        for y in items {
            any.push(self.equal_term(x, y, at)?);
        }
        Ok(BoolTerm::or(&any))
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
        let found = self.equals_some(x, &items, at)?;
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
                let items = set.items.borrow().clone();
                if let Some(i) = self.position(&items, x, at)? {
                    set.items.borrow_mut().remove(i);
                }
                none
            }
            (Method::Copy, []) => {
                let copy = SymSet::new();
                copy.items.borrow_mut().extend(set.items.borrow().iter().cloned());
                SymVal::Set(copy)
            }
            (Method::Union, more) => self.set_method_combined(BinOp::BitOr, set, more, at)?,
            (Method::Intersection, more) => self.set_method_combined(BinOp::BitAnd, set, more, at)?,
            (Method::Difference, more) => self.set_method_combined(BinOp::Sub, set, more, at)?,
            _ => return Err(unsupported_symbolic(&format!("`.{}()` on a set holding symbolic values", m.name()), at)),
        }))
    }

    /// `s.union(...)`, `s.intersection(...)`, `s.difference(...)`: `op` with each argument in
    /// turn, into a new set.
    fn set_method_combined(&mut self, op: BinOp, set: &SymSet, more: &[SymVal], at: Span) -> Result<SymVal, Fault> {
        let mut items = set.items.borrow().clone();
        for other in more {
            // Any iterable may be the argument; its items count once each.
            let given = self.items_of(other, at)?;
            let distinct = self.set_of(given, at)?;
            let other = set_items(&distinct).unwrap_or_default();
            items = self.combined(op, items, &other, at)?.unwrap_or_default();
        }
        Ok(SymVal::Set(Rc::new(SymSet { items: RefCell::new(items) })))
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
