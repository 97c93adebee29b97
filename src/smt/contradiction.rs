//! Facts that contradict each other plainly, told without the solver or a guess: a fact that is
//! the literal `false`, a fact and its negation, or bounds on one integer constant that leave
//! no value (`1 <= q` with `q < 1`). A branch whose condition the path already settles asks
//! exactly such a query for its other side; over seed 8's first 1,000 fuzz cases two in five
//! unsatisfiable queries were of these shapes, and each cost a failed guess (which tries every
//! neighbour and assignment before giving up) and a solver call.
//!
//! Only what the facts say at their top (through `and`, `not`, negated `or`, and a junction
//! whose other arguments are plainly beside the point, such as `or(s == "a", and(c, false))`)
//! is read, and only a definite contradiction is reported: anything else is left to the
//! guesses and the solver. What is read serves [`alphabet`](super::alphabet) too: the texts
//! the facts pin to a literal or to the empty text.

use super::numeral;
use crate::kept::{self, Kept};
use num_bigint::BigInt;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use z3::ast::{Ast, Bool, Dynamic};
use z3::{AstKind, SortKind};
use z3_raw::Operator;

/// What one fact says at its top, as far as this module reads it.
#[derive(Default)]
struct Shape {
    /// The fact is false whatever the constants are.
    false_: bool,
    /// Conditions the fact asserts (`true`) or denies (`false`).
    literals: Vec<(Bool, bool)>,
    /// Bounds it puts on integer constants and on texts' lengths.
    bounds: Vec<(Dynamic, Bound)>,
}

/// A bound on one integer constant.
#[derive(Clone)]
enum Bound {
    Exactly(BigInt),
    AtLeast(BigInt),
    AtMost(BigInt),
    Not(BigInt),
}

/// How many facts' shapes a session keeps before starting over (facts recur: every query on a
/// path repeats its prefix).
const MAX_SHAPES: usize = 16_384;

/// Conjunctions, disjunctions and negations nested deeper than this are not looked into.
const MAX_DEPTH: usize = 16;

thread_local! {
    static SHAPES: RefCell<Kept<Bool, Rc<Shape>>> = RefCell::new(Kept::new(MAX_SHAPES));
}

/// Forgets the shapes kept (a new proof's session).
pub(super) fn forget() {
    kept::forget(&SHAPES);
}

/// Whether `facts` plainly cannot all hold (see the module docs); false says nothing.
pub(super) fn obvious(facts: &[Bool]) -> bool {
    let shapes: Vec<Rc<Shape>> = facts.iter().map(shape).collect();
    if shapes.iter().any(|s| s.false_) {
        return true;
    }
    let mut said: HashMap<&Bool, bool> = HashMap::new();
    for (condition, holds) in shapes.iter().flat_map(|s| &s.literals) {
        if *said.entry(condition).or_insert(*holds) != *holds {
            return true;
        }
    }
    let mut ranges: HashMap<&Dynamic, Range> = HashMap::new();
    for (constant, bound) in shapes.iter().flat_map(|s| &s.bounds) {
        if ranges.entry(constant).or_insert_with(|| Range::of(constant)).narrow(bound) {
            return true;
        }
    }
    false
}

/// The conditions `facts` assert (`true`) or deny (`false`) at their top, as [`obvious`]
/// reads them: each holds in every model of the facts.
pub(super) fn asserted(facts: &[Bool]) -> Vec<(Bool, bool)> {
    facts.iter().flat_map(|f| shape(f).literals.clone()).collect()
}

/// The text constants whose length the facts bound to at most 0 at their top (`len(s) <= 0`,
/// `not 0 < len(s)`): empty in every model of the facts.
pub(super) fn empty_texts(facts: &[Bool]) -> Vec<Dynamic> {
    let mut ranges: HashMap<Dynamic, Range> = HashMap::new();
    for f in facts {
        for (term, bound) in &shape(f).bounds {
            if term.sort_kind() == SortKind::Int && term.is_app() && term.num_children() == 1 {
                ranges.entry(term.clone()).or_insert_with(|| Range::of(term)).narrow(bound);
            }
        }
    }
    let empty = |range: &Range| range.high.as_ref().is_some_and(|high| *high <= BigInt::from(0));
    ranges.into_iter().filter(|(_, range)| empty(range)).filter_map(|(length, _)| length.nth_child(0)).collect()
}

/// The values a constant may still take: between `low` and `high` (inclusive, each when
/// known), except `excluded`.
#[derive(Default)]
struct Range {
    low: Option<BigInt>,
    high: Option<BigInt>,
    excluded: Vec<BigInt>,
}

