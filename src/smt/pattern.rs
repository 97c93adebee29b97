//! Regular patterns over characters: what the `str.is*` predicates test, as Z3 regexes of
//! character ranges. Building one records a class test on the path (see [`charset`] on why
//! class tests and order comparisons do not meet on one path).

use super::{charset, BoolTerm, OutsideAlphabet, StrTerm};
use std::str::FromStr;
use z3::ast::{Regexp, String as Str};

/// A regular language over the solver's characters.
pub struct Pattern(Regexp);

/// A one-character string term for `code` (inside the alphabet), given to Z3 as an escape:
/// Z3 4.8 reads a character outside printable ASCII given as it is as several.
fn character(code: u32) -> Str {
    Str::from_str(&format!("\\u{{{code:x}}}")).expect("an escape is printable ASCII")
}

/// `parts` joined two at a time by `join` (associative), as a balanced tree: Z3 4.8 takes
/// `re.union` and `re.concat` of exactly two arguments. `None` when there are no parts.
fn balanced(mut parts: Vec<Regexp>, join: impl Fn(&Regexp, &Regexp) -> Regexp) -> Option<Regexp> {
    while parts.len() > 1 {
        let mut next = Vec::with_capacity(parts.len().div_ceil(2));
        let mut pairs = parts.chunks_exact(2);
        next.extend(pairs.by_ref().map(|pair| join(&pair[0], &pair[1])));
        next.extend(pairs.remainder().iter().cloned());
        parts = next;
    }
    parts.pop()
}

impl Pattern {
    /// One character from one of `ranges` (inclusive code points inside the solver's alphabet);
    /// refused on a path that compared strings by order (see [`charset`]).
    pub fn one_of(ranges: &[(u32, u32)]) -> Result<Pattern, OutsideAlphabet> {
        charset::class_tested()?;
        let parts: Vec<Regexp> =
            ranges.iter().map(|&(lo, hi)| z3_raw::re_range(&character(lo), &character(hi))).collect();
        Ok(Pattern(balanced(parts, |a, b| Regexp::union(&[a, b])).unwrap_or_else(Regexp::empty)))
    }

    /// Any number of repetitions, none included.
    pub fn star(&self) -> Pattern {
        Pattern(self.0.star())
    }

    /// One or more repetitions.
    pub fn plus(&self) -> Pattern {
        Pattern(self.0.plus())
    }

    /// The patterns one after the other.
    pub fn then(parts: &[&Pattern]) -> Pattern {
        let parts: Vec<Regexp> = parts.iter().map(|p| p.0.clone()).collect();
        Pattern(balanced(parts, |a, b| Regexp::concat(&[a, b])).unwrap_or_else(|| Regexp::literal("")))
    }
}

impl StrTerm {
    /// Whether the whole text is in the pattern's language.
    pub fn matches(&self, pattern: &Pattern) -> BoolTerm {
        BoolTerm(self.0.regex_matches(&pattern.0))
    }
}

#[cfg(test)]
mod tests {
    use super::Pattern;
    use crate::smt::{check, SatOutcome, StrTerm, Vars};

    #[test]
    fn ranges_name_characters_beyond_ascii_exactly() {
        super::super::charset::start_path();
        let greek = Pattern::one_of(&[(0x3B1, 0x3C9)]).expect("no order on this path").plus();
        let s = StrTerm::var("s");
        let vars = Vars { strs: vec!["s".into()], ..Vars::default() };
        let inside = StrTerm::text("αβω").expect("inside");
        let SatOutcome::Unsat = check(&[inside.matches(&greek).not()], 2_000, &vars) else { panic!("αβω is Greek") };
        let outside = StrTerm::text("αb").expect("inside");
        let SatOutcome::Unsat = check(&[outside.matches(&greek)], 2_000, &vars) else { panic!("b is not") };
        let SatOutcome::Sat(model) = check(&[s.matches(&greek)], 2_000, &vars) else { panic!("some Greek text") };
        assert!(model.strs[0].1.chars().all(|c| ('α'..='ω').contains(&c)), "{:?}", model.strs);
    }
}
