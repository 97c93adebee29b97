//! `clauz3 spine run` driven by the scripted test double: the fixture's counts, the gate before
//! the build, and one test per gap of the original (lean-spine.md §16).
#![expect(clippy::disallowed_methods, reason = "tests edit fixture copies")]

mod spine_support;

use clauz3::lean::{self, Exit, RunOutput, ScriptedLeanRunner};
use serde_json::{json, Value};
use spine_support::{copy_fixture, edit_json, full, lean_like, path, run, written_records, INPUT};
use std::path::Path;

fn ids(rows: &Value) -> Vec<&str> {
    rows.as_array().unwrap().iter().map(|r| r["transition_id"].as_str().unwrap()).collect()
}

#[test]
fn the_fixture_passes_with_the_expected_counts_and_all_four_negatives_observed() {
    let runner = lean_like();
    let result = run(Path::new(INPUT), &runner);
    let doc = full(&result);
    assert_eq!(doc["status"], "pass", "{:?}", result.blocked_reasons());
    assert_eq!(
        doc["authority_counters"],
        json!({
            "transition_count": 7, "accepted_transition_count": 5, "residual_transition_count": 2,
            "cp2_translation_count": 1, "cp2_downstream_effect_count": 1,
            "evolve_candidate_count": 1, "evolve_accepted_count": 1,
            "oracle_forward_success_increment_count": 0, "provider_results_counted": 0,
            "proof_body_export_count": 0, "source_mutation_count": 0,
        })
    );
    assert_eq!(doc["missing_negative_cases"], json!([]));
    assert_eq!(
        doc["observed_negative_cases"],
        json!({
            "cp2_candidate_contains_proof_body": ["VERIFIER_LAB_EXECUTION_CP2_PROOF_BODY_FORBIDDEN"],
            "evolve_mutates_unbounded_source": ["VERIFIER_LAB_EXECUTION_EVOLVE_SCOPE_FORBIDDEN"],
            "provider_oracle_visible_transition": ["VERIFIER_LAB_EXECUTION_PROVIDER_OR_ORACLE_VISIBLE"],
            "transition_leaks_candidate_body": ["VERIFIER_LAB_EXECUTION_TRANSITION_FIELD_FORBIDDEN"],
        })
    );
    let buckets = &doc["claim_separation"];
    assert_eq!(ids(&buckets["retrieval_miss"]), ["a03_fee_total_baseline"]);
    assert_eq!(ids(&buckets["proof_synthesis_fail"]), ["a05_ledger_open"]);
    assert_eq!(buckets["lean_verified"].as_array().unwrap().len(), 5);
    assert_eq!(buckets["oracle_compared"].as_array().unwrap().len(), 1);
    assert_eq!(buckets["provider_suggested"].as_array().unwrap().len(), 1);
    assert_eq!(doc["cp2_translation_trace"][0]["downstream_effect"], true);
    assert_eq!(doc["evolve_mutation_trace"][0]["decision"], "accepted");
    assert_eq!(doc["secret_exclusion_scan"]["scanned_path_count"], 8);
    assert_eq!(doc["secret_exclusion_scan"]["blocking_hit_count"], 0);
    // A test double's pass is never a real runtime receipt.
    assert_eq!(doc["real_runtime_receipt"], false);
    assert_eq!(doc["execution_witness_mode"], "scripted_test_double");
    for row in doc["transition_trace"].as_array().unwrap() {
        for flag in ["proof_body_exported", "stdout_stderr_in_receipt", "oracle_visible", "provider_visible"] {
            assert_eq!(row[flag], false);
        }
    }
    // One build, one batch for the five expected positives, then the two expected failures
    // (checked on worker threads, so in either order).
    let mut calls = runner.calls();
    calls[2..].sort();
    assert_eq!(
        calls,
        [
            "build Clauz3SpineWitness",
            "check PositiveTransitionBatch.lean",
            "check a03_fee_total_baseline.lean",
            "check a05_ledger_open.lean"
        ]
    );
}