impl Range {
    /// The values `term` may take before any bound: a length is never negative.
    fn of(term: &Dynamic) -> Range {
        let low = (term.num_children() == 1).then(|| BigInt::from(0));
        Range { low, ..Range::default() }
    }

    /// Narrows the range by `bound`; true when no value is left.
    fn narrow(&mut self, bound: &Bound) -> bool {
        match bound {
            Bound::Exactly(n) => {
                self.narrow(&Bound::AtLeast(n.clone()));
                return self.narrow(&Bound::AtMost(n.clone()));
            }
            Bound::AtLeast(n) => {
                if self.low.as_ref().is_none_or(|low| n > low) {
                    self.low = Some(n.clone());
                }
            }
            Bound::AtMost(n) => {
                if self.high.as_ref().is_none_or(|high| n < high) {
                    self.high = Some(n.clone());
                }
            }
            Bound::Not(n) => self.excluded.push(n.clone()),
        }
        match (&self.low, &self.high) {
            (Some(low), Some(high)) => low > high || (low == high && self.excluded.contains(low)),
            _ => false,
        }
    }
}

/// The shape of `fact`, kept for the session.
fn shape(fact: &Bool) -> Rc<Shape> {
    kept::recall_or(&SHAPES, fact, || {
        let mut found = Shape::default();
        read(&Dynamic::from_ast(fact), true, 0, &mut found);
        Rc::new(found)
    })
}

/// Reads what `term` says when it holds (`holds`) or when it does not, into `shape`.
fn read(term: &Dynamic, holds: bool, depth: usize, shape: &mut Shape) {
    let Ok(decl) = term.safe_decl() else { return };
    let kind = z3_raw::operator(term);
    let args = || term.children();
    let junction = kind == Some(Operator::And) || kind == Some(Operator::Or);
    if kind == Some(Operator::True) || kind == Some(Operator::False) {
        shape.false_ |= holds != (kind == Some(Operator::True));
    } else if kind == Some(Operator::Not) && depth < MAX_DEPTH {
        args().iter().for_each(|a| read(a, !holds, depth + 1, shape));
    } else if junction && depth < MAX_DEPTH && holds == (kind == Some(Operator::And)) {
        // `and` holding, and `or` failing, say each of their arguments.
        args().iter().for_each(|a| read(a, holds, depth + 1, shape));
    } else if junction && term.num_children() == 0 {
        // With no arguments, `and` is true and `or` false.
        shape.false_ |= holds != (kind == Some(Operator::And));
    } else if let Some(deciding) = junction.then(|| deciding_argument(&args(), holds)).flatten() {
        // An `or` holding (an `and` failing) whose other arguments are plainly false (true)
        // says what that one argument says; with every argument so, it cannot hold (fail).
        match deciding {
            Some(argument) if depth < MAX_DEPTH => read(&argument, holds, depth + 1, shape),
            Some(_) => {}
            None => shape.false_ = true,
        }
    } else {
        if let Some(bool_term) = term.as_bool() {
            shape.literals.push((bool_term, holds));
        }
        // A text that starts or ends with another contains it.
        if let (true, Some(contained)) = (holds, containment(&decl.name(), &args())) {
            shape.literals.push((contained, true));
        }
        if let Some(bound) = bound(kind, &args(), holds) {
            shape.bounds.push(bound);
        }
    }
}

/// For `str.prefixof(p, x)` and `str.suffixof(p, x)`, which say `x` starts or ends with `p`:
/// `str.contains(x, p)`, which follows from them.
fn containment(name: &str, args: &[Dynamic]) -> Option<Bool> {
    let [part, whole] = args else { return None };
    matches!(name, "str.prefixof" | "str.suffixof").then_some(())?;
    Some(whole.as_string()?.contains(part.as_string()?))
}

/// The one argument of an `or` holding (`holds`; of an `and` failing otherwise) that is not
/// plainly `!holds`: `Some(None)` when every argument is, `None` when more than one is not.
fn deciding_argument(args: &[Dynamic], holds: bool) -> Option<Option<Dynamic>> {
    let mut open = args.iter().filter(|a| !plainly(a, !holds, 0));
    let first = open.next().cloned();
    open.next().is_none().then_some(first)
}

/// Whether `term` is `value` whatever its constants are, as its literal `true` and `false`
/// arguments show.
fn plainly(term: &Dynamic, value: bool, depth: usize) -> bool {
    let kind = z3_raw::operator(term);
    let args = || term.children();
    if kind == Some(Operator::True) || kind == Some(Operator::False) {
        value == (kind == Some(Operator::True))
    } else if depth >= MAX_DEPTH {
        false
    } else if kind == Some(Operator::Not) {
        args().iter().all(|a| plainly(a, !value, depth + 1))
    } else if kind == Some(Operator::And) || kind == Some(Operator::Or) {
        // `and` is false when any argument is, true when all are; `or` the other way round.
        if value == (kind == Some(Operator::Or)) {
            args().iter().any(|a| plainly(a, value, depth + 1))
        } else {
            args().iter().all(|a| plainly(a, value, depth + 1))
        }
    } else {
        false
    }
}

