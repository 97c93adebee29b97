//! Repairing a guess one step at a time, on plain values (see [`guess`](super::guess)): when
//! no assignment from the pools satisfies a query, the newest fact that does not hold has its
//! constants changed until it does, keeping the change that leaves fewer facts false.
//!
//! The changes tried for a fact come from the fact itself before the pools: the value its own
//! equalities and comparisons point at (`s == str(b - 4)` gives `s` the text of `b - 4` as `b`
//! is now; `q < 7` gives 6, 7 and 8), each value of a constant's pool, the fact's text literals
//! joined to a text's value or padded (`"xy" in s[1:]` wants `"axy"`, `s.endswith("bob")`
//! after `"a" in s` wants `"a" + "bob"`), and one value for all of the fact's ints at once
//! (`min(a, b) > 0`). A change that makes the fact hold without making fewer facts false is
//! taken a few times, when it leads somewhere new, since the next fact may then be met too.
//!
//! Everything here is computed in Rust on plain values: a Z3 term or model per value tried
//! cost more than evaluating the facts. Facts the evaluator cannot compute are asked of the
//! caller, and the assignment found is checked by Z3 before it counts.

use super::evaluate::{Compiled, Value};
use std::collections::HashSet;
use std::rc::Rc;

/// What a repair works on.
pub(super) struct Ground<'a> {
    /// Each fact compiled, with the place of each constant it mentions among the assignment's;
    /// `None` for a fact that mentions a constant the assignment does not give.
    pub facts: &'a [Option<(Rc<Compiled>, Vec<usize>)>],
    /// The values each constant is guessed from, by place.
    pub pools: Vec<&'a [Value]>,
    /// Ints tried for all of a fact's ints at once (the first few of the int pool).
    pub shared_ints: &'a [Value],
    /// Whether fact `i` holds with values some of which are not plain (or that the evaluator
    /// cannot compute it on): the caller asks Z3.
    pub otherwise: &'a dyn Fn(usize, &[Option<Value>]) -> bool,
}

/// What a fact the caller evaluates costs of the budget, counted in facts evaluated here.
const OTHERWISE_COST: usize = 32;

/// How many times in a row a change may leave as many facts false as before.
const SIDEWAYS: usize = 8;

/// How many values of each pool are tried for two constants at once.
const PAIRED: usize = 4;

/// A text literal longer than this is not joined to other texts.
const SHORT_TEXT: usize = 32;

/// A text's value longer than this is not extended (every evaluation would copy it).
const SHORT_VALUE: usize = 64;

/// Changes one constant (or a few at once) to the values given: a step of the repair.
type Change = Vec<(usize, Value)>;

/// An assignment satisfying every fact found from `start` (a value per place, `None` where a
/// constant has no plain value: it keeps the one it has), within `budget` evaluations of a
/// fact; `None` when the search gets stuck or runs out.
pub(super) fn repaired(ground: &Ground, start: Vec<Option<Value>>, budget: usize) -> Option<Vec<Option<Value>>> {
    let mut search = Search { ground, budget };
    let mut values = start;
    let mut truth: Vec<bool> = (0..ground.facts.len()).map(|i| search.holds(i, &values)).collect::<Option<_>>()?;
    let mut seen: HashSet<Vec<Option<Value>>> = HashSet::new();
    let mut sideways = 0;
    loop {
        // The newest fact that does not hold first: the branch side asked about, usually.
        let bad: Vec<usize> = (0..truth.len()).rev().filter(|&i| !truth[i]).collect();
        if bad.is_empty() {
            break;
        }
        let mut level = None;
        let mut better = None;
        'facts: for &fact in &bad {
            for change in search.changes(fact, &values) {
                let mut tried = values.clone();
                for (k, value) in change {
                    tried[k] = Some(value);
                }
                if tried == values || !search.holds(fact, &tried)? {
                    continue;
                }
                // A change may be taken if it leaves fewer facts false, or as many when no
                // sideways step is chosen yet: past that count the rest need not be evaluated.
                let sideways_open = level.is_none() && sideways < SIDEWAYS && !seen.contains(&tried);
                let most = if sideways_open { bad.len() } else { bad.len() - 1 };
                let mut now = truth.clone();
                now[fact] = true;
                let mut left = bad.len() - 1;
                for i in search.affected(fact, &values, &tried) {
                    now[i] = search.holds(i, &tried)?;
                    left = left + usize::from(truth[i] && !now[i]) - usize::from(!truth[i] && now[i]);
                    if left > most {
                        break;
                    }
                }
                if left < bad.len() {
                    better = Some((tried, now));
                    break 'facts;
                }
                if left == bad.len() && sideways_open {
                    level = Some((tried, now));
                }
            }
        }
        match (better, level) {
            (Some(found), _) => {
                sideways = 0;
                (values, truth) = found;
            }
            (None, Some(found)) => {
                sideways += 1;
                seen.insert(values);
                (values, truth) = found;
            }
            (None, None) => return None,
        }
    }
    Some(values)
}

