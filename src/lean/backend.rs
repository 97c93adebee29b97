//! `prove --backend lean|both` (lean-spine.md §18): every obligation Z3 proved whose recorded
//! verification conditions have a typed form becomes transition candidates (one per path), gated
//! and checked by Lean through the spine's [`execute`]; exit code 0 is the only acceptance. The
//! rendered statements live only in the throwaway workspace: this report keeps ids, kinds, spans,
//! action classes, statuses, return codes and statement digests.

use super::bundle::sha256_ref;
use super::candidate::lean_file;
use super::execute::{execute, Receipt};
use super::formula::Formula;
use super::packet::Row;
use super::render::{denied, Vc};
use super::route::{route, Route};
use super::runner::{LeanRunner, TimeLimits, Toolchain};
use super::spine::gate_transitions;
use super::vocab::{code, ACTION_EXTENSION_VERSION, EXTENSION_ACTION_CLASSES};
use super::workspace::Workspace;
use crate::api::{kind_name, ObligationReport};
use crate::prover::vcs::{ObligationVcs, Recheck};
use crate::{Program, ProofReport};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// The backend's own Lake library (an empty prelude: v1's `decide` and `omega` candidates need
/// no generated definitions).
pub const LIBRARY: &str = "Clauz3Witness";
const LAKEFILE_TEXT: &str =
    "import Lake\nopen Lake DSL\n\npackage clauz3_witness where\n\nlean_lib Clauz3Witness where\n";
const LIBRARY_TEXT: &str =
    "-- clauz3's prelude for generated obligations (empty in v1).\nnamespace Clauz3Witness\nend Clauz3Witness\n";

/// What became of one obligation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Outside what v1 renders: stays Z3-only.
    NotEligible,
    /// Every candidate of it exited 0.
    Accepted,
    /// Lean checked a candidate and did not accept it: a disagreement with Z3.
    Residual,
    /// Eligible, but no Lean toolchain was available.
    Unavailable,
    /// Eligible, but not checked (the build failed, or Z3 did not prove the target).
    NotRun,
    /// A candidate was refused by the contract gate (an internal error of the backend).
    ContractRejected,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::NotEligible => "not_eligible",
            Status::Accepted => "accepted",
            Status::Residual => "residual",
            Status::Unavailable => "unavailable",
            Status::NotRun => "not_run",
            Status::ContractRejected => "contract_rejected",
        }
    }
}

/// One obligation of the target as the backend reports it.
#[derive(Debug, Clone)]
pub struct LeanObligation {
    /// `ob_<n>`, by the obligation's place in the Z3 report.
    pub id: String,
    pub kind: String,
    /// `file:line` of the Python source.
    pub span: String,
    /// The classes of its candidates (`decide`, `omega`), empty when not eligible.
    pub action_classes: Vec<&'static str>,
    pub status: Status,
    /// Why it is not eligible (never statement text).
    pub reason: Option<String>,
    /// Its candidates' receipts.
    pub receipts: Vec<Receipt>,
}

/// The Lean side of one `prove`.
#[derive(Debug, Clone)]
pub struct LeanReport {
    pub obligations: Vec<LeanObligation>,
    pub toolchain: Toolchain,
    /// Whether answers came from a real Lean (false for the test double).
    pub live: bool,
    /// Why eligible obligations were not checked (no toolchain, a failed build, Z3 did not prove).
    pub not_checked: Option<String>,
    /// Whether no toolchain was found (`not_checked` says which tool is missing).
    pub unavailable: bool,
}

/// Counts over the obligations.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub eligible: usize,
    pub not_eligible: usize,
    pub accepted: usize,
    pub residual: usize,
    pub unavailable: usize,
    pub not_run: usize,
    pub contract_rejected: usize,
}

/// An obligation's candidate before gating: its row and its generated body.
struct Candidate {
    obligation: usize,
    row: Row,
    body: String,
}

/// Proves `program`'s target with Z3 while recording its verification conditions, then checks
/// the eligible ones with Lean through `runner`.
pub fn prove_and_check(
    program: &Program,
    options: &crate::ProveOptions,
    runner: &dyn LeanRunner,
    limits: TimeLimits,
) -> Result<(ProofReport, LeanReport), String> {
    let (z3, vcs) = crate::prover::vcs::collect(options.timeout_ms, || crate::prove(program, options));
    let lean = check(program, &z3, &vcs, runner, limits)?;
    Ok((z3, lean))
}

