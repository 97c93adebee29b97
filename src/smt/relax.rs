//! The facts' integer shadow: each text's length becomes an integer, and the length of what
//! concatenation, slicing and `ite` build from texts and literals is written over those
//! integers (a text compared with `""` is one of length 0); the facts that are then about
//! integers only are kept, and Z3 solves those (integers only, well under a millisecond). Its
//! model gives every integer a value and every text a length; the texts are `a`s of those
//! lengths.
//!
//! Z3 4.8 does not build a text of more than about a hundred characters within any time limit,
//! and gives up on facts a person settles from lengths alone. The shadow serves twice:
//! - as a base for guesses where the facts bound the lengths of texts ([`base`]): only a
//!   starting point, which the guesser keeps, or one of its neighbours, only when every
//!   original fact holds in it;
//! - as the answer, when it is exact ([`exact`]): every text the facts mention appears only
//!   through its length, so texts of any lengths the integers allow exist (up to
//!   `sys.maxsize`, as in Python), and the shadow is satisfiable exactly when the facts are.

use super::walk::{self, Step};
use std::rc::Rc;
use z3::ast::{Ast, Bool, Dynamic, Int};

/// Past this many distinct subterms the facts are not looked through.
const MAX_WALK: usize = 5_000;
/// How much work (Z3's resource count) the integer query may take. A work limit, not a time
/// limit: the query follows one Z3 just gave up on, and a new timer then deadlocked Z3 4.8.12
/// (seen in the fuzz test: `Z3_solver_check` waiting on the timer's lock for good).
const RLIMIT: u32 = 200_000;

/// A model of the facts' integer shadow, with every text of `texts` given its length in `a`s
/// and every integer of `ints` its value; `None` when no fact bounds a text's length or the
/// shadow has no model.
pub(super) fn base(facts: &[Bool], texts: &[z3::ast::String], ints: &[Int], max_len: usize) -> Option<z3::Model> {
    let shadow = Shadow::of(facts, texts)?;
    let kept: Vec<&Bool> = shadow.facts.iter().filter(|f| !mentions_texts(f)).collect();
    match shadow.solve(&kept, max_len as i64) {
        Some(Some(found)) => Some(shadow.model(&found, ints, max_len)),
        Some(None) | None => None,
    }
}

/// What an exact shadow says of the facts.
pub(super) enum Exact {
    Unsat,
    /// A model with texts of the lengths the shadow gives.
    Sat(z3::Model),
    /// Satisfiable, but only with a text longer than [`MAX_BUILT`] characters, which no model
    /// here holds.
    TooLong,
}

/// The longest text an exact shadow's model is given.
const MAX_BUILT: i64 = 1 << 16;

/// `sys.maxsize` on a 64-bit CPython: no Python text is longer.
const MAX_SIZE: i64 = i64::MAX;

/// What the integer shadow says of `facts` when it is exact (every text they mention appears
/// only through its length), asked of `solve` (a model, `Some(None)` for none, `None` when it
/// did not decide); `None` when the shadow is not exact, or was not decided.
pub(super) fn exact(facts: &[Bool], solve: impl Fn(&[Bool]) -> Option<Option<Rc<z3::Model>>>) -> Option<Exact> {
    if !through_lengths(facts) {
        return None;
    }
    let (texts, ints) = constants(facts)?;
    if texts.is_empty() {
        return None;
    }
    let shadow = Shadow::of(facts, &texts)?;
    if !shadow.facts.iter().all(integers_only) {
        return None;
    }
    let all: Vec<&Bool> = shadow.facts.iter().collect();
    let short = match solve(&shadow.bounded(&all, MAX_BUILT))? {
        Some(found) => found,
        None => {
            return Some(match solve(&shadow.bounded(&all, MAX_SIZE))? {
                Some(_) => Exact::TooLong,
                None => Exact::Unsat,
            })
        }
    };
    Some(Exact::Sat(shadow.model(&short, &ints, MAX_BUILT as usize)))
}