struct Search<'a, 'g> {
    ground: &'a Ground<'g>,
    budget: usize,
}

impl Search<'_, '_> {
    /// Whether fact `i` holds with `values`; `None` once the budget is spent.
    fn holds(&mut self, i: usize, values: &[Option<Value>]) -> Option<bool> {
        self.budget = self.budget.checked_sub(1)?;
        if let Some((compiled, places)) = &self.ground.facts[i] {
            let args: Option<Vec<&Value>> = places.iter().map(|&k| values[k].as_ref()).collect();
            if let Some(known) = args.and_then(|args| compiled.holds(&args)) {
                return Some(known);
            }
        }
        // Z3's evaluation, with terms made for the values, costs as much as many of ours.
        self.budget = self.budget.checked_sub(OTHERWISE_COST)?;
        Some((self.ground.otherwise)(i, values))
    }

    /// The other facts whose truth a change from `before` to `after` may change: those that
    /// mention a constant it changed, and those that mention constants the assignment does
    /// not give (which the caller evaluates as a whole).
    fn affected(&self, bad: usize, before: &[Option<Value>], after: &[Option<Value>]) -> Vec<usize> {
        let changed: Vec<usize> = (0..before.len()).filter(|&k| before[k] != after[k]).collect();
        (0..self.ground.facts.len())
            .filter(|&i| i != bad)
            .filter(|&i| match &self.ground.facts[i] {
                Some((_, places)) => places.iter().any(|k| changed.contains(k)),
                None => true,
            })
            .collect()
    }

    /// The changes tried for fact `bad`, in order: what its comparisons point at, each
    /// constant's pool, texts made of its literals, and one value for all its ints.
    fn changes(&self, bad: usize, values: &[Option<Value>]) -> Vec<Change> {
        let Some((compiled, places)) = &self.ground.facts[bad] else { return Vec::new() };
        let mut constants: Vec<usize> = places.clone();
        constants.dedup();
        let mut changes: Vec<Change> = Vec::new();
        let args: Option<Vec<&Value>> = places.iter().map(|&k| values[k].as_ref()).collect();
        if let Some(args) = args {
            let computed = compiled.computed(&args);
            changes.extend(compiled.suggestions(&computed).into_iter().map(|(c, value)| vec![(places[c], value)]));
        }
        for &k in &constants {
            changes.extend(self.ground.pools[k].iter().map(|value| vec![(k, value.clone())]));
        }
        let texts: Vec<&Rc<[char]>> = compiled.texts().filter(|t| !t.is_empty() && t.len() <= SHORT_TEXT).collect();
        for &k in &constants {
            let Some((current, put_back)) = values[k].as_ref().and_then(held_text) else { continue };
            if current.len() > SHORT_VALUE {
                continue;
            }
            for text in &texts {
                changes.extend(joined(&current, text).into_iter().map(|value| vec![(k, put_back(value))]));
            }
            // A text grown at either end, for a bound on its length (`len(s) > 4` once `s` is
            // `/..a`, which every text of the pool would undo).
            if !current.is_empty() {
                changes.extend(padded(&current).into_iter().map(|value| vec![(k, put_back(value))]));
            }
            // One character taken out or put in, for a text the facts ban a part of (`/../`
            // where `..` and `/.` are wanted: `/.a./`).
            if current.len() <= SHORT_EDITED {
                changes.extend(edited(&current).into_iter().map(|value| vec![(k, put_back(value))]));
            }
        }
        let ints: Vec<usize> =
            constants.iter().copied().filter(|&k| matches!(values[k], Some(Value::Int(_)))).collect();
        if ints.len() > 1 {
            for value in self.ground.shared_ints {
                changes.push(ints.iter().map(|&k| (k, value.clone())).collect());
            }
        }
        // Two constants at once, from the first values of their pools: a conjunction such as
        // `0 <= row < len(xs) and xs[row] > 0` holds with neither change alone.
        for (i, &first) in constants.iter().enumerate() {
            for &second in &constants[i + 1..] {
                for x in self.ground.pools[first].iter().take(PAIRED) {
                    for y in self.ground.pools[second].iter().take(PAIRED) {
                        changes.push(vec![(first, x.clone()), (second, y.clone())]);
                    }
                }
            }
        }
        changes
    }
}

/// How a new text takes the place of the one a constant held (see [`held_text`]).
type PutBack = fn(Value) -> Value;

