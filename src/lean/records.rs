//! The written records (lean-spine.md §12.3) and the compact `--card` (§12.4). Every record is
//! the common field set plus a few fields of its own; none holds a body.

use super::result::{Mode, SpineResult};
use super::vocab;
use serde_json::{json, Map, Value};
use std::path::PathBuf;

/// Where the records go: the out directory, and the sign-off path (`--acceptance-out`, else in
/// the out directory).
pub struct RecordPaths {
    pub out_dir: PathBuf,
    pub acceptance: Option<PathBuf>,
}

impl RecordPaths {
    /// Record files with their paths; fixture mode writes four, bundle mode one.
    pub fn files(&self, mode: Mode) -> Vec<PathBuf> {
        match mode {
            Mode::Fixture => vec![
                self.out_dir.join(vocab::RESULT_FILE),
                self.out_dir.join(vocab::BOARD_FILE),
                self.out_dir.join(vocab::VALIDATION_FILE),
                self.acceptance.clone().unwrap_or_else(|| self.out_dir.join(vocab::ACCEPTANCE_FILE)),
            ],
            Mode::Bundle => vec![self.out_dir.join(vocab::BUNDLE_RESULT_FILE)],
            Mode::Program => vec![
                self.out_dir.join(vocab::PROGRAM_RESULT_FILE),
                self.out_dir.join(vocab::PROGRAM_BOARD_FILE),
                self.out_dir.join(vocab::PROGRAM_VALIDATION_FILE),
                self.acceptance.clone().unwrap_or_else(|| self.out_dir.join(vocab::PROGRAM_ACCEPTANCE_FILE)),
            ],
        }
    }

    /// The paths as records show them: as given when relative, else the file name only, so no
    /// host path reaches a record.
    pub fn shown(&self, mode: Mode) -> Vec<String> {
        self.files(mode).iter().map(|p| shown_path(p)).collect()
    }
}

/// A path as records may show it: as given when relative, else `.../` and its last component,
/// so no host directory reaches a record.
pub fn shown_path(path: &std::path::Path) -> String {
    if path.is_absolute() {
        format!(".../{}", path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default())
    } else {
        path.display().to_string()
    }
}

/// Every record of `result`, paired with its file, stamped `created_at`.
pub fn records(result: &SpineResult, paths: &RecordPaths, created_at: &str) -> Vec<(PathBuf, Value)> {
    let shown = paths.shown(result.mode);
    let common = result.common_fields();
    let record = |schema: &str, extra: Value| -> Value {
        let mut map = Map::new();
        map.insert("schema_version".into(), json!(schema));
        map.insert("receipt_id".into(), json!(schema));
        map.insert("created_at".into(), json!(created_at));
        map.insert("receipt_paths".into(), json!(shown));
        map.extend(common.clone());
        if let Value::Object(extra) = extra {
            map.extend(extra);
        }
        Value::Object(map)
    };
    let files = paths.files(result.mode);
    if result.mode == Mode::Bundle {
        let schema = "exported_verifier_lab_execution_spine_bundle_validation_result_v1";
        return files.into_iter().map(|f| (f, record(schema, json!({})))).collect();
    }
    let c = result.counters();
    let status = |ok: bool| if ok { "pass" } else { "blocked" };
    let pass = result.status() == "pass";
    let program = result.mode == Mode::Program;
    let schema = |name: &str| {
        if program {
            format!("clauz3_lean_spine_{name}")
        } else {
            format!("verifier_lab_execution_spine_{name}")
        }
    };
    // Program mode has no negative files and no Evolve lane; every retry must have helped.
    let (cp2_ok, evolve_status, negative_status) = if program {
        (result.cp2.iter().all(|x| x.effect), "not_applicable", "not_applicable")
    } else {
        (c.cp2_effects >= 1, status(c.evolve >= 1 && c.evolve_accepted >= 1), status(result.missing_cases().is_empty()))
    };
    let headline = if program {
        "clauz3 Lean spine: a program's eligible obligations checked by lake env lean"
    } else {
        "Lean execution spine: bounded transition candidates checked by lake env lean"
    };
    let bodies = [
        record(&schema("result_receipt_v1"), json!({})),
        record(
            &schema("board_v1"),
            json!({
                "headline": headline,
                "lean_verified_count": c.accepted,
                "cp2_downstream_effect_count": c.cp2_effects,
                "evolve_accepted_count": c.evolve_accepted,
                "proof_body_export_count": 0,
                "provider_results_counted": 0,
                "oracle_forward_success_increment_count": 0,
            }),
        ),
        record(
            &schema("validation_receipt_v1"),
            json!({
                "lean_transition_execution_status": status(result.lean_lane_reasons().is_empty()),
                "cp2_translation_status": status(cp2_ok),
                "evolve_mutation_status": evolve_status,
                "negative_case_coverage_status": negative_status,
                "receipts_include_proof_bodies": false,
                "provider_calls_authorized": false,
                "source_mutation_authorized": false,
                "receipt_body_is_public_evidence": true,
                "omitted_payload_scope": "proof_provider_oracle_private_source_and_stdout_stderr_bodies_only",
                "synthetic_receipt_standin_allowed": false,
                "release_authorized": false,
            }),
        ),
        record(
            &if program { schema("acceptance_v1") } else { schema("fixture_acceptance_v1") },
            json!({
                "acceptance_status": if pass { "accepted_current_authority" } else { "blocked" },
                "accepted_organ_id": if program { vocab::PROGRAM_ORGAN_ID } else { vocab::ORGAN_ID },
                "accepted_scope": "bounded_public_lean_transition_execution_only",
                "runtime_shell_projection_deferred": true,
            }),
        ),
    ];
    files.into_iter().zip(bodies).collect()
}