/// The bound a comparison of an integer constant with a numeral puts on the constant, when it
/// holds (`holds`) or when it does not.
fn bound(kind: Option<Operator>, args: &[Dynamic], holds: bool) -> Option<(Dynamic, Bound)> {
    let [left, right] = args else { return None };
    let (constant, n, flipped) = match (constant_of(left), number_of(right), number_of(left), constant_of(right)) {
        (Some(c), Some(n), _, _) => (c, n, false),
        (_, _, Some(n), Some(c)) => (c, n, true),
        _ => return None,
    };
    // `constant OP n`, with OP as written when the constant is on the left.
    let op = match (kind, flipped) {
        (Some(Operator::Eq), _) => Op::Eq,
        (Some(Operator::Le), false) | (Some(Operator::Ge), true) => Op::Le,
        (Some(Operator::Lt), false) | (Some(Operator::Gt), true) => Op::Lt,
        (Some(Operator::Ge), false) | (Some(Operator::Le), true) => Op::Ge,
        (Some(Operator::Gt), false) | (Some(Operator::Lt), true) => Op::Gt,
        _ => return None,
    };
    let one = BigInt::from(1);
    let bound = match (op, holds) {
        (Op::Eq, true) => Bound::Exactly(n),
        (Op::Eq, false) => Bound::Not(n),
        (Op::Le, true) | (Op::Gt, false) => Bound::AtMost(n),
        (Op::Lt, true) | (Op::Ge, false) => Bound::AtMost(n - one),
        (Op::Ge, true) | (Op::Lt, false) => Bound::AtLeast(n),
        (Op::Gt, true) | (Op::Le, false) => Bound::AtLeast(n + one),
    };
    Some((constant, bound))
}

#[derive(Clone, Copy)]
enum Op {
    Eq,
    Le,
    Lt,
    Ge,
    Gt,
}

/// `term` when it is a free integer constant or the length of a free text constant.
fn constant_of(term: &Dynamic) -> Option<Dynamic> {
    let free = |t: &Dynamic| t.is_const() && t.kind() != AstKind::Numeral && !super::is_string_literal(t);
    let length_of_free = || term.decl().name() == "str.len" && term.nth_child(0).is_some_and(|s| free(&s));
    let is_constant = term.sort_kind() == SortKind::Int && (free(term) || (term.is_app() && length_of_free()));
    is_constant.then(|| term.clone())
}

