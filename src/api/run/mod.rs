//! `run`: prove, ask for approval, then execute the target in the interpreter with every effect
//! passing the one gate, behind the runtime monitor and the durable audit log.
//!
//! Nothing fires unless the target proved and an [`Approver`] approved its guarantees; every
//! effect that fires has a `started` record on disk before it does.

mod approval;
mod execute;
mod monitor;
mod policy;
mod remember;
mod request;
mod service;
mod watched;

pub use approval::{Approval, ApprovalError, ApproveAll, Approver, Decision, NoApprover, Waiting};
pub use execute::{ExecutedEffect, Handlers};
pub use policy::{Policy, PolicyApprover, PolicyOutcome};
pub use remember::{verify_for_remembering, VerifiedBasis};
pub use request::{ApprovalRequest, GuaranteeDetail, Presentation, ProofSummary};
pub use service::{service_requested, ServiceApprover};
pub(crate) use watched::{monitor_for, WatchedDryRun};

use super::{failure_of, prove, Failure, Program, ProofReport, ProveOptions};
use crate::effects::live_audit::{default_audit_path, AuditLog};
use crate::effects::Gate;
use crate::interp::{self, Concrete, OutputSink};
use crate::limits::Limits;
use crate::sema::{Evaluator, FaultKind, LimitKind};
use std::path::PathBuf;
use std::rc::Rc;

/// The reference's default step budget for `run`.
pub const DEFAULT_STEP_BUDGET: u64 = 1_000_000;

/// Where the audit log goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AuditTarget {
    Off,
    /// Append to this file.
    File(PathBuf),
    /// A new file under `<dir>/.clauz3/runs/`, named by time and request id.
    Under(PathBuf),
}

/// How to run.
#[derive(Debug, Clone)]
pub struct RunOptions {
    pub target: String,
    /// Solver settings for the proof (its `target` is replaced by [`RunOptions::target`]).
    pub prove: ProveOptions,
    /// Limits for the execution; `max_steps` is the step budget, `deadline` the wall clock.
    pub limits: Limits,
    /// Re-check the approved guarantees before each effect and at the end.
    pub monitor: bool,
    pub audit: AuditTarget,
    /// Receives what the program prints while it runs (the report has all of it too).
    pub echo_output: Option<OutputSink>,
    /// Receives what the program writes to `sys.stderr` while it runs.
    pub echo_errors: Option<OutputSink>,
    /// Told each stage as it begins (the MCP server's progress notifications).
    pub phases: Option<PhaseSink>,
    /// Test-only: treat the proof as `proved!` whatever it says, to show that the monitor
    /// catches what a broken prover would let through. Never set outside tests.
    #[doc(hidden)]
    pub testing_pretend_proved: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            target: "main".into(),
            prove: ProveOptions::default(),
            limits: Limits { max_steps: DEFAULT_STEP_BUDGET, ..Limits::default() },
            monitor: true,
            audit: AuditTarget::Off,
            echo_output: None,
            echo_errors: None,
            phases: None,
            testing_pretend_proved: false,
        }
    }
}

/// A stage of a run, told to [`RunOptions::phases`] as it begins; how the run ended is its
/// [`RunStatus`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The approver, the target and the effect handlers are checked.
    Checking,
    Proving,
    /// The approval request and the audit log's first record are written.
    SubmittingApproval,
    /// A person has the request and the run waits for them: the terminal asks, or the approval
    /// service reports it pending. Never told when a policy (or `--yes`) decides at once.
    AwaitingApproval,
    Executing,
}

impl Phase {
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Checking => "checking",
            Phase::Proving => "proving",
            Phase::SubmittingApproval => "submitting_approval",
            Phase::AwaitingApproval => "awaiting_approval",
            Phase::Executing => "executing",
        }
    }
}

/// A receiver of a run's phases.
#[derive(Clone)]
pub struct PhaseSink(pub std::sync::Arc<dyn Fn(Phase) + Send + Sync>);

impl std::fmt::Debug for PhaseSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PhaseSink(..)")
    }
}

/// How a run ended; [`RunStatus::exit_code`] gives the CLI's code.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "status", content = "message", rename_all = "snake_case")]
pub enum RunStatus {
    /// Proved, approved, executed to the end.
    Ran,
    /// The proof is not `proved!`: nothing was asked, nothing ran.
    NotProved,
    /// The approver did not approve: nothing ran.
    Denied,
    /// Configuration or approval-protocol error, or an effect with no handler.
    Refused(String),
    /// The program failed while running (effects already performed are not undone).
    Failed(String),
    /// The monitor stopped an effect that would break an approved guarantee: a clauz3 bug.
    SoundnessViolation(String),
}

impl RunStatus {
    /// 0 ran, 1 not proved or failed at run time, 2 configuration/protocol, 3 denied.
    pub fn exit_code(&self) -> u8 {
        match self {
            RunStatus::Ran => 0,
            RunStatus::NotProved | RunStatus::Failed(_) | RunStatus::SoundnessViolation(_) => 1,
            RunStatus::Refused(_) => 2,
            RunStatus::Denied => 3,
        }
    }
}

