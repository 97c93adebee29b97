//! Values read whole whose size is a term: a list of unknown length handed to `max`, `min`,
//! `sum`, `sorted`, `tuple`, `set`, `any`, `all`, `reversed` or `str.join`, and a sequence repeated a
//! symbolic number of times (`s * n`, `[0] * n`). Z3 has no fold over an array nor a
//! repetition of a string, so each path fixes the size by branching, one path per size up to a
//! bound, and reads exactly the items (or copies) of that size. A path past the bound stops as
//! an unsupported construct naming it: the verdict is never a proof there.
// Only sequences and counts are handled here; every other kind falls through in one arm.
#![expect(
    clippy::wildcard_enum_match_arm,
    reason = "only sequences and counts are handled here; the rest fall through in one arm"
)]

use super::domain::{SymVal, Symbolic};
use super::lists::SymList;
use super::seqs::item_value;
use super::symval::unsupported_symbolic;
use super::ObligationKind;
use crate::interp::Value;
use crate::ir::{BinOp, Builtin, PyExc};
use crate::sema::{Domain, Fault};
use crate::smt::{BoolTerm, Elem, IntTerm, SeqTerm, StrTerm};
use crate::source::Span;

/// The longest list of unknown length read item by item (one path per length up to it).
pub(super) const MOST_ITEMS: usize = 16;

/// The longest list of unknown length `sorted` reads: every order of its items is a path of
/// its own, so the paths grow as the factorial of the length.
pub(super) const MOST_SORTED: usize = 5;

/// The most copies a repetition by a symbolic count is followed to (one path per count).
const MOST_COPIES: usize = 16;

/// The most copies of a symbolic string made for a plain count (each copy is a part of the
/// term).
const MOST_TEXT_COPIES: i64 = 256;

fn lit(n: usize) -> IntTerm {
    IntTerm::lit(&n.into())
}

