//! The execution packet and the negative input files as plain data (lean-spine.md §3): rows stay
//! JSON objects, because the contract gate must see every key a row carries, known or not.

use super::json::{rows, strings, text};
use serde_json::{Map, Value};

pub type Row = Map<String, Value>;

/// One execution packet. Fields the original never reads (`authority_ceiling`, `anti_claim`)
/// are not kept.
#[derive(Debug, Clone, Default)]
pub struct Packet {
    pub execution_spine_id: String,
    pub source_refs: Vec<String>,
    pub source_pattern_ids: Vec<String>,
    pub projection_receipt_refs: Vec<String>,
    pub public_runtime_refs: Vec<String>,
    pub transitions: Vec<Row>,
    pub oracle_sidecars: Vec<Row>,
    pub provider_hypotheses: Vec<Row>,
    pub cp2_requests: Vec<Row>,
    pub evolve_mutations: Vec<Row>,
}

impl Packet {
    /// Reads a parsed packet; `path` names it in the error when it is not a JSON object.
    pub fn from_value(value: &Value, path: &str) -> Result<Packet, String> {
        let obj = value.as_object().ok_or_else(|| format!("{path}: the execution packet must be a JSON object"))?;
        Ok(Packet {
            execution_spine_id: text(obj, "execution_spine_id").to_owned(),
            source_refs: strings(obj, "source_refs"),
            source_pattern_ids: strings(obj, "source_pattern_ids"),
            projection_receipt_refs: strings(obj, "projection_receipt_refs"),
            public_runtime_refs: strings(obj, "public_runtime_refs"),
            transitions: rows(obj, "transition_candidates"),
            oracle_sidecars: rows(obj, "oracle_sidecars"),
            provider_hypotheses: rows(obj, "provider_hypotheses"),
            cp2_requests: rows(obj, "cp2_translation_requests"),
            evolve_mutations: rows(obj, "evolve_mutations"),
        })
    }
}

/// The rows of one negative input file (§3.6): its list fields, or the file itself as a single
/// row of every kind whose marker key it has.
#[derive(Debug, Clone, Default)]
pub struct NegativeRows {
    pub transitions: Vec<Row>,
    pub cp2_requests: Vec<Row>,
    pub evolve_mutations: Vec<Row>,
}

impl NegativeRows {
    pub fn from_value(value: &Value, path: &str) -> Result<NegativeRows, String> {
        let obj = value.as_object().ok_or_else(|| format!("{path}: a negative case file must be a JSON object"))?;
        let single = |marker: &str| if obj.contains_key(marker) { vec![obj.clone()] } else { Vec::new() };
        let mut out = NegativeRows {
            transitions: rows(obj, "transition_candidates"),
            cp2_requests: rows(obj, "cp2_translation_requests"),
            evolve_mutations: rows(obj, "evolve_mutations"),
        };
        out.transitions.extend(single("transition_id"));
        out.cp2_requests.extend(single("request_id"));
        out.evolve_mutations.extend(single("mutated_artifact"));
        Ok(out)
    }
}

/// A transition row's id: `transition_id`, then `case_id`, then `"transition"`.
pub fn transition_id(row: &Row) -> String {
    super::json::first_text(row, &["transition_id", "case_id"], "transition")
}

/// A row is expected positive when it names neither an expected outcome nor a failure class.
pub fn expected_positive(row: &Row) -> bool {
    text(row, "expected_outcome").is_empty() && text(row, "expected_failure_class").is_empty()
}
