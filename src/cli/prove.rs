//! `clauz3 prove`: one verdict line per entry, in the reference's format; `--explain` adds the
//! located explanation, the counterexample and the effect trace of the failing path.

use super::RootArgs;
use crate::{lean, prove, Conclusion, Program, ProofReport, ProveOptions};
use clap::Args;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct ProveArgs {
    #[command(flatten)]
    roots: RootArgs,
    /// The function to prove.
    #[arg(long, default_value = "main")]
    target: String,
    /// Print one JSON document per entry instead of verdict lines.
    #[arg(long)]
    json: bool,
    /// After each verdict, show why: the failing obligation's source, the counterexample, the
    /// effect trace on that path. The default when stdout is a terminal.
    #[arg(long)]
    explain: bool,
    /// Print only the verdict lines, even on a terminal.
    #[arg(long, conflicts_with = "explain")]
    brief: bool,
    /// Solver time limit per query, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 5, allow_negative_numbers = true, value_parser = clap::value_parser!(u32).range(1..=super::MAX_SOLVER_SECONDS))]
    timeout: u32,
    /// Iterations a loop on symbolic values is unrolled; past them it must have exited (or the
    /// verdict is `skipped`, naming the loop).
    #[arg(long, value_name = "N", default_value_t = crate::prover::DEFAULT_LOOP_BOUND,
          allow_negative_numbers = true, value_parser = clap::value_parser!(u32).range(1..=super::MAX_LOOP_BOUND))]
    loop_bound: u32,
    /// Which checker discharges the obligations: `z3`; `lean` (Z3 proves, then every eligible
    /// obligation is re-checked by Lean, which must accept it); `both` (Z3's verdict, with
    /// Lean's check reported beside it). Lean needs `lake` and `lean` on PATH.
    #[arg(long, value_enum, default_value_t = Backend::Z3)]
    backend: Backend,
    /// With `--backend lean|both`: where the Lean spine's records go (result, board, validation,
    /// sign-off; ids, counts, return codes and digests, never statement or proof text), one
    /// directory per entry named after its file stem.
    #[arg(long, value_name = "DIR", default_value = ".clauz3/lean")]
    lean_out: PathBuf,
    /// Agent programs; each is proved on its own.
    #[arg(required = true)]
    entries: Vec<PathBuf>,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Backend {
    Z3,
    Lean,
    Both,
}

impl Backend {
    fn lean(self) -> Option<lean::Requested> {
        match self {
            Backend::Z3 => None,
            Backend::Lean => Some(lean::Requested::Lean),
            Backend::Both => Some(lean::Requested::Both),
        }
    }
}

/// The Lean side of one entry: the check, its verdict, and where its records were written.
struct LeanCheck {
    report: lean::LeanReport,
    outcome: lean::Outcome,
    records: PathBuf,
}

/// The Z3 report, and with `--backend lean|both` the Lean check and its verdict, its records
/// written to `records`.
fn prove_entry(
    program: &Program,
    options: &ProveOptions,
    backend: Backend,
    command: &str,
    records: PathBuf,
) -> Result<(ProofReport, Option<LeanCheck>), String> {
    let Some(requested) = backend.lean() else { return Ok((prove(program, options), None)) };
    let (z3, report) =
        lean::prove_and_check(program, options, &lean::LakeRunner::default(), lean::TimeLimits::default())?;
    let outcome = lean::outcome(&z3, &report, requested);
    let result = report.spine_result(&z3, command, program.source());
    let paths = lean::RecordPaths { out_dir: records.clone(), acceptance: None };
    lean::write_records(&lean::records(&result, &paths, &lean::utc_now()))?;
    Ok((z3, Some(LeanCheck { report, outcome, records })))
}

/// One records directory per entry under `--lean-out`: the file stem, `_2`, `_3`… on a repeat.
fn records_dir(lean_out: &Path, entry: &Path, taken: &mut BTreeSet<String>) -> PathBuf {
    let stem = entry.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "program".into());
    let mut name = stem.clone();
    let mut k = 1;
    while !taken.insert(name.clone()) {
        k += 1;
        name = format!("{stem}_{k}");
    }
    lean_out.join(name)
}

/// A program that did not load, as `prove` reports it: a construct refused inside a body is a
/// `skipped` verdict (exit 1) as in the reference; anything else an error (exit 2).
pub(crate) struct LoadRefusal {
    /// The verdict line, for a refusal inside a body.
    pub line: Option<String>,
    /// The `--json` document.
    pub json: serde_json::Value,
    pub exit: u8,
}

impl LoadRefusal {
    pub(crate) fn of(e: &crate::LoadError, entry: &str, target: &str) -> LoadRefusal {
        if e.body_refusal.is_some() {
            let line = e.skipped_line(target).unwrap_or_default();
            let json = serde_json::json!({"entry": entry, "target": target, "conclusion": "skipped", "line": line, "diagnostics": e.json});
            return LoadRefusal { line: Some(line), json, exit: 1 };
        }
        let json = serde_json::json!({"entry": entry, "status": "error", "diagnostics": e.json});
        LoadRefusal { line: None, json, exit: 2 }
    }
}

/// The `--json` document of one proved entry (the Z3 report, named by its entry).
pub(crate) fn report_json(report: &ProofReport, entry: &str) -> serde_json::Value {
    let mut doc = serde_json::to_value(report).unwrap_or_default();
    doc["entry"] = serde_json::Value::String(entry.to_owned());
    doc
}

