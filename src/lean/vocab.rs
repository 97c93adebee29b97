//! The spine's fixed vocabulary: action classes, forbidden keys, error codes, ids and file names.
//! These are the original component's exact strings (lean-spine.md §4, §6.6), kept in one place
//! so records stay diffable against it; clauz3's own additions are marked as such.

/// The nine transition action classes a candidate may name (§4.1).
pub const ALLOWED_ACTION_CLASSES: [&str; 9] = [
    "cases",
    "constructor",
    "decide",
    "exact_premise",
    "induction_visible_head",
    "premise_exact",
    "rfl",
    "simp_with_closed_premises",
    "unfold_then_simp",
];

/// clauz3's separately versioned extension of the action classes: only the Lean backend offers
/// it, so a spine packet naming `omega` is still rejected as an unknown class.
pub const ACTION_EXTENSION_VERSION: &str = "clauz3_lean_action_extension_v1";
/// The classes of [`ACTION_EXTENSION_VERSION`].
pub const EXTENSION_ACTION_CLASSES: [&str; 1] = ["omega"];

/// The eight classes a CP2 translation request may name (§4.2).
pub const ALLOWED_CP2_ACTION_CLASSES: [&str; 8] = [
    "case_split_then_constructor",
    "exact_selected_premise",
    "induction_on_visible_head",
    "premise_exact",
    "premise_query_expand",
    "retry_with_recipe",
    "rewrite_direction_flip",
    "unfold_then_simp",
];

/// The ten policy artifacts an Evolve mutation may change (§4.3).
pub const ALLOWED_EVOLVE_ARTIFACTS: [&str; 10] = [
    "context_recipe_selection",
    "cp2_candidate_ordering",
    "cp2_translation_templates",
    "failure_class_routing",
    "repair_novelty_predicates",
    "retry_recipes",
    "route_priors",
    "target_shape_mapping",
    "target_shape_routing_table",
    "tactic_action_priors",
];

/// Keys that mark proof or oracle material in a transition row, at any depth (§4.4).
pub const FORBIDDEN_TRANSITION_KEYS: [&str; 10] = [
    "candidate_body",
    "proof_body",
    "ground_truth_proof",
    "ideal_body",
    "repair_body",
    "raw_tactic_script",
    "oracle_template",
    "oracle_needed_premise_ids",
    "provider_output_body",
    "source_proof_body",
];

/// Keys that mark proof material in a CP2 request, at any depth (§4.5).
pub const FORBIDDEN_CP2_KEYS: [&str; 7] = [
    "candidate_body",
    "proof_body",
    "ground_truth_proof",
    "raw_tactic_script",
    "oracle_template",
    "provider_output_body",
    "source_proof_body",
];

