//! Path exploration by re-execution: the evaluator asks the domain at each symbolic branch,
//! the explorer answers from a decision stack, and each run of the program follows one path.
//! After a run the deepest decision with an unexplored feasible side is flipped.
//!
//! A loop over rows explores its body path by path within one run, on a level of its own. A
//! run that fails inside a body is over, and the rest of that body, and of the path after the
//! loop, are still to explore: the explorer remembers the failing body path (by the loop's
//! place on the path and the body's decisions up to the failure) and runs the same path again,
//! exploring every loop on it afresh without the sides known to fail. Resuming the failed body
//! where it stopped instead went wrong when another loop came before it on the path: that loop
//! took up the saved level, and exploration ran the same failing path until the cap on runs.

use super::domain::SymVal;
use crate::ir::TypeExpr;
use crate::sema::{Fault, FaultKind};
use crate::smt::{self, BoolTerm, FloatTerm, IntTerm, StrTerm};
use crate::source::Span;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

#[derive(Debug)]
pub struct Explorer {
    /// One decision stack for the program and one for each loop over a query result being
    /// explored inside it: a loop body is explored path by path within one run of the program
    /// (see `sema`'s quantified loops), and its paths are enumerated on their own level.
    levels: Vec<Level>,
    /// The level deciding now.
    depth: usize,
    pub timeout_ms: u32,
    /// How often one branch may be decided both ways on one path (a loop's unrolling bound);
    /// beyond it a branch is followed only where the path condition forces it.
    pub loop_bound: u32,
    /// Models of the latest satisfiable queries, newest first (at most [`WITNESSES`]): most
    /// branches have a side that one of them already satisfies.
    witnesses: Vec<Rc<smt::Witness>>,
    /// The facts of the latest query shown satisfiable: any prefix of them holds together, so
    /// a query is asked without what a path shares with them at its start and does not depend
    /// on (see [`smt::relevant`]).
    proven: Vec<BoolTerm>,
    /// A model of all of `proven`, when one is at hand.
    proven_model: Option<Rc<smt::Witness>>,
    /// For each loop body (by where its loop is entered), the decisions of body paths that
    /// ended in a failure: later runs leave those sides out.
    failed: HashMap<Entry, HashSet<Vec<bool>>>,
}

/// Where a loop over rows is entered on the program's path: for each level from the program's
/// down to the loop's, the sides taken on it before the entry and how many loops were entered
/// at that same point before this one. The same path enters the same loop at the same place,
/// however often it is run again.
type Entry = Vec<(Vec<bool>, u32)>;

/// How many models the explorer keeps.
const WITNESSES: usize = 4;

/// A depth-first enumeration of paths by re-execution.
#[derive(Debug, Default)]
struct Level {
    /// (taken side, whether the other side is feasible and still to explore)
    stack: Vec<(bool, bool)>,
    /// Position in `stack` during the current run.
    pos: usize,
    /// Where this level's loop was entered (empty for the program's level).
    entry: Entry,
    /// How many loops were entered from this level at position `.0` of its stack so far on
    /// the current path (`.1`).
    entered: (usize, u32),
}

impl Level {
    /// The sides taken so far on the current path.
    fn taken(&self) -> Vec<bool> {
        self.stack[..self.pos].iter().map(|(side, _)| *side).collect()
    }

    /// Flips the deepest decision whose other side is still to explore and not known to fail
    /// (in `failing`, by the sides taken up to and with it); false when there is none.
    fn advance(&mut self, failing: Option<&HashSet<Vec<bool>>>) -> bool {
        self.stack.truncate(self.pos);
        self.pos = 0;
        self.entered = (0, 0);
        while let Some(&(taken, pending)) = self.stack.last() {
            let top = self.stack.len() - 1;
            if pending && !fails(failing, &self.stack[..top], !taken) {
                self.stack[top] = (!taken, false);
                return true;
            }
            self.stack.pop();
        }
        false
    }
}

/// Whether taking `side` after the decisions `before` is known to fail.
fn fails(failing: Option<&HashSet<Vec<bool>>>, before: &[(bool, bool)], side: bool) -> bool {
    failing.is_some_and(|known| {
        let sides: Vec<bool> = before.iter().map(|(taken, _)| *taken).chain([side]).collect();
        known.contains(&sides)
    })
}

/// What deciding a branch found.
pub enum Decision {
    Take(bool),
    /// Neither side is possible: the path so far is contradictory.
    Infeasible,
    /// Neither side could be shown feasible or infeasible.
    Unknown(String),
    /// Both sides are possible where only a forced decision was allowed.
    Open,
    /// In a loop body, every possible side fails, as earlier runs of the path found, and no
    /// decision of the body comes before: every path through the body fails.
    Explored,
}