/// The facts with texts' lengths written over integers, and those integers.
struct Shadow {
    facts: Vec<Bool>,
    /// Each text with the integer standing for its length.
    lengths: Vec<(Dynamic, Int)>,
}

impl Shadow {
    /// `None` when no length of a text could be written over the integers.
    fn of(facts: &[Bool], texts: &[z3::ast::String]) -> Option<Shadow> {
        let lengths: Vec<(Dynamic, Int)> =
            texts.iter().map(|s| (Dynamic::from_ast(s), Int::new_const(format!("!len {s}")))).collect();
        let mut shadow: Vec<Bool> = facts.iter().map(Ast::simplify).collect();
        let mut bounded = false;
        // A length's value may hold lengths itself (an `ite` on one): a few rounds replace those
        // too.
        for _ in 0..ROUNDS {
            let pairs = length_terms(&shadow, &lengths);
            if pairs.is_empty() {
                break;
            }
            bounded = true;
            let refs: Vec<(&Dynamic, &Dynamic)> = pairs.iter().map(|(from, to)| (from, to)).collect();
            shadow = shadow.iter().map(|f| f.substitute(&refs)).collect();
        }
        bounded.then_some(Shadow { facts: shadow, lengths })
    }

    /// A model of `facts` (some of the shadow's) with every length at most `most`; `Some(None)`
    /// when there is none, `None` when Z3 did not decide.
    fn solve(&self, facts: &[&Bool], most: i64) -> Option<Option<z3::Model>> {
        let solver = z3::Solver::new();
        let mut params = z3::Params::new();
        params.set_u32("rlimit", RLIMIT);
        solver.set_params(&params);
        for fact in self.bounded(facts, most) {
            solver.assert(&fact);
        }
        match solver.check() {
            z3::SatResult::Sat => Some(solver.get_model()),
            z3::SatResult::Unsat => Some(None),
            z3::SatResult::Unknown => None,
        }
    }

    /// `facts` with every length between 0 and `most`.
    fn bounded(&self, facts: &[&Bool], most: i64) -> Vec<Bool> {
        let (zero, most) = (Int::from_i64(0), Int::from_i64(most));
        let bounds = self.lengths.iter().flat_map(|(_, n)| [n.ge(&zero), n.le(&most)]);
        bounds.chain(facts.iter().map(|f| (*f).clone())).collect()
    }

    /// The model giving each text `a`s of its length in `found` (at most `max_len`) and each of
    /// `ints` its value there.
    fn model(&self, found: &z3::Model, ints: &[Int], max_len: usize) -> z3::Model {
        let model = z3::Model::new();
        for (s, n) in &self.lengths {
            let len = found.eval(n, true).and_then(|v| v.as_u64()).unwrap_or(0) as usize;
            model.add_const_interp(&s.decl(), &z3::ast::String::from("a".repeat(len.min(max_len)).as_str()));
        }
        for c in ints {
            if let Some(value) = found.eval(c, true) {
                model.add_const_interp(&c.decl(), &value);
            }
        }
        model
    }
}

/// Whether every text `facts` mention appears only inside `str.len` or compared with `""`
/// (the walk stops at the first that does not, and at a quantifier): the one walk that rules
/// out most facts before the shadow is built.
fn through_lengths(facts: &[Bool]) -> bool {
    let mut only = true;
    let complete = walk::every_app(facts.iter().map(|f| Dynamic::from_ast(f)).collect(), MAX_WALK, |t| {
        if !only {
            return Step::Skip;
        }
        let name = t.decl().name();
        if name == "str.len" || (name == "=" && t.children().iter().any(is_empty_text)) {
            return Step::Skip;
        }
        only = t.as_string().is_none();
        Step::Descend
    });
    complete && only
}