/// The text a constant holds, with how a new text takes its place: a text's own, or the text
/// in every place of a list guessed with its items alike (the strings an effect returns, read
/// row by row, are asked about as such lists' items).
fn held_text(value: &Value) -> Option<(Rc<[char]>, PutBack)> {
    match value {
        Value::Str(text) => Some((Rc::clone(text), |text| text)),
        Value::Items(item) => item.text().map(|text| (text, (|text| Value::Items(Rc::new(text))) as PutBack)),
        Value::Int(_) | Value::Bool(_) => None,
    }
}

/// Texts made of `text` for a constant whose value is `current`: the text alone, after and
/// before the current value, and padded on either side with one to [`PAD`] characters (for a
/// slice that cuts some off).
fn joined(current: &[char], text: &[char]) -> Vec<Value> {
    let pad = ['a'; PAD];
    let mut parts: Vec<[&[char]; 3]> = vec![[text, &[], &[]], [current, text, &[]], [text, current, &[]]];
    for n in 1..=PAD {
        parts.extend([[text, &pad[..n], &[]], [&pad[..n], text, &[]]]);
    }
    // Kept apart by a character, two needles cannot make a third the facts ban across their
    // seam (`/.` then `..` as `/.a..`, not `/...`).
    if !current.is_empty() {
        parts.extend([[current, &pad[..1], text], [text, &pad[..1], current]]);
    }
    let joined = |part: &[&[char]; 3]| part.iter().flat_map(|piece| piece.iter()).copied().collect();
    parts.iter().map(|part| Value::Str(joined(part))).collect()
}

/// `current` with one to [`PAD`] characters after it, then before it.
fn padded(current: &[char]) -> Vec<Value> {
    let pad = ['a'; PAD];
    let after = (1..=PAD).map(|n| current.iter().chain(&pad[..n]).copied().collect());
    let before = (1..=PAD).map(|n| pad[..n].iter().chain(current).copied().collect());
    after.chain(before).map(Value::Str).collect()
}

/// `current` with each of its characters left out, then with a character put before each.
fn edited(current: &[char]) -> Vec<Value> {
    let without = (0..current.len()).map(|i| current[..i].iter().chain(&current[i + 1..]).copied().collect());
    let with = (1..current.len()).map(|i| current[..i].iter().chain(&['a']).chain(&current[i..]).copied().collect());
    without.chain(with).map(Value::Str).collect()
}

/// The longest text edited a character at a time (each edit is evaluated on every fact).
const SHORT_EDITED: usize = 16;

/// The most characters a text literal is padded with.
const PAD: usize = 3;

#[cfg(test)]
mod tests {
    use crate::smt::guess::{model, When};
    use crate::smt::{BoolTerm, Elem, IntTerm, ItemTerm, SeqTerm, StrTerm};
    use num_bigint::BigInt;

    fn int(n: i64) -> IntTerm {
        IntTerm::lit(&BigInt::from(n))
    }

    /// A plain guess satisfies every one of `facts` (Z3 evaluates each in the model found).
    fn assert_guessed(facts: &[BoolTerm], expected: &str) {
        let plain: Vec<z3::ast::Bool> = facts.iter().map(|f| f.0.clone()).collect();
        let found = model(&plain, None, When::Always).unwrap_or_else(|| panic!("no guess: {expected}"));
        assert!(plain.iter().all(|f| crate::smt::solve::holds(&found, f)), "{expected}");
    }

    #[test]
    fn a_constant_equal_to_a_term_takes_the_terms_value() {
        let (s, b) = (StrTerm::var("s"), IntTerm::var("b"));
        let facts = [int(10).lt(&b), s.eq(&StrTerm::of_int(&b.sub(&int(4))))];
        assert_guessed(&facts, "s is the text of b - 4, as b is");
    }

    #[test]
    fn a_literal_joins_the_text_already_guessed() {
        let s = StrTerm::var("s");
        let facts = [s.contains(&StrTerm::lit("a")), s.ends_with(&StrTerm::lit("bob"))];
        assert_guessed(&facts, "\"a\" + \"bob\" meets both");
    }

    #[test]
    fn a_literal_is_padded_for_a_slice_that_cuts_some_off() {
        let s = StrTerm::var("s");
        let rest = s.substr(&int(3), &s.len().sub(&int(3)));
        assert_guessed(&[rest.eq(&StrTerm::lit("bob"))], "s[3:] == \"bob\" with s = \"aaabob\"");
        let tail = StrTerm::concat(&[StrTerm::of_int(&IntTerm::var("b")), StrTerm::lit("-"), s.clone()]);
        let last_three = tail.substr(&tail.len().sub(&int(3)), &int(3));
        assert_guessed(&[last_three.starts_with(&StrTerm::lit("é"))], "f\"{b}-{s}\"[-3:] starting with é");
    }

