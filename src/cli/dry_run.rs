//! `clauz3 dry-run`.

use crate::{dry_run, DryRunOptions, EffectTrace, Limits, Program, ScriptedReturns};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct DryRunArgs {
    #[command(flatten)]
    roots: super::RootArgs,
    /// The function to run, with no arguments.
    #[arg(long, default_value = "main")]
    target: String,
    /// JSON file of scripted effect returns: `{"effect": [first, second, ...]}`.
    #[arg(long, value_name = "FILE")]
    returns: Option<PathBuf>,
    /// Print one JSON document instead of text.
    #[arg(long, conflicts_with = "quiet")]
    json: bool,
    /// Print only what the program printed, then `str()` of the returned value.
    #[arg(long)]
    quiet: bool,
    /// Statement budget.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(1..=super::MAX_STEPS))]
    max_steps: Option<u64>,
    /// Call depth limit.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = clap::value_parser!(u32).range(1..=super::MAX_DEPTH))]
    max_depth: Option<u32>,
    /// Heap the run may add, in MiB.
    #[arg(long, value_name = "MIB", default_value_t = crate::limits::DEFAULT_MAX_MEMORY_MIB as u64,
          allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(1..=super::MAX_MEMORY_MIB))]
    max_memory: u64,
    /// Check the program's guarantees on the trace as `clauz3 run`'s monitor does (before each
    /// effect, and at the end); a violation fails the dry run.
    #[arg(long)]
    monitor: bool,
    /// Append the audit log `clauz3 run` would write to FILE.
    #[arg(long, value_name = "FILE")]
    audit_log: Option<PathBuf>,
    /// The agent program.
    program: PathBuf,
    /// Arguments for the program, after `--`: what it reads as `sys.argv[1:]` (`sys.argv[0]`
    /// is PROGRAM as given).
    #[arg(last = true, value_name = "ARGS")]
    args: Vec<String>,
}

pub fn run(args: &DryRunArgs) -> ExitCode {
    if let Some(Err(e)) = args.audit_log.as_deref().map(crate::outputs::check_file) {
        errln!("error[config]: the audit log: {e}");
        return ExitCode::from(2);
    }
    let load = args.roots.options();
    let returns = match &args.returns {
        Some(path) => match read_returns(path) {
            Ok(r) => r,
            Err(message) => {
                errln!("error[config]: {message}");
                return ExitCode::from(2);
            }
        },
        None => ScriptedReturns::default(),
    };
    let program = match Program::load(&args.program, &load) {
        Ok(p) => p,
        Err(e) => {
            if args.json {
                outln!("{}", serde_json::json!({"status": "error", "diagnostics": e.json}));
            } else {
                err!("{}", e.text);
            }
            return ExitCode::from(2);
        }
    };
    if let Err(message) = program.check_returns(&returns) {
        errln!(
            "error[config]: {}: {message}",
            args.returns.as_ref().map_or(String::new(), |p| p.display().to_string())
        );
        return ExitCode::from(2);
    }
    if let Err(e) = super::require_target(&program, &args.target) {
        errln!("{e}");
        return ExitCode::from(2);
    }
    let mut limits = Limits::default();
    if let Some(n) = args.max_steps {
        limits.max_steps = n;
    }
    limits.max_memory = Some((args.max_memory as usize) << 20);
    if let Some(n) = args.max_depth {
        limits.max_depth = n;
    }
    let options = DryRunOptions {
        target: args.target.clone(),
        returns,
        limits,
        monitor: args.monitor,
        audit_log: args.audit_log.clone(),
        args: args.args.clone(),
    };
    let trace = dry_run(&program, &options);
    if args.json {
        print_json(&program, &trace);
    } else if args.quiet {
        out!("{}", trace.output);
        if let Some(s) = &trace.returned_str {
            outln!("{s}");
        }
        // What the program wrote to `sys.stderr` goes to ours, as CPython's would.
        err!("{}", trace.errors);
    } else {
        print_text(&program, &trace);
    }
    if let Some(v) = &trace.violation {
        if !args.json {
            errln!("error[guarantee]: {v}");
        }
        return ExitCode::from(1);
    }
    if let Some(f) = &trace.failure {
        if !args.json {
            // CPython's traceback, as `python3 program.py` prints it, then where clauz3 stopped.
            if let Some(traceback) = &f.traceback {
                err!("{traceback}");
            }
            err!("{}", f.rendered);
        }
        return ExitCode::from(1);
    }
    // `sys.exit(n)` ends `python3 program.py` with status n: so does its dry run.
    trace.exit_status.map_or(ExitCode::SUCCESS, ExitCode::from)
}