/// What the execution did.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Execution {
    pub effects: Vec<ExecutedEffect>,
    /// What the program (and effect bodies) printed.
    pub output: String,
    /// What the program wrote to `sys.stderr`.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub errors: String,
    /// `repr()` of the returned value.
    pub returned: Option<String>,
    pub failure: Option<Failure>,
    pub steps: u64,
}

/// Everything a run did, stage by stage.
#[derive(Debug, Clone, serde::Serialize)]
pub struct RunReport {
    pub status: RunStatus,
    pub proof: Option<ProofReport>,
    pub request: Option<ApprovalRequest>,
    pub approval: Option<Approval>,
    pub execution: Option<Execution>,
    pub audit_log: Option<PathBuf>,
}

impl RunReport {
    fn refused(why: String) -> RunReport {
        RunReport {
            status: RunStatus::Refused(why),
            proof: None,
            request: None,
            approval: None,
            execution: None,
            audit_log: None,
        }
    }
}

/// Proves the target, asks `approver`, and executes it with `handlers` (and effect bodies in
/// the subset) behind the runtime monitor and the audit log.
pub fn run(program: &Program, options: &RunOptions, approver: &mut dyn Approver, handlers: &mut Handlers) -> RunReport {
    let tell = |phase: Phase| {
        if let Some(sink) = &options.phases {
            (sink.0)(phase);
        }
    };
    tell(Phase::Checking);
    if let Err(e) = approver.prepare() {
        return RunReport::refused(e.0);
    }
    let ir = &program.syntax.program;
    let Some(func) = ir.lookup_function(&options.target) else {
        return RunReport::refused(format!("no theorem found for target '{}'", options.target));
    };
    if let Some((why, _)) = ir.entry_conflict(&options.target) {
        return RunReport::refused(why);
    }
    let needs: Vec<&str> = ir.function(func).params.iter().filter(|p| p.default.is_none()).map(|p| &*p.name).collect();
    if !needs.is_empty() {
        return RunReport::refused(format!(
            "target '{}' takes arguments ({}); `run` calls it with none",
            options.target,
            needs.join(", ")
        ));
    }
    if let Some(why) = unserved_effects(program, &options.target, handlers) {
        return RunReport::refused(why);
    }
    let prove_options = ProveOptions { target: options.target.clone(), ..options.prove.clone() };
    tell(Phase::Proving);
    let proof = prove(program, &prove_options);
    let mut report = RunReport::refused(String::new());
    if !proof.proved() && !options.testing_pretend_proved {
        report.status = RunStatus::NotProved;
        report.proof = Some(proof);
        return report;
    }
    tell(Phase::SubmittingApproval);
    let request = ApprovalRequest::new(program, &options.target, &proof);
    report.proof = Some(proof);
    let mut audit = match &options.audit {
        AuditTarget::Off => None,
        AuditTarget::File(p) => Some(AuditLog::open(p)),
        AuditTarget::Under(dir) => Some(AuditLog::open(&default_audit_path(dir, &request.request_id))),
    }
    .transpose();
    let log = |audit: &mut Option<AuditLog>, record: serde_json::Value| match audit {
        Some(a) => a.record(record),
        None => Ok(()),
    };
    let status = match &mut audit {
        Err(e) => Some(RunStatus::Refused(e.clone())),
        Ok(a) => {
            report.audit_log = a.as_ref().map(|a| a.path().to_path_buf());
            let started = serde_json::json!({"event": "run", "request_id": request.request_id, "program_sha256": request.program_sha256, "source_name": request.source_name, "target": request.target, "guarantees": request.guarantees});
            log(a, started).err().map(RunStatus::Refused)
        }
    };
    report.request = Some(request.clone());
    if let Some(status) = status {
        report.status = status;
        return report;
    }
    let mut audit = audit.ok().flatten();
    let phases = options.phases.as_ref();
    let waiting = || {
        if let Some(sink) = phases {
            (sink.0)(Phase::AwaitingApproval);
        }
    };
    let approval = match approver.decide(&request, &waiting) {
        Ok(a) => a,
        Err(e) => {
            let _ = log(&mut audit, serde_json::json!({"event": "approval_error", "error": e.0}));
            report.status = RunStatus::Refused(e.0);
            return report;
        }
    };
    let decided = serde_json::json!({"event": "approval", "decision": approval.decision.as_str(), "by": approval.by, "feedback": approval.feedback, "receipt": approval.receipt});
    report.approval = Some(approval.clone());
    if let Err(e) = log(&mut audit, decided) {
        report.status = RunStatus::Refused(e);
        return report;
    }
    if !approval.decision.approves() {
        report.status = RunStatus::Denied;
        return report;
    }
    tell(Phase::Executing);
    let monitor = options.monitor.then(|| monitor::Monitor::new(approved_specs(program, func)));
    let (status, execution) = execute(program, func, options, handlers, monitor.as_ref(), audit.as_mut());
    let end = serde_json::json!({"event": "finished", "status": status, "effects": execution.effects.len()});
    report.status = match log(&mut audit, end) {
        Err(e) if status == RunStatus::Ran => RunStatus::Failed(e),
        _ => status,
    };
    report.execution = Some(execution);
    report
}

