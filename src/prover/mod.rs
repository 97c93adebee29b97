//! The prover: the shared evaluator over the symbolic domain, explored path by path.
//!
//! This is the first slice (int/bool arithmetic, comparisons, branches, effects through the
//! gate); it shows the `Domain` trait carries a symbolic domain. Everything it cannot reason
//! about is `Unknown`, never `Proved`.

mod domain;
mod explore;
mod facts;

pub use domain::{SymVal, Symbolic};
pub use facts::Fact;

use crate::effects::Gate;
use crate::interp::Concrete;
use crate::ir::{FuncId, Program};
use crate::limits::Limits;
use crate::sema::{Evaluator, Fault, FaultKind};
use crate::smt::{self, SatOutcome};
use explore::Explorer;
use facts::{FactRecorder, NoEffects};

/// Paths explored before giving up with `Unknown`.
const MAX_PATHS: usize = 4096;

/// Input values that drive the program into a failure, as Python reprs.
#[derive(Debug, Clone, PartialEq)]
pub struct Counterexample {
    pub inputs: Vec<(String, String)>,
}

/// The outcome of exploring every path of a target.
#[derive(Debug)]
pub enum Verdict {
    /// No feasible path raises.
    Proved { paths: usize },
    /// A feasible path raises `fault` for these inputs.
    Refuted { fault: Fault, counterexample: Counterexample, facts: Vec<Fact> },
    /// Outside what the prover can decide; never a proof.
    Unknown(String),
}

/// Explores every feasible path of `target` with its parameters as symbolic inputs.
pub fn explore_target(program: &Program, target: FuncId, limits: Limits, timeout_ms: u32) -> Verdict {
    let mut explorer = Explorer::new(timeout_ms);
    let mut paths = 0;
    loop {
        let mut recorder = FactRecorder::default();
        let mut no_effects = NoEffects;
        let inner = Concrete::new(limits, Gate::new(&mut no_effects));
        let mut domain = Symbolic::new(limits, inner, Gate::new(&mut recorder), explorer);
        let mut args = Vec::new();
        for p in &program.function(target).params {
            match domain.input(&p.name, p.annotation.as_ref(), p.span) {
                Ok(v) => args.push(v),
                Err(f) => return Verdict::Unknown(f.message().to_owned()),
            }
        }
        let mut evaluator = Evaluator::new(program, domain);
        let result = evaluator.call_entry(target, args);
        let mut domain = evaluator.into_domain();
        explorer = std::mem::take(&mut domain.explorer);
        paths += 1;
        if let Err(fault) = result {
            match fault.kind() {
                FaultKind::Exception(_) | FaultKind::Precondition => {
                    match smt::check(&domain.path, timeout_ms, &domain.int_vars, &domain.bool_vars) {
                        SatOutcome::Sat(model) => {
                            let mut inputs: Vec<(String, String)> =
                                model.ints.iter().map(|(n, v)| (n.clone(), v.to_string())).collect();
                            inputs.extend(
                                model
                                    .bools
                                    .iter()
                                    .map(|(n, b)| (n.clone(), if *b { "True" } else { "False" }.to_owned())),
                            );
                            drop(domain);
                            return Verdict::Refuted {
                                fault,
                                counterexample: Counterexample { inputs },
                                facts: recorder.facts,
                            };
                        }
                        SatOutcome::Unsat => {}
                        SatOutcome::Unknown(why) => {
                            return Verdict::Unknown(format!("the solver could not confirm a failing path: {why}"))
                        }
                    }
                }
                FaultKind::Infeasible => {}
                FaultKind::Unsupported | FaultKind::Limit(_) | FaultKind::Effect | FaultKind::Internal => {
                    return Verdict::Unknown(fault.message().to_owned())
                }
            }
        }
        if !explorer.next_path() {
            return Verdict::Proved { paths };
        }
        if paths >= MAX_PATHS {
            return Verdict::Unknown(format!("more than {MAX_PATHS} paths"));
        }
    }
}
