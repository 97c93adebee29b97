//! The server's `run` and `status`: one run at a time, through `clauz3 run`'s own code path
//! ([`run_program`]), its phases sent as MCP progress notifications and kept in a record that
//! `status` lists (the 20 most recent).

use super::calls::ProgramArg;
use super::{answer, blocking, Server, NO_APPROVER};
use crate::api::run::{AuditTarget, Phase, PhaseSink, RunOptions, RunReport, RunStatus};
use crate::approval::protocol::sha256_hex;
use crate::cli::run::{run_program, solver_options, ApprovalSetup, RunSetup};
use crate::Limits;
use rmcp::model::{CallToolResult, ProgressNotificationParam};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer};
use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// How many run records `status` keeps.
const KEPT: usize = 20;

/// What `status` shows of one run, and what each progress notification carries.
#[derive(Debug, Clone, serde::Serialize)]
struct RunRecord {
    run_id: String,
    /// `checking` … `executing`, then `completed`, `refused` or `failed`.
    phase: String,
    proof_timeout_seconds: u32,
    elapsed_seconds: f64,
    source_sha256: Option<String>,
    request_id: Option<String>,
    /// The proof's verdict line, once proved.
    verdict: Option<String>,
    exit_code: Option<u8>,
    reason: Option<String>,
    #[serde(skip)]
    started: Instant,
}

impl RunRecord {
    fn json(&self) -> serde_json::Value {
        let mut record = self.clone();
        record.elapsed_seconds = (self.started.elapsed().as_secs_f64() * 1000.0).round() / 1000.0;
        serde_json::to_value(record).unwrap_or_default()
    }
}

/// The run records, newest last, and whether one is running.
#[derive(Default)]
pub(super) struct Runs {
    inner: Mutex<RunsInner>,
}

#[derive(Default)]
struct RunsInner {
    records: VecDeque<RunRecord>,
    started: u64,
    active: bool,
}

impl Runs {
    fn lock(&self) -> MutexGuard<'_, RunsInner> {
        // A panicking run leaves the records readable: each update is one assignment.
        self.inner.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A new record, or the active run's id when one is running (one run at a time).
    fn start(&self, proof_timeout_seconds: u32) -> Result<String, String> {
        let mut inner = self.lock();
        if inner.active {
            let id = inner.records.back().map(|r| r.run_id.clone()).unwrap_or_default();
            return Err(id);
        }
        inner.active = true;
        inner.started += 1;
        let run_id = format!("run-{}", inner.started);
        if inner.records.len() == KEPT {
            inner.records.pop_front();
        }
        inner.records.push_back(RunRecord {
            run_id: run_id.clone(),
            phase: Phase::Checking.as_str().into(),
            proof_timeout_seconds,
            elapsed_seconds: 0.0,
            source_sha256: None,
            request_id: None,
            verdict: None,
            exit_code: None,
            reason: None,
            started: Instant::now(),
        });
        Ok(run_id)
    }

    /// Changes the record of `run_id` and returns it as JSON.
    fn update(&self, run_id: &str, change: impl FnOnce(&mut RunRecord)) -> serde_json::Value {
        let mut inner = self.lock();
        match inner.records.iter_mut().find(|r| r.run_id == run_id) {
            Some(record) => {
                change(record);
                record.json()
            }
            None => serde_json::Value::Null,
        }
    }

    fn finish(&self, run_id: &str, change: impl FnOnce(&mut RunRecord)) -> serde_json::Value {
        let record = self.update(run_id, change);
        self.lock().active = false;
        record
    }

    /// `status`: the records, newest first.
    pub(super) fn status(&self) -> CallToolResult {
        let records: Vec<serde_json::Value> = self.lock().records.iter().rev().map(RunRecord::json).collect();
        let text = if records.is_empty() {
            "no runs yet\n".to_owned()
        } else {
            records.iter().map(|r| format!("{r}\n")).collect()
        };
        answer(text, serde_json::json!({ "runs": records }), false)
    }
}

/// The terminal phase of a finished run: `completed` when it ran to the end, `refused` when
/// nothing ran (not proved, denied, no approver), `failed` when it stopped while running.
fn terminal_phase(status: &RunStatus) -> &'static str {
    match status {
        RunStatus::Ran => "completed",
        RunStatus::NotProved | RunStatus::Denied | RunStatus::Refused(_) => "refused",
        RunStatus::Failed(_) | RunStatus::SoundnessViolation(_) => "failed",
    }
}

/// Why a run did not complete, in words.
fn reason(report: &RunReport) -> Option<String> {
    match &report.status {
        RunStatus::Ran => None,
        RunStatus::NotProved => report.proof.as_ref().map(|p| format!("not proved: {}", p.line)),
        RunStatus::Denied => report.approval.as_ref().map(|a| {
            let feedback = a.feedback.as_ref().map(|f| format!(": {f}")).unwrap_or_default();
            format!("approval {} by {}{feedback}", a.decision.as_str(), a.by)
        }),
        RunStatus::Refused(why) | RunStatus::Failed(why) | RunStatus::SoundnessViolation(why) => Some(why.clone()),
    }
}

