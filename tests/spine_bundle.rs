//! `clauz3 spine bundle`: the exported bundle validates offline, and every tampered variant is
//! blocked with exactly its code.
#![expect(clippy::disallowed_methods, reason = "tests tamper with fixture copies")]

mod spine_support;

use clauz3::lean;
use serde_json::{json, Value};
use spine_support::{copy_fixture, edit_json, path, BUNDLE};
use std::path::Path;

fn validate(dir: &Path) -> Value {
    lean::run_bundle(dir, "clauz3 spine bundle (test)").unwrap().to_json(&[])
}

fn codes(doc: &Value) -> Vec<&str> {
    doc["findings"].as_array().unwrap().iter().map(|f| f["error_code"].as_str().unwrap()).collect()
}

#[test]
fn the_exported_bundle_passes_offline_without_inventing_lean_results() {
    let doc = validate(Path::new(BUNDLE));
    assert_eq!(doc["status"], "pass", "{}", doc["blocked_reasons"]);
    assert_eq!(doc["bundle_id"], "clauz3_spine_bundle_v1");
    assert_eq!(doc["expected_negative_cases"], json!([]));
    assert_eq!(doc["source_module_imports"]["module_count"], 4);
    assert_eq!(doc["body_copied_material_count"], 4);
    assert_eq!(doc["real_runtime_receipt"], false);
    assert_eq!(doc["not_a_live_run"], true);
    assert_eq!(doc["execution_witness_mode"], "standalone_exported_receipt_contract");
    // §16.12: no pinned tool facts, no zero build code, no return code a Lean never produced.
    assert_eq!(doc["tool_versions"], json!({"skipped": true, "skip_reason": "offline_bundle_validation_runs_no_lean"}));
    for row in doc["transition_trace"].as_array().unwrap() {
        assert_eq!(row["lean_return_code"], Value::Null);
        assert_eq!(row["accepted"], false);
        assert_eq!(row["lean_run_mode"], "not_run");
    }
    let modules = doc["source_module_imports"]["modules"].as_array().unwrap();
    assert!(modules.iter().all(|m| m["sha256"] == m["actual_sha256"]));
}

/// Changes the manifest of a bundle copy and expects exactly `code` on the one finding.
fn blocked_by(code: &str, change: impl FnOnce(&mut Value)) {
    let dir = copy_fixture(BUNDLE);
    edit_json(&path(&dir, "source_module_manifest.json"), change);
    let doc = validate(dir.path());
    assert_eq!(doc["status"], "blocked");
    assert_eq!(codes(&doc), [code]);
    assert_eq!(doc["execution_witness_mode"], "source_module_imports_blocked");
    assert_eq!(doc["transition_trace"], json!([]));
}

#[test]
fn a_digest_mismatch_blocks() {
    blocked_by("VERIFIER_LAB_EXECUTION_SOURCE_MODULE_DIGEST_MISMATCH", |m| {
        m["modules"][0]["sha256"] = json!(format!("sha256:{}", "0".repeat(64)));
    });
}

#[test]
fn a_changed_copied_file_blocks_on_its_digest() {
    let dir = copy_fixture(BUNDLE);
    let basic = path(&dir, "lake_project/Clauz3SpineWitness/Basic.lean");
    std::fs::write(&basic, std::fs::read_to_string(&basic).unwrap().replace("23 % 7 = 2", "23 % 7 = 3")).unwrap();
    let doc = validate(dir.path());
    assert_eq!(codes(&doc), ["VERIFIER_LAB_EXECUTION_SOURCE_MODULE_DIGEST_MISMATCH"]);
    assert_eq!(doc["findings"][0]["subject_id"], "lake_project/Clauz3SpineWitness/Basic.lean");
    assert_eq!(doc["source_module_imports"]["module_count"], 4);
}

