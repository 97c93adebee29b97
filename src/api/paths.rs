//! A proof's feasible paths, for holding concrete runs against it (`clauz3 fuzz`): environments
//! drawn from solver models of path conditions, and the check that a run follows a proved path
//! whose condition its own values satisfy.

use super::prove::{prove_with, scripted_results};
use super::{Program, ProofReport, ProveOptions};
use crate::effects::{DataValue, EffectRecord};
use crate::prover::{self, Admission, ProvedPath};
use crate::source::Span;

/// The feasible paths of a proved target (none for any other verdict). They hold solver terms:
/// use them on the thread that proved, before it proves something else.
pub struct ProvedPaths {
    paths: Vec<ProvedPath>,
    timeout_ms: u32,
    /// The target's parameters, in order.
    params: Vec<String>,
    /// The declared effects (a path's calls also name the events they perform).
    effects: Vec<String>,
}

/// Values that drive the target down one proved path: its arguments by name, and the results
/// of its effect calls as `clauz3 dry-run --returns` reads them.
#[derive(Debug, Clone, PartialEq)]
pub struct PathExample {
    pub args: Vec<(String, DataValue)>,
    pub returns: serde_json::Map<String, serde_json::Value>,
}

/// [`super::prove`], keeping the proof's feasible paths.
pub fn prove_keeping_paths(program: &Program, options: &ProveOptions) -> (ProofReport, ProvedPaths) {
    let (report, paths) = prove_with(program, options, true);
    let ir = &program.syntax.program;
    let params = ir
        .lookup_function(&options.target)
        .map(|f| ir.function(f).params.iter().map(|p| p.name.to_string()).collect())
        .unwrap_or_default();
    let effects = ir.effects.iter().map(|e| e.name.to_string()).collect();
    (report, ProvedPaths { paths, timeout_ms: options.timeout_ms, params, effects })
}

impl ProvedPaths {
    pub fn len(&self) -> usize {
        self.paths.len()
    }

    pub fn is_empty(&self) -> bool {
        self.paths.is_empty()
    }

    /// Up to `n` examples, each a solver model of one path's condition: first paths that make
    /// calls (effect at a site) no chosen path makes, then paths spread evenly over the rest,
    /// so branches few inputs take get run too.
    pub fn examples(&self, n: usize) -> Vec<PathExample> {
        let mut chosen: Vec<usize> = Vec::new();
        let mut seen: Vec<(&str, Span)> = Vec::new();
        for (i, p) in self.paths.iter().enumerate() {
            let new: Vec<(&str, Span)> =
                p.calls.iter().map(|(e, at, _)| (&**e, *at)).filter(|c| !seen.contains(c)).collect();
            if !new.is_empty() && chosen.len() < n {
                chosen.push(i);
                seen.extend(new);
            }
        }
        let rest = n.saturating_sub(chosen.len()).min(self.paths.len());
        for k in 0..rest {
            let i = k * self.paths.len() / rest;
            if !chosen.contains(&i) {
                chosen.push(i);
            }
        }
        chosen
            .into_iter()
            .filter_map(|i| self.paths[i].example(self.timeout_ms))
            .map(|cex| PathExample {
                args: self.params.iter().filter_map(|p| cex.inputs.iter().find(|(n, _)| n == p).cloned()).collect(),
                returns: scripted_results(&cex),
            })
            .collect()
    }

    /// Whether a concrete run of the target (its arguments by name, its effect calls in order)
    /// follows some proved path: one with the same calls (the same effects at the same sites,
    /// as many times, any number of times inside loops over rows) whose condition holds with
    /// the run's arguments and the scalar results its calls got (matched by site, in order;
    /// values the run does not pin down, such as rows, are left open).
    pub fn admit(&self, args: &[(String, DataValue)], calls: &[EffectRecord]) -> Admission {
        let candidates: Vec<(&ProvedPath, Vec<(String, DataValue)>)> =
            self.paths.iter().filter(|p| self.same_calls(p, calls)).map(|p| (p, values(p, args, calls))).collect();
        if candidates.is_empty() {
            return Admission::Rejected;
        }
        prover::admits(&candidates, self.timeout_ms)
    }

    fn same_calls(&self, path: &ProvedPath, calls: &[EffectRecord]) -> bool {
        let declared: Vec<(&str, Span, bool)> = path
            .calls
            .iter()
            .filter(|(e, _, _)| self.effects.iter().any(|d| **d == **e))
            .map(|(e, at, rows)| (&**e, *at, *rows))
            .collect();
        let mut keys: Vec<(&str, Span)> = declared.iter().map(|(e, at, _)| (*e, *at)).collect();
        keys.extend(calls.iter().map(|c| (c.effect.as_str(), c.at)));
        keys.iter().all(|&(effect, at)| {
            let here = |c: &&(&str, Span, bool)| c.0 == effect && c.1 == at;
            let once = declared.iter().filter(|c| here(c) && !c.2).count();
            let per_row = declared.iter().any(|c| here(&c) && c.2);
            let made = calls.iter().filter(|c| c.effect == effect && c.at == at).count();
            if per_row {
                made >= once
            } else {
                made == once
            }
        })
    }
}

/// The run's values of a path's variables: the arguments, and each scalar result of the path
/// paired with the run's call at the same site, in order.
fn values(path: &ProvedPath, args: &[(String, DataValue)], calls: &[EffectRecord]) -> Vec<(String, DataValue)> {
    let mut out = args.to_vec();
    let mut used = vec![false; calls.len()];
    for (at, name) in &path.results {
        if let Some(i) = (0..calls.len()).find(|&i| !used[i] && calls[i].at == *at) {
            used[i] = true;
            out.push((name.clone(), calls[i].returned.clone()));
        }
    }
    out
}
