//! `==` and `!=` of two `Counter`s as CPython 3.10+ runs them, where the program's `__eq__`
//! or `__hash__` can watch: `Counter.__eq__` is `all(self[e] == other[e] for c in (self,
//! other) for e in c)`, so each key is looked up in both (a missing count reads as zero),
//! the counts are compared with `==`, and the first that differs ends it. Not a dict's `==`,
//! which compares sizes first and looks each key of one up in the other once.

use super::{Evaluator, Fault, Val};
use crate::ir::{Builtin, CmpOp, Const};
use crate::source::Span;

impl<'p, D: super::Domain + 'p> Evaluator<'p, D> {
    /// `l op r` (`op` being `==` or `!=`) when both are `Counter`s whose keys can be read:
    /// `None` otherwise (the caller compares them as it would any dicts).
    pub(super) fn counter_eq(&mut self, op: CmpOp, l: &Val<D>, r: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        if !matches!(op, CmpOp::Eq | CmpOp::NotEq) {
            return Ok(None);
        }
        for c in [l, r] {
            if self.is_object(c) || !self.is_builtin_instance(c, Builtin::Counter, at)? {
                return Ok(None);
            }
        }
        let (Some(left_keys), Some(right_keys)) = (self.collected(l, at)?, self.collected(r, at)?) else {
            return Ok(None);
        };
        let mut equal = true;
        'keys: for e in left_keys.into_iter().chain(right_keys) {
            let mine = self.get_item(l.clone(), e.clone(), at)?;
            let theirs = self.get_item(r.clone(), e, at)?;
            let same = self.compare(CmpOp::Eq, mine, theirs, at)?;
            if !self.truth(&same, at)? {
                equal = false;
                break 'keys;
            }
        }
        self.domain.constant(&Const::Bool(equal == (op == CmpOp::Eq)), at).map(Some)
    }
}
