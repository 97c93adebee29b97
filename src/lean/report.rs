//! What `prove --backend lean|both` reports (lean-spine.md §18.4): obligation counts (eligible,
//! discharged, residual, ineligible), the body-free `--json` section, and the spine's records in
//! program mode: the candidate rows, Z3's verdicts as oracle sidecars (never counted), the retry
//! requests as CP2 rows, and a status that passes only when every eligible obligation has an
//! accepted candidate and Lean and Z3 agree.

use super::backend::{annotate, LeanObligation, LeanReport, Status};
use super::execute::{Execution, Receipt};
use super::gate::Finding;
use super::lanes;
use super::packet::{transition_id, Packet, Row};
use super::result::{Mode, ProgramFacts, SpineResult};
use super::scan::{scan, ScanInput};
use super::vocab::{code, ACTION_EXTENSION_VERSION};
use crate::ProofReport;
use serde_json::{json, Map, Value};

/// Counts over the obligations.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Rendered into candidates (every status but `NotEligible`).
    pub eligible: usize,
    /// Not eligible: left to Z3 alone.
    pub not_eligible: usize,
    /// Discharged: every path has a candidate Lean accepted (exit 0).
    pub accepted: usize,
    pub residual: usize,
    pub unavailable: usize,
    pub not_run: usize,
    pub contract_rejected: usize,
}

impl Counts {
    /// Under the names: eligible, discharged, residual, ineligible (and the rest).
    pub fn to_json(self) -> Value {
        json!({
            "eligible": self.eligible, "discharged": self.accepted, "residual": self.residual,
            "ineligible": self.not_eligible, "unavailable": self.unavailable, "not_run": self.not_run,
            "contract_rejected": self.contract_rejected,
        })
    }
}

