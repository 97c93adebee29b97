//! The oracle: prove a generated case, then hold the verdict against the interpreter.
//! Proved: every sampled environment runs without an exception, failed assertion or violated
//! precondition, and every guarantee holds on its trace by the fuzzer's own checker
//! ([`super::spec`]). Refuted: the counterexample's replay must reproduce the failure.
//! Optionally, an effect-free program must give what `python3` gives ([`super::cpython`]).

use super::case::{Case, ARGS_EFFECT, ENTRY};
use super::env::{self, Env};
use super::files;
use crate::{dry_run, prove, Conclusion, DryRunOptions, EffectSite, Limits, Program, ProveOptions, ScriptedReturns};

/// The fuzz's solver time limit per query. Nearly every generated query takes well under a
/// millisecond; the few that take longer (strings built from ints, mostly) would otherwise
/// dominate a session: over seed 8's first 500 cases, 225 proved and 254 refuted at 250 ms
/// against 226 and 256 at 2 s, in less than half the time.
pub const DEFAULT_TIMEOUT_MS: u32 = 250;

/// How hard to check one case.
#[derive(Debug, Clone, Copy)]
pub struct OracleOptions {
    /// Environments run per proved case.
    pub envs: usize,
    /// Solver time limit per query, shorter than `clauz3 prove`'s: a query that runs out
    /// leaves its obligation unknown, so the case counts as skipped (or partially proved),
    /// never as proved and never as a disagreement.
    pub timeout_ms: u32,
    /// Seeds the environments (with the case's text).
    pub seed: u64,
    /// Also compare effect-free programs with `python3` (see [`super::cpython`]).
    pub cpython: bool,
}

impl Default for OracleOptions {
    fn default() -> Self {
        OracleOptions { envs: 16, timeout_ms: DEFAULT_TIMEOUT_MS, seed: 0, cpython: false }
    }
}

/// What checking one case found.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub conclusion: Option<Conclusion>,
    /// For a refutation: the replay status `prove` reported.
    pub replay: Option<String>,
    /// Concrete runs made.
    pub runs: usize,
    /// Whether CPython was compared on this case.
    pub cpython: bool,
    pub disagreement: Option<Disagreement>,
}

/// The prover and the interpreter (or the generator and the front end) disagree.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Disagreement {
    /// `proved-but-fails`, `proved-but-violates`, `replay`, `vacuous`, `load`, `cpython`.
    pub kind: &'static str,
    pub message: String,
    /// The verdict line of `clauz3 prove`.
    pub verdict: String,
    /// The environment that shows it, for a proved case.
    pub env: Option<Env>,
}

/// Proves `case` and checks the verdict concretely.
pub fn check(case: &Case, options: &OracleOptions) -> Outcome {
    let mut outcome = Outcome { conclusion: None, replay: None, runs: 0, cpython: false, disagreement: None };
    let disagree = |kind, message: String, verdict: &str, env: Option<Env>| {
        Some(Disagreement { kind, message, verdict: verdict.to_owned(), env })
    };
    let written = match files::temp_case(case) {
        Ok(w) => w,
        Err(e) => {
            outcome.disagreement = disagree("load", format!("could not write the case: {e}"), "", None);
            return outcome;
        }
    };
    let program = match Program::from_path(&written.program, &[]) {
        Ok(p) => p,
        Err(e) => {
            outcome.disagreement = disagree("load", e.text, "", None);
            return outcome;
        }
    };
    if options.cpython && super::cpython::applies(case) {
        outcome.cpython = true;
        let envs = env::sample(case, options.seed, options.envs);
        let found = super::cpython::compare(case, &program, &envs).unwrap_or_else(|e| Some((e, envs[0].clone())));
        if let Some((message, env)) = found {
            outcome.disagreement = disagree("cpython", message, "", Some(env));
            return outcome;
        }
    }
    let report = prove(&program, &ProveOptions { timeout_ms: options.timeout_ms, ..ProveOptions::default() });
    outcome.conclusion = Some(report.conclusion);
    match report.conclusion {
        Conclusion::Proved => {
            for env in env::sample(case, options.seed, options.envs) {
                outcome.runs += 1;
                if let Err(message) = run_proved(case, &program, &env, &report.calls) {
                    let kind =
                        if message.starts_with("guarantee") { "proved-but-violates" } else { "proved-but-fails" };
                    outcome.disagreement = disagree(kind, message, &report.line, Some(env));
                    break;
                }
            }
        }
        Conclusion::Failed => {
            let replay = report.replay.clone().unwrap_or_default();
            if replay.starts_with("parity error") {
                let message = format!("the counterexample does not replay: {replay}");
                outcome.disagreement = disagree("replay", message, &report.line, None);
            }
            outcome.replay = Some(replay);
        }
        Conclusion::Vacuous => {
            let message = "no path is feasible, but every generated layer allows some".to_owned();
            outcome.disagreement = disagree("vacuous", message, &report.line, None);
        }
        Conclusion::Skipped | Conclusion::PartiallyProved | Conclusion::NoTheorem => {}
    }
    outcome
}

/// Runs a proved case in one environment; says what went wrong, if anything: a failure, a
/// guarantee the run's calls violate, or a call at a site (or of an effect) that no feasible
/// path of the proof reaches (`sites`, from [`crate::ProofReport::calls`]).
pub fn run_proved(case: &Case, program: &Program, env: &Env, sites: &[EffectSite]) -> Result<(), String> {
    let returns = ScriptedReturns::from_json(&env.returns).map_err(|e| format!("environment: {e}"))?;
    program.check_returns(&returns).map_err(|e| format!("environment: {e}"))?;
    let limits = Limits { max_steps: 200_000, ..Limits::default() };
    let trace = dry_run(program, &DryRunOptions { target: ENTRY.into(), returns, limits, ..DryRunOptions::default() });
    if let Some(f) = &trace.failure {
        let at = f.location.as_ref().map(|l| format!(" at line {}", l.line)).unwrap_or_default();
        return Err(format!("the run fails{at}: {}: {}", f.error, f.message));
    }
    let calls: Vec<_> = trace.effects.iter().filter(|c| c.effect != ARGS_EFFECT).cloned().collect();
    if let Some(c) = calls.iter().find(|c| !sites.iter().any(|s| s.effect == c.effect && s.at == c.at)) {
        let line = program.locate(c.at).map(|l| format!(" at line {}", l.line)).unwrap_or_default();
        return Err(format!("the run calls {}{line}, which no path of the proof reaches", c.call_text()));
    }
    for g in &case.guarantees {
        if !g.holds(&calls) {
            let shown: Vec<String> = calls.iter().map(|c| c.call_text()).collect();
            return Err(format!("guarantee {} is violated by the run's calls [{}]", g.call_text(), shown.join(", ")));
        }
    }
    Ok(())
}
