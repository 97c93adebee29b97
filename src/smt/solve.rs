//! Asking Z3 whether facts can hold together: one solver per thread (push/pop) for the quick
//! attempt, a fresh one with the rest of the time limit when that cannot decide, and a weaker query
//! first where int-to-string conversions would slow Z3 down.

use super::evaluate::{self, Value};
use super::{alphabet, contradiction, counts, digits, guess, lengths, read_model, relax, BoolTerm, SatOutcome, Vars};
use crate::kept::{self, Kept};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::time::{Duration, Instant};
use z3::ast::{Ast, Bool};

/// How much work (Z3's deterministic resource count, so results do not depend on the machine's
/// load) the quick, incremental attempt of a query may do before the full solver is tried.
const QUICK_RLIMIT: u32 = 300_000;

/// The quick attempt also stops after this fraction of the query's time limit: Z3 4.8's string
/// solver counts little of its work, so a query it cannot decide used to spend the whole limit
/// here and then again on the full solver (over seed 8's first 400 fuzz cases, a fifth of the
/// limit took 10-20% off the time and left one more case of 400 undecided).
const QUICK_SHARE: u32 = 5;

/// The SMT core's share of the time a query has left once the quick attempts are done: a
/// half, the rest going to the full solver.
const CORE_SHARE: u32 = 2;

thread_local! {
    /// One solver per thread for the quick attempts, reused with push/pop (see
    /// [`quick_solver`]).
    static QUICK: RefCell<Option<z3::Solver>> = const { RefCell::new(None) };
    /// The session's answers by query (the facts in order, with the time limit): a proof asks
    /// some queries more than once (a failing path's feasibility, then its counterexample).
    static ANSWERS: RefCell<Kept<Query, Answer>> = RefCell::new(Kept::new(MAX_ANSWERS));
    /// The session's feasibility answers by query, guessed or not: exploring a loop over rows
    /// again on another path of the program asks the same queries again (thousands of times
    /// for some programs, each guess costing a tenth of a millisecond before the answer above).
    static FEASIBLE: RefCell<Kept<Query, Feasibility>> = RefCell::new(Kept::new(MAX_ANSWERS));
}

/// A feasibility answer as kept: a model (none when unsatisfiable), or why it was not decided.
type Feasibility = Result<Option<Rc<z3::Model>>, String>;

/// A query as answers are kept by: the facts in order, with the time limit.
type Query = (Vec<Bool>, u32);

fn query(facts: &[BoolTerm], timeout_ms: u32) -> Query {
    (facts.iter().map(|f| f.0.clone()).collect(), timeout_ms)
}

/// The most items a counterexample's lists and tables are asked to have, in turn, before any
/// length is allowed.
const SHORT: [i64; 2] = [1, 3];

/// The most items a CPython list can hold (`sys.maxsize`, `PY_SSIZE_T_MAX` on 64-bit builds):
/// stated for every list and table a model reports, so no counterexample needs a longer one
/// (a count over a query result past 10**4300 would fail `str()` only on such a list).
const PY_SSIZE_T_MAX: i64 = i64::MAX;

/// How many answers a session keeps before it starts over (a bound on memory, never reached by
/// the corpus).
const MAX_ANSWERS: usize = 4096;

/// Readies the C heap so that the Z3 context gets its tables on huge pages (see
/// `z3_raw::ready_for_context`): for a process that makes one context and then exits
/// (`clauz3 prove`); call before the first term.
pub fn ready_for_the_only_context() {
    z3_raw::ready_for_context();
}

/// Starts a proof's session: its own answers, and unless `keep_solver`, a new incremental
/// solver, so that its answers (and its counterexamples) do not depend on which proofs ran
/// before it on the same thread. Kept, the solver saves the few milliseconds Z3 spends on a new
/// solver's first query.
pub fn fresh_session(keep_solver: bool) {
    if !keep_solver {
        QUICK.with(|cell| *cell.borrow_mut() = None);
    }
    kept::forget(&ANSWERS);
    super::slice::forget();
    contradiction::forget();
    evaluate::forget();
    guess::forget();
    super::wide::forget();
    kept::forget(&FEASIBLE);
}

