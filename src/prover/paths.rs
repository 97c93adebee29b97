//! The feasible paths of a proof, kept on request (`Settings::keep_paths`) so that concrete
//! runs can be held against them: a model of a path's condition is an environment that drives
//! a run down that path (rarely taken branches included), and a concrete run must follow some
//! kept path whose condition its own inputs and effect results satisfy.

use super::domain::Symbolic;
use super::tables::RowInput;
use super::Counterexample;
use crate::effects::DataValue;
use crate::smt::{self, BoolTerm, IntTerm, SatOutcome, StrTerm, Vars};
use crate::source::Span;
use std::rc::Rc;

/// One feasible path of a proved target. Holds solver terms, so it lives on the thread that
/// proved.
#[derive(Debug, Clone)]
pub struct ProvedPath {
    /// The path condition: branch sides taken and postconditions assumed.
    condition: Vec<BoolTerm>,
    /// The effect calls on the path in order: effect (or event), call site, and whether it is
    /// made inside a loop over rows (once for every row, however many there are).
    pub calls: Vec<(Rc<str>, Span, bool)>,
    /// Scalar effect results made outside loops over rows, in order: call site and the
    /// variable that stands for the result.
    pub results: Vec<(Span, String)>,
    vars: Vars,
    row_inputs: Vec<RowInput>,
}

/// What holding a concrete run against the kept paths found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Admission {
    /// A path whose condition holds with the run's values.
    Admitted,
    /// None: no path has the run's calls, or no such path's condition holds with its values.
    Rejected,
    /// The solver could not decide (never evidence either way).
    Unknown(String),
}

/// Values of a path's variables, by name.
pub type Values = Vec<(String, DataValue)>;

/// Solver queries one run may cost beyond the quick evaluation, before it is left undecided.
const MAX_QUERIES: usize = 48;

impl ProvedPath {
    /// The path the domain has just finished.
    pub(super) fn of(domain: &Symbolic<'_>) -> ProvedPath {
        ProvedPath {
            condition: domain.path.clone(),
            calls: domain.calls.iter().map(|c| (c.effect.clone(), c.at, c.rows.is_some())).collect(),
            results: domain.results.clone(),
            vars: domain.vars.clone(),
            row_inputs: domain.row_inputs.clone(),
        }
    }

    /// Values that drive a run down this path: a model of its condition, named as a
    /// counterexample names them (inputs, `<effect>_result_<seq>`). `None` when the solver does
    /// not give one in time.
    pub fn example(&self, timeout_ms: u32) -> Option<Counterexample> {
        match smt::check(&self.condition, timeout_ms, &self.vars) {
            SatOutcome::Sat(model) => Some(super::counterexample_of(&model, &self.row_inputs)),
            SatOutcome::Unsat | SatOutcome::Unknown(_) => None,
        }
    }

    /// `name == value` for a scalar variable of this path; `None` for any other name or value
    /// (left open: the check is then whether some value of it fits).
    fn binding(&self, name: &str, value: &DataValue) -> Option<BoolTerm> {
        let has = |list: &[String]| list.iter().any(|n| n == name);
        match value {
            DataValue::Int(i) if has(&self.vars.ints) => Some(IntTerm::var(name).eq(&IntTerm::lit(i))),
            DataValue::Bool(b) if has(&self.vars.bools) => Some(BoolTerm::var(name).iff(&BoolTerm::lit(*b))),
            DataValue::Str(s) if has(&self.vars.strs) => Some(StrTerm::var(name).eq(&StrTerm::lit(s))),
            DataValue::None
            | DataValue::Bool(_)
            | DataValue::Int(_)
            | DataValue::Float(_)
            | DataValue::Str(_)
            | DataValue::List(_)
            | DataValue::Tuple(_)
            | DataValue::Dict(_)
            | DataValue::Set(_)
            | DataValue::Row { .. }
            | DataValue::RowClass(_)
            | DataValue::Symbol(_) => None,
        }
    }
}

/// Whether some of `candidates` (each with the values of its variables a run gave) has a
/// condition those values satisfy. Each distinct set of values is first turned into one model
/// by the solver and every candidate's condition evaluated in it; only when that shows nothing
/// (the model's defaults for the variables left open may not fit) is each candidate asked of
/// the solver.
pub fn admits(candidates: &[(&ProvedPath, Values)], timeout_ms: u32) -> Admission {
    let bound: Vec<Vec<BoolTerm>> =
        candidates.iter().map(|(p, values)| values.iter().filter_map(|(n, v)| p.binding(n, v)).collect()).collect();
    let mut groups: Vec<(&Values, Vec<usize>)> = Vec::new();
    for (i, (_, values)) in candidates.iter().enumerate() {
        match groups.iter_mut().find(|(v, _)| *v == values) {
            Some((_, members)) => members.push(i),
            None => groups.push((values, vec![i])),
        }
    }
    for (_, members) in &groups {
        if let Ok(Some(witness)) = smt::feasible(&bound[members[0]], timeout_ms, None) {
            if members.iter().any(|&i| witness.satisfies(&candidates[i].0.condition)) {
                return Admission::Admitted;
            }
        }
    }
    let mut undecided = None;
    for (i, (path, _)) in candidates.iter().enumerate().take(MAX_QUERIES) {
        let facts: Vec<BoolTerm> = path.condition.iter().chain(&bound[i]).cloned().collect();
        match smt::feasible(&facts, timeout_ms, None) {
            Ok(Some(_)) => return Admission::Admitted,
            Ok(None) => {}
            Err(why) => undecided = Some(why),
        }
    }
    match undecided {
        Some(why) => Admission::Unknown(why),
        None if candidates.len() > MAX_QUERIES => Admission::Unknown(format!("more than {MAX_QUERIES} paths to ask")),
        None => Admission::Rejected,
    }
}