/// Z3's verdict on an obligation as an oracle result class.
fn oracle_class(z3_status: &str) -> &'static str {
    match z3_status {
        "proved" => "z3_unsat",
        "refuted" => "z3_sat",
        _ => "z3_unknown",
    }
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

    /// The obligations Lean did not accept although Z3 proved them (after the retry).
    pub fn disagreements(&self) -> Vec<&LeanObligation> {
        self.obligations.iter().filter(|o| o.status == Status::Residual).collect()
    }

    fn disagreement_findings(&self) -> Vec<Finding> {
        self.disagreements()
            .iter()
            .map(|o| Finding::new(code::LEAN_Z3_DISAGREEMENT, &o.id, "obligation", &o.id))
            .collect()
    }

    /// Z3's verdict on each obligation as an oracle sidecar: compared, never a success count.
    fn oracle_rows(&self) -> Vec<Row> {
        self.obligations
            .iter()
            .filter_map(|o| {
                let row = json!({
                    "sidecar_id": format!("{}__z3", o.id), "forward_problem_id": o.id,
                    "oracle_result_class": oracle_class(o.z3_status), "counted_as_forward_success": false,
                });
                row.as_object().cloned()
            })
            .collect()
    }

    fn obligations_json(&self) -> Vec<Value> {
        self.obligations
            .iter()
            .map(|o| {
                let mut m = Map::new();
                m.insert("id".into(), json!(o.id));
                m.insert("kind".into(), json!(o.kind));
                m.insert("span".into(), json!(o.span));
                m.insert("action_classes".into(), json!(o.action_classes));
                m.insert("status".into(), json!(o.status.name()));
                if let Some(r) = &o.reason {
                    m.insert("reason".into(), json!(r));
                }
                // Z3's verdict on the same obligation: an oracle row, never a success count.
                m.insert(
                    "oracle".into(),
                    json!({"oracle_result_class": oracle_class(o.z3_status), "counted_as_forward_success": false}),
                );
                m.insert("transitions".into(), Value::Array(o.receipts.iter().map(Receipt::to_json).collect()));
                Value::Object(m)
            })
            .collect()
    }

    /// The body-free JSON section: counts, per obligation id, kind, span, classes and status,
    /// and the candidates' receipts (return codes and statement digests, never the statements).
    pub fn to_json(&self) -> Value {
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
            "counts": self.counts().to_json(),
            "obligations": self.obligations_json(),
            "retries": self.run.cp2_requests.len(),
            "findings": findings,
            "proof_body_exported": false,
        })
    }

    /// Why the program's check is blocked beyond the spine's own reasons (scan, gate, build).
    fn program_blocked(&self, z3: &ProofReport) -> Vec<String> {
        let c = self.counts();
        let mut out = Vec::new();
        if !z3.proved() {
            out.push(format!("Z3 did not prove `{}`", z3.target));
            return out;
        }
        if self.unavailable {
            out.push(format!("Lean toolchain unavailable ({})", self.not_checked.as_deref().unwrap_or("not found")));
        }
        if c.residual > 0 {
            out.push(format!(
                "{} obligations Z3 proved were not accepted by Lean ({})",
                c.residual,
                code::LEAN_Z3_DISAGREEMENT
            ));
        }
        if c.eligible == 0 {
            out.push("no obligation is eligible for Lean".to_owned());
        } else if c.accepted < c.eligible {
            out.push(format!(
                "{} of {} eligible obligations have no accepted candidate",
                c.eligible - c.accepted,
                c.eligible
            ));
        }
        out
    }

    /// The spine's result in program mode, for the records: `command` is the recorded command
    /// line, `source` the program's (name, text), scanned for sentinel tokens.
    pub fn spine_result(&self, z3: &ProofReport, command: &str, source: (&str, &str)) -> SpineResult {
        let (name, text) = source;
        let packet = Packet {
            execution_spine_id: format!("clauz3_prove_{}", z3.target),
            source_refs: vec![name.to_owned()],
            transitions: self.run.rows.clone(),
            oracle_sidecars: self.oracle_rows(),
            cp2_requests: self.run.cp2_requests.clone(),
            ..Packet::default()
        };
        let execution = self.run.build.clone().map(|build| Execution {
            live: self.live,
            toolchain: self.toolchain.clone(),
            build,
            receipts: self.run.receipts.clone(),
        });
        // Rows that never reached Lean are recorded as not run.
        let receipts: Vec<Receipt> = match &execution {
            Some(e) => e.receipts.clone(),
            None => self
                .run
                .rows
                .iter()
                .map(|row| {
                    let mut receipt = Receipt::for_row(row, transition_id(row));
                    annotate(&mut receipt, row);
                    receipt
                })
                .collect(),
        };
        let mut findings = self.run.findings.clone();
        let cp2 = packet.cp2_requests.iter().map(|row| lanes::cp2(row, &receipts, &mut findings)).collect();
        let c = self.counts();
        let toolchain = if self.unavailable || execution.is_some() {
            self.toolchain.to_json()
        } else {
            json!({"skipped": true, "skip_reason": "no_candidate_reached_lean"})
        };
        let program = ProgramFacts {
            obligation_counts: c.to_json(),
            obligations: Value::Array(self.obligations_json()),
            findings: self.disagreement_findings(),
            blocked: self.program_blocked(z3),
            every_obligation_checked: c.eligible > 0 && c.not_eligible == 0 && c.accepted == c.eligible,
            toolchain,
        };
        let oracle_rows = packet.oracle_sidecars.iter().cloned().map(Value::Object).collect();
        SpineResult {
            mode: Mode::Program,
            command: command.to_owned(),
            packet,
            bundle_id: None,
            scan: scan(&[ScanInput { path: name.to_owned(), content: Ok(text.as_bytes().to_vec()) }]),
            execution,
            receipts,
            packet_findings: findings,
            negative_findings: Vec::new(),
            observed: Default::default(),
            expected_cases: Vec::new(),
            cp2,
            evolve: Vec::new(),
            oracle_rows,
            provider_rows: Vec::new(),
            sources: super::bundle::SourceImports::not_applicable(),
            program: Some(program),
        }
    }
}
