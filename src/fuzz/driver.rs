//! The fuzz loop: draw cases from the generator, check each with the oracle on `jobs` threads,
//! shrink every disagreement with proptest's shrinker, and keep the totals. Case `i` of a seed
//! is the same whatever the number of jobs, so a finding is reproducible by its seed and index.

use super::case::Case;
use super::oracle::{self, Disagreement, OracleOptions};
use super::stats::Stats;
use crate::mutant::{self, Mutant};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What to fuzz and for how long.
#[derive(Debug, Clone)]
pub struct FuzzOptions {
    pub seed: u64,
    /// Stop after this many cases.
    pub cases: u64,
    /// Stop after this long, whatever `cases` says: the case being checked then is left
    /// unfinished and uncounted (a disagreement already found is kept, shrunk as far as time
    /// allowed).
    pub time: Option<Duration>,
    /// Worker threads.
    pub jobs: usize,
    pub oracle: OracleOptions,
    /// Shrinking steps per disagreement (each one proves a program); 0 turns shrinking off.
    pub shrink_steps: u32,
    /// Stop at the first disagreement.
    pub stop_at_first: bool,
    /// A planted bug, for the mutation check only (see [`crate::mutant`]); never set by the CLI.
    #[doc(hidden)]
    pub mutant: Option<Mutant>,
}

impl Default for FuzzOptions {
    fn default() -> Self {
        FuzzOptions {
            seed: 0,
            cases: 200,
            time: None,
            jobs: 1,
            oracle: OracleOptions::default(),
            shrink_steps: 200,
            stop_at_first: false,
            mutant: None,
        }
    }
}

/// One disagreement: the case as drawn and as shrunk.
#[derive(Debug, Clone)]
pub struct Finding {
    /// Which case of the seed it was.
    pub index: u64,
    pub original: Case,
    pub shrunk: Case,
    pub disagreement: Disagreement,
}

/// Everything a session found.
#[derive(Debug, Clone, Default)]
pub struct FuzzReport {
    pub stats: Stats,
    pub findings: Vec<Finding>,
}

/// The generator's tree for case `index` of `seed`.
pub fn case_tree(seed: u64, index: u64) -> Box<dyn ValueTree<Value = Case>> {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    bytes[8..16].copy_from_slice(&index.to_le_bytes());
    bytes[16..24].copy_from_slice(b"clauz3fz");
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &bytes);
    let mut runner = TestRunner::new_with_rng(Config::default(), rng);
    match super::gen::case().new_tree(&mut runner) {
        Ok(tree) => Box::new(tree),
        // The generator has no filters that can reject everything; keep going with a fresh seed.
        Err(_) => case_tree(seed.wrapping_add(1), index),
    }
}

/// Runs a session; `progress` is called after every case with the totals so far.
pub fn fuzz(options: &FuzzOptions, progress: &(dyn Fn(&Stats) + Sync)) -> FuzzReport {
    let start = Instant::now();
    let deadline = options.time.map(|t| start + t);
    // Each case is proved on the worker's shared solver below; everything else (a disagreement
    // checked again, shrinking) on a solver of its own.
    let alone = OracleOptions { deadline, share_solver: false, ..options.oracle };
    let options = &FuzzOptions { oracle: alone, ..options.clone() };
    let next = AtomicU64::new(0);
    let report = Mutex::new(FuzzReport::default());
    let stop = std::sync::atomic::AtomicBool::new(false);
    // Cases until the session ends (false) or one panics (true): a panic may leave the
    // thread's solver context unusable, so the rest go to a fresh thread.
    let worker = || {
        mutant::plant(options.mutant);
        let mut panicked = false;
        while !panicked {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let out_of_time = options.time.is_some_and(|t| start.elapsed() >= t);
            if index >= options.cases || out_of_time || stop.load(Ordering::Relaxed) {
                break;
            }
            let began = Instant::now();
            let mut tree = case_tree(options.seed, index);
            let case = tree.current();
            let shared = OracleOptions { share_solver: true, ..options.oracle };
            let mut outcome = oracle::check(&case, &shared);
            panicked = outcome.disagreement.as_ref().is_some_and(|d| d.kind == PANIC);
            if outcome.disagreement.is_some() && !outcome.stopped {
                outcome = confirmed_alone(&case, outcome, options);
            }
            if outcome.stopped {
                break;
            }
            let finding = outcome.disagreement.clone().map(|d| {
                let (shrunk, disagreement) = shrink(tree.as_mut(), d, options);
                Finding { index, original: case.clone(), shrunk, disagreement }
            });
            let mut r = report.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            let panic = outcome.disagreement.as_ref().is_some_and(|d| d.kind == PANIC);
            let verdict = if panic { Some(PANIC) } else { None };
            r.stats.add(&case, outcome.conclusion, verdict, outcome.replay.as_deref(), outcome.runs);
            r.stats.timed(index, began.elapsed().as_secs_f64());
            r.stats.cpython += u64::from(outcome.cpython);
            r.stats.model_runs += outcome.model_runs as u64;
            if let Some(f) = finding {
                r.stats.disagreements += 1;
                r.findings.push(f);
                if options.stop_at_first {
                    stop.store(true, Ordering::Relaxed);
                }
            }
            r.stats.seconds = start.elapsed().as_secs_f64();
            progress(&r.stats);
        }
        mutant::plant(None);
        panicked
    };
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            scope.spawn(|| while on_fresh_thread(None, worker) == Some(true) {});
        }
    });
    let mut report = report.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    report.findings.sort_by_key(|f| f.index);
    report.stats.seconds = start.elapsed().as_secs_f64();
    report
}