/// What `--explain` adds under a verdict that is not `proved!`: the located explanation, the
/// effect trace of the failing path and the replay.
pub(crate) fn explanation(report: &ProofReport) -> String {
    use std::fmt::Write;
    let mut text = String::new();
    if report.conclusion == Conclusion::Proved {
        return text;
    }
    text.push_str(report.explanation.as_deref().unwrap_or_default());
    for (i, call) in report.trace.iter().enumerate() {
        let _ = writeln!(text, "  effect {}: {call}", i + 1);
    }
    if let Some(replay) = &report.replay {
        let _ = writeln!(text, "  replay: {replay}");
    }
    text
}

/// Proves every entry and ends the process with the worst entry's exit code.
pub fn run(args: &ProveArgs) -> ! {
    // One process, one Z3 context, then exit: its tables go on huge pages, and it is made on a
    // helper thread while the program loads.
    crate::smt::ready_for_the_only_context();
    let worst = on_prover_thread(|| prove_entries(args));
    // Every entry's output, records and cache files are written by now: the process ends here
    // without its exit hooks, which would only free the Z3 context, the session's tables and
    // libz3's statics (about 2 % of a small proof's instructions).
    z3_raw::exit_now(worst.into())
}

/// Runs `prove` on a thread of its own with one native stack for the whole command, with room
/// for a run's: the load and each run (`api::with_stack`) go on from it instead of each mapping,
/// touching and unmapping a new one. A thread's stack, unlike the main thread's, is known to
/// glibc without reading `/proc/self/maps` (what `stacker` asks on the main thread: 0.3 M
/// instructions). Where no thread can start, the main thread grows its stack instead; a panic
/// of the thread goes on as the main thread's. What `cli::main` set for its own thread (the
/// parse cache) is set again on the new one.
fn on_prover_thread(prove: impl FnOnce() -> u8 + Send) -> u8 {
    let prove = std::sync::Mutex::new(Some(prove));
    // Taken once, by the thread or else by the main thread.
    let take = || prove.lock().ok().and_then(|mut prove| prove.take()).map_or(2, |prove| prove());
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new().name("clauz3-prove".into()).stack_size(crate::api::WORKER_STACK);
        // The parse cache is the thread's own (`cli::main` turned it on for the main thread).
        let on_thread = || {
            super::parse_store::enable();
            take()
        };
        match thread.spawn_scoped(scope, on_thread) {
            Ok(thread) => thread.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            Err(_) => crate::api::with_stack(crate::api::WORKER_STACK, take),
        }
    })
}

/// Proves each entry in turn, printing its verdict; the exit code (the worst of the entries').
fn prove_entries(args: &ProveArgs) -> u8 {
    use std::io::IsTerminal;
    if args.entries.len() == 1 {
        crate::kept::loading_once();
    }
    let explain = args.explain || (!args.brief && std::io::stdout().is_terminal());
    let mut worst = 0u8;
    let prefix_needed = args.entries.len() > 1;
    let mut taken = BTreeSet::new();
    for entry in &args.entries {
        let prefix = if prefix_needed { format!("{}: ", entry.display()) } else { String::new() };
        let program = match Program::load(entry, &args.roots.options()) {
            Ok(p) => p,
            Err(e) => {
                let refused = LoadRefusal::of(&e, &entry.display().to_string(), &args.target);
                if args.json {
                    outln!("{}", refused.json);
                } else {
                    if let Some(line) = &refused.line {
                        outln!("{prefix}{line}");
                    }
                    err!("{}", e.text);
                }
                worst = worst.max(refused.exit);
                continue;
            }
        };
        let options = ProveOptions {
            target: args.target.clone(),
            timeout_ms: args.timeout.saturating_mul(1000),
            loop_bound: args.loop_bound,
            ..ProveOptions::default()
        };
        let backend = match args.backend {
            Backend::Z3 => "z3",
            Backend::Lean => "lean",
            Backend::Both => "both",
        };
        let command = format!("clauz3 prove --backend {backend} --target {} {}", args.target, lean::shown_path(entry));
        let records = records_dir(&args.lean_out, entry, &mut taken);
        let (report, lean_check) = match prove_entry(&program, &options, args.backend, &command, records) {
            Ok(both) => both,
            Err(e) => {
                errln!("error: {prefix}{e}");
                worst = worst.max(2);
                continue;
            }
        };
        if args.json {
            let mut doc = report_json(&report, &entry.display().to_string());
            if let Some(check) = &lean_check {
                doc["lean"] = check.report.to_json();
                doc["lean"]["verdict"] = serde_json::json!(check.outcome.lines.first());
                doc["lean"]["records"] = serde_json::json!(check.records.display().to_string());
            }
            outln!("{doc}");
        } else {
            match &lean_check {
                Some(check) => check.outcome.lines.iter().for_each(|line| outln!("{prefix}{line}")),
                None => outln!("{prefix}{}", report.line),
            }
            if explain {
                out!("{}", explanation(&report));
            }
        }
        if let Some(check) = &lean_check {
            check.outcome.errors.iter().for_each(|e| errln!("{prefix}{e}"));
        }
        if report.replay.as_deref().is_some_and(|r| r.starts_with("parity error")) {
            errln!("error[internal]: {prefix}{}", report.replay.as_deref().unwrap_or_default());
        }
        let z3_exit = if report.proved() { 0 } else { 1 };
        worst = worst.max(lean_check.map_or(z3_exit, |check| check.outcome.exit));
    }
    worst
}
