//! `s.startswith(p[, start[, end]])` and `s.endswith(...)` where the text, the affix or the
//! bounds are terms. CPython (`tailmatch`) normalises a negative bound by adding the length
//! (floored at 0), caps `end` at the length but not `start`, and answers False whenever the
//! affix does not fit between them: so `s.startswith("", k)` is False for `k > len(s)`.

use super::domain::{SymVal, Symbolic};
use crate::interp::Value;
use crate::ir::Method;
use crate::smt::{BoolTerm, IntTerm};

impl Symbolic<'_> {
    /// The test as a term; `None` when every operand is plain (the interpreter answers), the
    /// affix is a tuple, or an operand is of another type (the interpreter raises).
    pub(super) fn affix_test(&self, m: Method, receiver: &SymVal, args: &[SymVal]) -> Option<SymVal> {
        if !matches!(m, Method::Startswith | Method::Endswith) || args.is_empty() || args.len() > 3 {
            return None;
        }
        if receiver.known().is_some() && args.iter().all(|a| a.known().is_some()) {
            return None;
        }
        let (text, affix) = (Self::as_str(receiver)?, Self::as_str(&args[0])?);
        let starts = m == Method::Startswith;
        if args.len() == 1 {
            return Some(SymVal::Bool(if starts { text.starts_with(&affix) } else { text.ends_with(&affix) }));
        }
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
        let lo = bound(args.get(1), &zero)?;
        let end = bound(args.get(2), &len)?;
        let hi = IntTerm::ite(&len.lt(&end), &len, &end);
        let width = affix.len();
        let fits = lo.add(&width).le(&hi);
        let at = if starts { lo } else { hi.sub(&width) };
        let window = text.substr(&at, &width);
        Some(SymVal::Bool(BoolTerm::and(&[fits, window.eq(&affix)])))
    }
}