/// Checks whether `facts` can all hold, within `timeout_ms`. On `sat`, evaluates the named
/// variables in the model (completing unconstrained ones). A query is first tried on the
/// thread's incremental solver with a small work limit and a fifth of the time limit; if that
/// cannot decide it, a fresh solver with Z3's full preprocessing gets the rest of the time
/// limit.
///
/// Plain guesses (see [`guess`]) are tried before the solver when no values are read, and on
/// facts about strings: Z3 4.8 takes milliseconds to build a model with strings, and past its
/// time limit (or without end) one with a long string (`len(s) > 1000`). Otherwise a
/// counterexample's values come from the solver, whose models sit on the boundaries a person
/// looks for (`amount=16` where `2 * amount > 30`, where a guess may give `amount=19`).
pub fn check(facts: &[BoolTerm], timeout_ms: u32, vars: &Vars) -> SatOutcome {
    let most = vars.at_most(PY_SSIZE_T_MAX).into_iter().map(BoolTerm);
    let facts: &[BoolTerm] = &facts.iter().cloned().chain(most).collect::<Vec<_>>();
    let plain: Vec<Bool> = facts.iter().map(|f| f.0.clone()).collect();
    if contradiction::obvious(&plain) {
        return SatOutcome::Unsat;
    }
    let first = if vars.is_empty() { guess::When::Always } else { guess::When::WithStrings };
    // A guess whose values cannot be shown (a list of more than 1,000 items) leaves the query
    // to the solver, whose model may be one that can.
    if let Some(SatOutcome::Sat(values)) = guess_short(&plain, vars, first).map(|model| read(&model, vars)) {
        return SatOutcome::Sat(values);
    }
    match solve(facts, timeout_ms) {
        Answer::Sat(model) => read(&shorter(facts, timeout_ms, vars).unwrap_or(model), vars),
        Answer::Unsat => SatOutcome::Unsat,
        Answer::TooLong => SatOutcome::Unknown(TOO_LONG.into()),
        // A model the solver could not find may still be a plain one (those about strings
        // were tried above; long texts were tried by `ask`).
        Answer::Unknown(why) => {
            let plain_model =
                (first == guess::When::WithStrings).then(|| guess::model(&plain, None, guess::When::Always));
            match plain_model.flatten() {
                Some(model) => read(&model, vars),
                None => SatOutcome::Unknown(why),
            }
        }
    }
}

/// A model's values, or undecided when one is no Python value.
fn read(model: &z3::Model, vars: &Vars) -> SatOutcome {
    match read_model(model, vars) {
        Ok(values) => SatOutcome::Sat(values),
        Err(why) => SatOutcome::Unknown(why),
    }
}

/// A guess (see [`guess`]) whose lists and tables have one item, or else at most three, or
/// else any number, as [`shorter`] asks the solver for.
fn guess_short(facts: &[Bool], vars: &Vars, when: guess::When) -> Option<z3::Model> {
    let bounded = SHORT.iter().map(|&bound| vars.short(bound)).filter(|short| !short.is_empty());
    let mut tries = bounded.map(|short| facts.iter().cloned().chain(short).collect::<Vec<Bool>>());
    tries.find_map(|bounded| guess::model(&bounded, None, when)).or_else(|| guess::model(facts, None, when))
}

/// A model of satisfiable `facts` whose lists and tables have one item, or else at most three,
/// when a quick attempt finds one: a counterexample is read by a person, and the solver's own
/// model may have any lengths.
fn shorter(facts: &[BoolTerm], timeout_ms: u32, vars: &Vars) -> Option<Rc<z3::Model>> {
    SHORT.iter().find_map(|&bound| {
        let short = vars.short(bound);
        if short.is_empty() {
            return None;
        }
        let bounded: Vec<BoolTerm> = facts.iter().cloned().chain(short.into_iter().map(BoolTerm)).collect();
        match settle_quickly(&bounded, timeout_ms) {
            Answer::Sat(model) => Some(model),
            Answer::Unsat | Answer::TooLong | Answer::Unknown(_) => None,
        }
    })
}