/// The value of `term` when it is an integer numeral.
fn number_of(term: &Dynamic) -> Option<BigInt> {
    (term.kind() == AstKind::Numeral).then_some(())?;
    numeral(&term.as_int()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::{BoolTerm, IntTerm, StrTerm};
    use proptest::prelude::*;

    fn int(n: i64) -> IntTerm {
        IntTerm::lit(&BigInt::from(n))
    }

    fn obvious_of(facts: &[BoolTerm]) -> bool {
        forget();
        obvious(&facts.iter().map(|f| f.0.clone()).collect::<Vec<_>>())
    }

    #[test]
    fn a_literal_false_fact_is_a_contradiction() {
        let q = IntTerm::var("q");
        assert!(obvious_of(&[int(1).le(&q), BoolTerm::lit(false)]));
        assert!(obvious_of(&[BoolTerm::and(&[]).not()]), "not of the empty conjunction");
        assert!(obvious_of(&[BoolTerm::or(&[])]), "the empty disjunction");
        assert!(!obvious_of(&[BoolTerm::and(&[]), BoolTerm::or(&[]).not()]));
    }

    #[test]
    fn a_fact_and_its_negation_are_a_contradiction_however_nested() {
        let (x, flag) = (IntTerm::var("x"), BoolTerm::var("flag"));
        let cond = x.mul(&x).lt(&int(7));
        assert!(obvious_of(&[cond.clone(), flag.clone(), cond.not()]));
        assert!(obvious_of(&[
            BoolTerm::and(&[flag.clone(), cond.clone()]),
            BoolTerm::or(&[flag.clone(), cond.clone()]).not()
        ]));
        assert!(obvious_of(&[cond.not().not(), cond.not()]));
        assert!(
            !obvious_of(&[BoolTerm::or(&[flag.clone(), cond.clone()]), flag.not()]),
            "a disjunction that holds is not read"
        );
    }

    /// A text that ends (or starts) with `xy` contains it: `s.endswith("xy")` and `"xy" not in
    /// s` cannot both hold (Z3 4.8 ran out of time on this with `s` an f-string of an int).
    #[test]
    fn a_text_that_starts_or_ends_with_another_contains_it() {
        let (b, s) = (IntTerm::var("b"), StrTerm::var("s"));
        let text = StrTerm::concat(&[StrTerm::of_int(&b), StrTerm::lit("-"), s]);
        let xy = StrTerm::lit("xy");
        assert!(obvious_of(&[text.ends_with(&xy), text.contains(&xy).not()]));
        assert!(obvious_of(&[text.starts_with(&xy), text.contains(&xy).not()]));
        assert!(!obvious_of(&[text.ends_with(&xy).not(), text.contains(&xy)]), "it may contain it elsewhere");
    }

    #[test]
    fn bounds_on_one_constant_that_leave_no_value_are_a_contradiction() {
        let q = IntTerm::var("quote_result_3");
        let facts = [int(-5).le(&q), q.le(&int(100)), int(7).lt(&q), q.le(&int(1000)).not()];
        assert!(obvious_of(&facts));
        assert!(!obvious_of(&facts[..3]));
        assert!(obvious_of(&[int(3).le(&q), q.le(&int(3)), q.eq(&int(3)).not()]), "the one value left is excluded");
        assert!(!obvious_of(&[int(3).le(&q), q.le(&int(4)), q.eq(&int(3)).not()]));
        assert!(obvious_of(&[q.eq(&int(2)), int(2).lt(&q)]));
        assert!(!obvious_of(&[q.add(&int(1)).lt(&int(0)), int(0).lt(&q)]), "a sum is not a constant");
    }

    #[test]
    fn a_junction_whose_other_arguments_are_plainly_beside_the_point_says_what_the_last_one_says() {
        let (x, flag) = (IntTerm::var("x"), BoolTerm::var("flag"));
        let never = BoolTerm::and(&[flag.clone(), BoolTerm::lit(false)]);
        assert!(obvious_of(&[BoolTerm::or(&[x.lt(&int(0)), never.clone()]), int(0).le(&x)]));
        assert!(obvious_of(&[
            BoolTerm::and(&[x.lt(&int(0)), BoolTerm::or(&[flag.clone(), BoolTerm::lit(true)])]).not(),
            x.lt(&int(0))
        ]));
        assert!(
            obvious_of(&[BoolTerm::or(&[never.clone(), BoolTerm::lit(true).not().not().not()])]),
            "every argument plainly false"
        );
        assert!(!obvious_of(&[BoolTerm::or(&[x.lt(&int(0)), flag.clone()]), int(0).le(&x)]), "two arguments open");
    }

    #[test]
    fn bounds_on_a_texts_length_are_read_and_a_length_is_never_negative() {
        let s = StrTerm::var("s");
        assert!(obvious_of(&[int(3).lt(&s.len()), s.len().lt(&int(2))]));
        assert!(obvious_of(&[s.len().lt(&int(0))]));
        assert!(!obvious_of(&[s.len().le(&int(0))]));
        let empty = |facts: &[BoolTerm]| empty_texts(&facts.iter().map(|f| f.0.clone()).collect::<Vec<_>>());
        assert_eq!(empty(&[int(0).lt(&s.len()).not()]).len(), 1);
        assert!(empty(&[s.len().le(&int(1))]).is_empty());
    }

    fn atom(var: usize, op: usize, n: i64, negated: bool) -> BoolTerm {
        let v = if var == 2 { StrTerm::var("s").len() } else { IntTerm::var(["a", "b"][var]) };
        let c = int(n);
        let a = match op {
            0 => v.le(&c),
            1 => v.lt(&c),
            2 => c.le(&v),
            3 => c.lt(&v),
            _ => v.eq(&c),
        };
        if negated {
            a.not()
        } else {
            a
        }
    }

    proptest! {
        /// Whatever it reports as a contradiction, the solver finds unsatisfiable.
        #[test]
        fn every_contradiction_found_is_unsatisfiable(
            atoms in prop::collection::vec((0..3usize, 0..5usize, -3..4i64, any::<bool>()), 1..6)
        ) {
            let facts: Vec<BoolTerm> = atoms.iter().map(|&(v, op, n, neg)| atom(v, op, n, neg)).collect();
            if obvious_of(&facts) {
                let solver = z3::Solver::new();
                facts.iter().for_each(|f| solver.assert(&f.0));
                prop_assert_eq!(solver.check(), z3::SatResult::Unsat);
            }
        }
    }
}