/// Error codes (§6.6), plus clauz3's own (prefixed `CLAUZ3_`).
pub mod code {
    pub const TRANSITION_FIELD_FORBIDDEN: &str = "VERIFIER_LAB_EXECUTION_TRANSITION_FIELD_FORBIDDEN";
    pub const PROVIDER_OR_ORACLE_VISIBLE: &str = "VERIFIER_LAB_EXECUTION_PROVIDER_OR_ORACLE_VISIBLE";
    pub const ACTION_CLASS_UNKNOWN: &str = "VERIFIER_LAB_EXECUTION_ACTION_CLASS_UNKNOWN";
    pub const CP2_PROOF_BODY_FORBIDDEN: &str = "VERIFIER_LAB_EXECUTION_CP2_PROOF_BODY_FORBIDDEN";
    pub const CP2_ACTION_CLASS_UNKNOWN: &str = "VERIFIER_LAB_EXECUTION_CP2_ACTION_CLASS_UNKNOWN";
    pub const EVOLVE_SCOPE_FORBIDDEN: &str = "VERIFIER_LAB_EXECUTION_EVOLVE_SCOPE_FORBIDDEN";
    pub const SOURCE_MODULE_MANIFEST_MISSING: &str = "VERIFIER_LAB_EXECUTION_SOURCE_MODULE_MANIFEST_MISSING";
    pub const SOURCE_IMPORT_CLASS_MISMATCH: &str = "VERIFIER_LAB_EXECUTION_SOURCE_IMPORT_CLASS_MISMATCH";
    pub const SOURCE_BODY_IN_RECEIPT_FORBIDDEN: &str = "VERIFIER_LAB_EXECUTION_SOURCE_BODY_IN_RECEIPT_FORBIDDEN";
    pub const SOURCE_MODULE_COUNT_MISMATCH: &str = "VERIFIER_LAB_EXECUTION_SOURCE_MODULE_COUNT_MISMATCH";
    pub const SOURCE_MODULE_IMPORT_CLASS_MISMATCH: &str = "VERIFIER_LAB_EXECUTION_SOURCE_MODULE_IMPORT_CLASS_MISMATCH";
    pub const SOURCE_MODULE_CLASS_FORBIDDEN: &str = "VERIFIER_LAB_EXECUTION_SOURCE_MODULE_CLASS_FORBIDDEN";
    pub const SOURCE_MODULE_BODY_BOUNDARY_INVALID: &str = "VERIFIER_LAB_EXECUTION_SOURCE_MODULE_BODY_BOUNDARY_INVALID";
    pub const SOURCE_MODULE_RELATION_UNVERIFIED: &str = "VERIFIER_LAB_EXECUTION_SOURCE_MODULE_RELATION_UNVERIFIED";
    pub const SOURCE_REF_UNEXPECTED: &str = "VERIFIER_LAB_EXECUTION_SOURCE_REF_UNEXPECTED";
    pub const SOURCE_MODULE_TARGET_MISSING: &str = "VERIFIER_LAB_EXECUTION_SOURCE_MODULE_TARGET_MISSING";
    pub const SOURCE_MODULE_DIGEST_MISMATCH: &str = "VERIFIER_LAB_EXECUTION_SOURCE_MODULE_DIGEST_MISMATCH";
    pub const SOURCE_MODULE_ANCHOR_MISSING: &str = "VERIFIER_LAB_EXECUTION_SOURCE_MODULE_ANCHOR_MISSING";
    /// clauz3: a transition id that is not `[A-Za-z0-9_]{1,128}` or repeats an earlier row's id
    /// (ids become file names; the original used them unchecked, §16.8).
    pub const TRANSITION_ID_INVALID: &str = "CLAUZ3_LEAN_TRANSITION_ID_INVALID";
    /// clauz3: an oracle sidecar or provider hypothesis carrying a forbidden body key; such rows
    /// are dropped from the records instead of being copied verbatim (§16.5).
    pub const REFERENCE_ROW_FIELD_FORBIDDEN: &str = "CLAUZ3_LEAN_REFERENCE_ROW_FIELD_FORBIDDEN";
    /// clauz3: Lean and Z3 disagree on an obligation (§18.4): Lean did not accept (exit code not
    /// 0) a condition Z3 proved, or accepted one Z3 refuted.
    pub const LEAN_Z3_DISAGREEMENT: &str = "CLAUZ3_LEAN_Z3_DISAGREEMENT";
}

/// The four expected negative cases: case id (= file stem) and the one code it must raise (§6.7).
pub const EXPECTED_NEGATIVE_CASES: [(&str, &str); 4] = [
    ("cp2_candidate_contains_proof_body", code::CP2_PROOF_BODY_FORBIDDEN),
    ("evolve_mutates_unbounded_source", code::EVOLVE_SCOPE_FORBIDDEN),
    ("provider_oracle_visible_transition", code::PROVIDER_OR_ORACLE_VISIBLE),
    ("transition_leaks_candidate_body", code::TRANSITION_FIELD_FORBIDDEN),
];

pub const ORGAN_ID: &str = "verifier_lab_execution_spine";
pub const FIXTURE_ID: &str = "first_wave.verifier_lab_execution_spine";
pub const VALIDATOR_ID: &str = "validator.microcosm.organs.verifier_lab_execution_spine";
pub const PACKET_FILE: &str = "execution_spine_packet.json";
pub const LAKE_PROJECT_DIR: &str = "lake_project";
pub const LAKEFILE: &str = "lakefile.lean";
pub const BUNDLE_MANIFEST_FILE: &str = "bundle_manifest.json";
pub const SOURCE_MODULE_MANIFEST_FILE: &str = "source_module_manifest.json";
pub const MAX_LEAN_WORKERS: usize = 4;
pub const BATCH_FILE: &str = "PositiveTransitionBatch.lean";

