//! Postconditions assumed on a path (`Domain::assume`): each narrows the path condition.

use super::domain::Symbolic;
use super::symval::unsupported_symbolic;
use super::symval::SymVal;
use super::tables::RowData;
use crate::sema::{Fault, FaultKind};
use crate::smt::{BoolTerm, IntTerm};
use crate::source::Span;
use num_bigint::BigInt;

impl Symbolic<'_> {
    /// A trusted postcondition about an effect's result: added to the path condition, or the
    /// path dropped when it is false already.
    pub(super) fn assume_condition(&mut self, cond: &SymVal, at: Span) -> Result<bool, Fault> {
        Self::no_iterators(&[cond], at)?;
        match cond {
            SymVal::Concrete(c) if c.truthy() => Ok(true),
            SymVal::List(l) if !l.items.borrow().is_empty() => Ok(true),
            SymVal::List(_) => Err(Fault::new(FaultKind::Infeasible, "a postcondition rules this path out", at)),
            SymVal::Dict(d) if !d.entries.borrow().is_empty() => Ok(true),
            SymVal::Dict(_) => Err(Fault::new(FaultKind::Infeasible, "a postcondition rules this path out", at)),
            SymVal::Seq(q) => self.narrow(IntTerm::lit(&BigInt::from(0)).lt(&q.term().len())),
            SymVal::Concrete(_) => Err(Fault::new(FaultKind::Infeasible, "a postcondition rules this path out", at)),
            SymVal::Float(f) => self.narrow(f.is_zero().not()),
            SymVal::Bool(b) => self.narrow(b.clone()),
            SymVal::Int(i) => self.narrow(i.eq(&IntTerm::lit(&BigInt::from(0))).not()),
            SymVal::Str(t) => self.narrow(t.len().eq(&IntTerm::lit(&BigInt::from(0))).not()),
            SymVal::Tuple(items) if !items.is_empty() => Ok(true),
            SymVal::Record(_) | SymVal::Rows(RowData::Row(_)) | SymVal::Object(_) => Ok(true),
            SymVal::View(v) if v.len() > 0 => Ok(true),
            SymVal::View(_) => Err(Fault::new(FaultKind::Infeasible, "a postcondition rules this path out", at)),
            SymVal::Set(s) => match s.nonempty().known() {
                Some(true) => Ok(true),
                Some(false) => Err(Fault::new(FaultKind::Infeasible, "a postcondition rules this path out", at)),
                None => self.narrow(s.nonempty()),
            },
            SymVal::Rows(RowData::Table(t)) => self.narrow(IntTerm::lit(&BigInt::from(0)).lt(&t.len())),
            SymVal::Range(_) => Err(unsupported_symbolic("a postcondition on a range", at)),
            SymVal::Tuple(_) => Err(Fault::new(FaultKind::Infeasible, "a postcondition rules this path out", at)),
        }
    }

    /// Adds `fact` to the path condition.
    fn narrow(&mut self, fact: BoolTerm) -> Result<bool, Fault> {
        self.path.push(fact);
        self.assumed = true;
        Ok(true)
    }
}