/// Like [`check`] with no variables to read, keeping the model as a [`Witness`] that can show
/// later queries satisfiable without asking the solver. Plain guesses are tried first, near
/// `near` when given (see [`guess`]).
pub fn feasible(facts: &[BoolTerm], timeout_ms: u32, near: Option<&Witness>) -> Result<Option<Witness>, String> {
    let key = query(facts, timeout_ms);
    let answer = kept::recall_or(&FEASIBLE, &key, || find_witness(facts, timeout_ms, near));
    answer.map(|model| model.map(Witness::of))
}

fn find_witness(facts: &[BoolTerm], timeout_ms: u32, near: Option<&Witness>) -> Result<Option<Rc<z3::Model>>, String> {
    let plain: Vec<Bool> = facts.iter().map(|f| f.0.clone()).collect();
    // A side the path plainly rules out (the other side of a branch it settles) is the commonest
    // unsatisfiable query: no guess can meet it, and each would try its every assignment first.
    if contradiction::obvious(&plain) {
        return Ok(None);
    }
    if let Some(model) = guess::model(&plain, near.map(|w| &**w.model()), guess::When::Always) {
        return Ok(Some(Rc::new(model)));
    }
    match solve(facts, timeout_ms) {
        Answer::Sat(model) => Ok(Some(model)),
        // Possible, with no model to keep: an empty one shows nothing later.
        Answer::TooLong => Ok(Some(Rc::new(z3::Model::new()))),
        Answer::Unsat => Ok(None),
        Answer::Unknown(why) => Err(why),
    }
}

/// Why a counterexample that needs a text too long to build is not given.
const TOO_LONG: &str = "only texts longer than 65,536 characters meet the facts";

/// A satisfying assignment kept from a query, with the facts evaluated in it so far: the
/// explorer holds every branch's path condition against its latest models, so the same facts
/// are asked about again and again as a path grows.
#[derive(Debug)]
pub struct Witness {
    /// Made on first use for an assignment of plain values ([`Witness::assigning`]): most
    /// facts held against one are computed on those values, and a new Z3 model cost more.
    model: std::cell::OnceCell<Rc<z3::Model>>,
    /// For an assignment, each constant with its value, for the model when one is needed.
    assigned: Vec<(z3::ast::Dynamic, super::Scalar)>,
    evaluated: RefCell<HashMap<Bool, bool>>,
    /// The plain values of the constants met so far (see [`evaluate`]), `None` for those that
    /// have none (an array the solver gave as a function of its own).
    values: RefCell<HashMap<z3::ast::Dynamic, Option<Value>>>,
}

impl Witness {
    /// The assignment giving each named constant its value (every other symbol is completed
    /// with a default when evaluated): a run's values, held against path conditions without
    /// asking the solver. Text outside the solver's alphabet is left out of the model: callers
    /// give no such value.
    pub fn assigning(values: &[(String, super::Scalar)]) -> Witness {
        use super::{BoolTerm as B, IntTerm as I, Scalar, StrTerm as S};
        let assigned: Vec<(z3::ast::Dynamic, Scalar)> = values
            .iter()
            .map(|(name, value)| {
                let constant: z3::ast::Dynamic = match value {
                    Scalar::Int(_) => I::var(name).0.into(),
                    Scalar::Bool(_) => B::var(name).0.into(),
                    Scalar::Str(_) => S::var(name).0.into(),
                };
                (constant, value.clone())
            })
            .collect();
        let plain = assigned.iter().map(|(constant, value)| (constant.clone(), Value::of_scalar(value)));
        Witness {
            model: std::cell::OnceCell::new(),
            values: RefCell::new(plain.collect()),
            assigned,
            evaluated: RefCell::default(),
        }
    }

