//! The str methods that search a window `[start, end)` of a text, where the text, the needle
//! or the bounds are terms: `startswith`, `endswith`, `find`, `index` and `count`. CPython
//! (`ADJUST_INDICES`) normalises a negative bound by adding the length (floored at 0) and caps
//! `end` at the length but not `start`; a needle must fit between them, so the empty string is
//! not found past the end: `s.startswith("", k)` is False and `s.find("", k)` is -1 for
//! `k > len(s)`.

use super::domain::{SymVal, Symbolic};
use crate::interp::Value;
use crate::ir::{Method, PyExc};
use crate::sema::Fault;
use crate::smt::{BoolTerm, IntTerm, StrTerm};
use crate::source::Span;

impl Symbolic<'_> {
    /// The test as a term; `None` when every operand is plain (the interpreter answers), the
    /// affix is a tuple, or an operand is of another type (the interpreter raises).
    pub(super) fn affix_test(
        &self,
        m: Method,
        receiver: &SymVal,
        args: &[SymVal],
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        if !matches!(m, Method::Startswith | Method::Endswith) || args.is_empty() || args.len() > 3 {
            return Ok(None);
        }
        if receiver.known().is_some() && args.iter().all(|a| a.known().is_some()) {
            return Ok(None);
        }
        // A literal the solver cannot hold, meeting a symbolic text, stops the path.
        let Some((text, affix)) = Self::str_operands(receiver, &args[0], at)? else { return Ok(None) };
        let starts = m == Method::Startswith;
        if args.len() == 1 {
            return Ok(Some(SymVal::Bool(if starts { text.starts_with(&affix) } else { text.ends_with(&affix) })));
        }
        let Some((lo, hi)) = self.window(&text, &args[1..]) else { return Ok(None) };
        let width = affix.len();
        let fits = lo.add(&width).le(&hi);
        let at = if starts { lo } else { hi.sub(&width) };
        let window = text.substr(&at, &width);
        Ok(Some(SymVal::Bool(BoolTerm::and(&[fits, window.eq(&affix)]))))
    }

    /// `find`, `index` or `count` as a term; `None` as for `affix_test`.
    pub(super) fn search_term(
        &mut self,
        m: Method,
        receiver: &SymVal,
        args: &[SymVal],
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        if m == Method::Count {
            return self.count_term(m, receiver, args, at);
        }
        self.find_term(m, receiver, args, at)
    }

    /// `s.find(sub[, start[, end]])`, `s.index(...)`, `s.rfind(...)` and `s.rindex(...)` as a
    /// term; `None` as for `affix_test`. `index` and `rindex` raise `ValueError` (an
    /// obligation) where `find` and `rfind` give -1.
    fn find_term(&mut self, m: Method, receiver: &SymVal, args: &[SymVal], at: Span) -> Result<Option<SymVal>, Fault> {
        if !matches!(m, Method::Find | Method::Index | Method::Rfind | Method::Rindex)
            || args.is_empty()
            || args.len() > 3
        {
            return Ok(None);
        }
        if receiver.known().is_some() && args.iter().all(|a| a.known().is_some()) {
            return Ok(None);
        }
        let Some((text, needle)) = Self::str_operands(receiver, &args[0], at)? else { return Ok(None) };
        let Some((lo, hi)) = self.window(&text, &args[1..]) else { return Ok(None) };
        let minus_one = IntTerm::lit(&(-1).into());
        let within = text.substr(&IntTerm::lit(&0.into()), &hi);
        let first = IntTerm::ite(&hi.lt(&lo), &minus_one, &within.index_of(&needle, &lo));
        let last = matches!(m, Method::Rfind | Method::Rindex);
        let found = if last { self.last_occurrence(&within, &needle, [&lo, &hi], &first) } else { first };
        if matches!(m, Method::Index | Method::Rindex) {
            let missing = found.eq(&minus_one);
            self.meet(super::ObligationKind::Exception(PyExc::ValueError), at);
            if self.decide(missing, at)? {
                return Err(Fault::value_error("substring not found", at));
            }
        }
        Ok(Some(SymVal::Int(found)))
    }

    /// Where the last occurrence of `needle` in `within[lo:hi]` starts (`within` is the text
    /// cut at `hi`), given where the first one does (`first`, -1 when there is none): the
    /// window's end for an empty needle (CPython's `rfind("")`), else a fresh int defined on
    /// the path as an occurrence after which, from the next character on, none starts, so
    /// overlapping occurrences (`"aaa".rfind("aa")` is 1) are found as CPython finds them.
    fn last_occurrence(
        &mut self,
        within: &StrTerm,
        needle: &StrTerm,
        [lo, hi]: [&IntTerm; 2],
        first: &IntTerm,
    ) -> IntTerm {
        let (zero, one) = (IntTerm::lit(&0.into()), IntTerm::lit(&1.into()));
        let minus_one = IntTerm::lit(&(-1).into());
        let width = needle.len();
        let last = IntTerm::fresh("rfind");
        let found = zero.le(first);
        let next = last.add(&one);
        let occurrence = BoolTerm::and(&[
            lo.le(&last),
            last.add(&width).le(hi),
            within.substr(&last, &width).eq(needle),
            within.substr(&next, &hi.sub(&next)).contains(needle).not(),
        ]);
        let empty = width.eq(&zero);
        let defined = BoolTerm::ite(&found, &occurrence, &last.eq(&minus_one));
        self.path.push(BoolTerm::or(&[empty.clone(), defined]));
        IntTerm::ite(&empty, &IntTerm::ite(&hi.lt(lo), &minus_one, hi), &last)
    }

    /// `s.count(sub[, start[, end]])` over terms; `None` as for `affix_test`. The solver has
    /// no count of occurrences: an empty `sub` is counted exactly (one more than the window's
    /// width, none when `start` is past the text), another is a fresh count that is zero
    /// exactly when the window does not contain `sub` and fits `sub` that many times. A proof
    /// from those bounds holds; a refutation through the count must replay to stand.
    fn count_term(&mut self, m: Method, receiver: &SymVal, args: &[SymVal], at: Span) -> Result<Option<SymVal>, Fault> {
        if m != Method::Count || args.is_empty() || args.len() > 3 {
            return Ok(None);
        }
        if receiver.known().is_some() && args.iter().all(|a| a.known().is_some()) {
            return Ok(None);
        }
        let Some((text, needle)) = Self::str_operands(receiver, &args[0], at)? else { return Ok(None) };
        let Some((lo, hi)) = self.window(&text, &args[1..]) else { return Ok(None) };
        let zero = IntTerm::lit(&0.into());
        let nothing = BoolTerm::or(&[text.len().lt(&lo), hi.lt(&lo)]);
        let gaps = IntTerm::ite(&nothing, &zero, &hi.sub(&lo).add(&IntTerm::lit(&1.into())));
        if args[0].known().is_some_and(|v| matches!(v, Value::Str(sub) if sub.as_str().is_empty())) {
            return Ok(Some(SymVal::Int(gaps)));
        }
        let window = StrTerm::ite(&nothing, &StrTerm::lit(""), &text.substr(&lo, &hi.sub(&lo)));
        let count = IntTerm::fresh("count");
        let empty_needle = needle.len().eq(&zero);
        let fits = match args[0].known() {
            Some(Value::Str(sub)) => {
                count.mul(&IntTerm::lit(&(sub.as_str().chars().count() as i64).into())).le(&window.len())
            }
            _ => count.le(&window.len()),
        };
        let counted = BoolTerm::and(&[zero.le(&count), fits, window.contains(&needle).iff(&zero.lt(&count))]);
        self.path.push(BoolTerm::ite(&empty_needle, &count.eq(&gaps), &counted));
        self.approximate("`str.count` of a term was approximated by its bounds", Some(at));
        Ok(Some(SymVal::Int(count)))
    }

    /// The window `[lo, hi)` of `text` that optional `start` and `end` arguments select, with
    /// `lo` possibly past `hi` (then nothing is found); `None` when a bound is not an int.
    fn window(&self, text: &StrTerm, bounds: &[SymVal]) -> Option<(IntTerm, IntTerm)> {
        let len = text.len();
        let zero = IntTerm::lit(&0.into());
        let bound = |v: Option<&SymVal>, default: &IntTerm| -> Option<IntTerm> {
            match v {
                None | Some(SymVal::Concrete(Value::None)) => Some(default.clone()),
                Some(v) => {
                    let i = self.as_int(v)?;
                    let from_end = i.add(&len);
                    let floored = IntTerm::ite(&from_end.lt(&zero), &zero, &from_end);
                    Some(IntTerm::ite(&i.lt(&zero), &floored, &i))
                }
            }
        };
        let lo = bound(bounds.first(), &zero)?;
        let end = bound(bounds.get(1), &len)?;
        Some((lo, IntTerm::ite(&len.lt(&end), &len, &end)))
    }
}
