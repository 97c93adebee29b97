//! Comparisons of `NamedTuple` instances whose class defines its own `__eq__`, `__ne__`,
//! `__lt__`, `__le__`, `__gt__` or `__ge__`. CPython's rule: the class's own method wins, and
//! what it does not define is `tuple`'s (so `@total_ordering` derives nothing on such a class,
//! and `max()`, which asks `>`, compares as tuples while `sorted` asks the class's `<`).
//! The rich-comparison order (reflected first for a subclass, then left, then right
//! reflected) is `dunders.rs`'s; here is one operand's attempt.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, CmpOp, Special, ORDERINGS};
use crate::source::Span;

/// The operator a comparison special method stands for.
fn operator_of(name: &str) -> Option<CmpOp> {
    Some(match name {
        "__eq__" => CmpOp::Eq,
        "__ne__" => CmpOp::NotEq,
        "__lt__" => CmpOp::Lt,
        "__le__" => CmpOp::LtE,
        "__gt__" => CmpOp::Gt,
        "__ge__" => CmpOp::GtE,
        _ => return None,
    })
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Whether `v` is an instance of a `NamedTuple` class defining a comparison of its own
    /// (which only the evaluator can call).
    pub(super) fn own_compared_tuple(&self, v: &Val<D>) -> bool {
        self.domain.as_named_tuple(v).is_some_and(|(class, _)| {
            class.members.iter().any(|(n, _)| matches!(&**n, "__eq__" | "__ne__") || ORDERINGS.contains(&&**n))
        })
    }

    /// `x.name(y)` where `x` is no instance of a plain class: the `NamedTuple` class's own
    /// method, else `tuple`'s when both are tuples and one is such an instance; `None` where
    /// `x` declines.
    pub(super) fn tuple_comparison_attempt(
        &mut self,
        name: &str,
        x: &Val<D>,
        y: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if !self.own_compared_tuple(x) && !self.own_compared_tuple(y) {
            return Ok(None);
        }
        if let Some((class, _)) = self.domain.as_named_tuple(x) {
            if let Some(Special::Method(f)) = class.special(name) {
                let v = self.call_dunder(f, x.clone(), vec![y.clone()], at)?;
                return Ok((!self.is_not_implemented(&v)).then_some(v));
            }
        }
        if !self.is_builtin_instance(x, Builtin::Tuple, at)? || !self.is_builtin_instance(y, Builtin::Tuple, at)? {
            return Ok(None);
        }
        let op = operator_of(name).ok_or_else(|| Fault::internal("not a comparison method", at))?;
        match self.compare_sequences(op, x, y, at)? {
            Some(v) => Ok(Some(v)),
            None => self.domain.compare(op, x.clone(), y.clone(), at).map(Some),
        }
    }

    /// Whether CPython asks the right operand first: `r` is a `NamedTuple` instance and `l` a
    /// plain tuple (its base class).
    pub(super) fn tuple_subclass_on_right(&mut self, l: &Val<D>, r: &Val<D>, at: Span) -> Result<bool, Fault> {
        Ok(self.domain.as_named_tuple(r).is_some()
            && self.domain.as_named_tuple(l).is_none()
            && self.is_builtin_instance(l, Builtin::Tuple, at)?)
    }
}
