//! Lists of unknown length (a trusted effect's list result, a list parameter) beyond `len`,
//! indexing and `in` (see `seqs`): slices, `+`, comparisons with lists, `index`, `count` and
//! `copy`. A slice with step 1 and a concatenation stay sequences (no length fixed, see
//! `smt::seq_build`); `==`/`!=` with a list of known length is one term; the rest read the
//! items of the path's length (see `unrolled`), so past its bound the path stops naming them.
//!
//! A copy (`copy`, `list(xs)`, a slice) is a new list; the changes are in `seq_mutation`.
// Only lists and a few methods are handled here; every other kind falls through in one arm.
#![expect(
    clippy::wildcard_enum_match_arm,
    reason = "only lists and a few methods are handled here; the rest fall through in one arm"
)]

use super::domain::{SymVal, Symbolic};
use super::lists::SymList;
use super::seqs::{item_value, SymSeq};
use super::unrolled::MOST_ITEMS;
use super::ObligationKind;
use crate::interp::Value;
use crate::ir::{CmpOp, Method, PyExc};
use crate::sema::{Domain, Fault};
use crate::smt::{BoolTerm, Elem, IntTerm, ItemTerm, SeqTerm};
use crate::source::Span;
use std::rc::Rc;

/// Whether a value is a list the operators treat as one (`+`, `==`): of known length or not.
fn list_like(v: &SymVal) -> bool {
    matches!(v, SymVal::List(_) | SymVal::Seq(_) | SymVal::Concrete(Value::List(_)))
}

/// Keyword arguments of a method call.
type Kwargs = Vec<(Rc<str>, SymVal)>;

fn lit(n: usize) -> IntTerm {
    IntTerm::lit(&n.into())
}

