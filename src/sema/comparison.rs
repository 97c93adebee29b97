//! A comparison as the evaluator makes it: two plain numbers go straight to the domain; the
//! program's objects get their dunders, keys their own equality, and `x in it` takes an
//! iterator's items until one is or equals `x`, as CPython does.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, CmpOp};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// A comparison; `x in it` takes an iterator's items until one matches, as CPython does.
    pub(super) fn compare(&mut self, op: CmpOp, l: Val<D>, r: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if self.domain.plain_comparison(op, &l, &r, !self.keyed_objects()) {
            // No instance, generator or key of the program's can take part.
            return self.domain.compare(op, l, r, at);
        }
        if !self.keyed_objects() {
            return self.compare_plain(op, l, r, at);
        }
        let (lk, rk) = (l.clone(), r.clone());
        self.compare_keyed(op, &lk, &rk, at, |ev| ev.compare_plain(op, l, r, at))
    }

    fn compare_plain(&mut self, op: CmpOp, l: Val<D>, r: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if matches!(op, CmpOp::In | CmpOp::NotIn) && self.is_read_by_in(&r) {
            let found = self.pulled_until_found(r, &l, at)?;
            return self.domain.constant(&crate::ir::Const::Bool(found == (op == CmpOp::In)), at);
        }
        if let Some(v) = self.compare_objects(op, &l, &r, at)? {
            return Ok(v);
        }
        self.domain.compare(op, l, r, at)
    }

    /// Whether a value is an iterator (a generator, `iter(xs)`, `map(...)`, ...): one with no
    /// `__contains__`, that `in` reads.
    fn is_read_by_in(&self, v: &Val<D>) -> bool {
        self.domain.as_lazy(v).is_some() || self.domain.is_iterator(v)
    }

    /// `item in it` of an iterator: CPython takes its items until one is `item` or equals it
    /// (`candidate == item`), leaving the rest unread.
    fn pulled_until_found(&mut self, it: Val<D>, item: &Val<D>, at: Span) -> Result<bool, Fault> {
        let mut source = self.gen_source(it, at)?;
        while let Some(candidate) = self.gen_pull(&mut source, at)? {
            if self.item_matches(&candidate, item, at)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// `item in container` with an instance on one side.
    pub(super) fn contains(&mut self, container: &Val<D>, item: &Val<D>, at: Span) -> Result<bool, Fault> {
        if let Some(obj) = self.domain.as_object(container) {
            return match self.dunder(container, "__contains__") {
                Some(f) => {
                    let v = self.call_dunder(f, container.clone(), vec![item.clone()], at)?;
                    self.truth(&v, at)
                }
                None if obj.base.get().is_some() => self.contains(&self.as_operand(container, &[]), item, at),
                None => self.contains_by_iteration(&obj, container, item, at),
            };
        }
        if self.is_read_by_in(container) {
            return self.pulled_until_found(container.clone(), item, at);
        }
        // A list or tuple compares item by item (`is`, then `==`), and so does a range given
        // an instance (CPython's fast path takes exact ints only); a dict or set hashes.
        let is_seq = self.is_builtin_instance(container, Builtin::List, at)?
            || self.is_builtin_instance(container, Builtin::Tuple, at)?
            || (self.is_object(item) && self.is_builtin_instance(container, Builtin::Range, at)?);
        if !is_seq {
            // A str reads the text an instance of a subclass holds (its `__eq__` unasked), bytes
            // the int an instance gives as an index (an `IntEnum`'s `__index__`); a dict or set
            // looks the instance up by its own `__hash__`.
            let item = if self.is_builtin_instance(container, Builtin::Str, at)? {
                self.as_operand(item, &[])
            } else if self.is_builtin_instance(container, Builtin::Bytes, at)?
                || self.is_builtin_instance(container, Builtin::Bytearray, at)?
            {
                match self.dunder(item, "__index__") {
                    Some(f) => self.call_dunder(f, item.clone(), Vec::new(), at)?,
                    None => self.as_operand(item, &[]),
                }
            } else {
                item.clone()
            };
            let found = self.domain.compare(CmpOp::In, item, container.clone(), at)?;
            return self.domain.truth(&found, at);
        }
        for candidate in self.collect(container.clone(), at)? {
            if self.item_matches(&candidate, item, at)? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}
