//! The spine's result (lean-spine.md §11–§12.2): counters, claim buckets, the status rule with
//! the reasons it blocked, and the field set every record copies. Pure.

use super::bundle::SourceImports;
use super::execute::{Execution, Receipt};
use super::gate::Finding;
use super::lanes::{Cp2Outcome, EvolveOutcome};
use super::packet::Packet;
use super::scan::ScanReport;
use super::vocab::{self, failure};
use serde_json::{json, Map, Value};
use std::collections::{BTreeMap, BTreeSet};

/// Which entry point produced the result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// `spine run`: live Lean on a fixture input directory.
    Fixture,
    /// `spine bundle`: offline validation of an exported bundle; Lean never runs.
    Bundle,
    /// `prove --backend lean|both`: a program's obligations as candidates (§18.4's program
    /// mode: no fixture thresholds, no negative files).
    Program,
}

/// What program mode adds: obligation counts, the per-obligation summary, disagreement
/// findings and the reasons the program's check is blocked beyond the spine's own.
pub struct ProgramFacts {
    pub obligation_counts: Value,
    pub obligations: Value,
    pub findings: Vec<Finding>,
    pub blocked: Vec<String>,
    /// Every obligation was eligible and discharged by Lean (never with one left to Z3).
    pub every_obligation_checked: bool,
    /// Tool facts when no build ran (toolchain missing, nothing eligible, Z3 did not prove).
    pub toolchain: Value,
}

/// Everything one spine run found.
pub struct SpineResult {
    pub mode: Mode,
    pub command: String,
    pub packet: Packet,
    pub bundle_id: Option<String>,
    pub scan: ScanReport,
    /// Fixture mode only.
    pub execution: Option<Execution>,
    pub receipts: Vec<Receipt>,
    /// Packet-lane findings (transitions, CP2, Evolve, reference rows).
    pub packet_findings: Vec<Finding>,
    pub negative_findings: Vec<Finding>,
    pub observed: BTreeMap<String, BTreeSet<&'static str>>,
    pub expected_cases: Vec<(&'static str, &'static str)>,
    pub cp2: Vec<Cp2Outcome>,
    pub evolve: Vec<EvolveOutcome>,
    /// Oracle sidecars and provider hypotheses that passed the forbidden-key walk.
    pub oracle_rows: Vec<Value>,
    pub provider_rows: Vec<Value>,
    pub sources: SourceImports,
    /// Program mode only.
    pub program: Option<ProgramFacts>,
}

/// The eleven counters; the last four are pinned to zero by construction, never computed.
pub struct Counters {
    pub transitions: usize,
    pub accepted: usize,
    pub residual: usize,
    pub cp2: usize,
    pub cp2_effects: usize,
    pub evolve: usize,
    pub evolve_accepted: usize,
}

impl Counters {
    pub fn to_json(&self) -> Value {
        json!({
            "transition_count": self.transitions,
            "accepted_transition_count": self.accepted,
            "residual_transition_count": self.residual,
            "cp2_translation_count": self.cp2,
            "cp2_downstream_effect_count": self.cp2_effects,
            "evolve_candidate_count": self.evolve,
            "evolve_accepted_count": self.evolve_accepted,
            "oracle_forward_success_increment_count": 0,
            "provider_results_counted": 0,
            "proof_body_export_count": 0,
            "source_mutation_count": 0,
        })
    }
}

impl SpineResult {
    pub fn counters(&self) -> Counters {
        Counters {
            transitions: self.receipts.len(),
            accepted: self.receipts.iter().filter(|r| r.accepted).count(),
            residual: self.receipts.iter().filter(|r| r.residual()).count(),
            cp2: self.cp2.iter().filter(|c| !c.rejected).count(),
            cp2_effects: self.cp2.iter().filter(|c| c.effect).count(),
            evolve: self.evolve.len(),
            evolve_accepted: self.evolve.iter().filter(|e| e.accepted).count(),
        }
    }

    pub fn missing_cases(&self) -> Vec<String> {
        super::lanes::missing_cases(&self.expected_cases, &self.observed)
    }