impl Symbolic<'_> {
    /// The items of a list of unknown length on this path: the path branches on the length,
    /// `0` to `most`, and reads the items at those positions. Past `most` the path stops,
    /// naming `what`.
    pub(super) fn unrolled_items(
        &mut self,
        seq: &SeqTerm,
        most: usize,
        what: &str,
        at: Span,
    ) -> Result<Vec<SymVal>, Fault> {
        if let Some(items) = self.sized_items(seq, most, at)? {
            return Ok(items);
        }
        Err(Fault::unsupported(
            format!(
                "{what} over a list of unknown length is modelled up to {most} items, and this one may be longer; \
                 bound its length first (e.g. `if len(xs) <= {most}:`)"
            ),
            at,
        ))
    }

    /// The items of a list of unknown length on this path, as [`Symbolic::unrolled_items`];
    /// `None` on the path where it is longer than `most`.
    fn sized_items(&mut self, seq: &SeqTerm, most: usize, at: Span) -> Result<Option<Vec<SymVal>>, Fault> {
        let len = seq.len();
        for k in 0..=most {
            if self.decide_once(len.eq(&lit(k)), at)? {
                return Ok(Some((0..k).map(|i| item_value(seq.nth(&lit(i)))).collect()));
            }
        }
        Ok(None)
    }

    /// Builtins that read a list of unknown length whole. `list(xs)` is the same sequence (the
    /// prover never changes one); the others read the items of the path's length. `Err` hands
    /// the arguments back for every other call.
    pub(super) fn seq_builtin(
        &mut self,
        b: Builtin,
        args: Vec<SymVal>,
        plain_call: bool,
        at: Span,
    ) -> Result<Result<SymVal, Vec<SymVal>>, Fault> {
        if !args.iter().any(|a| matches!(a, SymVal::Seq(_))) {
            return Ok(Err(args));
        }
        match (b, args.as_slice(), plain_call) {
            (Builtin::List, [SymVal::Seq(seq)], true) => return Ok(Ok(SymVal::seq(seq.term()))),
            (Builtin::Max | Builtin::Min, [SymVal::Seq(seq)], true) => {
                if let Some(best) = self.seq_extreme(b, &seq.term(), at)? {
                    return Ok(Ok(best));
                }
            }
            (Builtin::Sum, [SymVal::Seq(seq), start @ ..], true)
                if seq.term().elem() != Elem::Str && start.len() <= 1 =>
            {
                let start = start.first().cloned().unwrap_or(SymVal::Concrete(Value::Int(0)));
                if self.as_int(&start).is_some() {
                    return self.seq_sum(&seq.term(), start, at).map(Ok);
                }
            }
            _ => {}
        }
        let most = match b {
            Builtin::Sorted => MOST_SORTED,
            Builtin::Max
            | Builtin::Min
            | Builtin::Sum
            | Builtin::Tuple
            | Builtin::Set
            | Builtin::Frozenset
            | Builtin::Any
            | Builtin::All
            | Builtin::Reversed => MOST_ITEMS,
            _ => return Ok(Err(args)),
        };
        let what = format!("`{}()`", b.name());
        let mut out = Vec::with_capacity(args.len());
        for arg in args {
            out.push(match arg {
                SymVal::Seq(seq) => {
                    if b == Builtin::Reversed {
                        seq.freeze();
                    }
                    SymVal::List(SymList::new(self.unrolled_items(&seq.term(), most, &what, at)?))
                }
                other => other,
            });
        }
        Ok(Err(out))
    }

    /// `max(xs)` / `min(xs)` of a list of ints of unknown length, exactly for every length:
    /// an empty one is a `ValueError`, else the item no other exceeds (see `smt::extremes`).
    /// `sep.join(xs)` of a list of strings of unknown length: one path per length up to
    /// [`MOST_ITEMS`], each joining exactly that many items; `None` for a list of other items
    /// (CPython's `TypeError` then depends on the length, which the interpreter cannot see).
    pub(super) fn seq_join(&mut self, sep: &StrTerm, seq: &SeqTerm, at: Span) -> Result<Option<SymVal>, Fault> {
        if seq.elem() != Elem::Str {
            return Ok(None);
        }
        let items = self.unrolled_items(seq, MOST_ITEMS, "`str.join`", at)?;
        if items.is_empty() {
            return Ok(Some(SymVal::Concrete(Value::str(""))));
        }
        Ok(self.join_terms(sep, &SymVal::List(SymList::new(items))))
    }

    fn seq_extreme(&mut self, b: Builtin, seq: &SeqTerm, at: Span) -> Result<Option<SymVal>, Fault> {
        let Some((best, facts)) = seq.extreme(b == Builtin::Max) else { return Ok(None) };
        self.meet(ObligationKind::Exception(PyExc::ValueError), at);
        if self.decide_once(seq.len().eq(&lit(0)), at)? {
            return Err(Fault::value_error(format!("{}() arg is an empty sequence", b.name()), at));
        }
        self.path.push(facts);
        Ok(Some(SymVal::Int(best)))
    }

    /// `sum(xs[, start])` of a list of ints or bools of unknown length: exact item by item up to
    /// [`MOST_ITEMS`]; past that any int, an approximation (a proof still holds; a refutation
    /// counts only if its replay reproduces it).
    fn seq_sum(&mut self, seq: &SeqTerm, start: SymVal, at: Span) -> Result<SymVal, Fault> {
        if let Some(items) = self.sized_items(seq, MOST_ITEMS, at)? {
            let mut total = start;
            for item in items {
                total = self.binary(BinOp::Add, total, item, at)?;
            }
            return Ok(total);
        }
        self.approximate(
            "`sum()` of a list of unknown length longer than 16 items was approximated as any int",
            Some(at),
        );
        Ok(SymVal::Int(IntTerm::fresh("sum")))
    }

    /// `seq * n`, `n * seq` and `seq *= n` where the count is a term, the sequence a string
    /// term, or the sequence a list of unknown length; `None` when neither operand is such a
    /// sequence with an int count (the generic path raises CPython's `TypeError`).
    pub(super) fn repeat_terms(
        &mut self,
        l: &SymVal,
        r: &SymVal,
        inplace: bool,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let counts = |v: &SymVal| match v {
            SymVal::Int(_) | SymVal::Bool(_) => true,
            SymVal::Concrete(c) => c.is_int_like(),
            _ => false,
        };
        let repeats = |v: &SymVal| match v {
            SymVal::Str(_) | SymVal::Seq(_) | SymVal::List(_) | SymVal::Tuple(_) => true,
            SymVal::Concrete(c) => matches!(c, Value::Str(_) | Value::List(_) | Value::Tuple(_)),
            _ => false,
        };
        let (seq, count, seq_left) = if repeats(l) && counts(r) {
            (l, r, true)
        } else if counts(l) && repeats(r) && !inplace {
            (r, l, false)
        } else {
            return Ok(None);
        };
        if let (Some(Value::Str(unit)), false) = (seq.known(), count.known().is_some()) {
            if let Some(text) = self.repeated_literal(unit.as_str(), count, at)? {
                return Ok(Some(text));
            }
        }
        if let SymVal::Seq(items) = seq {
            if inplace {
                return Err(unsupported_symbolic("`*=` of a list of unknown length", at));
            }
            let items = self.unrolled_items(&items.term(), MOST_ITEMS, "`*`", at)?;
            let list = SymVal::List(SymList::new(items));
            return self.repeated(&list, count, seq_left, inplace, at).map(Some);
        }
        self.repeated(seq, count, seq_left, inplace, at).map(Some)
    }

    /// `seq * count` for a sequence of known length: a plain count repeats a string term as
    /// copies of it; a symbolic count is fixed on the path by branching first.
    fn repeated(
        &mut self,
        seq: &SymVal,
        count: &SymVal,
        seq_left: bool,
        inplace: bool,
        at: Span,
    ) -> Result<SymVal, Fault> {
        let n = match count {
            SymVal::Concrete(c) => match c.as_i64() {
                Some(n) => n,
                // Past 64 bits CPython raises before it looks at the sequence.
                None => {
                    self.inner.binary(BinOp::Mul, Value::str(""), c.clone(), at)?;
                    return Err(unsupported_symbolic("repeating a sequence a huge number of times", at));
                }
            },
            symbolic => self.pinned_count(symbolic, at)?,
        };
        if let SymVal::Str(text) = seq {
            if n > MOST_TEXT_COPIES {
                return Err(unsupported_symbolic(
                    &format!("repeating a string more than {MOST_TEXT_COPIES} times"),
                    at,
                ));
            }
            let copies: Vec<StrTerm> = (0..n.max(0)).map(|_| text.clone()).collect();
            return Ok(SymVal::Str(if copies.is_empty() { StrTerm::lit("") } else { StrTerm::concat(&copies) }));
        }
        if let SymVal::Tuple(items) = seq {
            let n = usize::try_from(n).unwrap_or(0);
            crate::interp::ops::check_len(items.len().saturating_mul(n), &self.inner.limits, at)?;
            return Ok(SymVal::tuple((0..n).flat_map(|_| items.iter().cloned()).collect()));
        }
        let count = SymVal::Concrete(Value::Int(n));
        let (l, r) = if seq_left { (seq.clone(), count) } else { (count, seq.clone()) };
        if inplace {
            self.inplace(BinOp::Mul, l, r, at)
        } else {
            self.binary(BinOp::Mul, l, r, at)
        }
    }

    /// `unit * n` of a plain text by a count term, exactly for every count: the text of
    /// `len(unit) * max(n, 0)` characters made of copies of `unit`, after the count's
    /// `OverflowError` obligation. `None` for a unit a regex literal cannot hold.
    fn repeated_literal(&mut self, unit: &str, count: &SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        let text = StrTerm::fresh("repeated");
        let Some(copies) = text.repeats(unit) else { return Ok(None) };
        let n = self.as_int(count).ok_or_else(|| unsupported_symbolic("a repetition count", at))?;
        self.count_fits(&n, at)?;
        let zero = IntTerm::lit(&0.into());
        let times = IntTerm::ite(&n.lt(&zero), &zero, &n);
        let width = IntTerm::lit(&unit.chars().count().into());
        let total = times.mul(&width);
        // Past the size limit a run stops (CPython may run out of memory): no verdict there.
        let limit = self.inner.limits.max_len;
        if !self.decide_once(total.le(&IntTerm::lit(&limit.into())), at)? {
            return Err(Fault::unsupported(
                format!("a repeated string that may exceed the size limit of {limit} characters"),
                at,
            ));
        }
        self.path.push(BoolTerm::and(&[copies, text.len().eq(&total)]));
        Ok(Some(SymVal::Str(text)))
    }

    /// A repetition count's `OverflowError` obligation: CPython takes it as a 64-bit index
    /// first, whatever the sequence.
    fn count_fits(&mut self, n: &IntTerm, at: Span) -> Result<(), Fault> {
        let index_range = BoolTerm::and(&[IntTerm::lit(&i64::MIN.into()).le(n), n.le(&IntTerm::lit(&i64::MAX.into()))]);
        self.meet(ObligationKind::Exception(PyExc::OverflowError), at);
        // The failing side first, so a refutation is found before a path past the bound.
        if self.decide_once(index_range.not(), at)? {
            return Err(Fault::exc(PyExc::OverflowError, "cannot fit 'int' into an index-sized integer", at));
        }
        Ok(())
    }

    /// A symbolic repetition count fixed on this path: `0` for every count up to 0 (Python
    /// repeats nothing then), else one path per count up to [`MOST_COPIES`].
    fn pinned_count(&mut self, count: &SymVal, at: Span) -> Result<i64, Fault> {
        let n = self.as_int(count).ok_or_else(|| unsupported_symbolic("a repetition count", at))?;
        self.count_fits(&n, at)?;
        if self.decide_once(n.le(&lit(0)), at)? {
            return Ok(0);
        }
        for k in 1..=MOST_COPIES {
            if self.decide_once(n.eq(&lit(k)), at)? {
                return Ok(k as i64);
            }
        }
        Err(Fault::unsupported(
            format!(
                "`*` by a symbolic count is modelled up to {MOST_COPIES} copies, and this count may be larger; \
                 bound it first (e.g. `if n <= {MOST_COPIES}:`)"
            ),
            at,
        ))
    }
}