#[test]
fn a_missing_anchor_blocks() {
    blocked_by("VERIFIER_LAB_EXECUTION_SOURCE_MODULE_ANCHOR_MISSING", |m| {
        m["modules"][3]["required_anchors"] = json!(["theorem not_in_the_file"]);
    });
}

#[test]
fn a_source_outside_the_allowed_prefixes_blocks() {
    blocked_by("VERIFIER_LAB_EXECUTION_SOURCE_REF_UNEXPECTED", |m| {
        m["modules"][1]["source_ref"] = json!("/home/someone/private/lakefile.lean");
    });
}

#[test]
fn a_missing_target_blocks() {
    blocked_by("VERIFIER_LAB_EXECUTION_SOURCE_MODULE_TARGET_MISSING", |m| {
        m["modules"][2]["path"] = json!("lake_project/Gone.lean");
    });
}

#[test]
fn a_target_outside_the_bundle_is_missing() {
    blocked_by("VERIFIER_LAB_EXECUTION_SOURCE_MODULE_TARGET_MISSING", |m| {
        m["modules"][2]["path"] = json!("../input/lake_project/Clauz3SpineWitness.lean");
    });
}

#[test]
fn a_wrong_module_count_blocks() {
    blocked_by("VERIFIER_LAB_EXECUTION_SOURCE_MODULE_COUNT_MISMATCH", |m| m["module_count"] = json!(5));
}

#[test]
fn manifest_level_boundaries_block() {
    blocked_by("VERIFIER_LAB_EXECUTION_SOURCE_IMPORT_CLASS_MISMATCH", |m| {
        m["source_import_class"] = json!("live_import")
    });
    blocked_by("VERIFIER_LAB_EXECUTION_SOURCE_BODY_IN_RECEIPT_FORBIDDEN", |m| m["body_in_receipt"] = json!(true));
}

#[test]
fn row_level_boundaries_block() {
    blocked_by("VERIFIER_LAB_EXECUTION_SOURCE_MODULE_IMPORT_CLASS_MISMATCH", |m| {
        m["modules"][0]["source_import_class"] = json!("live_import");
    });
    blocked_by("VERIFIER_LAB_EXECUTION_SOURCE_MODULE_CLASS_FORBIDDEN", |m| {
        m["modules"][0]["material_class"] = json!("private_operator_notes");
    });
    blocked_by("VERIFIER_LAB_EXECUTION_SOURCE_MODULE_BODY_BOUNDARY_INVALID", |m| {
        m["modules"][0]["body_in_receipt"] = json!(true);
    });
    blocked_by("VERIFIER_LAB_EXECUTION_SOURCE_MODULE_RELATION_UNVERIFIED", |m| {
        m["modules"][0]["source_to_target_relation"] = json!("paraphrase");
    });
}

#[test]
fn a_bundle_without_a_manifest_blocks() {
    let dir = copy_fixture(BUNDLE);
    std::fs::remove_file(path(&dir, "source_module_manifest.json")).unwrap();
    let doc = validate(dir.path());
    assert_eq!(codes(&doc), ["VERIFIER_LAB_EXECUTION_SOURCE_MODULE_MANIFEST_MISSING"]);
    assert_eq!(doc["source_module_manifest_ref"], Value::Null);
}

#[test]
fn a_contaminated_packet_row_blocks_the_bundle() {
    let dir = copy_fixture(BUNDLE);
    let packet = path(&dir, "execution_spine_packet.json");
    edit_json(&packet, |p| p["transition_candidates"][0]["oracle_visible"] = json!(true));
    // The packet is a digest-listed module too: re-digest it so only the gate speaks.
    let digest = lean::sha256_ref(&std::fs::read(&packet).unwrap());
    edit_json(&path(&dir, "source_module_manifest.json"), |m| m["modules"][0]["sha256"] = json!(digest));
    let doc = validate(dir.path());
    assert_eq!(codes(&doc), ["VERIFIER_LAB_EXECUTION_PROVIDER_OR_ORACLE_VISIBLE"]);
    assert_eq!(doc["status"], "blocked");
}
