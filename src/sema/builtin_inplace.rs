//! `l op= r` where `l` is a plain list, dict or set and `r` an instance of the program: the
//! builtin's own in-place method goes first, as CPython's slots order it, and changes `l`
//! in place, so every name holding it sees the change (a new object there would be a
//! wrong proof about an alias).
//!
//! - `dict |= r` is `dict.__ior__`, CPython's `update` (a mapping, else pairs): `r`'s
//!   `__ror__` is never asked.
//! - `set op= r` (`|`, `&`, `-`, `^`) takes a set or frozenset, a subclass's included, in
//!   place; anything else declines to the binary protocol (`r`'s reflected method).
//! - `list += r` and `list *= r` have no number slot of their own: `r`'s `__radd__` /
//!   `__rmul__` is asked first, and only then does the list extend by `r`'s items or repeat
//!   by `r` as an index (an `int` subclass by its value).

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{BinOp, Builtin};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The result of `l op= r` by `l`'s builtin in-place method, with an instance `r`; `None`
    /// when the builtin declines (or `l` is no plain list, dict or set).
    pub(super) fn builtin_inplace_first(
        &mut self,
        op: BinOp,
        l: &Val<D>,
        r: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if self.is_object(l) || !self.is_object(r) {
            return Ok(None);
        }
        let is = |ev: &mut Self, b| ev.is_builtin_instance(l, b, at);
        if op == BinOp::BitOr && is(self, Builtin::Dict)? {
            let source = match self.dict_merge_source(r, at)? {
                Some(source) => source,
                None => {
                    let items = self.collect(r.clone(), at)?;
                    self.domain.build(super::BuildKind::List, items, at)?
                }
            };
            return self.domain.inplace(op, l.clone(), source, at).map(Some);
        }
        if matches!(op, BinOp::BitOr | BinOp::BitAnd | BinOp::Sub | BinOp::BitXor) && is(self, Builtin::Set)? {
            let Some(held) = self.builtin_part(r) else { return Ok(None) };
            let set = self.is_builtin_instance(&held, Builtin::Set, at)?
                || self.is_builtin_instance(&held, Builtin::Frozenset, at)?;
            return match set {
                true => self.domain.inplace(op, l.clone(), held, at).map(Some),
                false => Ok(None),
            };
        }
        let reflected = if op == BinOp::Add {
            "__radd__"
        } else if op == BinOp::Mul {
            "__rmul__"
        } else {
            return Ok(None);
        };
        if !is(self, Builtin::List)? {
            return Ok(None);
        }
        if let Some(f) = self.dunder(r, reflected) {
            let v = self.call_dunder(f, r.clone(), vec![l.clone()], at)?;
            if !self.is_not_implemented(&v) {
                return Ok(Some(v));
            }
        }
        let operand = if op == BinOp::Add {
            let items = self.collect(r.clone(), at)?;
            self.domain.build(super::BuildKind::List, items, at)?
        } else {
            self.index_of(r, at)?
        };
        self.domain.inplace(op, l.clone(), operand, at).map(Some)
    }
}