impl Explorer {
    pub fn new(timeout_ms: u32, loop_bound: u32) -> Self {
        Explorer {
            levels: vec![Level::default()],
            depth: 0,
            timeout_ms,
            loop_bound,
            witnesses: Vec::new(),
            proven: Vec::new(),
            proven_model: None,
            failed: HashMap::new(),
        }
    }

    /// Starts exploring a loop body on a level of its own.
    pub fn enter_body(&mut self) {
        let parent = &mut self.levels[self.depth];
        let before = if parent.entered.0 == parent.pos { parent.entered.1 } else { 0 };
        parent.entered = (parent.pos, before + 1);
        let mut entry = parent.entry.clone();
        entry.push((parent.taken(), before));
        self.depth += 1;
        self.levels.truncate(self.depth);
        self.levels.push(Level { entry, ..Level::default() });
    }

    /// After one path through the current loop body: true when another is to be explored,
    /// false when the body is done (its level is then closed).
    pub fn next_body_path(&mut self) -> bool {
        let level = &mut self.levels[self.depth];
        if level.advance(self.failed.get(&level.entry)) {
            return true;
        }
        self.levels.truncate(self.depth);
        self.depth -= 1;
        false
    }

    /// Decides a branch on `cond` under the current path condition.
    pub fn decide(&mut self, path: &[BoolTerm], cond: &BoolTerm) -> Decision {
        self.decide_with(path, cond, true)
    }

    /// Decides a branch only if the path condition forces one side (past a loop's bound):
    /// `Open` when both sides are possible.
    pub fn decide_forced(&mut self, path: &[BoolTerm], cond: &BoolTerm) -> Decision {
        self.decide_with(path, cond, false)
    }

    fn decide_with(&mut self, path: &[BoolTerm], cond: &BoolTerm, may_fork: bool) -> Decision {
        let level = &mut self.levels[self.depth];
        if level.pos < level.stack.len() {
            let taken = level.stack[level.pos].0;
            level.pos += 1;
            return Decision::Take(taken);
        }
        // A side an earlier run found failing in this body (on this path) was explored then.
        let failing = self.failed.get(&level.entry);
        let (fails_true, fails_false) = (fails(failing, &level.stack, true), fails(failing, &level.stack, false));
        let side = |explorer: &mut Self, known_to_fail: bool, cond: BoolTerm| {
            if known_to_fail {
                Ok(false)
            } else {
                explorer.feasible(path, cond)
            }
        };
        let (t, f) = match (side(self, fails_true, cond.clone()), side(self, fails_false, cond.not())) {
            (Ok(t), Ok(f)) => (t, f),
            (Err(why), _) | (_, Err(why)) => return Decision::Unknown(why),
        };
        let (taken, other) = match (t, f) {
            (true, true) if !may_fork => return Decision::Open,
            (true, other) => (true, other),
            (false, true) => (false, false),
            // Only failures found before lie ahead: the body path so far is one of them, and
            // leads nowhere else (with no decision before, neither does the body).
            (false, false) if fails_true || fails_false => {
                let level = &self.levels[self.depth];
                if level.pos == 0 {
                    return Decision::Explored;
                }
                self.failed.entry(level.entry.clone()).or_default().insert(level.taken());
                return Decision::Infeasible;
            }
            (false, false) => return Decision::Infeasible,
        };
        let level = &mut self.levels[self.depth];
        level.stack.push((taken, other));
        level.pos += 1;
        Decision::Take(taken)
    }

    /// Whether all of `path`'s facts can hold together (postconditions assumed after its last
    /// branch may have made it contradictory), asked as a branch's side is: kept witnesses
    /// first, then the solver about the facts not already shown to hold together.
    pub fn holds(&mut self, path: &[BoolTerm]) -> Result<bool, String> {
        match path.split_last() {
            Some((last, before)) => self.feasible(before, last.clone()),
            None => Ok(true),
        }
    }

    /// Whether `path` and `cond` can hold together: shown by a kept witness when one
    /// satisfies them (a branch's side is then known feasible without a query), else asked of
    /// the solver, whose model is kept. The solver is asked only about the facts the answer
    /// depends on: those of the path not already shown to hold together, `cond`, and the facts
    /// linked to them by a shared symbol.
    fn feasible(&mut self, path: &[BoolTerm], cond: BoolTerm) -> Result<bool, String> {
        let mut facts = path.to_vec();
        facts.push(cond);
        if let Some(shown) = self.witnesses.iter().find(|w| w.satisfies(&facts)) {
            self.proven_model = Some(Rc::clone(shown));
            self.proven = facts;
            return Ok(true);
        }
        let known = path.iter().zip(&self.proven).take_while(|(a, b)| a == b).count();
        let asked = smt::relevant(&facts, known);
        let near = self.witnesses.first().map(|w| &**w);
        let Some(found) = smt::feasible(asked.as_ref().map_or(&facts, |a| &a.facts), self.timeout_ms, near)? else {
            return Ok(false);
        };
        let found = Rc::new(found);
        // A model of the facts asked, completed by the path's model where some were left out,
        // shows the next branch's sides without a query.
        let completed = match (&asked, &self.proven_model) {
            (None, _) => Some(Rc::clone(&found)),
            (Some(asked), Some(rest)) => {
                Some(Rc::new(found.completed_from(rest, asked))).filter(|c| c.satisfies(&facts))
            }
            (Some(_), None) => None,
        };
        self.witnesses.truncate(WITNESSES - 1);
        self.witnesses.insert(0, completed.clone().unwrap_or(found));
        self.proven_model = completed;
        self.proven = facts;
        Ok(true)
    }