#[expect(clippy::disallowed_methods, reason = "the CLI reads the files the user names")]
fn read_returns(path: &std::path::Path) -> Result<ScriptedReturns, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let json: serde_json::Value = serde_json::from_str(&text).map_err(|e| invalid_json(path, &e))?;
    ScriptedReturns::from_json(&json).map_err(|e| format!("{}: {e}", path.display()))
}

/// Why a returns file is not JSON clauz3 takes. A lone surrogate escape (`"\\ud800"`) is
/// valid to Python's `json` but names no Unicode scalar value, which clauz3's strings hold.
fn invalid_json(path: &std::path::Path, e: &serde_json::Error) -> String {
    let reason = e.to_string();
    if reason.contains("surrogate") || reason.contains("hex escape") {
        return format!(
            "{}: invalid JSON at line {} column {}: a lone surrogate escape (\\uD800 to \\uDFFF, not a pair) in a string: clauz3's strings hold Unicode scalar values only",
            path.display(),
            e.line(),
            e.column()
        );
    }
    format!("{}: invalid JSON: {reason}", path.display())
}

fn print_text(program: &Program, trace: &EffectTrace) {
    let status = match (&trace.failure, trace.exit_status) {
        (None, None) => "ran".to_owned(),
        (None, Some(code)) => format!("exited with status {code}"),
        (Some(f), _) => format!("failed: {}", f.error),
    };
    outln!(
        "{}: {status} ({} effect{})",
        trace.target,
        trace.effects.len(),
        if trace.effects.len() == 1 { "" } else { "s" }
    );
    let locations = trace.locations(program);
    for (record, at) in trace.effects.iter().zip(locations) {
        let at = at.map(|l| format!("  [{}:{}:{}]", l.file, l.line, l.column)).unwrap_or_default();
        let ended = match &record.raised {
            Some(exc) => format!("raised {exc}"),
            None => record.returned.repr(),
        };
        outln!("  {}. {} -> {ended}{at}", record.seq, record.call_text());
    }
    for (heading, text) in [("printed:", &trace.output), ("printed to stderr:", &trace.errors)] {
        if !text.is_empty() {
            outln!("{heading}");
            for line in text.lines() {
                outln!("  | {line}");
            }
        }
    }
    if let Some(r) = &trace.returned {
        outln!("returned: {r}");
    }
}

fn print_json(program: &Program, trace: &EffectTrace) {
    // Each recorded call with where the program made it.
    let effects: Vec<serde_json::Value> = trace
        .effects
        .iter()
        .zip(trace.locations(program))
        .map(|(record, at)| {
            let mut e = serde_json::to_value(record).unwrap_or_default();
            e["location"] = serde_json::to_value(at).unwrap_or_default();
            e
        })
        .collect();
    let mut doc = serde_json::json!({
        "status": if trace.succeeded() { "ok" } else { "failed" },
        "target": trace.target,
        "effects": effects,
        "output": trace.output,
        "returned": trace.returned,
        "returned_value": trace.returned_value,
        "error": trace.failure.as_ref().map(|f| f.error.clone()),
        "failure": trace.failure,
        "steps": trace.steps,
    });
    if !trace.errors.is_empty() {
        doc["errors"] = serde_json::Value::from(trace.errors.as_str());
    }
    outln!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
}
