//! The feasible paths of a proof, kept on request (`Settings::keep_paths`) so that concrete
//! runs can be held against them: a model of a path's condition is an environment that drives
//! a run down that path (rarely taken branches included), and a concrete run must follow some
//! kept path whose condition its own inputs and effect results satisfy.

use super::domain::Symbolic;
use super::tables::RowInput;
use super::Counterexample;
use crate::effects::DataValue;
use crate::smt::{self, BoolTerm, IntTerm, SatOutcome, Scalar, StrTerm, Vars, Witness};
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

    /// The value of a scalar variable of this path, as the solver takes it; `None` for any
    /// other name or value (left open: the check is then whether some value of it fits).
    fn scalar(&self, name: &str, value: &DataValue) -> Option<Scalar> {
        let has = |list: &[String]| list.iter().any(|n| n == name);
        match value {
            DataValue::Int(i) if has(&self.vars.ints) => Some(Scalar::Int(i.clone())),
            DataValue::Bool(b) if has(&self.vars.bools) => Some(Scalar::Bool(*b)),
            DataValue::Str(s) if has(&self.vars.strs) => Some(Scalar::Str(s.clone())),
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

    /// The scalar variables of this path among `values`, with their values.
    fn assigned(&self, values: &Values) -> Vec<(String, Scalar)> {
        values.iter().filter_map(|(n, v)| Some((n.clone(), self.scalar(n, v)?))).collect()
    }
}

/// `name == value` as a fact.
fn binding(name: &str, value: &Scalar) -> BoolTerm {
    match value {
        Scalar::Int(i) => IntTerm::var(name).eq(&IntTerm::lit(i)),
        Scalar::Bool(b) => BoolTerm::var(name).iff(&BoolTerm::lit(*b)),
        // `admits` held back text outside the solver's alphabet.
        Scalar::Str(s) => StrTerm::text(s).map_or(BoolTerm::lit(false), |t| StrTerm::var(name).eq(&t)),
    }
}

/// Whether some of `candidates` (each with the values of its variables a run gave) has a
/// condition those values satisfy. Each candidate's condition is first evaluated with the
/// run's values (its other variables at their defaults), which settles nearly every run
/// without the solver; only when that shows nothing (the defaults may not fit) is each
/// candidate asked of the solver.
pub fn admits(candidates: &[(&ProvedPath, Values)], timeout_ms: u32) -> Admission {
    let assigned: Vec<Vec<(String, Scalar)>> = candidates.iter().map(|(p, values)| p.assigned(values)).collect();
    let texts = assigned.iter().flatten().filter_map(|(_, v)| if let Scalar::Str(s) = v { Some(s) } else { None });
    if let Some(outside) = texts.flat_map(|s| s.chars()).find(|&c| !smt::solver_holds(c)) {
        return Admission::Unknown(smt::OutsideAlphabet(outside).reason());
    }
    if candidates.iter().zip(&assigned).any(|((path, _), a)| Witness::assigning(a).satisfies(&path.condition)) {
        return Admission::Admitted;
    }
    let bound: Vec<Vec<BoolTerm>> =
        assigned.iter().map(|a| a.iter().map(|(name, value)| binding(name, value)).collect()).collect();
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
