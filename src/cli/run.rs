//! `clauz3 run`: prove, approve, execute through the effect gate, report; exit codes 0 ran,
//! 1 not proved or failed at run time, 2 configuration or approval-protocol error, 3 denied.

use super::terminal::{self, TerminalApprover};
use super::RootArgs;
use crate::api::run::{
    run, service_requested, ApproveAll, Approver, AuditTarget, Handlers, NoApprover, Policy, PolicyApprover,
    RunOptions, RunReport, RunStatus, ServiceApprover, DEFAULT_STEP_BUDGET,
};
use crate::{Limits, OutputSink, Program, ProveOptions};
use clap::Args;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

#[derive(Args, Debug)]
pub struct RunArgs {
    #[command(flatten)]
    roots: RootArgs,
    /// The function to prove and run (with no arguments).
    #[arg(long, default_value = "main")]
    target: String,
    /// Interpreter steps the run may take.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_STEP_BUDGET, allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(1..=super::MAX_STEPS))]
    step_budget: u64,
    /// Seconds to wait for an approval decision.
    #[arg(long, value_name = "SECONDS", default_value_t = 300, allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(1..=super::MAX_SECONDS))]
    approval_timeout: u64,
    /// Wall-clock seconds the execution may take (checked between steps and before effects).
    #[arg(long, value_name = "SECONDS", allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(1..=super::MAX_SECONDS))]
    timeout: Option<u64>,
    /// Nested calls the program may make.
    #[arg(long, value_name = "N", default_value_t = Limits::default().max_depth, allow_negative_numbers = true, value_parser = clap::value_parser!(u32).range(1..=super::MAX_DEPTH))]
    max_depth: u32,
    /// Heap the execution may add, in MiB.
    #[arg(long, value_name = "MIB", default_value_t = crate::limits::DEFAULT_MAX_MEMORY_MIB as u64,
          allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(1..=super::MAX_MEMORY_MIB))]
    max_memory: u64,
    /// Solver time limit per query, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 5, allow_negative_numbers = true, value_parser = clap::value_parser!(u32).range(1..=super::MAX_SOLVER_SECONDS))]
    solver_timeout: u32,
    /// Approve every proved program without asking (tests and CI); the report says so.
    #[arg(long, conflicts_with = "policy")]
    yes: bool,
    /// An approval policy (the reference's JSON format): rules approve or reject
    /// automatically; when none fires, the approval service (when configured) or the terminal
    /// asks.
    #[arg(long, value_name = "FILE")]
    policy: Option<PathBuf>,
    /// The approval service to ask (its URL), in place of `CLAUZ3_APPROVAL_SERVICE`,
    /// `CLAUZ3_APPROVAL_URL` or `.clauz3/approval-service.json`.
    #[arg(long, value_name = "URL", conflicts_with = "yes")]
    approval_service: Option<String>,
    /// The audit log to append to (default: a new file under `.clauz3/runs/`).
    #[arg(long, value_name = "FILE")]
    audit_log: Option<PathBuf>,
    /// Print the whole run report as one JSON document.
    #[arg(long)]
    json: bool,
    /// The agent program; `-` or nothing reads it from stdin.
    program: Option<PathBuf>,
}

pub fn run_cmd(args: &RunArgs) -> ExitCode {
    if let Some(url) = &args.approval_service {
        super::use_approval_service(url);
    }
    let from_stdin = args.program.as_deref().is_none_or(|p| p == Path::new("-"));
    let program = match load_program(args.program.as_deref(), &args.roots) {
        Ok(p) => p,
        Err(e) => return refuse(args.json, &e.text, &e.json),
    };
    let no_terminal = if from_stdin {
        Some("no approver: the program was read from stdin, so no terminal can be asked; ask an approval service (--approval-service URL or CLAUZ3_APPROVAL_URL), approve with --policy FILE, or --yes (tests and CI only)".to_owned())
    } else {
        terminal::unavailable().map(str::to_owned)
    };
    let setup = RunSetup {
        approval: ApprovalSetup {
            yes: args.yes,
            policy: args.policy.clone(),
            timeout: Duration::from_secs(args.approval_timeout),
            no_terminal,
        },
        options: RunOptions {
            target: args.target.clone(),
            prove: solver_options(args.solver_timeout),
            limits: Limits {
                max_steps: args.step_budget,
                max_depth: args.max_depth,
                max_memory: Some((args.max_memory as usize) << 20),
                deadline: args.timeout.map(|s| Instant::now() + Duration::from_secs(s)),
                ..Limits::default()
            },
            audit: match &args.audit_log {
                Some(p) => AuditTarget::File(p.clone()),
                None => AuditTarget::Under(PathBuf::from(".")),
            },
            // What the program prints shows as it runs (not with --json, whose stdout is one
            // document that carries the output).
            echo_output: (!args.json).then(|| OutputSink(std::sync::Arc::new(print_live))),
            echo_errors: (!args.json).then(|| OutputSink(std::sync::Arc::new(print_live_error))),
            ..RunOptions::default()
        },
    };
    let report = match run_program(&program, &setup) {
        Ok(report) => report,
        Err(e) => return refuse(args.json, &e, &[]),
    };
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
    } else {
        print_report(&report, program.source().0);
    }
    ExitCode::from(report.status.exit_code())
}