/// A disagreement found with the solver shared with earlier cases, checked again with a solver
/// of its own, so that the case written out reproduces alone. When it does not, the first
/// disagreement stands (it is still a bug), saying so; when time runs out first, it stands as
/// found.
fn confirmed_alone(case: &Case, shared: oracle::Outcome, options: &FuzzOptions) -> oracle::Outcome {
    let alone = check_again(case, shared.disagreement.as_ref().map(|d| d.kind), options);
    if alone.disagreement.is_some() {
        return alone;
    }
    let mut outcome = shared;
    if let (Some(d), false) = (outcome.disagreement.as_mut(), alone.stopped) {
        d.message.push_str(
            " (seen with the solver the earlier cases of this worker used; a solver of its own does not show it)",
        );
    }
    outcome
}

/// Shrinks a disagreeing case (proptest's simplify/complicate walk): the smallest case that
/// still disagrees, with its disagreement.
fn shrink(tree: &mut dyn ValueTree<Value = Case>, first: Disagreement, options: &FuzzOptions) -> (Case, Disagreement) {
    let mut best = (tree.current(), first);
    let mut steps = 0;
    if !tree.simplify() {
        return best;
    }
    while steps < options.shrink_steps {
        steps += 1;
        let candidate = tree.current();
        let outcome = check_again(&candidate, Some(best.1.kind), options);
        if outcome.stopped {
            // Out of time: the smallest case so far stands.
            break;
        }
        match outcome.disagreement {
            Some(d) if d.kind == best.1.kind => {
                best = (candidate, d);
                if !tree.simplify() {
                    break;
                }
            }
            Some(_) | None => {
                if !tree.complicate() {
                    break;
                }
            }
        }
    }
    best
}

/// The disagreement kind of a panic caught while checking a case.
const PANIC: &str = "panic";

/// Checks a case again on a solver of its own; after a panic (`kind`), on a thread of its own
/// too, as the panic may have left this thread's solver context unusable.
fn check_again(case: &Case, kind: Option<&str>, options: &FuzzOptions) -> oracle::Outcome {
    if kind != Some(PANIC) {
        return oracle::check(case, &options.oracle);
    }
    on_fresh_thread(options.mutant, || oracle::check(case, &options.oracle))
        .unwrap_or_else(|| oracle::check(case, &options.oracle))
}

/// Runs `job` on a new thread with the stack the API gives runs (deep programs and the prover
/// want it) and `mutant` planted; `None` when the thread could not start or panicked.
fn on_fresh_thread<T: Send>(mutant: Option<Mutant>, job: impl FnOnce() -> T + Send) -> Option<T> {
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new().stack_size(crate::api::WORKER_STACK).spawn_scoped(scope, || {
            mutant::plant(mutant);
            job()
        });
        thread.ok()?.join().ok()
    })
}