/// Checks with Lean every obligation of `z3` (the Z3 report of `program`'s target) that `vcs`
/// recorded in a typed form. Nothing runs unless Z3 proved the target.
pub fn check(
    program: &Program,
    z3: &ProofReport,
    vcs: &[ObligationVcs],
    runner: &dyn LeanRunner,
    limits: TimeLimits,
) -> Result<LeanReport, String> {
    let mut obligations = Vec::new();
    let mut candidates = Vec::new();
    for (i, ob) in z3.obligations.iter().enumerate() {
        let id = format!("ob_{}", i + 1);
        let span = ob.location.as_ref().map(|l| format!("{}:{}", l.file, l.line)).unwrap_or_default();
        let mut entry = LeanObligation {
            id: id.clone(),
            kind: ob.kind.clone(),
            span: span.clone(),
            action_classes: Vec::new(),
            status: Status::NotEligible,
            reason: None,
            receipts: Vec::new(),
        };
        match typed_conditions(program, ob, vcs) {
            Err(reason) => entry.reason = Some(reason),
            Ok(paths) => {
                entry.status = Status::NotRun;
                for (p, (r, statement)) in paths.into_iter().enumerate() {
                    let problem_id = format!("{id}_p{}", p + 1);
                    let transition_id = format!("{problem_id}__{}", r.action_class);
                    let body = format!("theorem {transition_id} : {statement} := by\n  {}", r.tactic());
                    let row = json!({
                        "transition_id": transition_id, "problem_id": problem_id,
                        "target_shape": r.target_shape, "action_class": r.action_class,
                        "candidate_kind": "forward_direct", "allowed_premise_refs": [],
                        "oracle_visible": false, "provider_visible": false,
                        "obligation_id": id, "obligation_kind": ob.kind, "source_span": span,
                        "statement_sha256": sha256_ref(statement.as_bytes()),
                    });
                    if let Value::Object(row) = row {
                        candidates.push(Candidate { obligation: obligations.len(), row, body });
                    }
                    if !entry.action_classes.contains(&r.action_class) {
                        entry.action_classes.push(r.action_class);
                    }
                }
            }
        }
        obligations.push(entry);
    }
    let mut report = LeanReport {
        obligations,
        toolchain: Toolchain::default(),
        live: runner.is_live(),
        not_checked: None,
        unavailable: false,
    };
    if !z3.proved() {
        report.not_checked = Some(format!("Z3 did not prove `{}`", z3.target));
        return Ok(report);
    }
    if candidates.is_empty() {
        return Ok(report);
    }
    report.toolchain = runner.toolchain();
    if !report.toolchain.available() {
        let missing = if report.toolchain.lake.available { "lean" } else { "lake" };
        report.not_checked = Some(format!("no {missing} on PATH"));
        report.unavailable = true;
        for ob in report.obligations.iter_mut().filter(|o| o.status == Status::NotRun) {
            ob.status = Status::Unavailable;
        }
        return Ok(report);
    }
    let rows: Vec<Row> = candidates.iter().map(|c| c.row.clone()).collect();
    let bodies: BTreeMap<String, String> =
        candidates.iter().map(|c| (super::packet::transition_id(&c.row), c.body.clone())).collect();
    let gated = gate_transitions(&rows, &EXTENSION_ACTION_CLASSES, &|row| {
        bodies.get(&super::packet::transition_id(row)).cloned().unwrap_or_default()
    });
    let ws = Workspace::from_files(&[("lakefile.lean", LAKEFILE_TEXT), ("Clauz3Witness.lean", LIBRARY_TEXT)])?;
    let execution = execute(runner, &ws, LIBRARY, gated.transitions, limits)?;
    if execution.build.return_code != 0 {
        report.not_checked = Some(if execution.build.timed_out {
            "lake build timed out".to_owned()
        } else {
            format!("lake build failed with return code {}", execution.build.return_code)
        });
    }
    for (c, mut receipt) in candidates.iter().zip(execution.receipts) {
        for key in ["obligation_id", "obligation_kind", "source_span", "statement_sha256"] {
            if let Some(v) = c.row.get(key) {
                receipt.extra.insert(key.to_owned(), v.clone());
            }
        }
        report.obligations[c.obligation].receipts.push(receipt);
    }
    for ob in report.obligations.iter_mut().filter(|o| o.status == Status::NotRun) {
        ob.status = settle(&ob.receipts);
    }
    Ok(report)
}

/// An eligible obligation's status from its candidates' receipts.
fn settle(receipts: &[Receipt]) -> Status {
    if receipts.iter().any(Receipt::contract_rejected) {
        Status::ContractRejected
    } else if receipts.iter().any(Receipt::residual) {
        Status::Residual
    } else if !receipts.is_empty() && receipts.iter().all(|r| r.accepted) {
        Status::Accepted
    } else {
        Status::NotRun
    }
}

