//! The contract gate (lean-spine.md §6): every row is checked before anything runs, and a row
//! that fails is recorded as rejected and never reaches Lean. Pure: rows in, findings out.

use super::json::{first_text, has_key_anywhere, is_true, text};
use super::packet::{transition_id, Row};
use super::vocab::{self, code};
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// One contract finding. Field order is the records' sort order (§6.5).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Finding {
    pub negative_case_id: String,
    pub subject_kind: &'static str,
    pub subject_id: String,
    pub error_code: &'static str,
}

impl Finding {
    pub fn new(code: &'static str, case: &str, kind: &'static str, subject: &str) -> Finding {
        Finding {
            negative_case_id: case.to_owned(),
            subject_kind: kind,
            subject_id: subject.to_owned(),
            error_code: code,
        }
    }

    pub fn to_json(&self) -> Value {
        json!({
            "error_code": self.error_code,
            "message": message(self.error_code),
            "negative_case_id": self.negative_case_id,
            "subject_id": self.subject_id,
            "subject_kind": self.subject_kind,
            "body_in_receipt": false,
        })
    }
}

/// The one human sentence recorded with each code.
pub fn message(error_code: &str) -> &'static str {
    match error_code {
        code::TRANSITION_FIELD_FORBIDDEN => "Transition candidate carries a proof, tactic or oracle body field.",
        code::PROVIDER_OR_ORACLE_VISIBLE => "Transition candidate was visible to a provider or an oracle.",
        code::ACTION_CLASS_UNKNOWN => "Transition action class is empty or outside the allowed vocabulary.",
        code::CP2_PROOF_BODY_FORBIDDEN => "CP2 translation request carries a proof, tactic or provider body field.",
        code::CP2_ACTION_CLASS_UNKNOWN => "CP2 action class is empty or outside the allowed CP2 vocabulary.",
        code::EVOLVE_SCOPE_FORBIDDEN => "Evolve mutation leaves the bounded policy artifacts or claims code authority.",
        code::SOURCE_MODULE_MANIFEST_MISSING => "The bundle has no source module manifest.",
        code::SOURCE_IMPORT_CLASS_MISMATCH => "The source module manifest declares another import class.",
        code::SOURCE_BODY_IN_RECEIPT_FORBIDDEN => "The source module manifest does not keep bodies out of receipts.",
        code::SOURCE_MODULE_COUNT_MISMATCH => "The declared module count differs from the module rows.",
        code::SOURCE_MODULE_IMPORT_CLASS_MISMATCH => "A module row declares another import class.",
        code::SOURCE_MODULE_CLASS_FORBIDDEN => "A module row's material class is not a public tool or proof body.",
        code::SOURCE_MODULE_BODY_BOUNDARY_INVALID => "A module row is not a copied body kept out of receipts.",
        code::SOURCE_MODULE_RELATION_UNVERIFIED => "A module row is not declared an exact copy of its source.",
        code::SOURCE_REF_UNEXPECTED => "A module row's source lies outside the allowed source prefixes.",
        code::SOURCE_MODULE_TARGET_MISSING => "A module row's copied file is missing from the bundle.",
        code::SOURCE_MODULE_DIGEST_MISMATCH => "A copied file's SHA-256 differs from the manifest's digest.",
        code::SOURCE_MODULE_ANCHOR_MISSING => "A copied file lacks one of its required anchors.",
        code::TRANSITION_ID_INVALID => "Transition id is not [A-Za-z0-9_]{1,128} or repeats an earlier row's id.",
        code::REFERENCE_ROW_FIELD_FORBIDDEN => {
            "Oracle or provider reference row carries a body field; it is not copied."
        }
        code::LEAN_Z3_DISAGREEMENT => "Lean and Z3 disagree on an obligation: one accepted what the other did not.",
        _ => "Contract finding.",
    }
}

