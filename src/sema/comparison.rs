//! A comparison as the evaluator makes it: two plain numbers go straight to the domain; the
//! program's objects get their dunders, keys their own equality, and `x in gen` takes a
//! generator's items until one equals `x`, as CPython does.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::CmpOp;
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
}