/// Who approves a run: `--yes`, a policy, the approval service the environment names, or a
/// person at the terminal, in that order.
pub(crate) struct ApprovalSetup {
    /// Approve every proved program (`--yes`: tests and CI only).
    pub yes: bool,
    pub policy: Option<PathBuf>,
    /// How long the service (or the terminal) waits for the person.
    pub timeout: Duration,
    /// Why no terminal may be asked, when none may (stdin programs, the MCP server).
    pub no_terminal: Option<String>,
}

/// Everything `run` needs besides the program: shared by `clauz3 run` and the MCP server.
pub(crate) struct RunSetup {
    pub approval: ApprovalSetup,
    pub options: RunOptions,
}

/// The proof settings of a solver time limit per query, in seconds.
pub(crate) fn solver_options(solver_timeout: u32) -> ProveOptions {
    ProveOptions { timeout_ms: solver_timeout.saturating_mul(1000), ..ProveOptions::default() }
}

/// Proves, asks for approval and executes `program` as `setup` says; an error is a refusal
/// before anything ran (exit 2).
pub(crate) fn run_program(program: &Program, setup: &RunSetup) -> Result<RunReport, String> {
    super::require_target(program, &setup.options.target)?;
    let mut approver = approver_for(program, &setup.options.prove, &setup.approval)?;
    let mut handlers = Handlers::from_manifests(program).map_err(|e| format!("error: {e}"))?;
    Ok(run(program, &setup.options, approver.as_mut(), &mut handlers))
}

/// The approver `setup` asks for; never one that approves unless `--yes` was given.
fn approver_for<'p>(
    program: &'p Program,
    prove: &ProveOptions,
    setup: &ApprovalSetup,
) -> Result<Box<dyn Approver + 'p>, String> {
    let timeout = setup.timeout;
    // A configured approval service is asked ahead of the terminal (and also for stdin).
    let service = !setup.yes && service_requested();
    let person = || -> Option<Box<dyn Approver + 'p>> {
        if service {
            return Some(Box::new(ServiceApprover::new(timeout)));
        }
        setup.no_terminal.is_none().then(|| Box::new(TerminalApprover { timeout }) as Box<dyn Approver>)
    };
    if setup.yes {
        return Ok(Box::new(ApproveAll));
    }
    if let Some(path) = &setup.policy {
        let policy = read_policy(path).map_err(|e| format!("error: {e}"))?;
        return Ok(Box::new(PolicyApprover { policy, program, prove: prove.clone(), fallback: person() }));
    }
    Ok(person().unwrap_or_else(|| {
        let why = setup.no_terminal.clone().unwrap_or_else(|| "no approver".into());
        Box::new(NoApprover(why))
    }))
}

/// A refusal before anything ran (exit 2): the text on stderr, or with `--json` one document
/// `{"status": "error", ...}` on stdout, as `dry-run --json` and `prove --json` do.
fn refuse(json: bool, text: &str, diagnostics: &[serde_json::Value]) -> ExitCode {
    if json {
        let error = text.lines().next().unwrap_or_default();
        outln!("{}", serde_json::json!({"status": "error", "error": error, "diagnostics": diagnostics}));
    } else if text.ends_with('\n') {
        err!("{text}");
    } else {
        errln!("{text}");
    }
    ExitCode::from(2)
}

