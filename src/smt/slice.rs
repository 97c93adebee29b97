//! Dropping the facts a query does not depend on (constraint independence): facts already known
//! to hold together that share no symbol, directly or through other kept facts, with the rest
//! of the query cannot change its answer, so the query is asked without them.
//!
//! A branch on one input rarely needs what the path says about the others: the smaller query is
//! cheaper for Z3, and the same one comes back on many paths, where the session's answers have it.

use super::walk::{self, Step};
use super::BoolTerm;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use z3::ast::{Ast, Bool, Dynamic};
use z3::AstKind;

/// How many facts' symbols a session keeps before it starts over (a bound on memory).
const MAX_FACTS: usize = 1 << 16;

/// Past this many distinct subterms a fact counts as mentioning every symbol (walking it would
/// cost more than slicing can save).
const MAX_WALK: usize = 5_000;

/// The symbols a fact mentions, by name; `None` when it cannot be told (a quantifier, or a fact
/// too large to look through), so that the fact is kept and joins everything.
type Symbols = Option<Rc<HashSet<String>>>;

thread_local! {
    /// The symbols of facts met in this session: a path's facts are sliced again at each branch.
    static SYMBOLS: RefCell<HashMap<Bool, Symbols>> = RefCell::new(HashMap::new());
}

/// Forgets the session's facts.
pub(super) fn forget() {
    SYMBOLS.with(|cell| cell.borrow_mut().clear());
}

/// The part of a query its answer depends on.
#[derive(Debug)]
pub struct Relevant {
    /// The facts asked, in their order.
    pub facts: Vec<BoolTerm>,
    /// Every symbol they mention: the facts left out mention none of them.
    pub symbols: HashSet<String>,
}

/// The facts of `facts` the query depends on, in their order: every fact from `known` on, and
/// those before it (which are known to hold together) that share a symbol, directly or through
/// other kept facts, with one from `known` on. `None` when that is all of them.
pub fn relevant(facts: &[BoolTerm], known: usize) -> Option<Relevant> {
    let known = known.min(facts.len());
    if known == 0 {
        return None;
    }
    let symbols: Vec<Symbols> = facts.iter().map(|f| symbols_of(&f.0)).collect();
    let mut kept = vec![false; facts.len()];
    // (Borrowed from the facts' symbols: only those of a query that is sliced are copied.)
    let mut reached: HashSet<&str> = HashSet::new();
    for (i, s) in symbols.iter().enumerate().skip(known) {
        kept[i] = true;
        reached.extend(s.as_ref()?.iter().map(String::as_str));
    }
    // Until no more facts join: each pass takes in the facts sharing a symbol with those kept.
    let mut grew = true;
    while grew {
        grew = false;
        for i in 0..known {
            if kept[i] {
                continue;
            }
            let s = symbols[i].as_ref()?;
            if s.iter().any(|name| reached.contains(name.as_str())) {
                kept[i] = true;
                grew = true;
                reached.extend(s.iter().map(String::as_str));
            }
        }
    }
    if kept.iter().all(|k| *k) {
        return None;
    }
    let facts = facts.iter().zip(&kept).filter(|(_, k)| **k).map(|(f, _)| f.clone()).collect();
    Some(Relevant { facts, symbols: reached.into_iter().map(str::to_owned).collect() })
}

fn symbols_of(fact: &Bool) -> Symbols {
    if let Some(known) = SYMBOLS.with(|cell| cell.borrow().get(fact).cloned()) {
        return known;
    }
    let found = walk_symbols(fact).map(Rc::new);
    SYMBOLS.with(|cell| {
        let mut symbols = cell.borrow_mut();
        if symbols.len() >= MAX_FACTS {
            symbols.clear();
        }
        symbols.insert(fact.clone(), found.clone())
    });
    found
}

