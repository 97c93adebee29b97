//! Path exploration by re-execution: the evaluator asks the domain at each symbolic branch,
//! the explorer answers from a decision stack, and each run of the program follows one path.
//! After a run the deepest decision with an unexplored feasible side is flipped.

use super::domain::SymVal;
use crate::ir::TypeExpr;
use crate::sema::{Fault, FaultKind};
use crate::smt::{self, BoolTerm, FloatTerm, IntTerm, StrTerm};
use crate::source::Span;
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
}

/// How many models the explorer keeps.
const WITNESSES: usize = 4;

/// A depth-first enumeration of paths by re-execution.
#[derive(Debug, Default)]
struct Level {
    /// (taken side, whether the other side is feasible and still to explore)
    stack: Vec<(bool, bool)>,
    /// Position in `stack` during the current run.
    pos: usize,
}

impl Level {
    /// Flips the deepest decision whose other side is still to explore; false when none is.
    fn advance(&mut self) -> bool {
        self.stack.truncate(self.pos);
        self.pos = 0;
        while let Some(&(taken, pending)) = self.stack.last() {
            if pending {
                let top = self.stack.len() - 1;
                self.stack[top] = (!taken, false);
                return true;
            }
            self.stack.pop();
        }
        false
    }
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
        }
    }

    /// Starts exploring a loop body on a level of its own (replaying what an earlier run of
    /// the program left there, when a run ended inside it).
    pub fn enter_body(&mut self) {
        self.depth += 1;
        if self.levels.len() == self.depth {
            self.levels.push(Level::default());
        } else {
            self.levels[self.depth].pos = 0;
        }
    }

    /// After one path through the current loop body: true when another is to be explored,
    /// false when the body is done (its level is then closed).
    pub fn next_body_path(&mut self) -> bool {
        if self.levels[self.depth].advance() {
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
        let (t, f) = match (self.feasible(path, cond.clone()), self.feasible(path, cond.not())) {
            (Ok(t), Ok(f)) => (t, f),
            (Err(why), _) | (_, Err(why)) => return Decision::Unknown(why),
        };
        let (taken, other) = match (t, f) {
            (true, true) if !may_fork => return Decision::Open,
            (true, other) => (true, other),
            (false, true) => (false, false),
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
        // A run that failed inside loop bodies ends on a deeper level: the rest of that body
        // is explored first (replaying the program up to it), then the levels around it. Those
        // keep their whole stacks: what lies past where the run stopped in them is the rest of
        // the path they are on (decided by earlier runs of it), with its own sides to explore.
        let mut depth = self.depth;
        self.levels.truncate(depth + 1);
        for level in &mut self.levels[..depth] {
            level.pos = level.stack.len();
        }
        self.depth = 0;
        loop {
            if self.levels[depth].advance() {
                for level in &mut self.levels[..depth] {
                    level.pos = 0;
                }
                return true;
            }
            if depth == 0 {
                return false;
            }
            self.levels.truncate(depth);
            depth -= 1;
        }
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

    pub(super) fn decide(&mut self, cond: BoolTerm, at: Span) -> Result<bool, Fault> {
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
            Decision::Unknown(why) => {
                Err(Fault::unsupported(format!("the solver could not decide this branch ({why})"), at))
            }
        }
    }
}