/// The text and int constants of `facts`; `None` past [`MAX_WALK`] subterms.
fn constants(facts: &[Bool]) -> Option<(Vec<z3::ast::String>, Vec<Int>)> {
    let (mut texts, mut ints) = (Vec::new(), Vec::new());
    let complete = walk::apps(facts.iter().map(|f| Dynamic::from_ast(f)).collect(), MAX_WALK, |t| {
        if t.num_children() == 0 && t.kind() != z3::AstKind::Numeral && !super::is_string_literal(t) {
            texts.extend(t.as_string());
            ints.extend(t.as_int());
        }
        Step::Descend
    });
    complete.then_some((texts, ints))
}

/// Rounds of replacing lengths.
const ROUNDS: usize = 4;

/// Every `str.len(t)` in `facts` whose value can be written over the texts' lengths, with
/// that value.
fn length_terms(facts: &[Bool], lengths: &[(Dynamic, Int)]) -> Vec<(Dynamic, Dynamic)> {
    let mut found = Vec::new();
    walk::apps(facts.iter().map(|t| Dynamic::from_ast(t)).collect(), MAX_WALK, |t| {
        let name = t.decl().name();
        if name == "str.len" {
            if let Some(value) = t.children().first().and_then(|s| length_of(s, lengths, 0)) {
                found.push((t.clone(), Dynamic::from_ast(&value)));
            }
        } else if name == "=" {
            // A text equal to `""` is one of length 0.
            let args = t.children();
            let other = match args.as_slice() {
                [a, b] if is_empty_text(b) => Some(a),
                [a, b] if is_empty_text(a) => Some(b),
                _ => None,
            };
            if let Some(len) = other.and_then(|o| length_of(o, lengths, 0)) {
                found.push((t.clone(), Dynamic::from_ast(&len.eq(Int::from_i64(0)))));
            }
        }
        Step::Descend
    });
    found
}

/// Whether `t` is the literal `""`.
fn is_empty_text(t: &Dynamic) -> bool {
    super::is_string_literal(t) && t.as_string().and_then(|s| s.as_string()).is_some_and(|s| s.is_empty())
}

/// How deep [`length_of`] looks into a text.
const MAX_DEPTH: usize = 32;

/// The length of text `t` over the texts' lengths: a text of `lengths` is its integer, a
/// literal its number of characters, `++` the sum, `ite` an `ite`, and `str.substr(x, i, n)`
/// `min(n, len(x) - i)` when `0 <= i < len(x)` and `0 < n`, else 0. `None` for anything else
/// (`str(n)`, replacements), whose facts are left out of the shadow.
fn length_of(t: &Dynamic, lengths: &[(Dynamic, Int)], depth: usize) -> Option<Int> {
    if depth > MAX_DEPTH {
        return None;
    }
    if let Some((_, n)) = lengths.iter().find(|(s, _)| s == t) {
        return Some(n.clone());
    }
    if super::is_string_literal(t) {
        let text = t.as_string().and_then(|s| super::text_of(&s))?;
        return Some(Int::from_i64(text.chars().count() as i64));
    }
    let args = t.children();
    let len = |a: &Dynamic| length_of(a, lengths, depth + 1);
    match (t.decl().name().as_str(), args.as_slice()) {
        ("str.++", parts) => {
            let lens = parts.iter().map(len).collect::<Option<Vec<Int>>>()?;
            Some(Int::add(&lens.iter().collect::<Vec<_>>()))
        }
        ("if", [c, a, b]) => Some(c.as_bool()?.ite(&len(a)?, &len(b)?)),
        ("str.substr", [x, i, n]) => {
            let (whole, i, n) = (len(x)?, i.as_int()?, n.as_int()?);
            let zero = Int::from_i64(0);
            let rest = Int::sub(&[&whole, &i]);
            let inside = Bool::and(&[&zero.le(&i), &i.lt(&whole), &zero.lt(&n)]);
            Some(inside.ite(&n.lt(&rest).ite(&n, &rest), &zero))
        }
        _ => None,
    }
}

