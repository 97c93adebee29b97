//! Settling string facts by the characters each side can hold, before Z3 sees them.
//!
//! `str(n)` only ever holds `-` and digits, so `str(n).endswith("ab")` or `"a" in f"{n}-{m}"`
//! is false whatever `n` is. Z3 4.8 does not see this: such facts run to the time limit and come
//! back `unknown`, even with the conversion weakened to a regular expression. Here a prefix,
//! suffix, containment or equality test of a string literal against a term whose characters
//! are known (literals, conversions of ints, and what concatenation, `ite`, slicing and
//! replacement build from them) becomes `false` when the literal holds a character the term
//! cannot. The rewritten facts mean the same, so every answer about them stands.

use super::walk::{self, Step};
use std::collections::{BTreeSet, HashMap};
use z3::ast::{Ast, Bool, Dynamic};
use z3::{AstKind, SortKind};

/// Past this many distinct subterms the facts are left as they are.
const MAX_WALK: usize = 20_000;

/// The characters of `str.from_int`, and of Python's `str(int)` built from it.
const DIGITS: &str = "0123456789";

/// `facts` with every literal test the other side's characters rule out replaced by `false`;
/// `None` when there is none (or the facts are too large to look through).
pub(super) fn settle(facts: &[Bool]) -> Option<Vec<Bool>> {
    let mut tests = Vec::new();
    let roots = facts.iter().map(|f| Dynamic::from_ast(f)).collect();
    let complete = walk::apps(roots, MAX_WALK, |t| {
        if t.kind() == AstKind::Numeral {
            return Step::Skip;
        }
        if let (Some(test), Some(sides)) = (t.as_bool(), literal_test(t)) {
            tests.push((test, sides));
        }
        Step::Descend
    });
    if !complete {
        return None;
    }
    let mut known = HashMap::new();
    let impossible: Vec<Bool> = tests
        .into_iter()
        .filter(|(_, (literal, other))| {
            alphabet(other, &mut known, 0).is_some_and(|chars| literal.chars().any(|c| !chars.contains(&c)))
        })
        .map(|(test, _)| test)
        .collect();
    if impossible.is_empty() {
        return None;
    }
    let never = Bool::from_bool(false);
    let pairs: Vec<(&Bool, &Bool)> = impossible.iter().map(|t| (t, &never)).collect();
    Some(facts.iter().map(|f| f.substitute(&pairs)).collect())
}

/// A test whose truth needs the literal inside the other string: `str.prefixof L s`,
/// `str.suffixof L s`, `str.contains s L`, `(= L s)` or `(= s L)`; the literal's text and the
/// other string.
fn literal_test(t: &Dynamic) -> Option<(String, Dynamic)> {
    if t.num_children() != 2 {
        return None;
    }
    let (a, b) = (t.nth_child(0)?, t.nth_child(1)?);
    match t.decl().name().as_str() {
        "str.prefixof" | "str.suffixof" => Some((literal(&a)?, b)),
        "str.contains" => Some((literal(&b)?, a)),
        "=" if a.sort_kind() == SortKind::Seq => match (literal(&a), literal(&b)) {
            (Some(text), None) => Some((text, b)),
            (None, Some(text)) => Some((text, a)),
            (Some(_), Some(_)) | (None, None) => None,
        },
        _ => None,
    }
}

/// The text of a string literal (`None` for any other term).
fn literal(t: &Dynamic) -> Option<String> {
    super::is_string_literal(t).then(|| super::text_of(&t.as_string()?)).flatten()
}

/// Every character a string term can hold, when that is known (`None`: any).
fn alphabet(t: &Dynamic, known: &mut HashMap<Dynamic, Option<BTreeSet<char>>>, depth: usize) -> Option<BTreeSet<char>> {
    if depth > 200 {
        return None;
    }
    if let Some(found) = known.get(t) {
        return found.clone();
    }
    let found = match literal(t) {
        Some(text) => Some(text.chars().collect()),
        None => {
            let name = t.decl().name();
            let children = t.children();
            let mut union = |parts: &[Dynamic]| -> Option<BTreeSet<char>> {
                let mut all = BTreeSet::new();
                for part in parts {
                    all.extend(alphabet(part, known, depth + 1)?);
                }
                Some(all)
            };
            match name.as_str() {
                n if super::CONVERSIONS.contains(&n) => Some(DIGITS.chars().collect()),
                "str.++" => union(&children),
                // Z3 names `ite` "if".
                "if" | "ite" => union(children.get(1..)?),
                "str.substr" | "str.at" => union(children.get(..1)?),
                "str.replace" => union(&[children.first()?.clone(), children.get(2)?.clone()]),
                _ => None,
            }
        }
    };
    known.insert(t.clone(), found.clone());
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::{IntTerm, StrTerm};

    fn plain(facts: &[crate::smt::BoolTerm]) -> Vec<Bool> {
        facts.iter().map(|f| f.0.clone()).collect()
    }

    #[test]
    fn a_literal_with_a_letter_is_never_part_of_the_digits_of_an_int() {
        let n = StrTerm::of_int(&IntTerm::var("n"));
        let text = StrTerm::concat(&[n.clone(), StrTerm::lit("-"), n.clone()]);
        let facts =
            plain(&[text.contains(&StrTerm::lit("a")), n.ends_with(&StrTerm::lit("ab")), n.eq(&StrTerm::lit("x"))]);
        let settled = settle(&facts).expect("every fact is impossible");
        assert!(settled.iter().all(|f| f.simplify().as_bool() == Some(false)), "{settled:?}");
    }

    #[test]
    fn what_the_characters_allow_or_a_free_string_is_left_alone() {
        let n = StrTerm::of_int(&IntTerm::var("n"));
        let s = StrTerm::var("s");
        let facts = plain(&[
            n.contains(&StrTerm::lit("-4")),
            StrTerm::concat(&[n.clone(), s.clone()]).contains(&StrTerm::lit("a")),
            s.starts_with(&StrTerm::lit("b")),
        ]);
        assert!(settle(&facts).is_none());
    }
}