    /// The model: the solver's or guess's, or one made of the assignment.
    fn model(&self) -> &Rc<z3::Model> {
        self.model.get_or_init(|| {
            let model = z3::Model::new();
            for (constant, value) in &self.assigned {
                use super::{BoolTerm as B, IntTerm as I, Scalar, StrTerm as S};
                let literal: z3::ast::Dynamic = match value {
                    Scalar::Int(i) => I::lit(i).0.into(),
                    Scalar::Bool(b) => B::lit(*b).0.into(),
                    // Callers hold back text the solver cannot hold (see `assigning`).
                    Scalar::Str(s) => match S::text(s) {
                        Ok(t) => t.0.into(),
                        Err(_) => continue,
                    },
                };
                model.add_const_interp(&constant.decl(), &literal);
            }
            Rc::new(model)
        })
    }

    /// A model of `asked`'s facts (this one) completed by a model of the facts left out of
    /// it (`rest`): the constants they mention, none of which `asked` mentions, take their values
    /// from `rest`. Arrays of `rest` are not taken over (Z3 may give their values as functions
    /// of its own, which the copy would lack); such a constant keeps its default.
    pub fn completed_from(&self, rest: &Witness, asked: &super::Relevant) -> Witness {
        use z3::Translate;
        let model = self.model().translate(&z3::Context::thread_local());
        let taken = rest.model().iter().filter(|d| d.arity() == 0 && d.range() != z3::SortKind::Array);
        for decl in taken.filter(|d| !asked.symbols.contains(&d.name())) {
            if let Some(value) = rest.model().get_const_interp(&decl.apply(&[])) {
                model.add_const_interp(&decl, &value);
            }
        }
        Witness::of(Rc::new(model))
    }

    fn of(model: Rc<z3::Model>) -> Witness {
        Witness {
            model: std::cell::OnceCell::from(model),
            assigned: Vec::new(),
            evaluated: RefCell::default(),
            values: RefCell::default(),
        }
    }

    /// Whether every fact evaluates to true in this assignment (completed with defaults for
    /// symbols it leaves open): then the facts can all hold. False when some fact is false or
    /// does not evaluate to a literal (quantifiers, say), which proves nothing either way.
    pub fn satisfies<'a>(&self, facts: impl IntoIterator<Item = &'a BoolTerm>) -> bool {
        facts.into_iter().all(|f| {
            if let Some(&known) = self.evaluated.borrow().get(&f.0) {
                return known;
            }
            let value = self.computed(&f.0).unwrap_or_else(|| holds(self.model(), &f.0));
            self.evaluated.borrow_mut().insert(f.0.clone(), value);
            value
        })
    }

    /// `fact`'s value in this assignment computed on plain values, when [`evaluate`] can.
    fn computed(&self, fact: &Bool) -> Option<bool> {
        let compiled = evaluate::compiled(fact);
        let mut values = self.values.borrow_mut();
        let args = compiled
            .constants
            .iter()
            .map(|c| {
                let value = values
                    .entry(c.clone())
                    .or_insert_with(|| self.model().eval(c, true).and_then(|v| Value::of_literal(&v)));
                value.clone()
            })
            .collect::<Option<Vec<Value>>>()?;
        compiled.holds(&args.iter().collect::<Vec<_>>())
    }
}

/// What the solver said, with its model on `sat`.
#[derive(Clone)]
enum Answer {
    Sat(Rc<z3::Model>),
    /// Satisfiable, but only with a text too long for a model here to hold (see
    /// [`relax::Exact::TooLong`]): a branch side that is possible, with no counterexample to show.
    TooLong,
    Unsat,
    Unknown(String),
}

/// The session's answer to the query when it was asked before, else the solver's (kept).
fn solve(facts: &[BoolTerm], timeout_ms: u32) -> Answer {
    kept::recall_or(&ANSWERS, &query(facts, timeout_ms), || ask(facts, timeout_ms))
}

