//! Running gated candidates (lean-spine.md §8.2–§9): one build, then the expected-positive
//! candidates together in one batch file, then every other clean candidate (and the batch's, if
//! the batch failed) on its own, on up to four threads. Exit code 0 is the only acceptance.

use super::gate::Finding;
use super::json::{is_true, strings, text};
use super::packet::Row;
use super::runner::{BuildJob, CheckJob, CommandRecord, LeanRunner, TimeLimits, Toolchain};
use super::vocab::{failure, BATCH_FILE, MAX_LEAN_WORKERS};
use super::workspace::Workspace;
use serde_json::{json, Map, Value};

/// How a receipt's verdict came about; the original did not say when a batch decided it (§16.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunMode {
    /// Checked in the batch file, which exited 0 (so every example in it elaborated).
    Batched,
    Individual,
    /// Clean, but never checked: the toolchain was missing or the build failed.
    NotRun,
    Rejected,
}

impl RunMode {
    fn name(self) -> &'static str {
        match self {
            RunMode::Batched => "batched",
            RunMode::Individual => "individual",
            RunMode::NotRun => "not_run",
            RunMode::Rejected => "contract_rejected",
        }
    }
}

/// One transition receipt (§9): labels echoed from the row, the verdict, never a body.
#[derive(Debug, Clone)]
pub struct Receipt {
    pub transition_id: String,
    pub labels: [(&'static str, String); 4],
    pub allowed_premise_refs: Vec<String>,
    pub oracle_visible: bool,
    pub provider_visible: bool,
    pub lean_return_code: Option<i32>,
    pub accepted: bool,
    pub verifier_failure_class: String,
    pub error_codes: Vec<&'static str>,
    pub timed_out: bool,
    pub run_mode: RunMode,
    /// Body-free fields a caller adds (the backend's obligation id, span and statement digest).
    pub extra: Map<String, Value>,
}

impl Receipt {
    /// A receipt for `row` before any verdict: not run.
    pub fn for_row(row: &Row, transition_id: String) -> Receipt {
        let label = |k: &'static str| (k, text(row, k).to_owned());
        Receipt {
            transition_id,
            labels: [label("problem_id"), label("target_shape"), label("action_class"), label("candidate_kind")],
            allowed_premise_refs: strings(row, "allowed_premise_refs"),
            oracle_visible: is_true(row, "oracle_visible"),
            provider_visible: is_true(row, "provider_visible"),
            lean_return_code: None,
            accepted: false,
            verifier_failure_class: failure::NOT_RUN.to_owned(),
            error_codes: Vec::new(),
            timed_out: false,
            run_mode: RunMode::NotRun,
            extra: Map::new(),
        }
    }

    pub fn contract_rejected(&self) -> bool {
        self.run_mode == RunMode::Rejected
    }

    /// Checked by Lean and not accepted.
    pub fn residual(&self) -> bool {
        matches!(self.run_mode, RunMode::Batched | RunMode::Individual) && !self.accepted
    }

    pub fn to_json(&self) -> Value {
        let mut out = json!({
            "transition_id": self.transition_id,
            "allowed_premise_refs": self.allowed_premise_refs,
            "lean_return_code": self.lean_return_code,
            "accepted": self.accepted,
            "verifier_failure_class": self.verifier_failure_class,
            "stdout_stderr_in_receipt": false,
            "oracle_visible": self.oracle_visible,
            "provider_visible": self.provider_visible,
            "proof_body_exported": false,
            "contract_rejected": self.contract_rejected(),
            "error_codes": self.error_codes,
            "timed_out": self.timed_out,
            "lean_run_mode": self.run_mode.name(),
        });
        if let Value::Object(map) = &mut out {
            for (k, v) in &self.labels {
                map.insert((*k).to_owned(), Value::String(v.clone()));
            }
            map.extend(self.extra.clone());
        }
        out
    }
}

/// A candidate after the gate: rejected (with its findings) or clean with its generated body.
pub struct Gated {
    pub receipt: Receipt,
    pub body: String,
    pub expected_positive: bool,
    pub expected_failure_class: String,
}

impl Gated {
    /// Marks the receipt rejected when the gate found anything; such a candidate never runs.
    pub fn new(mut receipt: Receipt, findings: &[Finding], body: String, row: &Row) -> Gated {
        if !findings.is_empty() {
            receipt.run_mode = RunMode::Rejected;
            receipt.verifier_failure_class = failure::CONTRACT_REJECTED.to_owned();
            let mut codes: Vec<&'static str> = findings.iter().map(|f| f.error_code).collect();
            codes.sort_unstable();
            codes.dedup();
            receipt.error_codes = codes;
        }
        let expected_failure_class = text(row, "expected_failure_class").to_owned();
        Gated { receipt, body, expected_positive: super::packet::expected_positive(row), expected_failure_class }
    }
}

/// Tool facts, the build record, and one receipt per candidate in packet order.
pub struct Execution {
    /// Whether the runner was a real Lean (not a test double).
    pub live: bool,
    pub toolchain: Toolchain,
    pub build: CommandRecord,
    pub receipts: Vec<Receipt>,
}

/// Builds the library once and checks every clean candidate; rejected ones keep their slot.
pub fn execute(
    runner: &dyn LeanRunner,
    ws: &Workspace,
    library: &str,
    gated: Vec<Gated>,
    limits: TimeLimits,
) -> Result<Execution, String> {
    let toolchain = runner.toolchain();
    let job = BuildJob { project_dir: ws.project_dir(), library, limit: limits.build };
    let build = CommandRecord::from_output(job.argv(), ws.project_dir(), &runner.build(&job));
    let receipts = if build.return_code == 0 {
        check_gated(runner, ws, library, &gated, limits)?
    } else {
        gated.iter().map(|g| g.receipt.clone()).collect()
    };
    Ok(Execution { live: runner.is_live(), toolchain, build, receipts })
}

/// Checks every clean candidate against an already built library: the expected-positive ones
/// together in one batch file when there are two or more, the others (and the batch's, if it
/// failed) one file each. One receipt per candidate, in order; rejected ones keep their slot.
pub fn check_gated(
    runner: &dyn LeanRunner,
    ws: &Workspace,
    library: &str,
    gated: &[Gated],
    limits: TimeLimits,
) -> Result<Vec<Receipt>, String> {
    let mut receipts: Vec<Receipt> = gated.iter().map(|g| g.receipt.clone()).collect();
    let clean: Vec<usize> = (0..gated.len()).filter(|&i| !gated[i].receipt.contract_rejected()).collect();
    let positives: Vec<usize> = clean.iter().copied().filter(|&i| gated[i].expected_positive).collect();
    let mut singles: Vec<usize> = clean.iter().copied().filter(|&i| !gated[i].expected_positive).collect();
    if positives.len() >= 2 {
        let bodies: Vec<(&str, &str)> =
            positives.iter().map(|&i| (gated[i].receipt.transition_id.as_str(), gated[i].body.as_str())).collect();
        let source = super::candidate::lean_file(library, &bodies);
        ws.write(BATCH_FILE, &source)?;
        let job =
            CheckJob { project_dir: ws.project_dir(), file_name: BATCH_FILE, source: &source, limit: limits.check };
        let batch = CommandRecord::from_output(job.argv(), ws.project_dir(), &runner.check(&job));
        if batch.return_code == 0 {
            for &i in &positives {
                settle(&mut receipts[i], &gated[i], &batch, RunMode::Batched);
            }
        } else {
            singles.extend(&positives);
            singles.sort_unstable();
        }
    } else {
        singles.extend(&positives);
        singles.sort_unstable();
    }
    let mut files = Vec::with_capacity(singles.len());
    for &i in &singles {
        let g = &gated[i];
        let name = format!("{}.lean", g.receipt.transition_id);
        let source = super::candidate::lean_file(library, &[(&g.receipt.transition_id, &g.body)]);
        ws.write(&name, &source)?;
        files.push((i, name, source));
    }
    for (i, record) in check_all(runner, ws, &files, limits) {
        settle(&mut receipts[i], &gated[i], &record, RunMode::Individual);
    }
    Ok(receipts)
}

/// Checks every file on `min(4, n)` threads; results in input order.
fn check_all(
    runner: &dyn LeanRunner,
    ws: &Workspace,
    files: &[(usize, String, String)],
    limits: TimeLimits,
) -> Vec<(usize, CommandRecord)> {
    let workers = files.len().clamp(1, MAX_LEAN_WORKERS);
    let check = |(i, name, source): &(usize, String, String)| {
        let job = CheckJob { project_dir: ws.project_dir(), file_name: name, source, limit: limits.check };
        (*i, CommandRecord::from_output(job.argv(), ws.project_dir(), &runner.check(&job)))
    };
    let mut results: Vec<(usize, CommandRecord)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let mine: Vec<&(usize, String, String)> = files.iter().skip(w).step_by(workers).collect();
                scope.spawn(move || mine.into_iter().map(check).collect::<Vec<_>>())
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap_or_default()).collect()
    });
    results.sort_by_key(|(i, _)| *i);
    results
}

fn settle(receipt: &mut Receipt, gated: &Gated, record: &CommandRecord, mode: RunMode) {
    receipt.run_mode = mode;
    receipt.lean_return_code = Some(record.return_code);
    receipt.timed_out = record.timed_out;
    receipt.accepted = record.return_code == 0;
    receipt.verifier_failure_class = if receipt.accepted {
        failure::NONE.to_owned()
    } else if gated.expected_failure_class.is_empty() {
        failure::PROOF_SYNTHESIS_FAIL.to_owned()
    } else {
        gated.expected_failure_class.clone()
    };
}
