//! The prover: the shared evaluator over the symbolic domain, explored path by path.
//!
//! Every place a program could fail (an `assert`, a trusted precondition, a possible runtime
//! error) is an obligation. A path that reaches a failure with a satisfiable path condition
//! refutes that obligation; when no feasible path fails, every obligation met is proved.
//! Anything the prover cannot model is `Unknown`, never `Proved`.
#![deny(clippy::wildcard_enum_match_arm)]

mod domain;
mod explore;
mod facts;
mod guarantee;
mod values;

pub use domain::{SymVal, Symbolic};
pub use facts::Fact;

use crate::effects::{DataValue, Gate};
use crate::interp::Concrete;
use crate::ir::{FuncId, Program, PyExc};
use crate::limits::Limits;
use crate::sema::{Evaluator, Fault, FaultKind};
use crate::smt::{self, SatOutcome};
use crate::source::Span;
use explore::Explorer;
use crate::effects::NoEffects;
use facts::FactRecorder;

/// Paths explored before giving up with `Unknown`.
const MAX_PATHS: usize = 4096;

/// What kind of failure an obligation rules out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ObligationKind {
    /// A possible Python exception (division by zero, ...).
    Exception(PyExc),
    /// An `assert`.
    Assertion,
    /// A trusted effect's `requires` at a call site.
    Precondition,
}

impl ObligationKind {
    /// How the reference CLI names it: the exception, or `assertion` (preconditions included).
    pub fn verdict_name(self) -> &'static str {
        match self {
            ObligationKind::Exception(e) => e.name(),
            ObligationKind::Assertion | ObligationKind::Precondition => "assertion",
        }
    }

    /// The obligation a fault refutes, if it is one.
    fn of_fault(fault: &Fault) -> Option<ObligationKind> {
        match fault.kind() {
            FaultKind::Exception(PyExc::AssertionError) => Some(ObligationKind::Assertion),
            FaultKind::Exception(e) => Some(ObligationKind::Exception(*e)),
            FaultKind::Precondition => Some(ObligationKind::Precondition),
            FaultKind::Limit(_)
            | FaultKind::Unsupported
            | FaultKind::Effect
            | FaultKind::Infeasible
            | FaultKind::Internal => None,
        }
    }
}

/// One obligation: what could fail, and where.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Obligation {
    pub kind: ObligationKind,
    pub at: Span,
}

/// Input values and effect results that drive the program into a failure.
#[derive(Debug, Clone, PartialEq)]
pub struct Counterexample {
    pub inputs: Vec<(String, DataValue)>,
}

/// The outcome of exploring every path of a target.
#[derive(Debug)]
pub enum Verdict {
    /// No feasible path fails; these obligations (exceptions first, then assertions, each in
    /// source order) hold on every path. `paths` is 0 when no path is feasible at all.
    Proved { paths: usize, obligations: Vec<Obligation> },
    /// A feasible path fails: `refuted` with this counterexample; `proved` lists what held
    /// before it was found.
    Refuted {
        refuted: Obligation,
        fault: Fault,
        counterexample: Counterexample,
        facts: Vec<Fact>,
        proved: Vec<Obligation>,
    },
    /// Outside what the prover can decide; never a proof.
    Unknown { reason: String, at: Option<Span>, proved: Vec<Obligation> },
}

/// Explores every feasible path of `target` with its parameters as symbolic inputs.
pub fn explore_target(program: &Program, target: FuncId, limits: Limits, timeout_ms: u32) -> Verdict {
    let mut explorer = Explorer::new(timeout_ms);
    let mut paths = 0;
    let mut feasible_paths = 0;
    let mut met: Vec<Obligation> = Vec::new();
    loop {
        let mut recorder = FactRecorder::default();
        let mut no_effects = NoEffects;
        let inner = Concrete::new(limits, Gate::new(&mut no_effects));
        let mut domain = Symbolic::new(inner, Gate::new(&mut recorder), explorer);
        let mut args = Vec::new();
        for p in &program.function(target).params {
            match domain.input(&p.name, p.annotation.as_ref(), p.span) {
                Ok(v) => args.push(v),
                Err(f) => {
                    return Verdict::Unknown { reason: f.message().to_owned(), at: Some(f.span()), proved: Vec::new() }
                }
            }
        }
        let mut evaluator = Evaluator::new(program, domain);
        let result = evaluator.call_entry(target, args);
        let mut domain = evaluator.into_domain();
        explorer = std::mem::take(&mut domain.explorer);
        paths += 1;
        let mut path_feasible = true;
        if let Err(fault) = result {
            let refuted = ObligationKind::of_fault(&fault).map(|kind| Obligation { kind, at: fault.span() });
            match (fault.kind(), refuted) {
                (FaultKind::Infeasible, _) => path_feasible = false,
                (_, Some(refuted)) => match smt::check(&domain.path, timeout_ms, &domain.vars) {
                    SatOutcome::Sat(model) => {
                        let mut inputs: Vec<(String, DataValue)> =
                            model.ints.iter().map(|(n, v)| (n.clone(), DataValue::Int(v.clone()))).collect();
                        inputs.extend(model.bools.iter().map(|(n, b)| (n.clone(), DataValue::Bool(*b))));
                        inputs.extend(model.strs.iter().map(|(n, s)| (n.clone(), DataValue::Str(s.clone()))));
                        let proved = ordered(&met).into_iter().filter(|o| *o != refuted).collect();
                        drop(domain);
                        let counterexample = Counterexample { inputs };
                        return Verdict::Refuted { refuted, fault, counterexample, facts: recorder.facts, proved };
                    }
                    SatOutcome::Unsat => path_feasible = false,
                    SatOutcome::Unknown(why) => {
                        let reason = format!("the solver could not confirm a failing path: {why}");
                        return Verdict::Unknown { reason, at: Some(fault.span()), proved: ordered(&met) };
                    }
                },
                (_, None) => {
                    return Verdict::Unknown {
                        reason: fault.message().to_owned(),
                        at: Some(fault.span()),
                        proved: ordered(&met),
                    }
                }
            }
        }
        if path_feasible && domain.assumed {
            // Postconditions assumed after the last branch: is this path possible at all?
            match smt::check(&domain.path, timeout_ms, &smt::Vars::default()) {
                SatOutcome::Sat(_) => {}
                SatOutcome::Unsat => path_feasible = false,
                SatOutcome::Unknown(why) => {
                    let reason = format!("the solver could not decide whether the assumptions hold together: {why}");
                    return Verdict::Unknown { reason, at: None, proved: ordered(&met) };
                }
            }
        }
        if path_feasible {
            feasible_paths += 1;
            for (kind, at) in &domain.sites {
                let o = Obligation { kind: *kind, at: *at };
                if !met.contains(&o) {
                    met.push(o);
                }
            }
        }
        if !explorer.next_path() {
            return Verdict::Proved { paths: feasible_paths, obligations: ordered(&met) };
        }
        if paths >= MAX_PATHS {
            return Verdict::Unknown {
                reason: format!("more than {MAX_PATHS} paths"),
                at: None,
                proved: ordered(&met),
            };
        }
    }
}

/// Exceptions first, then assertions and preconditions, each in source order (the
/// reference's reporting order).
fn ordered(met: &[Obligation]) -> Vec<Obligation> {
    let mut out = met.to_vec();
    out.sort_by_key(|o| (!matches!(o.kind, ObligationKind::Exception(_)), o.at.file.0, o.at.start));
    out
}