/// Whether `id` may name a file in the workspace: `[A-Za-z0-9_]{1,128}`.
pub fn valid_id(id: &str) -> bool {
    (1..=128).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

/// The transition checks (§6.1, plus id validity and the empty class, §16.4 and §16.8).
/// `seen` holds the ids of earlier rows of the same list; `extensions` are extra action classes.
pub fn check_transition(row: &Row, seen: &mut BTreeSet<String>, extensions: &[&str]) -> Vec<Finding> {
    let id = transition_id(row);
    let case = first_text(row, &["expected_negative_case_id", "case_id"], &id);
    let mut out = Vec::new();
    if !valid_id(&id) || !seen.insert(id.clone()) {
        out.push(Finding::new(code::TRANSITION_ID_INVALID, &case, "transition_candidate", &id));
    }
    if has_key_anywhere(&Value::Object(row.clone()), &vocab::FORBIDDEN_TRANSITION_KEYS) {
        out.push(Finding::new(code::TRANSITION_FIELD_FORBIDDEN, &case, "transition_candidate", &id));
    }
    if is_true(row, "oracle_visible") || is_true(row, "provider_visible") {
        out.push(Finding::new(code::PROVIDER_OR_ORACLE_VISIBLE, &case, "transition_candidate", &id));
    }
    let class = text(row, "action_class");
    if !vocab::action_class_known(class, extensions) {
        out.push(Finding::new(code::ACTION_CLASS_UNKNOWN, &case, "transition_action_class", class));
    }
    out
}

/// A CP2 request's id: `request_id`, then `case_id`, then `"cp2_request"`.
pub fn request_id(row: &Row) -> String {
    first_text(row, &["request_id", "case_id"], "cp2_request")
}

/// The CP2 checks (§6.2). The negative-file lane checks only forbidden keys (`with_vocabulary`
/// false); the packet lane also refuses an empty or unknown class.
pub fn check_cp2(row: &Row, with_vocabulary: bool) -> Vec<Finding> {
    let id = request_id(row);
    let case = first_text(row, &["expected_negative_case_id"], &id);
    let mut out = Vec::new();
    if has_key_anywhere(&Value::Object(row.clone()), &vocab::FORBIDDEN_CP2_KEYS) {
        out.push(Finding::new(code::CP2_PROOF_BODY_FORBIDDEN, &case, "cp2_translation_request", &id));
    }
    let class = text(row, "action_class");
    if with_vocabulary && !vocab::ALLOWED_CP2_ACTION_CLASSES.contains(&class) {
        out.push(Finding::new(code::CP2_ACTION_CLASS_UNKNOWN, &case, "cp2_action_class", class));
    }
    out
}

/// An Evolve mutation's id: `mutation_id`, then `case_id`, then `"evolve_mutation"`.
pub fn mutation_id(row: &Row) -> String {
    first_text(row, &["mutation_id", "case_id"], "evolve_mutation")
}

/// The Evolve check (§6.3).
pub fn check_evolve(row: &Row) -> Vec<Finding> {
    let id = mutation_id(row);
    let case = first_text(row, &["expected_negative_case_id"], &id);
    let forbidden = !vocab::ALLOWED_EVOLVE_ARTIFACTS.contains(&text(row, "mutated_artifact"))
        || is_true(row, "arbitrary_code_mutation")
        || is_true(row, "source_mutation_authorized");
    if forbidden {
        vec![Finding::new(code::EVOLVE_SCOPE_FORBIDDEN, &case, "evolve_mutation", &id)]
    } else {
        Vec::new()
    }
}

/// The walk the original skipped for oracle sidecars and provider hypotheses (§16.5): a row
/// carrying a body key is reported and must not be copied into any record.
pub fn check_reference_row(row: &Row, kind: &'static str, id_key: &str) -> Vec<Finding> {
    if has_key_anywhere(&Value::Object(row.clone()), &vocab::FORBIDDEN_TRANSITION_KEYS) {
        let id = first_text(row, &[id_key], kind);
        vec![Finding::new(code::REFERENCE_ROW_FIELD_FORBIDDEN, &id, kind, &id)]
    } else {
        Vec::new()
    }
}
