//! `s[a:b:c]` of a string term with a step other than 1 (`s[::2]`, `s[::-1]`). Z3's strings
//! have no strided slice, so a path fixes the text's length by branching (one path per length
//! up to a bound), and the slice is the characters at the positions Python picks for that
//! length, picked by the list slicing of `lists` (symbolic bounds pinned by branching there).
//! A path on which the text may be longer stops, naming the construct: never a proof.

use super::domain::{SymVal, Symbolic};
use super::lists::SymList;
use super::symval::unsupported_symbolic;
use crate::interp::Value;
use crate::sema::{Domain, Fault};
use crate::smt::{IntTerm, StrTerm};
use crate::source::Span;

/// The longest text sliced with a step, with plain bounds.
const MOST_CHARS: usize = 32;

/// The longest text sliced with a step and a symbolic bound (each bound is pinned by a branch
/// per value, so the paths grow with the square of the length).
const MOST_CHARS_PINNED: usize = 8;

impl Symbolic<'_> {
    /// `text[a:b:c]` with a plain step other than 1 (a symbolic step is refused).
    pub(super) fn strided_slice(
        &mut self,
        text: &StrTerm,
        bounds: [Option<SymVal>; 3],
        at: Span,
    ) -> Result<SymVal, Fault> {
        if matches!(&bounds[2], Some(SymVal::Int(_) | SymVal::Bool(_))) {
            return Err(unsupported_symbolic("slicing a string with a symbolic step", at));
        }
        // CPython checks the bounds' types and a zero step before it looks at the text: a
        // representative of each bound raises the same error whatever the length.
        let probe = bounds.clone().map(|b| b.map(|v| Self::representative(&v)));
        self.inner.slice(Value::str(""), probe, at)?;
        let pinned = bounds[..2].iter().any(|b| matches!(b, Some(SymVal::Int(_) | SymVal::Bool(_))));
        let most = if pinned { MOST_CHARS_PINNED } else { MOST_CHARS };
        let len = text.len();
        let mut known = None;
        for k in 0..=most {
            if self.decide_once(len.eq(&IntTerm::lit(&k.into())), at)? {
                known = Some(k);
                break;
            }
        }
        let Some(k) = known else {
            return Err(Fault::unsupported(
                format!(
                    "slicing a string with a step is modelled for strings up to {most} characters, and this one may \
                     be longer; bound its length first (e.g. `if len(s) <= {most}:`)"
                ),
                at,
            ));
        };
        let chars = (0..k).map(|i| SymVal::Str(text.at(&IntTerm::lit(&i.into())))).collect();
        let SymVal::List(picked) = self.list_slice(&SymList::new(chars), bounds, at)? else {
            return Err(Fault::internal("a slice of a list is a list", at));
        };
        let parts: Vec<StrTerm> = picked.items.borrow().iter().filter_map(Self::as_str).collect();
        Ok(SymVal::Str(if parts.is_empty() { StrTerm::lit("") } else { StrTerm::concat(&parts) }))
    }
}