/// Whether no term of `fact` is a text, looking through everything (false at a quantifier,
/// whose body the walk does not visit).
fn integers_only(fact: &Bool) -> bool {
    let (texts, complete) = find_texts(fact, true);
    complete && !texts
}

/// Whether some term of `fact` is a text (or the walk could not finish).
fn mentions_texts(fact: &Bool) -> bool {
    let (texts, complete) = find_texts(fact, false);
    texts || !complete
}

/// Whether the walk met a text, and whether it finished (`strict`: false at a quantifier too).
fn find_texts(fact: &Bool, strict: bool) -> (bool, bool) {
    let mut texts = false;
    let visit = |t: &Dynamic| {
        texts = texts || t.as_string().is_some();
        if texts {
            Step::Skip
        } else {
            Step::Descend
        }
    };
    let roots = vec![Dynamic::from_ast(fact)];
    let complete = if strict { walk::every_app(roots, MAX_WALK, visit) } else { walk::apps(roots, MAX_WALK, visit) };
    (texts, complete)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::{BoolTerm, IntTerm, StrTerm};
    use num_bigint::BigInt;

    fn int(n: i64) -> IntTerm {
        IntTerm::lit(&BigInt::from(n))
    }

    fn exact_of(facts: &[BoolTerm]) -> Option<Exact> {
        let solve = |facts: &[Bool]| {
            let solver = z3::Solver::new();
            facts.iter().for_each(|f| solver.assert(f));
            match solver.check() {
                z3::SatResult::Sat => Some(solver.get_model().map(Rc::new)),
                z3::SatResult::Unsat => Some(None),
                z3::SatResult::Unknown => None,
            }
        };
        exact(&facts.iter().map(|f| f.0.clone()).collect::<Vec<_>>(), solve)
    }

    #[test]
    fn facts_about_lengths_alone_are_settled_over_the_integers() {
        let (a, s, t) = (IntTerm::var("a"), StrTerm::var("s"), StrTerm::var("t"));
        let framed = StrTerm::concat(&[StrTerm::lit("<"), s.clone(), StrTerm::lit(">")]);
        let contradictory = [int(5).lt(&s.len()), framed.len().lt(&int(6))];
        assert!(matches!(exact_of(&contradictory), Some(Exact::Unsat)));
        let both_long = [int(50).lt(&IntTerm::ite(&a.lt(&s.len()), &a, &s.len()))];
        let Some(Exact::Sat(model)) = exact_of(&both_long) else {
            panic!("a text of 51 characters and a = 51 will do")
        };
        assert!(crate::smt::solve::holds(&model, &both_long[0].0));
        let empty = [s.eq(&StrTerm::lit("")).not(), t.eq(&StrTerm::lit("")), s.len().add(&t.len()).lt(&int(2))];
        let Some(Exact::Sat(model)) = exact_of(&empty) else { panic!("s of one character and an empty t") };
        assert!(empty.iter().all(|f| crate::smt::solve::holds(&model, &f.0)));
    }

    #[test]
    fn facts_only_an_impossibly_long_text_meets_are_satisfiable_without_a_model() {
        let (a, s) = (IntTerm::var("a"), StrTerm::var("s"));
        let huge = [a.eq(&int(-9_223_372_036_854_775_804)), int(-6).lt(&a.add(&s.len()))];
        assert!(matches!(exact_of(&huge), Some(Exact::TooLong)));
        let past_maxsize = [int(i64::MAX).lt(&s.len())];
        assert!(matches!(exact_of(&past_maxsize), Some(Exact::Unsat)), "no Python text is longer than sys.maxsize");
    }

    #[test]
    fn facts_about_what_texts_hold_are_not_settled_here() {
        let s = StrTerm::var("s");
        assert!(exact_of(&[int(2).lt(&s.len()), s.starts_with(&StrTerm::lit("x"))]).is_none());
        assert!(exact_of(&[s.eq(&StrTerm::lit("ab"))]).is_none());
        assert!(exact_of(&[int(2).lt(&int(3))]).is_none(), "no text at all");
    }
}