/// The symbols under `fact`, or `None` past a quantifier or [`MAX_WALK`] subterms.
fn walk_symbols(fact: &Bool) -> Option<HashSet<String>> {
    let mut symbols = HashSet::new();
    let complete = walk::every_app(vec![Dynamic::from_ast(fact)], MAX_WALK, |t| {
        if t.kind() == AstKind::Numeral {
            return Step::Skip;
        }
        // A symbol is an application without arguments that is not a literal (the prover
        // declares no functions, only constants). Interpreted constants such as `re.allchar`
        // count too: that can only keep more facts than needed. (`DeclKind::Uninterpreted` is
        // not used: its value differs between Z3 versions.)
        let decl = t.decl();
        if decl.arity() != 0 {
            return Step::Descend;
        }
        if !is_literal(t) {
            symbols.insert(decl.name());
        }
        Step::Skip
    });
    complete.then_some(symbols)
}

/// `true`, `false` or a string literal.
fn is_literal(t: &Dynamic) -> bool {
    t.as_bool().is_some_and(|b| b.as_bool().is_some()) || super::is_string_literal(t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::{Elem, IntTerm, ItemTerm, SeqTerm, StrTerm};
    use num_bigint::BigInt;

    fn int(n: i64) -> IntTerm {
        IntTerm::lit(&BigInt::from(n))
    }

    #[test]
    fn facts_sharing_no_symbol_with_the_new_ones_are_left_out() {
        let (x, y, z, s) = (IntTerm::var("x"), IntTerm::var("y"), IntTerm::var("z"), StrTerm::var("s"));
        // x is linked to z only through y; s stands apart.
        let facts = [int(5).lt(&x), s.len().lt(&int(3)), x.lt(&y), int(0).lt(&z), y.lt(&z), z.lt(&int(2))];
        let asked = relevant(&facts, 5).expect("the fact about s is left out").facts;
        assert_eq!(asked, [&facts[0], &facts[2], &facts[3], &facts[4], &facts[5]].map(Clone::clone));
        let unlinked = [int(5).lt(&x), s.len().lt(&int(3)), s.starts_with(&StrTerm::lit("a"))];
        assert_eq!(relevant(&unlinked, 2).expect("x is left out").facts, unlinked[1..].to_vec());
    }

    /// Facts not yet known to hold together may contradict each other whatever they mention:
    /// all of them are asked.
    #[test]
    fn facts_past_the_known_ones_are_always_asked() {
        let (x, y, z) = (IntTerm::var("x"), IntTerm::var("y"), IntTerm::var("z"));
        let facts = [int(0).lt(&y), int(5).lt(&x), z.lt(&int(3))];
        let asked = relevant(&facts, 1).expect("nothing links y to x or z");
        assert_eq!(asked.facts, facts[1..].to_vec());
        assert_eq!(asked.symbols, HashSet::from(["x".to_owned(), "z".to_owned()]));
        assert!(relevant(&facts, 0).is_none(), "nothing is known");
    }

    /// Regression: the symbols under an array read were missed (Z3 4.8 numbers the kind of
    /// uninterpreted functions differently from the bindings), so a branch on a list's item
    /// was asked without the facts about the list and found feasible where it was not.
    #[test]
    fn a_list_and_its_items_link_facts() {
        let xs = SeqTerm::var("xs", Elem::Int);
        let row = IntTerm::var("row");
        let ItemTerm::Int(item) = xs.nth(&row) else { unreachable!("a list of ints") };
        let facts = [xs.len().le(&int(1)), BoolTerm::and(&[int(0).le(&row), row.lt(&xs.len())]), int(3).lt(&item)];
        assert!(relevant(&facts, 2).is_none(), "every fact is linked to the item");
    }

    /// What a quantifier mentions is not looked through: nothing is left out beside it.
    #[test]
    fn a_quantified_fact_keeps_every_fact() {
        let (x, n) = (IntTerm::var("x"), IntTerm::var("n"));
        let xs = SeqTerm::var("xs", Elem::Int);
        let facts = [int(5).lt(&x), xs.contains(&ItemTerm::Int(n.clone())), int(0).lt(&n)];
        assert!(relevant(&facts, 2).is_none());
    }
}