/// The obligation's conditions, one per path, each routed and rendered, or why it is not
/// eligible.
fn typed_conditions(
    program: &Program,
    ob: &ObligationReport,
    vcs: &[ObligationVcs],
) -> Result<Vec<(Route, String)>, String> {
    if ob.status != "proved" {
        return Err(format!("not proved by Z3 ({})", ob.status));
    }
    if ob.kind == "guarantee" {
        return Err("a guarantee (checked by Z3 only in v1)".into());
    }
    let noted: Vec<&ObligationVcs> = vcs
        .iter()
        .filter(|v| kind_name(v.obligation.kind) == ob.kind && program.locate(v.obligation.at) == ob.location)
        .collect();
    if noted.is_empty() {
        return Err("no formula recorded (settled on concrete values)".into());
    }
    let mut out = Vec::new();
    for v in noted {
        if v.concrete_paths > 0 {
            return Err(format!("settled on concrete values on {} paths (no formula there)", v.concrete_paths));
        }
        if v.truncated {
            return Err("met on more paths than are recorded".into());
        }
        for path in &v.paths {
            if path.z3 != Recheck::Unsat {
                return Err("Z3 does not confirm the recorded condition".into());
            }
            let typed = |t| Formula::from_tree(t).map_err(|e| format!("outside the typed fragment: {e}"));
            let vc =
                Vc { path: path.path.iter().map(typed).collect::<Result<_, _>>()?, condition: typed(&path.condition)? };
            let r = route(&vc).map_err(|e| format!("no route: {e}"))?;
            let statement = vc.statement()?;
            if let Some(word) = denied(&statement) {
                return Err(format!("the rendered statement contains the deny-listed word `{word}`"));
            }
            if !out.iter().any(|(_, s)| *s == statement) {
                out.push((r, statement));
            }
        }
    }
    Ok(out)
}

impl LeanReport {
    pub fn counts(&self) -> Counts {
        let mut c = Counts::default();
        for ob in &self.obligations {
            match ob.status {
                Status::NotEligible => c.not_eligible += 1,
                Status::Accepted => c.accepted += 1,
                Status::Residual => c.residual += 1,
                Status::Unavailable => c.unavailable += 1,
                Status::NotRun => c.not_run += 1,
                Status::ContractRejected => c.contract_rejected += 1,
            }
        }
        c.eligible = self.obligations.len() - c.not_eligible;
        c
    }

    /// The obligations Lean did not accept although Z3 proved them.
    pub fn disagreements(&self) -> Vec<&LeanObligation> {
        self.obligations.iter().filter(|o| o.status == Status::Residual).collect()
    }

    /// The body-free JSON section: counts, per obligation id, kind, span, classes and status,
    /// and the candidates' receipts (return codes and statement digests, never the statements).
    pub fn to_json(&self) -> Value {
        let c = self.counts();
        let obligations: Vec<Value> = self
            .obligations
            .iter()
            .map(|o| {
                let mut m = Map::new();
                m.insert("id".into(), json!(o.id));
                m.insert("kind".into(), json!(o.kind));
                m.insert("span".into(), json!(o.span));
                m.insert("action_classes".into(), json!(o.action_classes));
                m.insert("status".into(), json!(o.status.name()));
                match &o.reason {
                    Some(r) => m.insert("reason".into(), json!(r)),
                    // Z3's verdict on the same conditions: an oracle row, never a success count.
                    None => m.insert(
                        "oracle".into(),
                        json!({"oracle_result_class": "z3_unsat", "counted_as_forward_success": false}),
                    ),
                };
                m.insert("transitions".into(), Value::Array(o.receipts.iter().map(Receipt::to_json).collect()));
                Value::Object(m)
            })
            .collect();
        let findings: Vec<Value> = self
            .disagreements()
            .iter()
            .map(|o| {
                json!({"error_code": code::LEAN_Z3_DISAGREEMENT, "message": super::gate::message(code::LEAN_Z3_DISAGREEMENT),
                       "obligation_id": o.id, "body_in_receipt": false})
            })
            .collect();
        json!({
            "live": self.live,
            "action_extension": ACTION_EXTENSION_VERSION,
            "toolchain": self.toolchain.to_json(),
            "not_checked": self.not_checked,
            "counts": {
                "eligible": c.eligible, "not_eligible": c.not_eligible, "accepted": c.accepted,
                "residual": c.residual, "unavailable": c.unavailable, "not_run": c.not_run,
                "contract_rejected": c.contract_rejected,
            },
            "obligations": obligations,
            "findings": findings,
            "proof_body_exported": false,
        })
    }
}

/// The file a candidate for `vc` named after `problem_id` would be checked in, with the routed
/// class's tactic (for tests and documentation: real files are written only into the workspace).
pub fn candidate_text(problem_id: &str, vc: &Vc) -> Result<String, String> {
    let r = route(vc)?;
    let statement = vc.statement()?;
    let id = format!("{problem_id}__{}", r.action_class);
    let body = format!("theorem {id} : {statement} := by\n  {}", r.tactic());
    Ok(lean_file(LIBRARY, &[(&id, &body)]))
}