#[test]
fn a_failing_batch_falls_back_to_one_run_per_candidate() {
    let runner = ScriptedLeanRunner::new(|job| {
        let code =
            i32::from(job.file_name == "PositiveTransitionBatch.lean" || job.source.contains("missing_public_premise"));
        ScriptedLeanRunner::exit(code)
    });
    let doc = full(&run(Path::new(INPUT), &runner));
    let accepted: Vec<bool> =
        doc["transition_trace"].as_array().unwrap().iter().map(|r| r["accepted"] == true).collect();
    assert_eq!(accepted, [true, true, false, true, false, true, true]);
    let modes: Vec<&str> =
        doc["transition_trace"].as_array().unwrap().iter().map(|r| r["lean_run_mode"].as_str().unwrap()).collect();
    assert_eq!(modes, ["individual"; 7]);
    assert_eq!(runner.calls().len(), 1 + 1 + 7);
}

/// §16.7: a batch verdict says it was one.
#[test]
fn receipts_decided_by_the_batch_say_so() {
    let doc = full(&run(Path::new(INPUT), &lean_like()));
    let modes: Vec<&str> =
        doc["transition_trace"].as_array().unwrap().iter().map(|r| r["lean_run_mode"].as_str().unwrap()).collect();
    assert_eq!(modes, ["batched", "batched", "individual", "batched", "individual", "batched", "batched"]);
}

fn add_transition(dir: &tempfile::TempDir, row: Value) {
    edit_json(&path(dir, "execution_spine_packet.json"), |p| {
        p["transition_candidates"].as_array_mut().unwrap().push(row)
    });
}

fn leaky_row() -> Value {
    json!({"transition_id": "z9_leaky", "action_class": "decide", "proof_body": "never read"})
}

/// The gate comes before the build: a contaminated row is rejected and recorded with no Lean at
/// all, and with a failing build (the original gated only after a successful build).
#[test]
fn contaminated_candidates_are_rejected_even_without_lean_or_a_build() {
    let dir = copy_fixture(INPUT);
    add_transition(&dir, leaky_row());
    let failing_build =
        ScriptedLeanRunner::new(|_| ScriptedLeanRunner::exit(0)).with_build(ScriptedLeanRunner::exit(1));
    for runner in [ScriptedLeanRunner::without_toolchain(), failing_build] {
        let result = run(dir.path(), &runner);
        let doc = full(&result);
        let leaky = &doc["transition_trace"][7];
        assert_eq!(leaky["contract_rejected"], true);
        assert_eq!(leaky["error_codes"], json!(["VERIFIER_LAB_EXECUTION_TRANSITION_FIELD_FORBIDDEN"]));
        assert_eq!(leaky["lean_return_code"], Value::Null);
        assert_eq!(ids(&doc["claim_separation"]["contract_rejected"]), ["z9_leaky"]);
        assert_eq!(doc["status"], "blocked");
        assert!(runner.calls().iter().all(|c| !c.starts_with("check")), "{:?}", runner.calls());
    }
}

/// §16.2: contract findings in the packet block a run that otherwise meets every count.
#[test]
fn a_contaminated_packet_row_blocks_the_run() {
    let dir = copy_fixture(INPUT);
    add_transition(&dir, leaky_row());
    let result = run(dir.path(), &lean_like());
    assert_eq!(
        result.blocked_reasons(),
        ["1 contract findings in the execution packet: transition_candidate `z9_leaky` (VERIFIER_LAB_EXECUTION_TRANSITION_FIELD_FORBIDDEN)"]
    );
    assert!(!result.real_runtime_receipt());
}

/// §16.1: no toolchain is `blocked` with a reason, never a crash; clean rows are `not_run`.
#[test]
fn a_missing_toolchain_blocks_with_a_reason() {
    let result = run(Path::new(INPUT), &ScriptedLeanRunner::without_toolchain());
    let doc = full(&result);
    assert_eq!(doc["status"], "blocked");
    assert_eq!(result.blocked_reasons()[0], "Lean toolchain unavailable");
    assert_eq!(doc["tool_versions"]["lean_available"], false);
    assert_eq!(doc["lake_project_build"]["return_code"], 127);
    assert_eq!(doc["lake_project_build"]["spawn_failed"], true);
    for row in doc["transition_trace"].as_array().unwrap() {
        assert_eq!(row["verifier_failure_class"], "NOT_RUN");
        assert_eq!(row["lean_run_mode"], "not_run");
    }
    assert_eq!(doc["authority_counters"]["residual_transition_count"], 0);
}