    /// Whether the Lean lane met its thresholds: toolchain, build, ≥4 transitions, ≥2
    /// accepted, ≥1 residual (the validation record uses the same rule, §16.11).
    pub fn lean_lane_reasons(&self) -> Vec<String> {
        let mut out = Vec::new();
        let c = self.counters();
        if let Some(ex) = &self.execution {
            if !ex.toolchain.available() {
                out.push("Lean toolchain unavailable".to_owned());
            } else if ex.build.timed_out {
                out.push("lake build timed out".to_owned());
            } else if ex.build.return_code != 0 {
                out.push(format!("lake build failed with return code {}", ex.build.return_code));
            }
        }
        if self.mode == Mode::Program {
            return out;
        }
        if c.transitions < 4 {
            out.push(format!("{} transitions, at least 4 needed", c.transitions));
        }
        if c.accepted < 2 {
            out.push(format!("{} accepted transitions, at least 2 needed", c.accepted));
        }
        if c.residual < 1 {
            out.push("no residual transition".to_owned());
        }
        out
    }

    /// Why the run is blocked; empty means `pass` (the status rule of §11, plus: contract
    /// findings in the packet block, §16.2). Bundle mode checks integrity and the gate only.
    pub fn blocked_reasons(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.scan.blocking_hit_count() > 0 {
            out.push(format!("secret-exclusion scan: {} blocking hits", self.scan.blocking_hit_count()));
        }
        if self.mode == Mode::Bundle && self.sources.status != "pass" {
            out.push("source module imports blocked".to_owned());
        }
        if !self.packet_findings.is_empty() {
            out.push(packet_findings_reason(&self.packet_findings));
        }
        if self.mode == Mode::Bundle {
            return out;
        }
        out.extend(self.lean_lane_reasons());
        if let Some(program) = &self.program {
            out.extend(program.blocked.iter().cloned());
            return out;
        }
        let missing = self.missing_cases();
        if !missing.is_empty() {
            out.push(format!("negative cases not observed: {}", missing.join(", ")));
        }
        let c = self.counters();
        if c.cp2_effects < 1 {
            out.push("no CP2 request with a downstream effect".to_owned());
        }
        if c.evolve_accepted < 1 {
            out.push("no accepted Evolve mutation".to_owned());
        }
        out
    }

