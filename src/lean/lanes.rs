//! The side lanes (lean-spine.md §10) and the negative-file lane (§6.4). CP2 requests and Evolve
//! mutations are judged only by the transition receipts Lean produced; negative rows are checked
//! and never executed.

use super::execute::Receipt;
use super::gate::{self, Finding};
use super::json::{strings, text};
use super::packet::{NegativeRows, Row};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};

/// One CP2 trace row with what the counters need.
pub struct Cp2Outcome {
    pub trace: Value,
    pub effect: bool,
    pub rejected: bool,
}

/// A CP2 request: checked, then tied to its downstream transition. A rejected request has no
/// effect even when its downstream transition was accepted (the original counted it, §16.3).
pub fn cp2(row: &Row, receipts: &[Receipt], findings: &mut Vec<Finding>) -> Cp2Outcome {
    let found = gate::check_cp2(row, true);
    let rejected = !found.is_empty();
    let downstream_id = text(row, "downstream_transition_id");
    let downstream = receipts.iter().find(|r| r.transition_id == downstream_id);
    let effect = !rejected && downstream.is_some_and(|r| r.accepted);
    let trace = json!({
        "request_id": gate::request_id(row),
        "residual_id": text(row, "residual_id"),
        "provider_hypothesis_id": text(row, "provider_hypothesis_id"),
        "candidate_action_class": text(row, "action_class"),
        "candidate_kind": "typed_action_candidate",
        "proof_body_exported": false,
        "raw_tactic_script_exported": false,
        "oracle_template_exported": false,
        "provider_output_body_exported": false,
        "disconfirmation_test": text(row, "disconfirmation_test"),
        "downstream_transition_id": downstream_id,
        "downstream_verifier_rerun": downstream.map(Receipt::to_json),
        "downstream_effect": effect,
        "contract_rejected": rejected,
        "error_codes": codes(&found),
    });
    findings.extend(found);
    Cp2Outcome { trace, effect, rejected }
}

/// One Evolve trace row with what the counters need.
pub struct EvolveOutcome {
    pub trace: Value,
    pub accepted: bool,
    pub rejected: bool,
}

/// An Evolve mutation (§10.2): accepted iff in scope, no rerun transition was rejected, and the
/// rerun transitions were accepted at least as often as the baseline, at least once.
pub fn evolve(row: &Row, receipts: &[Receipt], findings: &mut Vec<Finding>) -> EvolveOutcome {
    let found = gate::check_evolve(row);
    let rejected = !found.is_empty();
    let listed = |key: &str| -> Vec<&Receipt> {
        let ids = strings(row, key);
        receipts.iter().filter(|r| ids.contains(&r.transition_id)).collect()
    };
    let (baseline, rerun) = (listed("baseline_transition_ids"), listed("rerun_transition_ids"));
    let accepts = |rs: &[&Receipt]| rs.iter().filter(|r| r.accepted).count();
    let leakage = rerun.iter().any(|r| r.contract_rejected());
    let (base_n, rerun_n) = (accepts(&baseline), accepts(&rerun));
    let accepted =
        !rejected && !leakage && !strings(row, "rerun_transition_ids").is_empty() && rerun_n >= base_n && rerun_n > 0;
    let trace = json!({
        "mutation_id": gate::mutation_id(row),
        "mutated_artifact": text(row, "mutated_artifact"),
        "baseline_transition_ids": strings(row, "baseline_transition_ids"),
        "rerun_transition_ids": strings(row, "rerun_transition_ids"),
        "baseline_accept_count": base_n,
        "rerun_accept_count": rerun_n,
        "leakage_regression": leakage,
        "oracle_to_forward_contamination": false,
        "source_mutation_authorized": false,
        "decision": if accepted { "accepted" } else { "quarantined" },
        "accepted": accepted,
        "contract_rejected": rejected,
        "error_codes": codes(&found),
        "body_in_receipt": false,
    });
    findings.extend(found);
    EvolveOutcome { trace, accepted, rejected }
}

/// Checks every row of the negative files; each finding is *observed* for its case id.
pub fn negatives(files: &[NegativeRows], findings: &mut Vec<Finding>) -> BTreeMap<String, BTreeSet<&'static str>> {
    let mut found = Vec::new();
    for file in files {
        let mut seen = BTreeSet::new();
        for row in &file.transitions {
            found.extend(gate::check_transition(row, &mut seen, &[]));
        }
        for row in &file.cp2_requests {
            found.extend(gate::check_cp2(row, false));
        }
        for row in &file.evolve_mutations {
            found.extend(gate::check_evolve(row));
        }
    }
    let mut observed: BTreeMap<String, BTreeSet<&'static str>> = BTreeMap::new();
    for f in &found {
        observed.entry(f.negative_case_id.clone()).or_default().insert(f.error_code);
    }
    findings.extend(found);
    observed
}

/// Expected cases not observed *with their expected code* (the original compared case ids
/// only, §16.10).
pub fn missing_cases(expected: &[(&str, &str)], observed: &BTreeMap<String, BTreeSet<&'static str>>) -> Vec<String> {
    expected
        .iter()
        .filter(|(case, code)| !observed.get(*case).is_some_and(|codes| codes.contains(code)))
        .map(|(case, _)| (*case).to_owned())
        .collect()
}

fn codes(findings: &[Finding]) -> Vec<&'static str> {
    let set: BTreeSet<&'static str> = findings.iter().map(|f| f.error_code).collect();
    set.into_iter().collect()
}
