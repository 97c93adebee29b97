//! A base for guesses where the facts bound the lengths of texts, which Z3 4.8 cannot meet: it
//! does not build a text of more than about a hundred characters within any time limit.
//!
//! Each text's length becomes an integer, and the length of what concatenation, slicing and
//! `ite` build from texts and literals is written over those integers; the facts that are then
//! about integers only are kept, and Z3 solves those (integers only, well
//! under a millisecond). Its model gives every integer a value and every text a length; the
//! texts are `a`s of those lengths. The base is only a starting point: the guesser keeps it, or
//! one of its neighbours, only when every original fact holds in it.

use super::walk::{self, Step};
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
    let lengths: Vec<(Dynamic, Int)> =
        texts.iter().map(|s| (Dynamic::from_ast(s), Int::new_const(format!("!len {s}")))).collect();
    let mut shadow: Vec<Bool> = facts.iter().map(Ast::simplify).collect();
    let mut bounded = false;
    // A length's value may hold lengths itself (an `ite` on one): a few rounds replace those too.
    for _ in 0..ROUNDS {
        let pairs = length_terms(&shadow, &lengths);
        if pairs.is_empty() {
            break;
        }
        bounded = true;
        let refs: Vec<(&Dynamic, &Dynamic)> = pairs.iter().map(|(from, to)| (from, to)).collect();
        shadow = shadow.iter().map(|f| f.substitute(&refs)).collect();
    }
    if !bounded {
        return None;
    }
    let solver = z3::Solver::new();
    let mut params = z3::Params::new();
    params.set_u32("rlimit", RLIMIT);
    solver.set_params(&params);
    let zero = Int::from_i64(0);
    let most = Int::from_i64(max_len as i64);
    for (_, n) in &lengths {
        solver.assert(n.ge(&zero));
        solver.assert(n.le(&most));
    }
    for fact in shadow.iter().filter(|f| !mentions_texts(f)) {
        solver.assert(fact);
    }
    if solver.check() != z3::SatResult::Sat {
        return None;
    }
    let shadow_model = solver.get_model()?;
    let model = z3::Model::new();
    for (s, (_, n)) in texts.iter().zip(&lengths) {
        let len = shadow_model.eval(n, true).and_then(|v| v.as_u64()).unwrap_or(0) as usize;
        model.add_const_interp(&s.decl(), &z3::ast::String::from("a".repeat(len.min(max_len)).as_str()));
    }
    for c in ints {
        if let Some(value) = shadow_model.eval(c, true) {
            model.add_const_interp(&c.decl(), &value);
        }
    }
    Some(model)
}

/// Rounds of replacing lengths.
const ROUNDS: usize = 4;

/// Every `str.len(t)` in `facts` whose value can be written over the texts' lengths, with
/// that value.
fn length_terms(facts: &[Bool], lengths: &[(Dynamic, Int)]) -> Vec<(Dynamic, Dynamic)> {
    let mut found = Vec::new();
    walk::apps(facts.iter().map(|t| Dynamic::from_ast(t)).collect(), MAX_WALK, |t| {
        if t.decl().name() == "str.len" {
            if let Some(value) = t.children().first().and_then(|s| length_of(s, lengths, 0)) {
                found.push((t.clone(), Dynamic::from_ast(&value)));
            }
        }
        Step::Descend
    });
    found
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

/// Whether some term of `fact` is a text (or the walk could not finish).
fn mentions_texts(fact: &Bool) -> bool {
    let mut texts = false;
    let complete = walk::apps(vec![Dynamic::from_ast(fact)], MAX_WALK, |t| {
        texts = texts || t.as_string().is_some();
        if texts {
            Step::Skip
        } else {
            Step::Descend
        }
    });
    texts || !complete
}
