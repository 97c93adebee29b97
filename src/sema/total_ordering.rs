//! The orderings `@functools.total_ordering` derives from the one a class defines: each asks
//! the root method (on the instance's class, as CPython's `type(self).__lt__(self, other)`),
//! declines when it declines, and combines its answer with `==`/`!=` exactly as the functions
//! in CPython's `functools` do (`not r and self != other`, `r or self == other`, ...), keeping
//! `and`/`or`'s operand results.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::CmpOp;
use crate::source::Span;

/// How a derived ordering combines the root's result `r` with the operands' (in)equality.
enum Rule {
    /// `not r`
    Not,
    /// `r or self == other`
    OrEqual,
    /// `not r or self == other`
    NotOrEqual,
    /// `r and self != other`
    AndUnequal,
    /// `not r and self != other`
    NotAndUnequal,
    /// `not (r or self == other)`
    NeitherNorEqual,
}

/// The rule deriving ordering `name` from `root` (CPython's `functools._convert` table).
fn rule(name: &str, root: &str) -> Option<Rule> {
    Some(match (root, name) {
        ("__lt__", "__gt__") => Rule::NotAndUnequal,
        ("__lt__", "__le__") | ("__gt__", "__ge__") => Rule::OrEqual,
        ("__le__", "__ge__") | ("__ge__", "__le__") => Rule::NotOrEqual,
        ("__le__", "__lt__") | ("__ge__", "__gt__") => Rule::AndUnequal,
        ("__gt__", "__lt__") => Rule::NeitherNorEqual,
        ("__lt__", "__ge__") | ("__le__", "__gt__") | ("__gt__", "__le__") | ("__ge__", "__lt__") => Rule::Not,
        _ => return None,
    })
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `x.name(y)` for an ordering `@total_ordering` derived from `root`; `None` where the root
    /// declines (`NotImplemented`).
    pub(super) fn derived_ordering(
        &mut self,
        name: &str,
        root: &str,
        x: &Val<D>,
        y: &Val<D>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let rule = rule(name, root).ok_or_else(|| Fault::internal("no total_ordering rule", at))?;
        let Some(r) = self.comparison_attempt(root, x, y, at)? else { return Ok(None) };
        let truth = self.truth(&r, at)?;
        let value = match rule {
            Rule::Not => self.bool_value(!truth, at)?,
            Rule::OrEqual if truth => r,
            Rule::OrEqual => self.equality(CmpOp::Eq, x, y, at)?,
            Rule::NotOrEqual if !truth => self.bool_value(true, at)?,
            Rule::NotOrEqual => self.equality(CmpOp::Eq, x, y, at)?,
            Rule::AndUnequal if !truth => r,
            Rule::AndUnequal => self.equality(CmpOp::NotEq, x, y, at)?,
            Rule::NotAndUnequal if truth => self.bool_value(false, at)?,
            Rule::NotAndUnequal => self.equality(CmpOp::NotEq, x, y, at)?,
            Rule::NeitherNorEqual if truth => self.bool_value(false, at)?,
            Rule::NeitherNorEqual => {
                let eq = self.equality(CmpOp::Eq, x, y, at)?;
                let eq = self.truth(&eq, at)?;
                self.bool_value(!eq, at)?
            }
        };
        Ok(Some(value))
    }

    /// `x == y` (or `!=`) as the program's code would compute it, for an instance `x`.
    fn equality(&mut self, op: CmpOp, x: &Val<D>, y: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        match self.compare_objects(op, x, y, at)? {
            Some(v) => Ok(v),
            None => self.domain.compare(op, x.clone(), y.clone(), at),
        }
    }
}