/// The quick incremental attempt, then the full solver when that cannot decide. Tests of
/// literals the other side's characters rule out are settled first (see [`alphabet`]); facts
/// with int-to-string conversions are first asked in a weaker form (see [`digits`]).
fn ask(facts: &[BoolTerm], timeout_ms: u32) -> Answer {
    // The same facts with the tests their characters rule out made false, when there are any.
    let plain: Vec<Bool> = facts.iter().map(|f| f.0.clone()).collect();
    let settled: Option<Vec<BoolTerm>> = alphabet::settle(&plain).map(|s| s.into_iter().map(BoolTerm).collect());
    let facts = settled.as_deref().unwrap_or(facts);
    // A test settled false can leave a plain contradiction (a path taking its true side).
    if settled.is_some() && contradiction::obvious(&facts.iter().map(|f| f.0.clone()).collect::<Vec<_>>()) {
        return Answer::Unsat;
    }
    // Facts about texts' lengths alone are facts about integers (see `relax::exact`), which Z3
    // decides at once where its string solver may give up.
    let shadow_answer = |shadow: &[Bool]| match quick(shadow, timeout_ms) {
        Answer::Sat(model) => Some(Some(model)),
        Answer::Unsat => Some(None),
        Answer::TooLong | Answer::Unknown(_) => None,
    };
    match relax::exact(&facts.iter().map(|f| f.0.clone()).collect::<Vec<_>>(), shadow_answer) {
        Some(relax::Exact::Unsat) => return Answer::Unsat,
        Some(relax::Exact::Sat(model)) if facts.iter().all(|f| holds(&model, &f.0)) => {
            return Answer::Sat(Rc::new(model))
        }
        Some(relax::Exact::TooLong) => return Answer::TooLong,
        Some(relax::Exact::Sat(_)) | None => {}
    }
    let started = Instant::now();
    match settle_quickly(facts, timeout_ms) {
        Answer::Unknown(_) => {
            // Word equations Z3 4.8 cannot settle are often refuted by counting characters.
            if counted_out(facts, timeout_ms) {
                return Answer::Unsat;
            }
            // Texts longer than Z3 4.8 builds in time are given their lengths first (see
            // [`relax`](super::relax)); the full solver would spend the rest of the limit.
            if let Some(model) = guess::long_texts(&plain) {
                return Answer::Sat(Rc::new(model));
            }
            // What is left of the query's time limit goes to the last attempts, so that the
            // limit bounds the whole query, as `--timeout` says.
            let left = || timeout_ms.checked_sub(started.elapsed().as_millis() as u32).filter(|&left| left > 0);
            let Some(share) = left() else { return Answer::Unknown("timeout".into()) };
            // The SMT core without the quick attempt's work limit refutes some joins of
            // string slices in a tenth of a second that the full solver's portfolio cannot
            // refute at all (Z3 4.8), so it gets half of what is left first.
            let answer = run(&core_solver(0), &plain, (share / CORE_SHARE).max(1));
            if !matches!(answer, Answer::Unknown(_)) {
                return answer;
            }
            match left() {
                Some(left) => run(&solver(0), &hard(facts), left),
                None => Answer::Unknown("timeout".into()),
            }
        }
        decided @ (Answer::Sat(_) | Answer::Unsat | Answer::TooLong) => decided,
    }
}

/// Whether the integer facts that counting the texts' characters gives (see [`counts`]) cannot
/// hold: then neither can `facts`.
fn counted_out(facts: &[BoolTerm], timeout_ms: u32) -> bool {
    let plain: Vec<Bool> = facts.iter().map(|f| f.0.clone()).collect();
    counts::implied(&plain).is_some_and(|implied| matches!(quick(&implied, timeout_ms), Answer::Unsat))
}

/// The facts as the full solver gets them, for queries the quick attempt could not decide:
/// simplified by Z3's own rewriter first (the full solver's preprocessing leaves some constant
/// conditions and nested `ite`s in place, on which Z3 4.8 can time out), with every string's
/// length bounded as CPython bounds it (see [`lengths`]; only a query the quick attempt could
/// not settle needs the bound, so the others are asked as they were).
fn hard(facts: &[BoolTerm]) -> Vec<Bool> {
    let simplified: Vec<Bool> = facts.iter().map(|f| f.0.simplify()).collect();
    let bounds = lengths::bounds(&simplified);
    simplified.into_iter().chain(bounds).collect()
}