/// §16.3: a rejected CP2 request has no downstream effect and is not counted.
#[test]
fn a_rejected_cp2_request_does_not_count() {
    let dir = copy_fixture(INPUT);
    edit_json(&path(&dir, "execution_spine_packet.json"), |p| {
        p["cp2_translation_requests"][0]["notes"] = json!({"raw_tactic_script": "never read"});
    });
    let doc = full(&run(dir.path(), &lean_like()));
    let row = &doc["cp2_translation_trace"][0];
    assert_eq!(row["contract_rejected"], true);
    assert_eq!(row["downstream_effect"], false);
    assert_eq!(row["error_codes"], json!(["VERIFIER_LAB_EXECUTION_CP2_PROOF_BODY_FORBIDDEN"]));
    assert_eq!(doc["authority_counters"]["cp2_downstream_effect_count"], 0);
    assert_eq!(doc["authority_counters"]["cp2_translation_count"], 0);
    assert_eq!(doc["status"], "blocked");
}

/// §16.4: an empty action class is flagged instead of running the fallback body.
#[test]
fn an_empty_action_class_is_rejected() {
    let dir = copy_fixture(INPUT);
    add_transition(&dir, json!({"transition_id": "z8_no_class", "action_class": ""}));
    let doc = full(&run(dir.path(), &lean_like()));
    let row = &doc["transition_trace"][7];
    assert_eq!(row["error_codes"], json!(["VERIFIER_LAB_EXECUTION_ACTION_CLASS_UNKNOWN"]));
    let finding = doc["findings"].as_array().unwrap().iter().find(|f| f["negative_case_id"] == "z8_no_class").unwrap();
    assert_eq!(
        (finding["subject_kind"].as_str(), finding["subject_id"].as_str()),
        (Some("transition_action_class"), Some(""))
    );
}

/// §16.5: reference rows are walked for body keys; a contaminated one is reported, not copied.
#[test]
fn a_contaminated_oracle_row_is_reported_and_not_copied() {
    let dir = copy_fixture(INPUT);
    edit_json(&path(&dir, "execution_spine_packet.json"), |p| {
        p["oracle_sidecars"][0]["oracle_template"] = json!("ORACLE_MARKER_5521");
    });
    let result = run(dir.path(), &lean_like());
    let doc = full(&result);
    assert_eq!(doc["claim_separation"]["oracle_compared"], json!([]));
    assert_eq!(
        doc["error_codes"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| *c == "CLAUZ3_LEAN_REFERENCE_ROW_FIELD_FORBIDDEN")
            .count(),
        1
    );
    assert!(!doc.to_string().contains("ORACLE_MARKER_5521"));
    assert_eq!(doc["status"], "blocked");
}

/// §16.8: ids become file names only after validation; bad and repeated ids are rejected and
/// never reach Lean.
#[test]
fn invalid_and_repeated_transition_ids_are_rejected() {
    let dir = copy_fixture(INPUT);
    add_transition(&dir, json!({"transition_id": "../../escape", "action_class": "decide"}));
    add_transition(&dir, json!({"transition_id": "a01_quota_mod_decide", "action_class": "decide"}));
    let runner = lean_like();
    let doc = full(&run(dir.path(), &runner));
    for i in [7, 8] {
        assert_eq!(doc["transition_trace"][i]["error_codes"], json!(["CLAUZ3_LEAN_TRANSITION_ID_INVALID"]));
    }
    assert!(runner.calls().iter().all(|c| !c.contains("escape")));
    assert_eq!(doc["transition_trace"][0]["accepted"], true);
}

/// §16.10: a negative case counts as observed only when its expected code fired.
#[test]
fn a_negative_case_raising_another_code_is_missing() {
    let dir = copy_fixture(INPUT);
    edit_json(&path(&dir, "transition_leaks_candidate_body.json"), |row| {
        row.as_object_mut().unwrap().remove("hints");
        row["provider_visible"] = json!(true);
    });
    let doc = full(&run(dir.path(), &lean_like()));
    assert_eq!(
        doc["observed_negative_cases"]["transition_leaks_candidate_body"],
        json!(["VERIFIER_LAB_EXECUTION_PROVIDER_OR_ORACLE_VISIBLE"])
    );
    assert_eq!(doc["missing_negative_cases"], json!(["transition_leaks_candidate_body"]));
    assert_eq!(doc["status"], "blocked");
}

/// §16.11: the validation record's Lean sub-status uses the overall rule (here: no residual).
#[test]
fn the_validation_sub_status_uses_the_overall_thresholds() {
    let all_accepted = ScriptedLeanRunner::new(|_| ScriptedLeanRunner::exit(0));
    let result = run(Path::new(INPUT), &all_accepted);
    let out = tempfile::tempdir().unwrap();
    let texts = written_records(&result, out.path());
    let validation: Value = serde_json::from_str(&texts[2]).unwrap();
    assert_eq!(validation["lean_transition_execution_status"], "blocked");
    assert_eq!(result.blocked_reasons(), ["no residual transition"]);
}