pub const RESULT_FILE: &str = "verifier_lab_execution_spine_result.json";
pub const BOARD_FILE: &str = "verifier_lab_execution_spine_board.json";
pub const VALIDATION_FILE: &str = "verifier_lab_execution_spine_validation_receipt.json";
pub const ACCEPTANCE_FILE: &str = "verifier_lab_execution_spine_fixture_acceptance.json";
pub const BUNDLE_RESULT_FILE: &str = "exported_verifier_lab_execution_spine_bundle_validation_result.json";
pub const CARD_SCHEMA: &str = "verifier_lab_execution_spine_command_card_v1";

pub const REQUIRED_IMPORT_CLASS: &str = "copied_non_secret_macro_body";
pub const BODY_MATERIAL_STATUS: &str =
    "copied_non_secret_verifier_lab_execution_spine_runtime_source_bodies_with_digest_provenance";
pub const ALLOWED_MATERIAL_CLASSES: [&str; 2] = ["public_macro_tool_body", "public_macro_proof_body"];
pub const ALLOWED_RELATION: &str = "exact_copy";
pub const ALLOWED_SOURCE_REF_PREFIXES: [&str; 3] = [
    "src/microcosm_core/organs/",
    "fixtures/first_wave/verifier_lab_execution_spine/input/",
    "examples/verifier_lab_execution_spine/exported_verifier_lab_execution_spine_bundle/",
];

/// clauz3's program mode (`prove --backend lean|both`, §18.4): its own organ id and record
/// file names, so its records are never mistaken for the fixture's.
pub const PROGRAM_ORGAN_ID: &str = "clauz3_lean_spine";
pub const PROGRAM_FIXTURE_ID: &str = "clauz3.prove_backend_lean";
pub const PROGRAM_VALIDATOR_ID: &str = "validator.clauz3.lean_spine";
pub const MODE_PROGRAM: &str = "clauz3_program_obligations";
pub const PROGRAM_RESULT_FILE: &str = "clauz3_lean_spine_result.json";
pub const PROGRAM_BOARD_FILE: &str = "clauz3_lean_spine_board.json";
pub const PROGRAM_VALIDATION_FILE: &str = "clauz3_lean_spine_validation_receipt.json";
pub const PROGRAM_ACCEPTANCE_FILE: &str = "clauz3_lean_spine_acceptance.json";

pub const MODE_FIXTURE: &str = "first_wave_fixture";
pub const MODE_BUNDLE: &str = "exported_verifier_lab_execution_spine_bundle";
pub const WITNESS_LIVE: &str = "live_lean_lake_execution";
pub const WITNESS_STANDALONE: &str = "standalone_exported_receipt_contract";
pub const WITNESS_IMPORTS_BLOCKED: &str = "source_module_imports_blocked";
pub const RUN_TEMP_PREFIX: &str = "microcosm_verifier_execution_";

/// Failure classes of a transition receipt (§9), plus clauz3's `NOT_RUN` for a clean candidate
/// that never reached Lean because the toolchain or the build failed.
pub mod failure {
    pub const NONE: &str = "NONE";
    pub const CONTRACT_REJECTED: &str = "CONTRACT_REJECTED";
    pub const PREMISE_RETRIEVAL_MISS: &str = "PREMISE_RETRIEVAL_MISS";
    pub const PROOF_SYNTHESIS_FAIL: &str = "PROOF_SYNTHESIS_FAIL";
    pub const NOT_RUN: &str = "NOT_RUN";
}

/// Whether `class` is a transition action class; `extensions` adds the backend's own classes.
pub fn action_class_known(class: &str, extensions: &[&str]) -> bool {
    ALLOWED_ACTION_CLASSES.contains(&class) || extensions.contains(&class)
}
