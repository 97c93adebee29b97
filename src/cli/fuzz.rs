//! `clauz3 fuzz`: differential fuzzing of the prover against the interpreter, with progress on
//! stderr, a JSON report and a case directory per disagreement; exit 1 on any disagreement.

use crate::fuzz::{self, FuzzOptions, OracleOptions};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

#[derive(Args, Debug)]
pub struct FuzzArgs {
    /// Seed of the generator: the same seed draws the same programs.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true, value_parser = clap::value_parser!(u64))]
    seed: u64,
    /// Generated programs to check.
    #[arg(long, value_name = "N", default_value_t = 500, allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(1..=super::MAX_FUZZ_CASES))]
    cases: u64,
    /// Stop after this many seconds, even before `--cases`: the program being checked then is
    /// left unfinished and not counted.
    #[arg(long, value_name = "S", allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(1..=super::MAX_SECONDS))]
    time: Option<u64>,
    /// Worker threads.
    #[arg(long, value_name = "N", default_value_t = 1, allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(1..=super::MAX_JOBS))]
    jobs: u64,
    /// Concrete environments run per proved program.
    #[arg(long, value_name = "N", default_value_t = 16, allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(0..=super::MAX_ENVS))]
    envs: u64,
    /// Further environments per proved program, each from a solver model of one of the
    /// proof's paths.
    #[arg(long, value_name = "N", default_value_t = 4, allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(0..=super::MAX_ENVS))]
    model_envs: u64,
    /// Solver time limit per query, in milliseconds; an obligation it cannot decide in time
    /// makes the case skipped, never a disagreement.
    #[arg(long, value_name = "MS", default_value_t = fuzz::oracle::DEFAULT_TIMEOUT_MS,
          allow_negative_numbers = true, value_parser = clap::value_parser!(u32).range(1..=super::MAX_SOLVER_SECONDS * 1000))]
    timeout: u32,
    /// Run every program under `python3` too, with effects answered from the same scripts,
    /// and hold CPython against both the prover and the interpreter: the default when
    /// `python3` is on PATH (kept for old scripts).
    #[arg(long, conflicts_with = "no_cpython")]
    cpython: bool,
    /// Leave CPython out: prover against interpreter only.
    #[arg(long)]
    no_cpython: bool,
    /// Where the JSON report (`report.json`) and a directory per disagreement go.
    #[arg(long, value_name = "DIR", default_value = "fuzz-out")]
    out: PathBuf,
    /// Also sweep the corpus: every proved program under DIR's `programs/` folders, run on
    /// sampled inputs.
    #[arg(long, value_name = "DIR", num_args = 0..=1, default_missing_value = "corpus")]
    corpus: Option<PathBuf>,
}

pub fn run(args: &FuzzArgs) -> ExitCode {
    // The report and the cases go to --out at the end: a bad directory must not cost the run.
    if let Err(e) = crate::outputs::prepare_dir(&args.out) {
        errln!("error: --out: {e}");
        return ExitCode::from(2);
    }
    if let Some(root) = args.corpus.as_ref().filter(|r| !std::fs::metadata(r).is_ok_and(|m| m.is_dir())) {
        errln!("error: --corpus: {} is not a directory", root.display());
        return ExitCode::from(2);
    }
    // `--cpython` asks for what is the default; without python3 there is no third side.
    let cpython = (args.cpython || !args.no_cpython) && fuzz::cpython::available();
    if args.cpython && !cpython {
        errln!("warning: python3 is not on PATH: CPython checks nothing this session");
    }
    let options = FuzzOptions {
        seed: args.seed,
        cases: args.cases,
        time: args.time.map(Duration::from_secs),
        jobs: args.jobs as usize,
        oracle: OracleOptions {
            envs: args.envs as usize,
            timeout_ms: args.timeout,
            seed: args.seed,
            cpython,
            model_envs: args.model_envs as usize,
            path_check: true,
            // Set by the session from `time`.
            deadline: None,
            // The session shares it between cases itself.
            share_solver: false,
        },
        ..FuzzOptions::default()
    };
    let last = std::sync::Mutex::new(Instant::now());
    let progress = |stats: &fuzz::Stats| {
        let mut last = last.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if last.elapsed() >= Duration::from_millis(500) || stats.cases == options.cases {
            *last = Instant::now();
            err!("\r{}", stats.line());
            let _ = std::io::stderr().flush();
        }
    };
    let report = fuzz::fuzz(&options, &progress);
    errln!("\r{}", report.stats.line());
    let sweep = args.corpus.as_ref().map(|root| {
        // Corpus programs are proved with `clauz3 prove`'s time limit, as their verdicts are.
        let sweep = fuzz::corpus::sweep(root, 8, crate::ProveOptions::default().timeout_ms, &|s| {
            err!("\rcorpus: programs {}, proved {}, runs {}", s.programs, s.proved, s.runs);
        });
        errln!();
        sweep
    });
    let mut failed = !report.findings.is_empty();
    for finding in &report.findings {
        match fuzz::write_finding(&args.out, finding) {
            Ok(dir) => outln!(
                "disagreement ({}) in case {}: {}\n  written to {}",
                finding.disagreement.kind,
                finding.index,
                finding.disagreement.message,
                dir.display()
            ),
            Err(e) => errln!("error: could not write case {}: {e}", finding.index),
        }
    }
    if let Some(s) = &sweep {
        for f in &s.disagreements {
            failed = true;
            outln!("corpus disagreement: {} proved, but {} fails: {}", f.program.display(), f.call, f.failure);
        }
    }
    let json = fuzz::report_json(&options, &report, sweep.as_ref());
    let path = args.out.join("report.json");
    if let Err(e) = fuzz::write_report(&path, &json) {
        errln!("error: could not write {}: {e}", path.display());
        return ExitCode::from(2);
    }
    outln!("{}", report.stats.line());
    outln!("report: {}", path.display());
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