/// §16.13: nothing is cached between runs in one process.
#[test]
fn every_run_builds_and_checks_afresh() {
    let runner = lean_like();
    run(Path::new(INPUT), &runner);
    run(Path::new(INPUT), &runner);
    assert_eq!(runner.calls().iter().filter(|c| c.starts_with("build")).count(), 2);
    assert_eq!(runner.calls().len(), 8);
}

/// §16.9 with the test double: a timed-out check is rc 124, a residual, `timed_out`.
#[test]
fn a_timed_out_check_is_a_residual_with_code_124() {
    let runner = ScriptedLeanRunner::new(|job| {
        if job.file_name == "a05_ledger_open.lean" {
            RunOutput { exit: Exit::TimedOut, stdout: vec![], stderr: vec![] }
        } else {
            ScriptedLeanRunner::exit(i32::from(job.source.contains("missing_public_premise")))
        }
    });
    let doc = full(&run(Path::new(INPUT), &runner));
    let row = &doc["transition_trace"][4];
    assert_eq!((row["lean_return_code"].as_i64(), row["timed_out"].as_bool()), (Some(124), Some(true)));
    assert_eq!(row["verifier_failure_class"], "PROOF_SYNTHESIS_FAIL");
}

/// No record, result or card carries candidate statements, tactics, body fields or checker
/// output: markers planted in all of them never come out.
#[test]
fn records_stay_body_free() {
    let dir = copy_fixture(INPUT);
    add_transition(
        &dir,
        json!({"transition_id": "z7_marked", "action_class": "decide", "candidate_body": "BODY_MARKER_7781"}),
    );
    edit_json(&path(&dir, "execution_spine_packet.json"), |p| {
        p["cp2_translation_requests"][0]["proof_body"] = json!("CP2_MARKER_7782");
    });
    let runner = ScriptedLeanRunner::new(|job| {
        spine_support::output(
            i32::from(job.source.contains("missing_public_premise")),
            "STDOUT_MARKER_7783 goal",
            "STDERR_MARKER_7784 tactic",
        )
    });
    let result = run(dir.path(), &runner);
    let out = tempfile::tempdir().unwrap();
    let mut texts = written_records(&result, out.path());
    let doc = full(&result);
    texts.push(doc.to_string());
    texts.push(lean::card(&result, &doc).to_string());
    let statements = [
        "17 % 5 = 2",
        "Nat.add_comm n m",
        "missing_public_premise",
        "Or.inr hp",
        "exact Nat",
        "import Clauz3SpineWitness",
        "namespace",
    ];
    let markers = ["BODY_MARKER_7781", "CP2_MARKER_7782", "STDOUT_MARKER_7783", "STDERR_MARKER_7784"];
    for text in &texts {
        for needle in statements.iter().chain(&markers) {
            assert!(!text.contains(needle), "`{needle}` reached a record");
        }
    }
    assert_eq!(doc["lake_project_build"]["stdout_line_count"], 0);
}

#[test]
fn the_card_is_small_and_hides_traces() {
    let result = run(Path::new(INPUT), &lean_like());
    let card = lean::card(&result, &full(&result));
    let text = lean::canonical_text(&card);
    assert!(text.len() < 5000, "{} bytes", text.len());
    fn keys(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(map) => map.iter().for_each(|(k, v)| {
                out.push(k.clone());
                keys(v, out);
            }),
            Value::Array(items) => items.iter().for_each(|v| keys(v, out)),
            _ => {}
        }
    }
    let mut all = Vec::new();
    keys(&card, &mut all);
    for key in [
        "transition_trace",
        "claim_separation",
        "receipt_paths",
        "findings",
        "anti_claim",
        "body_material_ids",
        "source_manifest_refs",
    ] {
        assert!(!all.iter().any(|k| k == key), "card has {key}");
    }
}

