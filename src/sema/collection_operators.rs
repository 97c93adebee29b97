//! `+` and `*` of an instance of a `deque` subclass, and `|` of an `OrderedDict` or
//! `defaultdict` subclass's: CPython's operators copy the instance through its class
//! (`type(d)(d)` or `type(d)(d, maxlen)`, `type(od)(left)`, `type(dd)(dd.default_factory,
//! left)`), so the result is of that class, its `__init__` run, and then extend, repeat or
//! merge the copy. `list` and `dict` subclasses' operators give a plain value instead
//! (`operator_dunders.rs`).

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{BinOp, Builtin, Method};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `l op r` when CPython makes it an instance of a `collections` subclass; `None` for
    /// any other operation, left to the builtin operator over the values the instances hold.
    pub(super) fn collection_binary(
        &mut self,
        op: BinOp,
        l: &Val<D>,
        r: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let (lb, rb) = (self.collection_base(l), self.collection_base(r));
        let deque = Some(Builtin::Deque);
        // `deque + deque`: a copy of the left one, extended.
        if op == BinOp::Add && lb == deque && self.holds(r, Builtin::Deque, at)? {
            let r = self.as_operand(r, &[]);
            return self.changed_copy(l, BinOp::Add, r, at).map(Some);
        }
        // `deque * n` and `n * deque`: a copy, repeated in place.
        if op == BinOp::Mul && lb == deque && self.plain_int(r, at)? {
            return self.changed_copy(l, BinOp::Mul, r.clone(), at).map(Some);
        }
        if op == BinOp::Mul && rb == deque && self.plain_int(l, at)? {
            return self.changed_copy(r, BinOp::Mul, l.clone(), at).map(Some);
        }
        if op == BinOp::BitOr {
            return self.merged_copy(l, r, lb, rb, at);
        }
        Ok(None)
    }

    /// `l op= r` when `l` is an instance of a `deque` subclass (`+=` extends and `*=` repeats
    /// the deque it holds) or an `OrderedDict` subclass (`|=` is its `update`, storing through
    /// the class's `__setitem__`): the instance itself is the result. `None` otherwise.
    pub(super) fn collection_inplace(
        &mut self,
        op: BinOp,
        l: &Val<D>,
        r: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let b = self.collection_base(l);
        let deque_op =
            b == Some(Builtin::Deque) && (op == BinOp::Add || (op == BinOp::Mul && self.plain_int(r, at)?));
        if deque_op {
            let held = self.builtin_part(l).ok_or_else(|| Fault::internal("a deque subclass without its deque", at))?;
            let r = self.as_operand(r, &[]);
            self.domain.inplace(op, held, r, at).map_err(|f| f.for_inplace(op.symbol()))?;
            return Ok(Some(l.clone()));
        }
        if b == Some(Builtin::OrderedDict) && op == BinOp::BitOr {
            self.store_each(l, vec![r.clone()], Vec::new(), at)?;
            return Ok(Some(l.clone()));
        }
        Ok(None)
    }

    /// `OrderedDict.__or__`/`__ror__` and `defaultdict`'s, when the operand of that kind is
    /// an instance of the program's subclass and the other is a dict: `type(x)(left)` (with
    /// the factory first for a `defaultdict`), then `right` merged into it, through the
    /// class's `__setitem__` for an `OrderedDict` (its `update`), straight into the table for a
    /// `defaultdict` (`PyDict_Update`).
    fn merged_copy(
        &mut self,
        l: &Val<D>,
        r: &Val<D>,
        lb: Option<Builtin>,
        rb: Option<Builtin>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let kinds = [Builtin::OrderedDict, Builtin::Defaultdict];
        // The left operand's own operator comes first unless the right one's class derives
        // from the left one's type and has another `|` (CPython's reflected-first rule).
        let (owner, other, b) = match (lb, rb) {
            (Some(b), _) if kinds.contains(&b) => (l, r, b),
            (_, Some(b)) if kinds.contains(&b) && !self.holds(l, b, at)? => (r, l, b),
            _ => return Ok(None),
        };
        if !self.holds(other, Builtin::Dict, at)? {
            return Ok(None);
        }
        let Some(class) = self.domain.as_object(owner).map(|o| o.class.clone()) else { return Ok(None) };
        let class = super::Callable::Class(class);
        if b == Builtin::OrderedDict {
            let copy = self.call_callable(class, vec![l.clone()], Vec::new(), at)?;
            self.store_each(&copy, vec![r.clone()], Vec::new(), at)?;
            return Ok(Some(copy));
        }
        let base = self.builtin_part(owner).ok_or_else(|| Fault::internal("a defaultdict without its value", at))?;
        let factory = self.get_attribute(base, "default_factory", at)?;
        let copy = self.call_callable(class, vec![factory, l.clone()], Vec::new(), at)?;
        let Some(table) = self.builtin_part(&copy) else { return Ok(Some(copy)) };
        let r = self.as_operand(r, &[]);
        self.domain.inplace(BinOp::BitOr, table, r, at)?;
        Ok(Some(copy))
    }

    /// A copy of the `deque` subclass's instance `d` made through its class (its `copy()`),
    /// its deque then changed by `op= operand` in place.
    fn changed_copy(&mut self, d: &Val<D>, op: BinOp, operand: Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let copy = self.call_collection_op(Method::Copy, d.clone(), Vec::new(), Vec::new(), at)?;
        let Some(held) = self.builtin_part(&copy) else {
            let name = self.type_name(&copy, at)?;
            let class = self.type_name(d, at)?;
            return Err(Fault::type_error(format!("{class}() must return a deque, not {name}"), at));
        };
        self.domain.inplace(op, held, operand, at)?;
        Ok(copy)
    }

    /// Whether `v` is a `b` or an instance holding one (of a class deriving from `b`).
    fn holds(&mut self, v: &Val<D>, b: Builtin, at: Span) -> Result<bool, Fault> {
        let v = self.builtin_part(v).unwrap_or_else(|| v.clone());
        self.is_builtin_instance(&v, b, at)
    }

    /// Whether `v` is an int (or bool) that no class of the program makes.
    fn plain_int(&mut self, v: &Val<D>, at: Span) -> Result<bool, Fault> {
        Ok(!self.is_object(v) && self.is_builtin_instance(v, Builtin::Int, at)?)
    }
}