/// Reads the program from a file, or from stdin for `-` or no path (roots discovered from the
/// working directory).
pub(super) fn load_program(path: Option<&Path>, roots: &RootArgs) -> Result<Program, crate::LoadError> {
    let options = roots.options();
    match path.filter(|p| *p != Path::new("-")) {
        Some(p) => Program::load(p, &options),
        None => {
            let mut text = String::new();
            if let Err(e) = std::io::stdin().read_to_string(&mut text) {
                let text = format!("error: cannot read the program from stdin: {e}");
                return Err(crate::LoadError { text, json: Vec::new(), body_refusal: None });
            }
            Program::load_text("<stdin>", &text, &options, || crate::loader::discover_roots(Path::new("<stdin>")))
        }
    }
}

#[expect(clippy::disallowed_methods, reason = "the CLI reads the files the user names")]
pub(super) fn read_policy(path: &Path) -> Result<Policy, String> {
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("approval policy not found: {}: {e}", path.display()))?;
    Policy::parse(&text, &path.display().to_string())
}

/// Shows printed text at once, even when stdout is a pipe.
fn print_live(text: &str) {
    let mut out = std::io::stdout().lock();
    // A closed stdout must not stop the run: the report and the audit log still have it.
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}

/// What the program writes to `sys.stderr`, on ours as it is written.
fn print_live_error(text: &str) {
    let mut out = std::io::stderr().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}

/// The report after the run; the program's output was shown live.
fn print_report(report: &RunReport, source: &str) {
    match &report.status {
        RunStatus::NotProved => {
            if let Some(p) = &report.proof {
                outln!("{}", p.line);
                if let Some(text) = &p.explanation {
                    err!("{text}");
                }
            }
            return;
        }
        RunStatus::Denied => {
            if let Some(a) = &report.approval {
                errln!("approval: {} (by {})", a.decision.as_str(), a.by);
                if let Some(f) = &a.feedback {
                    errln!("feedback: {f}");
                }
            }
            return;
        }
        RunStatus::Refused(why) if report.execution.is_none() => {
            errln!("error: {why}");
            return;
        }
        RunStatus::Ran | RunStatus::Refused(_) | RunStatus::Failed(_) | RunStatus::SoundnessViolation(_) => {}
    }
    if let Some(p) = &report.proof {
        outln!("{}", p.line);
    }
    if let Some(a) = &report.approval {
        let receipt = a.receipt.as_ref().map(|r| format!(" receipt={r}")).unwrap_or_default();
        outln!("approval: {}{receipt} (by {})", a.decision.as_str(), a.by);
    }
    if report.status == RunStatus::Ran {
        if let Some(r) = &report.request {
            outln!("executed: {}", r.target);
        }
    }
    if let Some(e) = &report.execution {
        outln!("effects: {}", e.effects.len());
        for effect in &e.effects {
            outln!("  {}", effect.call);
        }
    }
    match &report.status {
        RunStatus::Failed(message) => {
            let failure = report.execution.as_ref().and_then(|e| e.failure.as_ref());
            // CPython's traceback of an exception ending the run, as `python3 program.py` prints it.
            if let Some(traceback) = failure.and_then(|f| f.traceback.as_ref()) {
                err!("{traceback}");
            }
            match failure.map(|f| f.error.as_str()) {
                Some("EffectError") => errln!("runtime error: {message}"),
                Some("LimitExceeded") | None => errln!("runtime error: {source}: {message}"),
                Some(name) => errln!("runtime error: {source}: {name}: {message}"),
            }
            // The rendered diagnostic repeats the message in its header: show only where.
            if let Some((_, location)) = failure.and_then(|f| f.rendered.split_once('\n')) {
                err!("{location}");
            }
        }
        RunStatus::SoundnessViolation(message) => {
            errln!("error[internal]: {message}");
            errln!("  this is a bug in clauz3's prover; please report it with the program and the audit log");
        }
        RunStatus::Refused(why) => errln!("error: {why}"),
        RunStatus::Ran | RunStatus::NotProved | RunStatus::Denied => {}
    }
    if let Some(path) = &report.audit_log {
        errln!("audit log: {}", path.display());
    }
}