/// The target's guarantees as written, with their specs (those that failed to build were
/// refused by the proof already).
/// The effects the target may call (statically, through its helpers) that nothing could
/// execute: found before proving and asking, so no run stops half-way for want of a handler.
fn unserved_effects(program: &Program, target: &str, handlers: &Handlers) -> Option<String> {
    let ir = &program.syntax.program;
    let (_, reached) = program.syntax.reached.iter().find(|(n, _)| n == target)?;
    let unserved: Vec<&str> = ir
        .effects
        .iter()
        .filter(|e| reached.effects.contains(&*e.name) && handlers.route(e).is_none())
        .map(|e| &*e.name)
        .collect();
    if unserved.is_empty() {
        return None;
    }
    let names: Vec<String> = unserved.iter().map(|n| format!("`{n}`")).collect();
    Some(format!(
        "no handler for effect{} {}: {} body is a stub or outside the subset, no `clauz3-handler.toml` in its trusted root serves it, and no native handler is registered (checked before proving: nothing ran)",
        if unserved.len() == 1 { "" } else { "s" },
        names.join(", "),
        if unserved.len() == 1 { "its" } else { "each one's" }
    ))
}

fn approved_specs(program: &Program, func: crate::ir::FuncId) -> Vec<(String, Rc<crate::contract::Spec>)> {
    let ir = &program.syntax.program;
    program
        .syntax
        .guarantees
        .iter()
        .filter(|g| g.func == func)
        .filter_map(|g| {
            let spec = super::contracts::spec_of(ir, &program.contracts, g).ok()?;
            Some((program.snippet(g.call), spec))
        })
        .collect()
}

/// Calls the target with no arguments behind the executing gate.
fn execute(
    program: &Program,
    func: crate::ir::FuncId,
    options: &RunOptions,
    handlers: &mut Handlers,
    monitor: Option<&monitor::Monitor>,
    audit: Option<&mut AuditLog>,
) -> (RunStatus, Execution) {
    let ir = &program.syntax.program;
    let limits = options.limits;
    let mut executor = execute::Executor::new(ir, limits, handlers, monitor, audit);
    let (result, texts, output, errors, steps, traceback) = {
        let domain = Concrete::new(limits, Gate::new(&mut executor))
            .with_echo(options.echo_output.clone())
            .with_error_echo(options.echo_errors.clone());
        let mut evaluator = Evaluator::new(ir, domain);
        let result = crate::api::with_stack(super::RUN_STACK, || evaluator.call_entry(func, Vec::new()));
        let (result, texts) = super::returned_texts(&mut evaluator, result, ir.function(func).span);
        let traceback = super::uncaught(&mut evaluator, &result, func);
        let domain = evaluator.into_domain();
        (result, texts, domain.output, domain.errors, domain.steps, traceback)
    };
    let mut execution = Execution { effects: Vec::new(), output, errors, returned: None, failure: None, steps };
    let performed = || {
        let names: Vec<&str> = executor.executed.iter().map(|e| e.call.split('(').next().unwrap_or_default()).collect();
        if names.is_empty() {
            "no effects had been performed".to_owned()
        } else {
            format!("effects already performed: {}", names.join(", "))
        }
    };
    let status = match result {
        Ok(v) => {
            execution.returned = Some(texts.map_or_else(|| interp::repr(&v), |(repr, _)| repr));
            match monitor.map(|m| m.at_end(ir, &executor.records)) {
                Some(Err(why)) => RunStatus::SoundnessViolation(format!(
                    "soundness bug: {why} on the finished run, yet the proof said it holds on every run"
                )),
                Some(Ok(())) | None => RunStatus::Ran,
            }
        }
        Err(fault) => {
            let message = match fault.kind() {
                FaultKind::Limit(LimitKind::Steps) => {
                    format!("exceeded step budget of {}; {}", limits.max_steps, performed())
                }
                FaultKind::Limit(LimitKind::Memory) => {
                    format!(
                        "exceeded memory cap of {} MiB; {}",
                        limits.max_memory.unwrap_or_default() >> 20,
                        performed()
                    )
                }
                FaultKind::Limit(kind) => {
                    format!("exceeded the {} limit ({}); {}", kind.name(), fault.message(), performed())
                }
                _ => fault.message().to_owned(),
            };
            let failure = failure_of(&program.map, fault.error_name(), &fault.to_diagnostic());
            execution.failure = Some(Failure { message: message.clone(), traceback, ..failure });
            match (&executor.violation, &executor.refusal) {
                (Some(v), _) => RunStatus::SoundnessViolation(v.clone()),
                (None, Some(r)) => RunStatus::Refused(r.clone()),
                (None, None) => RunStatus::Failed(message),
            }
        }
    };
    execution.effects = std::mem::take(&mut executor.executed);
    (status, execution)
}