/// The weaker query when there is one (and, when its model gets the original facts wrong, the
/// weaker query pinned to that model's texts, see [`digits`]), then the incremental solver
/// within its work limit. When the weaker query cannot be decided quickly either, the query
/// itself is left to the full solver: with its int-to-string conversions it is the harder of
/// the two (over seed 8's first 1,000 fuzz cases, also asking it quickly decided no more
/// queries and took 5-10% longer).
fn settle_quickly(facts: &[BoolTerm], timeout_ms: u32) -> Answer {
    let satisfies_facts = |model: &z3::Model| facts.iter().all(|f| holds(model, &f.0));
    if let Some(weaker) = digits::weaken(facts) {
        match quick(&weaker.facts, timeout_ms) {
            decided @ (Answer::Unsat | Answer::TooLong) => return decided,
            Answer::Sat(model) if satisfies_facts(&model) => return Answer::Sat(model),
            Answer::Unknown(why) => return Answer::Unknown(why),
            Answer::Sat(model) => {
                if let Some(Answer::Sat(model)) = weaker.pinned(&model).map(|pinned| quick(&pinned, timeout_ms)) {
                    if satisfies_facts(&model) {
                        return Answer::Sat(model);
                    }
                }
            }
        }
    }
    quick(&facts.iter().map(|f| f.0.clone()).collect::<Vec<_>>(), timeout_ms)
}

/// Whether `fact` evaluates to true in `model` (completed with defaults where it is silent).
pub(super) fn holds(model: &z3::Model, fact: &Bool) -> bool {
    model.eval(fact, true).and_then(|v| v.as_bool()) == Some(true)
}

/// One attempt on the thread's incremental solver, within its work limit and a fifth of the
/// query's time limit.
fn quick(facts: &[Bool], timeout_ms: u32) -> Answer {
    QUICK.with(|cell| {
        let mut slot = cell.borrow_mut();
        // (The time limit is the check's, not the solver's: one solver serves every query.)
        let quick = slot.take().unwrap_or_else(quick_solver);
        let share = (timeout_ms / QUICK_SHARE).max(1);
        quick.push();
        let mut answer = run(&quick, facts, share);
        quick.pop(1);
        if let Answer::Unknown(why) = &answer {
            if incomplete(why) {
                // Where the SMT core gives up without running out of work (its string and
                // nonlinear theories are incomplete), Z3's tactic portfolio may still decide
                // the query quickly: as the incremental solver of `Z3_mk_solver` falls back to
                // it, with the same work limit.
                answer = run(&solver(QUICK_RLIMIT), facts, share);
            }
        }
        // A check Z3 gave up on (its work limit, the time limit) can leave the incremental
        // solver in a state where a later check crashes the process (seen with strings in Z3
        // 4.8.12), so the next query starts on a new one.
        if !matches!(answer, Answer::Unknown(_)) {
            *slot = Some(quick);
        }
        answer
    })
}

/// Whether the SMT core gave up on a query for want of a decision procedure, not of work or
/// time.
fn incomplete(why: &str) -> bool {
    why != "timeout" && !why.contains("resource limit") && !why.contains("canceled")
}

/// The solver of the quick attempts: Z3's `smt` tactic behind the solver interface, with
/// [`QUICK_RLIMIT`]. A solver from `Z3_mk_solver` builds its whole portfolio of tactics (one
/// per logic) on first use, about 30 million instructions, which was more than half of a whole
/// `clauz3 prove` process on a small program (benches/README.md); the quick attempt never uses
/// that portfolio except as a fallback when the SMT core gives up, and the full solver (which
/// has it) is asked next in that case anyway. The `smt` tactic sets up a new SMT core per check
/// (about a million instructions for a query over ints), which a proof's few checks repay many
/// times over.
fn quick_solver() -> z3::Solver {
    core_solver(QUICK_RLIMIT)
}

/// Z3's `smt` tactic behind the solver interface, within `rlimit` (0: no work limit).
fn core_solver(rlimit: u32) -> z3::Solver {
    let solver = z3::Tactic::new("smt").solver();
    let mut params = z3::Params::new();
    params.set_u32("rlimit", rlimit);
    solver.set_params(&params);
    solver
}