    pub fn status(&self) -> &'static str {
        if self.blocked_reasons().is_empty() {
            "pass"
        } else {
            "blocked"
        }
    }

    /// A pass from a real Lean in fixture or program mode; never from a test double or a
    /// bundle.
    pub fn real_runtime_receipt(&self) -> bool {
        self.status() == "pass" && self.execution.as_ref().is_some_and(|e| e.live)
    }

    fn all_findings(&self) -> Vec<&Finding> {
        let mut all: Vec<&Finding> =
            self.packet_findings.iter().chain(&self.negative_findings).chain(&self.sources.findings).collect();
        all.extend(self.program.iter().flat_map(|p| &p.findings));
        all.sort();
        all
    }

    fn witness_mode(&self) -> &'static str {
        match (self.mode, &self.execution) {
            (Mode::Bundle, _) if self.sources.status != "pass" => vocab::WITNESS_IMPORTS_BLOCKED,
            (Mode::Bundle, _) => vocab::WITNESS_STANDALONE,
            (Mode::Fixture | Mode::Program, Some(e)) if !e.live => "scripted_test_double",
            (Mode::Program, None) => "no_lean_run",
            (Mode::Fixture | Mode::Program, _) => vocab::WITNESS_LIVE,
        }
    }

    /// The copied field set of every record (§12.1), plus clauz3's `blocked_reasons`.
    pub fn common_fields(&self) -> Map<String, Value> {
        let c = self.counters();
        let receipts = |f: &dyn Fn(&Receipt) -> bool| -> Vec<Value> {
            self.receipts.iter().filter(|r| f(r)).map(Receipt::to_json).collect()
        };
        let mut rejected = receipts(&|r| r.contract_rejected());
        rejected.extend(self.cp2.iter().filter(|x| x.rejected).map(|x| x.trace.clone()));
        rejected.extend(self.evolve.iter().filter(|x| x.rejected).map(|x| x.trace.clone()));
        let observed: BTreeMap<&String, Vec<&str>> =
            self.observed.iter().map(|(k, v)| (k, v.iter().copied().collect())).collect();
        let codes: BTreeSet<&str> = self.all_findings().iter().map(|f| f.error_code).collect();
        let (tools, build) = match (&self.execution, &self.program) {
            (Some(e), _) => (e.toolchain.to_json(), e.build.to_json()),
            (None, Some(p)) => {
                (p.toolchain.clone(), json!({"skipped": true, "skip_reason": "no_candidate_reached_lean"}))
            }
            (None, None) => {
                let skipped = json!({"skipped": true, "skip_reason": "offline_bundle_validation_runs_no_lean"});
                (skipped.clone(), skipped)
            }
        };
        let (organ, fixture, validator, input_mode) = match self.mode {
            Mode::Fixture => (vocab::ORGAN_ID, vocab::FIXTURE_ID, vocab::VALIDATOR_ID, vocab::MODE_FIXTURE),
            Mode::Bundle => (vocab::ORGAN_ID, vocab::FIXTURE_ID, vocab::VALIDATOR_ID, vocab::MODE_BUNDLE),
            Mode::Program => {
                (vocab::PROGRAM_ORGAN_ID, vocab::PROGRAM_FIXTURE_ID, vocab::PROGRAM_VALIDATOR_ID, vocab::MODE_PROGRAM)
            }
        };
        let fields = json!({
            "status": self.status(),
            "blocked_reasons": self.blocked_reasons(),
            "organ_id": organ,
            "fixture_id": fixture,
            "validator_id": validator,
            "command": self.command,
            "input_mode": input_mode,
            "bundle_id": self.bundle_id,
            "execution_spine_id": self.packet.execution_spine_id,
            "expected_negative_cases": self.expected_cases.iter().map(|(c, _)| *c).collect::<BTreeSet<_>>(),
            "observed_negative_cases": observed,
            "missing_negative_cases": self.missing_cases(),
            "error_codes": codes,
            "findings": self.all_findings().iter().map(|f| f.to_json()).collect::<Vec<_>>(),
            "secret_exclusion_scan": self.scan.to_json(),
            "tool_versions": tools,
            "lake_project_build": build,
            "source_module_imports": self.sources.to_json(),
            "source_module_manifest_ref": self.sources.manifest_ref(),
            "execution_witness_mode": self.witness_mode(),
            "source_open_body_imports": self.sources.open_body_json(),
            "body_copied_material_count": self.sources.modules.len(),
            "transition_trace": receipts(&|_| true),
            "cp2_translation_trace": self.cp2.iter().map(|x| x.trace.clone()).collect::<Vec<_>>(),
            "evolve_mutation_trace": self.evolve.iter().map(|x| x.trace.clone()).collect::<Vec<_>>(),
            "claim_separation": {
                "lean_verified": receipts(&|r| r.accepted),
                "oracle_compared": self.oracle_rows,
                "provider_suggested": self.provider_rows,
                "cp2_translated": self.cp2.iter().map(|x| x.trace.clone()).collect::<Vec<_>>(),
                "contract_rejected": rejected,
                "retrieval_miss": receipts(&|r| r.residual() && r.verifier_failure_class == failure::PREMISE_RETRIEVAL_MISS),
                "proof_synthesis_fail": receipts(&|r| r.residual() && r.verifier_failure_class != failure::PREMISE_RETRIEVAL_MISS),
                "evolve_candidate": self.evolve.iter().map(|x| x.trace.clone()).collect::<Vec<_>>(),
                "evolve_accepted": self.evolve.iter().filter(|x| x.accepted).map(|x| x.trace.clone()).collect::<Vec<_>>(),
            },
            "authority_counters": c.to_json(),
            "authority_ceiling": authority_ceiling(),
            "receipt_transparency_contract": transparency_contract(),
            "anti_claim": "Bounded public Lean transition receipts only: no proof text, tactic script, provider or oracle payload, or checker output is recorded; oracle and provider rows never count as success; nothing here is a release or a benchmark claim.",
            "body_in_receipt": false,
            "real_runtime_receipt": self.real_runtime_receipt(),
            "synthetic_receipt_standin_allowed": false,
            "public_runtime_refs": self.packet.public_runtime_refs,
        });
        let mut map = match fields {
            Value::Object(map) => map,
            _ => Map::new(),
        };
        if let Some(p) = &self.program {
            map.insert("obligation_counts".into(), p.obligation_counts.clone());
            map.insert("obligations".into(), p.obligations.clone());
            map.insert("action_extension".into(), json!(vocab::ACTION_EXTENSION_VERSION));
            let discharged = self.status() == "pass" && p.every_obligation_checked;
            map.insert("every_obligation_discharged_by_lean".into(), json!(discharged));
            map.insert("program_proved_by_lean".into(), json!(discharged && self.real_runtime_receipt()));
        }
        map
    }

    /// The in-memory result the CLI prints without `--card` (§12.4).
    pub fn to_json(&self, receipt_paths: &[String]) -> Value {
        let mut map = self.common_fields();
        let offline = self.mode == Mode::Bundle;
        map.insert("schema_version".into(), json!("verifier_lab_execution_spine_result_v1"));
        map.insert("source_refs".into(), json!(self.packet.source_refs));
        map.insert("source_pattern_ids".into(), json!(self.packet.source_pattern_ids));
        map.insert("projection_receipt_refs".into(), json!(self.packet.projection_receipt_refs));
        map.insert("synthetic_contract".into(), json!(offline));
        map.insert("not_a_live_run".into(), json!(offline || !self.execution.as_ref().is_some_and(|e| e.live)));
        map.insert("receipt_paths".into(), json!(receipt_paths));
        Value::Object(map)
    }
}

