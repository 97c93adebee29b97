//! `strip`, `lstrip`, `rstrip` and `split(sep)` of a string term.
//!
//! A stripped text is defined by facts on the path, exactly: the text is `lead + body +
//! trail`, `lead` and `trail` hold only stripped characters, and `body` is empty or starts and
//! ends with a kept one, which makes `body` unique. The stripped characters are Python's
//! whitespace (`str.isspace`, all inside the solver's alphabet, below U+FFFF, so the renaming
//! argument of `smt::charset` still holds) or the plain characters given.
//!
//! `split(sep)` by a plain separator cuts at the first occurrence again and again, each cut a
//! branch on whether the rest holds the separator, as CPython scans: one path per number of
//! parts up to a bound; a path on which there may be more stops, naming the construct.

use super::domain::{SymVal, Symbolic};
use super::lists::SymList;
use super::symval::unsupported_symbolic;
use crate::interp::Value;
use crate::ir::Method;
use crate::sema::{Domain, Fault};
use crate::smt::{BoolTerm, IntTerm, StrTerm};
use crate::source::Span;

/// The most parts `split(sep)` of a string term is followed to.
const MOST_PARTS: usize = 16;

/// The last character `str.isspace` accepts.
const LAST_SPACE: u32 = 0x3000;

/// Python's whitespace (`str.isspace`).
fn whitespace() -> Vec<char> {
    (0..=LAST_SPACE).filter_map(char::from_u32).filter(|c| crate::interp::numtext::py_isspace(*c)).collect()
}

impl Symbolic<'_> {
    /// `strip`/`lstrip`/`rstrip`/`split` on a string term; `None` leaves every other method to
    /// the generic path.
    pub(super) fn strip_or_split(
        &mut self,
        text: &StrTerm,
        m: Method,
        args: &[SymVal],
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        if !matches!(m, Method::Strip | Method::Lstrip | Method::Rstrip | Method::Split) {
            return Ok(None);
        }
        if args.iter().any(|a| a.known().is_none()) {
            return Err(unsupported_symbolic(&format!("`.{}()` with a symbolic argument", m.name()), at));
        }
        // CPython's argument errors (a separator or characters of another type, an empty
        // separator) do not depend on the text: a representative text raises them.
        let plain: Vec<Value> = args.iter().filter_map(|a| a.known().cloned()).collect();
        self.inner.method(m, Value::str("a"), plain.clone(), Vec::new(), at)?;
        if m == Method::Split {
            return self.split_term(text, &plain, at).map(Some);
        }
        let stripped = match plain.first() {
            None | Some(Value::None) => whitespace(),
            Some(Value::Str(chars)) => {
                if let Some(c) = chars.as_str().chars().find(|c| !crate::smt::solver_holds(*c)) {
                    return Err(unsupported_symbolic(&format!("`.{}()` of the character {c:?}", m.name()), at));
                }
                chars.as_str().chars().collect()
            }
            Some(_) => return Err(Fault::internal("strip characters are a str or None", at)),
        };
        if stripped.is_empty() {
            return Ok(Some(SymVal::Str(text.clone()))); // `strip("")` strips nothing
        }
        Ok(Some(SymVal::Str(self.stripped(m, text, &stripped))))
    }

    /// The text without its leading and/or trailing characters from `chars`, defined by facts
    /// pushed on the path.
    fn stripped(&mut self, m: Method, text: &StrTerm, chars: &[char]) -> StrTerm {
        let zero = IntTerm::lit(&0.into());
        let one = IntTerm::lit(&1.into());
        let lead = (m != Method::Rstrip).then(|| StrTerm::fresh("lead"));
        let trail = (m != Method::Lstrip).then(|| StrTerm::fresh("trail"));
        let body = StrTerm::fresh("stripped");
        let nothing = body.len().eq(&zero);
        let kept = |c: StrTerm| c.only_of(chars).not();
        let parts: Vec<StrTerm> = lead.iter().chain([&body]).chain(trail.iter()).cloned().collect();
        let mut facts = vec![text.eq(&StrTerm::concat(&parts))];
        facts.extend(lead.iter().chain(trail.iter()).map(|t| t.only_of(chars)));
        if lead.is_some() {
            facts.push(BoolTerm::or(&[nothing.clone(), kept(body.at(&zero))]));
        }
        if trail.is_some() {
            facts.push(BoolTerm::or(&[nothing, kept(body.at(&body.len().sub(&one)))]));
        }
        self.path.push(BoolTerm::and(&facts));
        body
    }

    /// `text.split(sep[, maxsplit])` by a plain separator (checked non-empty by the caller's
    /// probe): the parts, one path per count.
    fn split_term(&mut self, text: &StrTerm, args: &[Value], at: Span) -> Result<SymVal, Fault> {
        let sep = match args.first() {
            Some(Value::Str(sep)) => sep.clone(),
            _ => return Err(unsupported_symbolic("`.split()` by whitespace", at)),
        };
        let most_splits = match args.get(1) {
            None => -1,
            Some(n) => n.as_i64().ok_or_else(|| unsupported_symbolic("`.split()` with a huge maxsplit", at))?,
        };
        let sep_term =
            StrTerm::text(sep.as_str()).map_err(|_| unsupported_symbolic("`.split()` by this separator", at))?;
        let one = IntTerm::lit(&1.into());
        let sep_len = IntTerm::lit(&sep.as_str().chars().count().into());
        let mut parts = Vec::new();
        let mut rest = text.clone();
        loop {
            let may_split = most_splits < 0 || (parts.len() as i64) < most_splits;
            if !may_split || !self.decide_once(rest.contains(&sep_term), at)? {
                parts.push(SymVal::Str(rest));
                return Ok(SymVal::List(SymList::new(parts)));
            }
            if parts.len() + 1 >= MOST_PARTS {
                return Err(Fault::unsupported(
                    format!(
                        "`.split()` of a symbolic string is modelled up to {MOST_PARTS} parts, and this one may \
                         have more; pass a maxsplit or bound the text first"
                    ),
                    at,
                ));
            }
            // `rest` is `part + sep + after`, with the first occurrence of `sep` right after
            // `part`: none ends earlier, inside `part` and `sep` but its last character.
            let (part, after) = (StrTerm::fresh("part"), StrTerm::fresh("after"));
            let early = StrTerm::concat(&[part.clone(), sep_term.slice(None, Some(&sep_len.sub(&one)))]);
            self.path.push(BoolTerm::and(&[
                rest.eq(&StrTerm::concat(&[part.clone(), sep_term.clone(), after.clone()])),
                early.contains(&sep_term).not(),
            ]));
            parts.push(SymVal::Str(part));
            rest = after;
        }
    }
}
