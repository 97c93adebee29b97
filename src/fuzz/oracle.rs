//! The oracle: prove a generated case, then hold the verdict against the interpreter.
//! Proved: every sampled environment (and one per solver model of some of the proof's paths)
//! runs without an exception, failed assertion or violated precondition, every guarantee holds
//! on its trace by the fuzzer's own checker ([`super::spec`]), and the run follows a path of
//! the proof whose condition its own values satisfy. Refuted: the counterexample's replay must
//! reproduce the failure.
//! With `cpython`, CPython is the third side ([`super::three_way`]): it runs every environment
//! the interpreter ran (the counterexample's too, and sampled ones for a case not proved), with
//! the effects answered from the same scripts, and must agree with both.

use super::case::{Case, ARGS_EFFECT, ENTRY, PARAMS};
use super::env::{self, Env};
use super::pyscript::{self, RunSummary};
use super::three_way::{self, Runs};
use crate::prover::Admission;
use crate::{
    dry_run, prove_keeping_paths, Conclusion, DataValue, DryRunOptions, EffectSite, EffectTrace, Limits, Program,
    ProveOptions, ProvedPaths, ScriptedReturns,
};
use std::time::Instant;

/// The fuzz's solver time limit per query. Nearly every generated query takes well under a
/// millisecond; the few that take longer (strings built from ints, mostly) would otherwise
/// dominate a session: over seed 8's first 500 cases, 225 proved and 254 refuted at 250 ms
/// against 226 and 256 at 2 s, in less than half the time. The first 1,000 cases of seeds 3,
/// 5, 8 and 11 got the same verdicts at 150 ms as at 250 (at 100, one more skipped), and the
/// queries left undecided, each running to the limit, took a fifth of a session's time.
pub const DEFAULT_TIMEOUT_MS: u32 = 150;

/// The name the program is loaded under (as a finding's directory holds it).
const PROGRAM_FILE: &str = "program.py";

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
    /// Also run every environment under `python3` and hold it against both (see
    /// [`super::three_way`]).
    pub cpython: bool,
    /// Further environments per proved case, each from a solver model of one of the proof's
    /// paths (those reaching calls the others do not first), so that branches few sampled
    /// values take get run too.
    pub model_envs: usize,
    /// Hold every run of a proved case against the proof's paths: it must follow one whose
    /// condition holds with its inputs and effect results (off only to show what this check
    /// alone finds).
    pub path_check: bool,
    /// When the session must stop (`--time`): a case still being checked then is left
    /// unfinished ([`Outcome::stopped`]), and the prover gets no more than the time left.
    pub deadline: Option<Instant>,
    /// Prove with the thread's solver from the cases before (`ProveOptions::share_solver`):
    /// faster, but a counterexample may depend on them. A session shares it and checks a
    /// disagreement again without it, so that what it writes out reproduces alone.
    pub share_solver: bool,
}

impl Default for OracleOptions {
    fn default() -> Self {
        OracleOptions {
            envs: 16,
            timeout_ms: DEFAULT_TIMEOUT_MS,
            seed: 0,
            cpython: false,
            model_envs: 4,
            path_check: true,
            deadline: None,
            share_solver: false,
        }
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
    /// Of those, runs on environments from solver models of the proof's paths.
    pub model_runs: usize,
    /// Whether CPython ran this case's environments.
    pub cpython: bool,
    /// The deadline passed before the case was checked to the end: it shows nothing either
    /// way and is not counted.
    pub stopped: bool,
    pub disagreement: Option<Disagreement>,
}

/// The prover and the interpreter (or the generator and the front end) disagree.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Disagreement {
    /// `proved-but-fails`, `proved-but-violates`, `proved-off-path`, `replay`, `vacuous`,
    /// `load`, `panic`, and against CPython `proved-but-cpython-fails`,
    /// `bogus-counterexample`, `cpython`.
    pub kind: &'static str,
    pub message: String,
    /// The verdict line of `clauz3 prove`.
    pub verdict: String,
    /// The environment that shows it, for a proved case.
    pub env: Option<Env>,
}

