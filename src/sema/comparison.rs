//! A comparison as the evaluator makes it: two plain numbers go straight to the domain; the
//! program's objects get their dunders, keys their own equality, and `x in gen` takes a
//! generator's items until one equals `x`, as CPython does.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, CmpOp};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// A comparison; `x in gen` takes items until one equals `x`, as CPython does.
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
        if let Some(v) = self.compare_objects(op, &l, &r, at)? {
            return Ok(v);
        }
        let lazy = if matches!(op, CmpOp::In | CmpOp::NotIn) { self.domain.as_lazy(&r) } else { None };
        let Some(lazy) = lazy else { return self.domain.compare(op, l, r, at) };
        let mut found = false;
        while let Some(item) = self.gen_next(&lazy, at)? {
            let eq = self.domain.compare(CmpOp::Eq, l.clone(), item, at)?;
            if self.domain.truth(&eq, at)? {
                found = true;
                break;
            }
        }
        self.domain.constant(&crate::ir::Const::Bool(found == (op == CmpOp::In)), at)
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