/// A new solver with a work limit per check (0: none). The parameter is set once: setting it
/// on every check re-reads Z3's whole configuration, which took most of the time of a typical
/// query.
fn solver(rlimit: u32) -> z3::Solver {
    let solver = z3::Solver::new();
    let mut params = z3::Params::new();
    params.set_u32("rlimit", rlimit);
    solver.set_params(&params);
    solver
}

/// Asserts `facts` and checks them within `timeout_ms`. The time limit is kept by our own
/// watchdog (see `z3_raw::check_within`), not Z3's `timeout` parameter, whose timer thread
/// doubled the cost of a short check.
fn run(solver: &z3::Solver, facts: &[Bool], timeout_ms: u32) -> Answer {
    for f in facts {
        solver.assert(f);
    }
    let timed = z3_raw::check_within(solver, Duration::from_millis(timeout_ms.into()));
    match timed.result {
        z3::SatResult::Unsat => Answer::Unsat,
        z3::SatResult::Unknown if timed.timed_out => Answer::Unknown("timeout".into()),
        z3::SatResult::Unknown => Answer::Unknown(solver.get_reason_unknown().unwrap_or_else(|| "unknown".into())),
        z3::SatResult::Sat => match solver.get_model() {
            Some(model) => Answer::Sat(Rc::new(model)),
            None => Answer::Unknown("the solver gave no model".into()),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::{IntTerm, StrTerm};
    use num_bigint::BigInt;

    fn answers() -> usize {
        ANSWERS.with(|cell| cell.borrow().len())
    }

    /// An assignment of plain values is held against facts as a model giving those values would
    /// be: constants it leaves out take their sort's default.
    #[test]
    fn an_assignment_of_plain_values_satisfies_what_a_model_of_them_would() {
        use crate::smt::{Scalar, StrTerm};
        fresh_session(false);
        let (x, y, s) = (IntTerm::var("x"), IntTerm::var("y"), StrTerm::var("s"));
        let int = |n: i64| IntTerm::lit(&BigInt::from(n));
        let values = [("x".to_owned(), Scalar::Int(3.into())), ("s".to_owned(), Scalar::Str("é!".into()))];
        let assigned = Witness::assigning(&values);
        assert!(assigned.satisfies(&[int(2).lt(&x), s.eq(&StrTerm::lit("é!")), y.eq(&int(0))]));
        assert!(!Witness::assigning(&values).satisfies(&[int(5).lt(&x)]));
        assert!(!Witness::assigning(&values).satisfies(&[y.eq(&int(1))]), "y is 0 when left out");
        let quantified = BoolTerm(z3::ast::forall_const(&[&y.0], &[], &y.0.ge(&x.0)));
        assert!(!Witness::assigning(&values).satisfies(&[quantified]), "no y is at least every x");
    }

    /// A model of the facts asked, completed by a model of those left out, satisfies them all:
    /// the left-out constants take the other model's values, and the asked model's lists keep
    /// theirs (regression: Z3 gives them as functions of its own, and they were lost).
    #[test]
    fn a_model_of_the_facts_asked_completed_by_one_of_the_rest_satisfies_them_all() {
        use crate::smt::{relevant, Elem, ItemTerm, SeqTerm};
        fresh_session(false);
        let int = |n: i64| IntTerm::lit(&BigInt::from(n));
        let (x, row, xs) = (IntTerm::var("x"), IntTerm::var("row"), SeqTerm::var("xs", Elem::Int));
        let ItemTerm::Int(item) = xs.nth(&row) else { unreachable!("a list of ints") };
        let in_range = BoolTerm::and(&[int(0).le(&row), row.lt(&xs.len())]);
        let facts = [int(5).lt(&x), in_range, int(3).lt(&item)];
        let asked = relevant(&facts, 2).expect("x is left out");
        let rest = feasible(&facts[..1], 1_000, None).expect("decided").expect("satisfiable");
        let found = feasible(&asked.facts, 1_000, None).expect("decided").expect("satisfiable");
        assert!(!found.satisfies(&facts), "x is left at its default by the model of the facts asked");
        assert!(found.completed_from(&rest, &asked).satisfies(&facts));
    }

    /// A kept model answers for facts it was not asked about, computed on its plain values or by
    /// Z3 where they have none, the same either way.
    #[test]
    fn a_witness_tells_which_facts_hold_in_it() {
        use crate::smt::{Elem, ItemTerm, SeqTerm};
        fresh_session(false);
        let (x, s, xs) = (IntTerm::var("x"), StrTerm::var("s"), SeqTerm::var("xs", Elem::Int));
        let int = |n: i64| IntTerm::lit(&BigInt::from(n));
        let ItemTerm::Int(first) = xs.nth(&int(0)) else { unreachable!("a list of ints") };
        let asked = [int(40).lt(&x), s.len().eq(&x), int(0).lt(&xs.len()), int(7).lt(&first)];
        let witness = feasible(&asked, 1_000, None).expect("decided").expect("satisfiable");
        assert!(witness.satisfies(&asked));
        let other = [s.len().lt(&int(40)), x.eq(&int(-1)), first.le(&int(7))];
        for fact in &other {
            assert!(!witness.satisfies([fact]), "{fact:?} is false in a model of its negation");
        }
        assert!(witness.satisfies(&[StrTerm::concat(&[s.clone(), StrTerm::lit("!")]).len().eq(&x.add(&int(1)))]));
    }

    /// Z3 prints a backslash as itself and other characters as `\u{..}`: a model's string
    /// holding the six characters `\u{41}` must not come back as `A`.
    #[test]
    fn model_strings_with_backslashes_and_escapes_read_back_exactly() {
        fresh_session(false);
        for text in ["\\u{41}", "é\\", "a\\u{zz}b", "\\u{e9}é"] {
            let s = StrTerm::var("s");
            let vars = Vars { strs: vec!["s".into()], ..Vars::default() };
            let SatOutcome::Sat(model) = check(&[s.eq(&StrTerm::lit(text))], 1_000, &vars) else {
                panic!("{text:?} is a possible value");
            };
            assert_eq!(model.strs, vec![("s".to_owned(), text.to_owned())]);
        }
    }

    #[test]
    fn a_query_asked_again_in_a_session_is_answered_from_the_session() {
        fresh_session(false);
        // (No plain guess squares to 49, so the solver is asked.)
        let x = IntTerm::var("x");
        let facts = [x.mul(&x).eq(&IntTerm::lit(&BigInt::from(49))), IntTerm::lit(&BigInt::from(0)).lt(&x)];
        assert!(matches!(check(&facts, 1_000, &Vars::default()), SatOutcome::Sat(_)));
        assert!(matches!(check(&facts, 1_000, &Vars::default()), SatOutcome::Sat(_)));
        assert_eq!(answers(), 1);
        // (Contradictory, though not plainly so: see `contradiction`.)
        let contradictory = [facts[0].clone(), x.mul(&x).eq(&IntTerm::lit(&BigInt::from(50)))];
        assert!(matches!(check(&contradictory, 1_000, &Vars::default()), SatOutcome::Unsat));
        assert_eq!(answers(), 2);
        fresh_session(false);
        assert_eq!(answers(), 0);
    }

    /// A feasibility query asked again gets the same witness without guessing or solving again,
    /// guessed or solved the first time.
    #[test]
    fn a_feasibility_query_asked_again_is_answered_with_the_same_witness() {
        fresh_session(false);
        let x = IntTerm::var("x");
        let guessed = [IntTerm::lit(&BigInt::from(5)).lt(&x)];
        let solved = [x.mul(&x).eq(&IntTerm::lit(&BigInt::from(49)))];
        for facts in [&guessed[..], &solved[..]] {
            let first = feasible(facts, 1_000, None).expect("decided").expect("satisfiable");
            let again = feasible(facts, 1_000, None).expect("decided").expect("satisfiable");
            assert!(Rc::ptr_eq(first.model(), again.model()), "the kept witness");
        }
        let kept = FEASIBLE.with(|cell| cell.borrow().len());
        assert_eq!((kept, answers()), (2, 1), "both feasibility answers kept, one asked of the solver");
        fresh_session(false);
        assert_eq!(FEASIBLE.with(|cell| cell.borrow().len()), 0);
    }
}