/// The compact card (§12.4): counts and flags only, no traces, findings or paths.
pub fn card(result: &SpineResult, full: &Value) -> Value {
    let c = result.counters();
    let scan = &full["secret_exclusion_scan"];
    let ceiling = &full["authority_ceiling"];
    let build = result.execution.as_ref().map(|e| &e.build);
    let omitted: Vec<&str> = [
        "anti_claim",
        "claim_separation",
        "cp2_translation_trace",
        "evolve_mutation_trace",
        "findings",
        "lake_project_build",
        "public_runtime_refs",
        "receipt_paths",
        "receipt_transparency_contract",
        "secret_exclusion_scan",
        "source_module_imports",
        "source_open_body_imports",
        "source_pattern_ids",
        "source_refs",
        "tool_versions",
        "transition_trace",
    ]
    .into_iter()
    .filter(|k| full.get(*k).is_some())
    .collect();
    let mut execution_summary = c.to_json();
    execution_summary["execution_witness_mode"] = full["execution_witness_mode"].clone();
    json!({
        "schema_version": vocab::CARD_SCHEMA,
        "status": result.status(),
        "blocked_reasons": result.blocked_reasons(),
        "organ_id": full["organ_id"],
        "input_mode": full["input_mode"],
        "bundle_id": result.bundle_id,
        "execution_spine_id": result.packet.execution_spine_id,
        "cache_status": "fresh_run_executed",
        "full_output_available": true,
        "full_output_drilldown": "Run without --card for the full result; the records in --out hold the same fields.",
        "execution_summary": execution_summary,
        "runtime_summary": {
            "lean_available": result.execution.as_ref().map(|e| e.toolchain.lean.available),
            "lake_available": result.execution.as_ref().map(|e| e.toolchain.lake.available),
            "lake_return_code": build.map(|b| b.return_code),
            "lake_timed_out": build.map(|b| b.timed_out),
            "lake_stdout_line_count": build.map(|b| b.stdout_line_count),
            "lake_stderr_line_count": build.map(|b| b.stderr_line_count),
        },
        "source_open_body_import_summary": {
            "status": result.sources.status,
            "body_material_count": result.sources.modules.len(),
            "body_material_ids_exported": false,
            "source_manifest_refs_exported": false,
            "body_text_exported": false,
        },
        "negative_case_coverage": {
            "expected_negative_case_count": result.expected_cases.len(),
            "observed_negative_case_count": result.expected_cases.len() - result.missing_cases().len(),
            "missing_negative_case_count": result.missing_cases().len(),
            "error_code_count": full["error_codes"].as_array().map_or(0, Vec::len),
            "finding_count": full["findings"].as_array().map_or(0, Vec::len),
        },
        "secret_exclusion_summary": {
            "status": scan["status"],
            "blocking_hit_count": scan["blocking_hit_count"],
            "hit_count": scan["hit_count"],
            "scanned_path_count": scan["scanned_path_count"],
            "hits_exported": false,
            "scan_scope_exported": false,
            "body_redacted": true,
        },
        "authority_ceiling": {
            "status": ceiling["status"],
            "authority_ceiling": ceiling["authority_ceiling"],
            "lean_lake_execution_authorized": ceiling["lean_lake_execution_authorized"],
            "provider_calls_authorized": false,
            "proof_bodies_allowed_in_receipts": false,
            "source_mutation_authorized": false,
            "release_authorized": false,
        },
        "no_export_guards": {
            "transition_trace_exported": false,
            "cp2_translation_trace_exported": false,
            "evolve_mutation_trace_exported": false,
            "claim_separation_exported": false,
            "findings_exported": false,
            "secret_scan_hits_exported": false,
            "public_runtime_refs_exported": false,
            "receipt_paths_exported": false,
            "anti_claim_exported": false,
            "stdout_stderr_bodies_exported": false,
            "proof_bodies_exported": false,
            "provider_results_counted": false,
            "oracle_forward_success_incremented": false,
            "source_mutation_counted": false,
        },
        "receipt_summary": {
            "receipt_count": full["receipt_paths"].as_array().map_or(0, Vec::len),
            "full_receipts_written": true,
            "receipt_paths_exported": false,
        },
        "output_economy": {
            "output_profile": "compact_card",
            "omitted_full_payload_keys": omitted,
            "body_in_receipt": false,
            "body_redacted": true,
        },
    })
}

/// UTC now as ISO-8601 with seconds and `+00:00`.
pub fn utc_now() -> String {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    let rem = secs % 86_400;
    // Days since 1970-01-01 to a civil date (proleptic Gregorian, era-based).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}+00:00", rem / 3600, rem % 3600 / 60, rem % 60)
}