    #[test]
    fn all_the_ints_of_a_fact_take_one_value_at_once() {
        let (a, b) = (IntTerm::var("a"), IntTerm::var("b"));
        let smaller = IntTerm::ite(&a.lt(&b), &a, &b);
        assert_guessed(&[int(0).lt(&smaller)], "min(a, b) > 0 with a = b = 1");
    }

    #[test]
    fn the_negation_of_a_literal_is_guessed() {
        let a = IntTerm::var("a");
        assert_guessed(&[a.mul(&int(-3)).le(&int(1000)).not()], "a * -3 > 1000 with a = -1000");
    }

    #[test]
    fn a_literal_of_digits_with_a_digit_before_it_is_guessed() {
        let b = IntTerm::var("b");
        let smaller = IntTerm::ite(&b.lt(&int(-8)), &b, &int(-8));
        assert_guessed(&[StrTerm::of_int(&smaller).ends_with(&StrTerm::lit("7"))], "min(b, -8) ending in 7: b = -17");
    }

    #[test]
    fn two_constants_change_at_once_for_a_conjunction() {
        let (row, xs) = (IntTerm::var("row"), SeqTerm::var("xs", Elem::Int));
        let ItemTerm::Int(item) = xs.nth(&row) else { unreachable!("a list of ints") };
        let facts = [BoolTerm::and(&[int(0).le(&row), row.lt(&xs.len()), int(0).lt(&item)])];
        assert_guessed(&facts, "a list of one positive item, at row 0");
    }

    /// The newest fact is met only by breaking an older one, which is then met again another
    /// way: a change that leaves as many facts false is taken when no change leaves fewer.
    #[test]
    fn a_change_that_breaks_another_fact_may_lead_on() {
        let (x, y) = (IntTerm::var("x"), IntTerm::var("y"));
        assert_guessed(&[x.eq(&y), int(5).lt(&x)], "x = 6, then y = x");
    }

    /// A path check on the strings an effect returned, read row by row: the row's text is
    /// built from the facts' literals as a lone text would be.
    #[test]
    fn a_rows_text_is_built_from_the_literals_like_a_texts() {
        let (row, xs) = (IntTerm::var("row"), SeqTerm::var("xs", Elem::Str));
        let ItemTerm::Str(item) = xs.nth(&row) else { unreachable!("a list of texts") };
        let facts = [
            int(0).le(&row),
            row.lt(&xs.len()),
            xs.len().le(&int(12)),
            int(4).lt(&item.len()),
            item.contains(&StrTerm::lit("..")).not(),
            item.contains(&StrTerm::lit("/.")).not(),
            item.ends_with(&StrTerm::lit(".jpg")).not(),
            item.ends_with(&StrTerm::lit(".png")),
        ];
        assert_guessed(&facts, "a row ending in .png, five characters or more, without a dot after a slash");
        let facts = [
            int(0).le(&row),
            row.lt(&xs.len()),
            int(4).lt(&item.len()),
            item.contains(&StrTerm::lit("..")),
            item.starts_with(&StrTerm::lit("../")).not(),
            item.ends_with(&StrTerm::lit("/..")).not(),
            item.contains(&StrTerm::lit("//")).not(),
            item.contains(&StrTerm::lit("/./")),
        ];
        assert_guessed(&facts, "a row holding both .. and /./ but no // nor a leading ../");
    }

    /// The path check of a plain path holding `..` and `/.` but no `/./`, on a row of a list.
    #[test]
    fn a_rows_text_meets_several_needles_and_bans() {
        let (row, xs) = (IntTerm::var("row"), SeqTerm::var("xs", Elem::Str));
        let ItemTerm::Str(item) = xs.nth(&row) else { unreachable!("a list of texts") };
        let mut facts = vec![int(0).le(&row), row.lt(&xs.len()), xs.len().le(&int(12)), int(4).lt(&item.len())];
        facts.push(item.contains(&StrTerm::lit("..")));
        facts.push(item.eq(&StrTerm::lit("..")).not());
        for banned in ["../", "..\\"] {
            facts.push(item.starts_with(&StrTerm::lit(banned)).not());
        }
        for banned in ["/..", "\\.."] {
            facts.push(item.ends_with(&StrTerm::lit(banned)).not());
        }
        for banned in ["/../", "/..\\", "\\../", "\\..\\", ":..", "//", "\\"] {
            facts.push(item.contains(&StrTerm::lit(banned)).not());
        }
        facts.push(item.contains(&StrTerm::lit("/.")));
        facts.push(item.contains(&StrTerm::lit("/./")).not());
        facts.push(item.ends_with(&StrTerm::lit("/.")).not());
        facts.push(item.ends_with(&StrTerm::lit(".jpg")).not());
        assert_guessed(&facts, "a row such as /.a..");
    }
}