impl Symbolic<'_> {
    /// `xs[a:b:c]` of a list of unknown length. With step 1 (or none) and int bounds, the
    /// window Python's slice normalisation picks, for every length; otherwise the items of
    /// the path's length, sliced as a list of known length.
    pub(super) fn seq_slice(&mut self, seq: &SeqTerm, bounds: [Option<SymVal>; 3], at: Span) -> Result<SymVal, Fault> {
        let given = |b: &Option<SymVal>| b.clone().filter(|v| !matches!(v, SymVal::Concrete(Value::None)));
        let [a, b, c] = [given(&bounds[0]), given(&bounds[1]), given(&bounds[2])];
        let unit_step = c.as_ref().is_none_or(|v| v.known().and_then(Value::as_i64) == Some(1));
        let start = a.as_ref().map(|v| self.as_int(v));
        let stop = b.as_ref().map(|v| self.as_int(v));
        let int_bounds = !matches!(start, Some(None)) && !matches!(stop, Some(None));
        if unit_step && int_bounds {
            let (start, stop) = (start.flatten(), stop.flatten());
            let len = seq.len();
            let start = start.map_or_else(|| lit(0), |s| Self::slice_bound(&s, &len));
            let stop = stop.map_or_else(|| len.clone(), |s| Self::slice_bound(&s, &len));
            let count = IntTerm::ite(&start.lt(&stop), &stop.sub(&start), &lit(0));
            return Ok(SymVal::seq(seq.window(&start, &count)));
        }
        let items = self.unrolled_items(seq, MOST_ITEMS, "slicing with a step", at)?;
        Ok(SymVal::List(SymList::new(self.sliced(&items, bounds, at)?)))
    }

    /// A slice bound of a list of `len` items as Python normalises it for step 1: counted from
    /// the end when negative, then held between 0 and `len`.
    pub(super) fn slice_bound(bound: &IntTerm, len: &IntTerm) -> IntTerm {
        let zero = lit(0);
        let from_end = IntTerm::ite(&bound.lt(&zero), &bound.add(len), bound);
        let low = IntTerm::ite(&from_end.lt(&zero), &zero, &from_end);
        IntTerm::ite(&len.lt(&low), len, &low)
    }

    /// `l + r` and `l += r` where an operand is a list of unknown length; `None` when neither
    /// is, or when the left one is not a list (the generic path names that `TypeError`).
    pub(super) fn seq_concat(
        &mut self,
        l: &SymVal,
        r: &SymVal,
        inplace: bool,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        if (!matches!(l, SymVal::Seq(_)) && !matches!(r, SymVal::Seq(_))) || !list_like(l) {
            return Ok(None);
        }
        if inplace {
            return match l {
                SymVal::List(target) => {
                    let extra = self.items_of(r, at)?;
                    target.mutable(at)?;
                    target.items.borrow_mut().extend(extra);
                    Ok(Some(l.clone()))
                }
                SymVal::Seq(seq) => self.seq_add_in_place(seq, r, at).map(Some),
                _ => Err(super::symval::unsupported_symbolic("`+=` of a list of unknown length onto a plain list", at)),
            };
        }
        if !list_like(r) {
            return Err(super::exceptions::unshown(Fault::type_error(
                "can only concatenate list (not another type) to list",
                at,
            )));
        }
        let elem = [l, r].into_iter().find_map(|v| if let SymVal::Seq(q) = v { Some(q.term().elem()) } else { None });
        if let Some(elem) = elem {
            if let (Some(a), Some(b)) = (self.as_seq(l, elem), self.as_seq(r, elem)) {
                if let Some(joined) = a.joined(&b) {
                    return Ok(Some(SymVal::seq(joined)));
                }
            }
        }
        let mut out = self.items_of(l, at)?;
        out.extend(self.items_of(r, at)?);
        Ok(Some(SymVal::List(SymList::new(out))))
    }

    /// A list as a sequence of `elem`: itself when of unknown length, else its items when each
    /// is of that sort (a `True` among ints is not: it prints differently).
    pub(super) fn as_seq(&self, v: &SymVal, elem: Elem) -> Option<SeqTerm> {
        let items: Vec<SymVal> = match v {
            SymVal::Seq(q) => return Some(q.term()),
            SymVal::List(l) => l.items.borrow().clone(),
            SymVal::Concrete(Value::List(l)) => l.borrow().iter().cloned().map(SymVal::Concrete).collect(),
            _ => return None,
        };
        let terms = items.iter().map(|item| self.item_term(item, elem)).collect::<Option<Vec<_>>>()?;
        SeqTerm::of_items(elem, &terms)
    }

    /// A value as an item of a sequence of `elem`, when it is of that sort.
    pub(super) fn item_term(&self, v: &SymVal, elem: Elem) -> Option<ItemTerm> {
        let is_bool = matches!(v, SymVal::Bool(_) | SymVal::Concrete(Value::Bool(_)));
        match elem {
            Elem::Int if !is_bool => self.as_int(v).map(ItemTerm::Int),
            Elem::Str => Self::as_str(v).map(ItemTerm::Str),
            Elem::Bool if is_bool => Self::as_bool(v).map(ItemTerm::Bool),
            Elem::Int | Elem::Bool => None,
        }
    }

    /// `==`, `!=`, `<`, ... between lists where one is of unknown length; `None` for other
    /// operands and operators. `==`/`!=` with a list of known length is one term for every
    /// length (equal lengths and equal items); the rest compare the items of the path's
    /// lengths.
    pub(super) fn seq_compare(&mut self, op: CmpOp, l: &SymVal, r: &SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        let ordering = matches!(op, CmpOp::Eq | CmpOp::NotEq | CmpOp::Lt | CmpOp::LtE | CmpOp::Gt | CmpOp::GtE);
        if !(matches!(l, SymVal::Seq(_)) || matches!(r, SymVal::Seq(_))) || !ordering || !list_like(l) || !list_like(r)
        {
            return Ok(None);
        }
        let known = |v: &SymVal| !matches!(v, SymVal::Seq(_));
        if let (CmpOp::Eq | CmpOp::NotEq, SymVal::Seq(q), other) | (CmpOp::Eq | CmpOp::NotEq, other, SymVal::Seq(q)) =
            (op, l, r)
        {
            if known(other) {
                let q = q.term();
                let theirs = self.items_of(other, at)?;
                let k = theirs.len();
                let ours = (0..k).map(|i| item_value(q.nth(&lit(i)))).collect();
                let Some(items) = self.sequence_compare(CmpOp::Eq, ours, theirs, "lists", at)? else {
                    return Ok(None);
                };
                let items = self.truth_term(&items, at)?;
                let same = BoolTerm::and(&[q.len().eq(&lit(k)), items]);
                return Ok(Some(SymVal::Bool(if op == CmpOp::Eq { same } else { same.not() })));
            }
        }
        let what = "comparing lists";
        let a = self.whole_items(l, what, at)?;
        let b = self.whole_items(r, what, at)?;
        self.sequence_compare(op, a, b, "lists", at)
    }

    /// The items of a list, those of a list of unknown length for the path's length.
    fn whole_items(&mut self, v: &SymVal, what: &str, at: Span) -> Result<Vec<SymVal>, Fault> {
        match v {
            SymVal::Seq(q) => self.unrolled_items(&q.term(), MOST_ITEMS, what, at),
            other => self.items_of(other, at),
        }
    }

    /// `xs.index(x)` and `xs.count(x)` over the items of the path's length: each item's `==`
    /// with `x` as a term; `index` branches on the first equal one (none: CPython's
    /// `ValueError`), `count` adds them up.
    fn seq_search(&mut self, m: Method, seq: &SeqTerm, needle: &SymVal, at: Span) -> Result<SymVal, Fault> {
        let items = self.unrolled_items(seq, MOST_ITEMS, &format!("`list.{}`", m.name()), at)?;
        let mut equal = Vec::with_capacity(items.len());
        for item in items {
            let same = Domain::compare(self, CmpOp::Eq, item, needle.clone(), at)?;
            equal.push(self.truth_term(&same, at)?);
        }
        if m == Method::Count {
            let (one, zero) = (lit(1), lit(0));
            return Ok(SymVal::Int(equal.iter().fold(lit(0), |n, e| n.add(&IntTerm::ite(e, &one, &zero)))));
        }
        let Some(shown) = needle.known().map(crate::interp::repr) else {
            return Err(super::symval::unsupported_symbolic("`list.index` of a list of unknown length", at));
        };
        self.meet(ObligationKind::Exception(PyExc::ValueError), at);
        for (i, e) in equal.into_iter().enumerate() {
            if self.decide_once(e, at)? {
                return Ok(SymVal::Concrete(Value::Int(i64::try_from(i).unwrap_or(i64::MAX))));
            }
        }
        Err(Fault::exc(PyExc::ValueError, format!("{shown} is not in list"), at))
    }

    /// Methods of a list of unknown length: `copy` is a new list of the same items, `index`
    /// and `count` read the items of the path's length, the mutating ones change the list
    /// (see `seq_mutation`). `Err` hands the arguments back for every other call.
    pub(super) fn seq_method(
        &mut self,
        m: Method,
        cell: &Rc<SymSeq>,
        args: Vec<SymVal>,
        kwargs: Kwargs,
        at: Span,
    ) -> Result<Result<SymVal, (Vec<SymVal>, Kwargs)>, Fault> {
        let seq = &cell.term();
        match m {
            Method::Copy if args.is_empty() && kwargs.is_empty() => Ok(Ok(SymVal::seq(seq.clone()))),
            Method::Index | Method::Count if kwargs.is_empty() => match args.as_slice() {
                [needle] => self.seq_search(m, seq, needle, at).map(Ok),
                _ => Ok(Err((args, kwargs))),
            },
            Method::Append
            | Method::Extend
            | Method::Insert
            | Method::Pop
            | Method::Remove
            | Method::Sort
            | Method::Reverse
            | Method::Clear => self.seq_mutate(m, cell, &args, &kwargs, at).map(Ok),
            _ => Ok(Err((args, kwargs))),
        }
    }
}