    /// Prepares the next run; false when every feasible path has been explored.
    pub fn next_path(&mut self) -> bool {
        // A run that failed inside a loop body ends on its level: the body path is remembered
        // as failing and the same path is run again (the program's level keeps its whole stack:
        // what lies past where the run stopped is the rest of the path, decided by earlier runs
        // of it). A failure before any decision of the body comes with entering the loop at all:
        // it belongs to the body path, or the program's path, the loop is on.
        let mut depth = std::mem::replace(&mut self.depth, 0);
        while depth > 0 {
            let level = &self.levels[depth];
            let taken = level.taken();
            if !taken.is_empty() && self.failed.entry(level.entry.clone()).or_default().insert(taken) {
                self.levels.truncate(1);
                self.levels[0].pos = 0;
                self.levels[0].entered = (0, 0);
                return true;
            }
            depth -= 1;
        }
        self.levels.truncate(1);
        self.levels[0].advance(None)
    }
}

impl Default for Explorer {
    fn default() -> Self {
        Explorer::new(5_000, super::DEFAULT_LOOP_BOUND)
    }
}

impl super::domain::Symbolic<'_> {
    /// A fresh input of the given annotation, named as the counterexample will show it.
    pub fn input(&mut self, name: &str, ty: Option<&TypeExpr>, at: Span) -> Result<SymVal, Fault> {
        match ty {
            Some(TypeExpr::Int) => {
                self.vars.ints.push(name.to_owned());
                Ok(SymVal::Int(IntTerm::var(name)))
            }
            Some(TypeExpr::Bool) => {
                self.vars.bools.push(name.to_owned());
                Ok(SymVal::Bool(BoolTerm::var(name)))
            }
            Some(TypeExpr::Str) => {
                self.vars.strs.push(name.to_owned());
                Ok(SymVal::Str(StrTerm::var(name)))
            }
            Some(ty @ TypeExpr::List(_)) if super::seqs::elem_of(ty).is_some() => {
                Ok(self.seq_input(name, super::seqs::elem_of(ty).unwrap_or(crate::smt::Elem::Int)))
            }
            Some(ty @ (TypeExpr::Row(_) | TypeExpr::List(_))) if super::tables::row_type(ty).is_some() => {
                self.row_typed_input(name, ty, at)
            }
            Some(TypeExpr::Float) => {
                self.vars.floats.push(name.to_owned());
                Ok(SymVal::Float(FloatTerm::var(name)))
            }
            Some(other) => Err(Fault::unsupported(
                format!("parameters of type {} are not supported by the prover yet (`{name}`)", other.display()),
                at,
            )),
            None => Err(Fault::unsupported(
                format!("parameter `{name}` needs a type annotation to be proved for every value"),
                at,
            )),
        }
    }

    /// Whether the path surely implies `cond` (no branch; an undecided question is `false`).
    pub(super) fn implied(&mut self, cond: &BoolTerm) -> bool {
        matches!(self.explorer.feasible(&self.path, cond.not()), Ok(false))
    }

    pub(super) fn decide(&mut self, cond: BoolTerm, at: Span) -> Result<bool, Fault> {
        // A condition built from known values alone (`"O-" in {"O": 1}` over a dict the prover
        // holds item by item) is no branch: it neither asks the solver nor counts toward the
        // loop bound of its place, which a fully known loop would otherwise run past.
        if let Some(side) = cond.known() {
            return Ok(side);
        }
        // A branch decided on symbolic values again and again on one path is a loop (or a
        // recursion) whose trip count depends on the inputs. Past the bound it is followed only
        // where the path condition forces it: the loop must have exited by then, or the proof
        // stops here, naming it, rather than unroll without end.
        let visits = self.branch_visits.entry((at.file.0, at.start)).or_insert(0);
        *visits += 1;
        let bound = self.explorer.loop_bound;
        if *visits > bound.saturating_mul(2) {
            return Err(Fault::unsupported(
                format!(
                    "the loop here depends on symbolic values and did not finish within {} iterations",
                    bound.saturating_mul(2)
                ),
                at,
            ));
        }
        let forced = *visits > bound;
        self.take_side(cond, forced, at)
    }

    /// Decides a branch that cannot repeat without bound (whether a set holds an item), so it
    /// does not count toward the loop bound of its place.
    pub(super) fn decide_once(&mut self, cond: BoolTerm, at: Span) -> Result<bool, Fault> {
        self.take_side(cond, false, at)
    }

    /// Decides `cond` on this path and follows the side taken; `forced` (past a loop's bound)
    /// follows only a side the path condition forces.
    fn take_side(&mut self, cond: BoolTerm, forced: bool, at: Span) -> Result<bool, Fault> {
        let bound = self.explorer.loop_bound;
        let decision = if forced {
            self.explorer.decide_forced(&self.path, &cond)
        } else {
            self.explorer.decide(&self.path, &cond)
        };
        match decision {
            Decision::Take(side) => {
                super::vcs::note(&self.sites, &self.path, &cond, side, at);
                self.assumed = false;
                self.path.push(if side { cond } else { cond.not() });
                Ok(side)
            }
            Decision::Open => Err(Fault::unsupported(
                format!("the loop here depends on symbolic values and may run more than {bound} iterations (the unrolling bound; raise it with --loop-bound)"),
                at,
            )),
            Decision::Infeasible => Err(Fault::new(FaultKind::Infeasible, "the path condition is contradictory", at)),
            Decision::Explored => Err(Fault::new(FaultKind::Explored, "every path on from here fails, as found before", at)),
            Decision::Unknown(why) => {
                self.undecided = true;
                Err(Fault::unsupported(format!("the solver could not decide this branch ({why})"), at))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What one simulated run did: the sides taken on the program's level.
    struct Run {
        outer: Vec<bool>,
    }

    /// A program with two loops over rows, each body branching once, and a branch past them;
    /// `fails(loop, side)` says which body sides fail (ending the run). Runs it to the end of
    /// exploration, at most `cap` times.
    fn explore(fails: impl Fn(usize, bool) -> bool, cap: usize) -> Vec<Run> {
        smt::fresh_session(false);
        let mut explorer = Explorer::new(1_000, 4);
        let mut runs = Vec::new();
        'runs: while runs.len() < cap {
            let mut outer = Vec::new();
            let path: Vec<BoolTerm> = Vec::new();
            for (k, cond) in [BoolTerm::var("a"), BoolTerm::var("b")].iter().enumerate() {
                explorer.enter_body();
                loop {
                    let failed = match explorer.decide(&path, cond) {
                        Decision::Take(side) => fails(k, side),
                        // This body path is left out; the body goes on with the next.
                        Decision::Infeasible => false,
                        // The run ends without a failure of its own.
                        Decision::Explored => true,
                        Decision::Open | Decision::Unknown(_) => panic!("both sides are possible"),
                    };
                    if failed {
                        runs.push(Run { outer });
                        if explorer.next_path() {
                            continue 'runs;
                        }
                        break 'runs;
                    }
                    if !explorer.next_body_path() {
                        break;
                    }
                }
            }
            let Decision::Take(side) = explorer.decide(&path, &BoolTerm::var("c")) else { panic!("both sides") };
            outer.push(side);
            runs.push(Run { outer });
            if !explorer.next_path() {
                break;
            }
        }
        runs
    }

    /// Regression: a run that failed in the second loop's body was resumed on the first loop's
    /// level, so the same failing run came back until the cap.
    #[test]
    fn a_failure_in_a_later_loop_leaves_the_path_past_it_explored() {
        let runs = explore(|k, side| k == 1 && !side, 100);
        let past: Vec<&Vec<bool>> = runs.iter().map(|r| &r.outer).filter(|o| !o.is_empty()).collect();
        assert_eq!(past, [&vec![true], &vec![false]], "both sides past the loops, once each");
        assert_eq!(runs.len(), 3, "the failing run, then the path again without the failing side");
    }

    #[test]
    fn failures_in_both_loops_are_each_left_out_once() {
        let runs = explore(|_, side| !side, 100);
        assert_eq!(runs.len(), 4, "a failure in each loop, then both sides past them");
        assert_eq!(runs.iter().filter(|r| !r.outer.is_empty()).count(), 2);
    }

    #[test]
    fn a_loop_whose_every_body_path_fails_ends_the_paths_through_it() {
        let runs = explore(|k, _| k == 1, 100);
        assert!(runs.iter().all(|r| r.outer.is_empty()), "nothing past a loop every row fails in");
        assert_eq!(runs.len(), 3, "the second loop's two sides fail, each once");
    }
}