/// What the run's thread hands back (the report itself stays there: its values are not
/// `Send`).
struct Finished {
    phase: &'static str,
    request_id: Option<String>,
    verdict: Option<String>,
    exit_code: u8,
    reason: Option<String>,
    /// What the program printed.
    output: String,
    /// The report as `clauz3 run --json` prints it.
    report: serde_json::Value,
}

impl Finished {
    fn of(report: &RunReport) -> Finished {
        Finished {
            phase: terminal_phase(&report.status),
            request_id: report.request.as_ref().map(|q| q.request_id.clone()),
            verdict: report.proof.as_ref().map(|p| p.line.clone()),
            exit_code: report.status.exit_code(),
            reason: reason(report),
            output: report.execution.as_ref().map(|e| e.output.clone()).unwrap_or_default(),
            report: serde_json::to_value(report).unwrap_or_default(),
        }
    }
}

/// `run`: prove, ask for approval and execute as `clauz3 run` does; the answer is the run's
/// record, what the program printed, and the whole run report as JSON.
pub(super) async fn run(
    server: &Server,
    call: ProgramArg,
    context: RequestContext<RoleServer>,
) -> Result<CallToolResult, ErrorData> {
    let args = &server.args;
    let run_id = match server.runs.start(args.solver_timeout) {
        Ok(id) => id,
        Err(active) => {
            let text = format!("a run is already active ({active}); wait for it to finish (see `status`)");
            return Ok(answer(text, serde_json::json!({"error": "busy", "active": active}), true));
        }
    };
    let (sender, mut notes) = tokio::sync::mpsc::unbounded_channel::<serde_json::Value>();
    let token = context.meta.get_progress_token();
    let peer = context.peer.clone();
    // Notifications go out in order, each with the record as it was at that phase.
    let forward = tokio::spawn(async move {
        let mut step = 0.0;
        while let Some(record) = notes.recv().await {
            step += 1.0;
            if let Some(token) = &token {
                let note = ProgressNotificationParam::new(token.clone(), step).with_message(record.to_string());
                let _ = peer.notify_progress(note).await;
            }
        }
    });
    let runs = Arc::clone(&server.runs);
    let phase_sender = sender.clone();
    let phase_id = run_id.clone();
    let phases = PhaseSink(Arc::new(move |phase: Phase| {
        let _ = phase_sender.send(runs.update(&phase_id, |r| r.phase = phase.as_str().into()));
    }));
    let setup = RunSetup {
        approval: ApprovalSetup {
            yes: false,
            policy: args.policy.clone(),
            timeout: Duration::from_secs(args.approval_timeout),
            no_terminal: Some(NO_APPROVER.into()),
        },
        options: RunOptions {
            target: call.target.clone(),
            prove: solver_options(args.solver_timeout),
            limits: Limits { max_steps: args.step_budget, ..Limits::default() },
            audit: AuditTarget::Under(PathBuf::from(".")),
            phases: Some(phases),
            ..RunOptions::default()
        },
    };
    let options = args.roots.options();
    let runs = Arc::clone(&server.runs);
    let loaded_id = run_id.clone();
    let outcome = blocking(move || -> Result<Finished, String> {
        let program = call.load(&options).map_err(|e| e.text)?;
        let digest = sha256_hex(program.source().1.as_bytes());
        runs.update(&loaded_id, |r| r.source_sha256 = Some(digest));
        run_program(&program, &setup).map(|report| Finished::of(&report))
    })
    .await;
    let (record, text, report) = match outcome {
        Ok(Ok(finished)) => {
            let record = server.runs.finish(&run_id, |r| {
                r.phase = finished.phase.into();
                r.request_id = finished.request_id;
                r.verdict = finished.verdict;
                r.exit_code = Some(finished.exit_code);
                r.reason = finished.reason;
            });
            (record, finished.output, finished.report)
        }
        Ok(Err(refusal)) => {
            let record = server.runs.finish(&run_id, |r| {
                r.phase = "refused".into();
                r.exit_code = Some(2);
                r.reason = Some(refusal.lines().next().unwrap_or_default().to_owned());
            });
            (record, refusal, serde_json::Value::Null)
        }
        Err(e) => {
            server.runs.finish(&run_id, |r| {
                r.phase = "failed".into();
                r.reason = Some(e.message.to_string());
            });
            drop(sender);
            let _ = forward.await;
            return Err(e);
        }
    };
    let _ = sender.send(record.clone());
    drop(sender);
    let _ = forward.await;
    let completed = record["phase"] == "completed";
    let summary = format!("{}\n{text}", record_text(&record));
    Ok(answer(summary, serde_json::json!({"run": record, "report": report}), !completed))
}

/// The record's first line: `run-1: completed (exit code 0)`, and the verdict and reason.
fn record_text(record: &serde_json::Value) -> String {
    let field = |key: &str| record[key].as_str().map(str::to_owned);
    let mut text = format!(
        "{}: {} (exit code {})",
        field("run_id").unwrap_or_default(),
        field("phase").unwrap_or_default(),
        record["exit_code"]
    );
    for line in [field("verdict"), field("reason").map(|r| format!("reason: {r}"))].into_iter().flatten() {
        text.push('\n');
        text.push_str(&line);
    }
    text
}
