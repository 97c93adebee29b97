//! Settling string facts by the characters each side can hold, before Z3 sees them.
//!
//! `str(n)` only ever holds `-` and digits, so `str(n).endswith("ab")` or `"a" in f"{n}-{m}"`
//! is false whatever `n` is. Z3 4.8 does not see this: such facts run to the time limit and come
//! back `unknown`, even with the conversion weakened to a regular expression. Here a prefix,
//! suffix, containment or equality test of a string literal against a term whose characters
//! are known (literals, conversions of ints, and what concatenation, `ite`, slicing and
//! replacement build from them) becomes `false` when the literal holds a character the term
//! cannot. A text constant the facts pin at their top (`s == "bob"`, `len(s) <= 0`) holds only
//! the pinned characters (see [`contradiction`](super::contradiction)), so with `s == ""`,
//! `"xy" in f"{n}-{s}"` is false too. The rewritten facts mean the same, so every answer about
//! them stands.

use super::walk::{self, Step};
use std::collections::{BTreeSet, HashMap};
use z3::ast::{Ast, Bool, Dynamic};
use z3::{AstKind, SortKind};

/// Past this many distinct subterms the facts are left as they are.
const MAX_WALK: usize = 20_000;

/// The characters of `str.from_int`, and of Python's `str(int)` built from it.
const DIGITS: &str = "0123456789";

/// How many times the facts are settled over: a test settled false can pin a text for the next
/// round (`s == "bob" or (t == "a" and ...)` once `t == "a"` is settled false).
const ROUNDS: usize = 3;

/// `facts` with every literal test the other side's characters rule out replaced by `false`;
/// `None` when there is none (or the facts are too large to look through).
pub(super) fn settle(facts: &[Bool]) -> Option<Vec<Bool>> {
    let mut settled = settle_once(facts)?;
    for _ in 1..ROUNDS {
        match settle_once(&settled) {
            Some(again) => settled = again,
            None => break,
        }
    }
    Some(settled)
}

/// One round of [`settle`].
fn settle_once(facts: &[Bool]) -> Option<Vec<Bool>> {
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
    let mut known = pinned(facts);
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

/// The characters of the text constants `facts` pin at their top: to a literal (`s == "bob"`),
/// or to the empty text through their length; each holds only those in every model.
fn pinned(facts: &[Bool]) -> HashMap<Dynamic, Option<BTreeSet<char>>> {
    let mut pins: HashMap<Dynamic, Option<BTreeSet<char>>> = HashMap::new();
    let mut pin = |text: Dynamic, chars: BTreeSet<char>| {
        let entry = pins.entry(text).or_insert_with(|| Some(chars.clone()));
        *entry = entry.take().map(|known| known.intersection(&chars).copied().collect());
    };
    for (test, holds) in super::contradiction::asserted(facts) {
        let Some((text, constant)) =
            literal_test(&Dynamic::from_ast(&test)).filter(|_| holds && test.decl().name() == "=")
        else {
            continue;
        };
        if constant.is_const() {
            pin(constant, text.chars().collect());
        }
    }
    for empty in super::contradiction::empty_texts(facts) {
        pin(empty, BTreeSet::new());
    }
    pins
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
    use crate::smt::{BoolTerm, IntTerm, StrTerm};

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
    fn a_text_the_facts_pin_holds_only_the_pinned_characters() {
        let n = StrTerm::of_int(&IntTerm::var("n"));
        let s = StrTerm::var("s");
        let built = StrTerm::concat(&[n.clone(), StrTerm::lit("-"), s.clone(), StrTerm::lit("é")]);
        let empty = IntTerm::lit(&0.into()).lt(&s.len()).not();
        let settled = settle(&plain(&[empty, built.contains(&StrTerm::lit("xy"))])).expect("s is empty");
        assert_eq!(settled[1].simplify().as_bool(), Some(false));
        let never = BoolTerm::and(&[BoolTerm::var("flag"), BoolTerm::lit(false)]);
        let bob = BoolTerm::or(&[s.eq(&StrTerm::lit("bobbob")), never]);
        let settled = settle(&plain(&[bob.clone(), built.contains(&StrTerm::lit("x"))])).expect("s is bobbob");
        assert_eq!(settled[1].simplify().as_bool(), Some(false));
        assert!(settle(&plain(&[bob, built.contains(&StrTerm::lit("bé"))])).is_none(), "b and é are there");
        // `n == "ann"` is settled false first; then `s` is pinned.
        let after_a_round = BoolTerm::or(&[s.eq(&StrTerm::lit("bobbob")), n.eq(&StrTerm::lit("ann"))]);
        let settled = settle(&plain(&[after_a_round, built.contains(&StrTerm::lit("x"))])).expect("settled twice");
        assert_eq!(settled[1].simplify().as_bool(), Some(false));
        let maybe = BoolTerm::or(&[s.eq(&StrTerm::lit("bob")), BoolTerm::var("flag")]);
        assert!(settle(&plain(&[maybe, built.contains(&StrTerm::lit("x"))])).is_none(), "s is free when flag holds");
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