/// Proves `case` and checks the verdict concretely. A panic anywhere in that is a finding of
/// its own (`panic`), not the end of the session.
pub fn check(case: &Case, options: &OracleOptions) -> Outcome {
    let at = Doing::default();
    let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check_unguarded(case, options, &at)));
    checked.unwrap_or_else(|payload| {
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let mut outcome = empty_outcome();
        outcome.disagreement = Some(Disagreement {
            kind: "panic",
            message: format!("clauz3 panicked {}: {message}", at.phase.get()),
            verdict: String::new(),
            env: at.env.take(),
        });
        outcome
    })
}

fn empty_outcome() -> Outcome {
    Outcome {
        conclusion: None,
        replay: None,
        runs: 0,
        model_runs: 0,
        cpython: false,
        stopped: false,
        disagreement: None,
    }
}

/// What a check is doing, so that a panic can say where it happened (and with which
/// environment, written out with the finding).
#[derive(Default)]
struct Doing {
    phase: std::cell::Cell<&'static str>,
    env: std::cell::RefCell<Option<Env>>,
}

impl Doing {
    fn now(&self, phase: &'static str, env: Option<&Env>) {
        self.phase.set(phase);
        *self.env.borrow_mut() = env.cloned();
    }
}

fn check_unguarded(case: &Case, options: &OracleOptions, at: &Doing) -> Outcome {
    let mut outcome = empty_outcome();
    let left = || options.deadline.map(|d| d.saturating_duration_since(Instant::now()));
    let out_of_time = || left().is_some_and(|l| l.is_zero());
    if out_of_time() {
        outcome.stopped = true;
        return outcome;
    }
    let disagree = |kind, message: String, verdict: &str, env: Option<Env>| {
        Some(Disagreement { kind, message, verdict: verdict.to_owned(), env })
    };
    // Loaded from memory as the loader would read it from disk (`write_case` writes the same
    // files for a finding): writing and removing a directory per case cost more than parsing it.
    let program = match Program::from_source(PROGRAM_FILE, &case.program_py(), &case.trusted_files()) {
        Ok(p) => p,
        Err(e) => {
            outcome.disagreement = disagree("load", e.text, "", None);
            return outcome;
        }
    };
    // No query may outlast the session (Z3 reads a time limit of 0 as none).
    let timeout_ms = left().map_or(options.timeout_ms, |l| options.timeout_ms.min(l.as_millis() as u32).max(1));
    let prove_options = ProveOptions { timeout_ms, share_solver: options.share_solver, ..ProveOptions::default() };
    at.now("proving", None);
    let (report, paths) = prove_keeping_paths(&program, &prove_options);
    if out_of_time() {
        outcome.stopped = true;
        return outcome;
    }
    outcome.conclusion = Some(report.conclusion);
    // Every environment run, with what the interpreter did, for CPython to run too.
    let mut runs = Runs { envs: Vec::new(), ours: Vec::new(), counterexample: None };
    match report.conclusion {
        Conclusion::Proved => {
            let mut envs = env::sample(case, options.seed, options.envs);
            let sampled = envs.len();
            envs.extend(paths.examples(options.model_envs).iter().map(env::of_example));
            let check = options.path_check.then_some(&paths);
            for (i, env) in envs.into_iter().enumerate() {
                if out_of_time() {
                    outcome.stopped = true;
                    return outcome;
                }
                outcome.runs += 1;
                outcome.model_runs += usize::from(i >= sampled);
                at.now("running or judging a proved case's environment", Some(&env));
                let judged = run_env(&program, &env).and_then(|trace| {
                    judge_proved(case, &program, &trace, &report.calls, check)?;
                    Ok(trace)
                });
                match judged {
                    Ok(trace) => {
                        runs.ours.push(pyscript::summary(&trace));
                        runs.envs.push(env);
                    }
                    Err((kind, message)) => {
                        outcome.disagreement = disagree(kind, message, &report.line, Some(env));
                        break;
                    }
                }
            }
        }
        Conclusion::Failed => {
            let replay = report.replay.clone().unwrap_or_default();
            if replay.starts_with("parity error") {
                let message = format!("the counterexample does not replay: {replay}");
                outcome.disagreement = disagree("replay", message, &report.line, None);
            } else if let (Some(example), "reproduced") = (&report.example, replay.as_str()) {
                runs.counterexample = Some(0);
                runs.envs.push(env::of_example(example));
            }
            outcome.replay = Some(replay);
        }
        Conclusion::Vacuous => {
            let message = "no path is feasible, but every generated layer allows some".to_owned();
            outcome.disagreement = disagree("vacuous", message, &report.line, None);
        }
        Conclusion::Skipped | Conclusion::PartiallyProved | Conclusion::NoTheorem => {}
    }
    if options.cpython && outcome.disagreement.is_none() {
        if report.conclusion != Conclusion::Proved {
            // Not proved: the interpreter and CPython still must agree on sampled inputs (half
            // as many as a proof gets: these runs are extra work, a proof's are not).
            runs.envs.extend(env::sample(case, options.seed, options.envs.div_ceil(2)));
            for env in &runs.envs {
                at.now("running an environment", Some(env));
                let summary = match run_env(&program, env) {
                    Ok(trace) => pyscript::summary(&trace),
                    Err((_, message)) => RunSummary { result: format!("raise {message}"), calls: Vec::new() },
                };
                runs.ours.push(summary);
            }
        }
        if out_of_time() {
            outcome.stopped = true;
            return outcome;
        }
        outcome.cpython = true;
        at.now("comparing with CPython", None);
        outcome.disagreement = three_way::compare(case, &runs, report.conclusion == Conclusion::Proved, &report.line);
    }
    outcome
}