fn authority_ceiling() -> Value {
    json!({
        "status": "pass",
        "authority_ceiling": "bounded_public_lean_transition_execution_receipt_only",
        "lean_lake_execution_authorized": true,
        "lean_lake_execution_scope": "temporary_workspace_copy_of_public_fixture",
        "formal_proof_authority": "bounded_public_transition_rows_only",
        "oracle_success_counts_as_forward_success": false,
        "provider_text_counts_as_proof": false,
        "cp2_outputs_are_proof_bodies": false,
        "evolve_mutates_arbitrary_code": false,
        "proof_bodies_allowed_in_receipts": false,
        "provider_calls_authorized": false,
        "source_mutation_authorized": false,
        "macro_private_body_import_authorized": false,
        "benchmark_solve_rate_claim": false,
        "release_authorized": false,
    })
}

fn transparency_contract() -> Value {
    json!({
        "schema_version": "verifier_lab_receipt_transparency_contract_v1",
        "receipt_body_is_public_evidence": true,
        "omitted_payload_scope": "proof_provider_oracle_private_source_and_stdout_stderr_bodies_only",
        "body_in_receipt": false,
        "real_substrate_default": true,
        "required_public_evidence_fields": [
            "problem_id", "target_shape", "action_class", "candidate_kind", "allowed_premise_refs",
            "source_module_imports", "source_open_body_imports", "body_copied_material_count",
            "lean_lake_command_identity", "lean_return_code", "accepted", "verifier_failure_class",
            "negative_case_id", "cp2_action_class", "evolve_policy_artifact_id",
            "oracle_provider_separation_counters", "authority_ceiling", "anti_claim",
        ],
        "forbidden_payload_fields": [
            "proof_body", "raw_tactic_script", "provider_text", "oracle_ideal_answer",
            "oracle_needed_premise_ids", "private_source_path", "private_payload_body", "stdout_body", "stderr_body",
        ],
        "stdout_stderr_policy": "counts_and_return_codes_public_bodies_omitted",
    })
}

/// Shown subjects of packet findings at most; the count says how many there were.
const NAMED_FINDINGS: usize = 5;

/// The blocked reason for the packet's contract findings, naming the refused subjects (kind,
/// id clipped and escaped, code) so the operator can find them in the packet.
fn packet_findings_reason(findings: &[Finding]) -> String {
    let named: Vec<String> = findings
        .iter()
        .take(NAMED_FINDINGS)
        .map(|f| {
            let id: String = f.subject_id.chars().take(64).flat_map(char::escape_debug).collect();
            format!("{} `{id}` ({})", f.subject_kind, f.error_code)
        })
        .collect();
    let more = findings.len().saturating_sub(NAMED_FINDINGS);
    let more = if more > 0 { format!(" and {more} more") } else { String::new() };
    format!("{} contract findings in the execution packet: {}{more}", findings.len(), named.join(", "))
}