#[test]
fn the_four_records_carry_the_field_floor() {
    let result = run(Path::new(INPUT), &lean_like());
    let out = tempfile::tempdir().unwrap();
    let texts = written_records(&result, out.path());
    let schemas = [
        "verifier_lab_execution_spine_result_receipt_v1",
        "verifier_lab_execution_spine_board_v1",
        "verifier_lab_execution_spine_validation_receipt_v1",
        "verifier_lab_execution_spine_fixture_acceptance_v1",
    ];
    let floor = [
        "schema_version",
        "organ_id",
        "fixture_id",
        "validator_id",
        "command",
        "status",
        "expected_negative_cases",
        "observed_negative_cases",
        "missing_negative_cases",
        "error_codes",
        "transition_trace",
        "cp2_translation_trace",
        "evolve_mutation_trace",
        "claim_separation",
        "authority_counters",
        "anti_claim",
        "secret_exclusion_scan",
        "authority_ceiling",
        "receipt_paths",
        "source_module_imports",
        "source_open_body_imports",
        "body_copied_material_count",
    ];
    for (text, schema) in texts.iter().zip(schemas) {
        assert!(text.is_ascii() && text.ends_with("}\n"));
        let record: Value = serde_json::from_str(text).unwrap();
        assert_eq!(record["schema_version"], schema);
        for key in floor {
            assert!(record.get(key).is_some(), "{schema} lacks {key}");
        }
    }
    let board: Value = serde_json::from_str(&texts[1]).unwrap();
    assert_eq!(board["lean_verified_count"], 5);
    let acceptance: Value = serde_json::from_str(&texts[3]).unwrap();
    assert_eq!(acceptance["acceptance_status"], "accepted_current_authority");
    // Rewriting identical content keeps the file byte-for-byte (only created_at would differ).
    let again = written_records(&result, out.path());
    assert_eq!(texts, again);
}

#[test]
fn a_sentinel_token_in_an_input_blocks_the_run() {
    let dir = copy_fixture(INPUT);
    let basic = path(&dir, "lake_project/Clauz3SpineWitness/Basic.lean");
    let text = std::fs::read_to_string(&basic).unwrap() + "-- SYNTHETIC_NON_PUBLIC_SOURCE_BODY_SENTINEL\n";
    std::fs::write(&basic, text).unwrap();
    let doc = full(&run(dir.path(), &lean_like()));
    let hits = &doc["secret_exclusion_scan"]["hits"];
    assert_eq!(hits[0]["path"], "lake_project/Clauz3SpineWitness/Basic.lean");
    assert_eq!(hits[0]["term_id"], "non_public_source_body_sentinel");
    assert_eq!(doc["status"], "blocked");
}

#[test]
fn malformed_inputs_are_errors_with_their_location() {
    let dir = copy_fixture(INPUT);
    let packet = path(&dir, "execution_spine_packet.json");
    std::fs::write(&packet, "{\n  \"a\": 1,\n  \"a\": 2\n}").unwrap();
    let err = lean::run_fixture(dir.path(), "t", &lean_like(), lean::TimeLimits::default()).err().unwrap();
    assert_eq!(err, format!("{}:3:5: invalid JSON: duplicate key `a`", packet.display()));
    std::fs::write(&packet, "{\"transition_candidates\": [}").unwrap();
    let err = lean::run_fixture(dir.path(), "t", &lean_like(), lean::TimeLimits::default()).err().unwrap();
    assert!(err.starts_with(&format!("{}:1:28: invalid JSON: ", packet.display())), "{err}");
    std::fs::remove_file(&packet).unwrap();
    let err = lean::run_fixture(dir.path(), "t", &lean_like(), lean::TimeLimits::default()).err().unwrap();
    assert_eq!(err, format!("{}: missing", packet.display()));
}

#[test]
fn generated_lean_text_per_action_class() {
    let classes = [
        "decide",
        "rfl",
        "constructor",
        "cases",
        "premise_exact",
        "exact_premise",
        "simp_with_closed_premises",
        "unfold_then_simp",
        "induction_visible_head",
        "",
    ];
    let mut text = String::new();
    for class in classes {
        let row = json!({"action_class": class, "allowed_premise_refs": ["Nat.add_comm"]});
        text.push_str(&format!("== {class:?}\n{}\n", lean::spine_body(row.as_object().unwrap())));
    }
    let forced = json!({"action_class": "decide", "expected_outcome": "residual_unsolved"});
    text.push_str(&format!("== forced failure\n{}\n", lean::spine_body(forced.as_object().unwrap())));
    text.push_str(&format!(
        "== batch file\n{}",
        lean::lean_file("Clauz3SpineWitness", &[("t1", "example : True := trivial"), ("t2", "example : 1 = 1 := rfl")])
    ));
    insta::assert_snapshot!(text);
}