/// The interpreter's run of the case in one environment.
fn run_env(program: &Program, env: &Env) -> Result<EffectTrace, (&'static str, String)> {
    // Not `Program::check_returns`: the run checks each value it takes against the effect's
    // declared type, and values it never takes cannot change it (checking them all took a
    // tenth of the runs' time).
    let returns =
        ScriptedReturns::from_json(&env.returns).map_err(|e| ("proved-but-fails", format!("environment: {e}")))?;
    let limits = Limits { max_steps: 200_000, ..Limits::default() };
    Ok(dry_run(program, &DryRunOptions { target: ENTRY.into(), returns, limits, ..DryRunOptions::default() }))
}

/// Holds a proved case's run in one environment against the proof; says what went wrong, if
/// anything, as a disagreement kind and message: a failure, a guarantee the run's calls
/// violate, a call at a site (or of an effect) that no feasible path of the proof reaches
/// (`sites`, from [`crate::ProofReport::calls`]), or, with `paths`, a run that follows no
/// proved path whose condition holds with its values.
pub fn judge_proved(
    case: &Case,
    program: &Program,
    trace: &EffectTrace,
    sites: &[EffectSite],
    paths: Option<&ProvedPaths>,
) -> Result<(), (&'static str, String)> {
    let fails = |message: String| ("proved-but-fails", message);
    if let Some(f) = &trace.failure {
        let at = f.location.as_ref().map(|l| format!(" at line {}", l.line)).unwrap_or_default();
        return Err(fails(format!("the run fails{at}: {}: {}", f.error, f.message)));
    }
    let calls: Vec<_> = trace.effects.iter().filter(|c| c.effect != ARGS_EFFECT).cloned().collect();
    let shown = || calls.iter().map(|c| c.call_text()).collect::<Vec<_>>().join(", ");
    if let Some(c) = calls.iter().find(|c| !sites.iter().any(|s| s.effect == c.effect && s.at == c.at)) {
        let line = program.locate(c.at).map(|l| format!(" at line {}", l.line)).unwrap_or_default();
        return Err(fails(format!("the run calls {}{line}, which no path of the proof reaches", c.call_text())));
    }
    for g in &case.guarantees {
        if !g.holds(&calls) {
            let message = format!("guarantee {} is violated by the run's calls [{}]", g.call_text(), shown());
            return Err(("proved-but-violates", message));
        }
    }
    if let Some(paths) = paths {
        let args: Vec<(String, DataValue)> = match trace.effects.first().map(|r| &r.returned) {
            Some(DataValue::Tuple(values)) => PARAMS.iter().map(|(n, _)| (*n).to_owned()).zip(values.clone()).collect(),
            _ => Vec::new(),
        };
        if paths.admit(&args, &calls) == Admission::Rejected {
            let message = format!(
                "the run (calls [{}]) follows no path of the proof: none with its calls has a condition that holds with its inputs and effect results",
                shown()
            );
            return Err(("proved-off-path", message));
        }
    }
    Ok(())
}
