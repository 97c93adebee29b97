//! Path exploration by re-execution: the evaluator asks the domain at each symbolic branch,
//! the explorer answers from a decision stack, and each run of the program follows one path.
//! After a run the deepest decision with an unexplored feasible side is flipped.

use crate::smt::{self, BoolTerm, SatOutcome};

#[derive(Debug)]
pub struct Explorer {
    /// (taken side, whether the other side is feasible and still to explore)
    stack: Vec<(bool, bool)>,
    /// Position in `stack` during the current run.
    pos: usize,
    pub timeout_ms: u32,
    /// How often one branch may be decided both ways on one path (a loop's unrolling bound);
    /// beyond it a branch is followed only where the path condition forces it.
    pub loop_bound: u32,
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
        Explorer { stack: Vec::new(), pos: 0, timeout_ms, loop_bound }
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
        if self.pos < self.stack.len() {
            let taken = self.stack[self.pos].0;
            self.pos += 1;
            return Decision::Take(taken);
        }
        let feasible = |c: BoolTerm| -> Result<bool, String> {
            let mut facts = path.to_vec();
            facts.push(c);
            match smt::check(&facts, self.timeout_ms, &smt::Vars::default()) {
                SatOutcome::Sat(_) => Ok(true),
                SatOutcome::Unsat => Ok(false),
                SatOutcome::Unknown(why) => Err(why),
            }
        };
        let (t, f) = match (feasible(cond.clone()), feasible(cond.not())) {
            (Ok(t), Ok(f)) => (t, f),
            (Err(why), _) | (_, Err(why)) => return Decision::Unknown(why),
        };
        let (taken, other) = match (t, f) {
            (true, true) if !may_fork => return Decision::Open,
            (true, other) => (true, other),
            (false, true) => (false, false),
            (false, false) => return Decision::Infeasible,
        };
        self.stack.push((taken, other));
        self.pos += 1;
        Decision::Take(taken)
    }

    /// Prepares the next run; false when every feasible path has been explored.
    pub fn next_path(&mut self) -> bool {
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

impl Default for Explorer {
    fn default() -> Self {
        Explorer::new(5_000, super::DEFAULT_LOOP_BOUND)
    }
}
