//! The secret-exclusion scan (lean-spine.md §7): a literal sentinel-token search over every
//! input file. It reports where a token was found and which one, never the surrounding text.
//! Pure: the caller reads the files and hands over their bytes.

use serde_json::{json, Value};

/// A forbidden class and its terms `(term_id, token)`.
pub const POLICY: [(&str, &[(&str, &str)]); 3] = [
    (
        "forbidden_content_body",
        &[
            ("raw_seed_body_sentinel", "SYNTHETIC_RAW_SEED_BODY_SENTINEL"),
            ("provider_payload_body_sentinel", "SYNTHETIC_PROVIDER_PAYLOAD_BODY_SENTINEL"),
            ("release_packet_body_sentinel", "SYNTHETIC_RELEASE_PACKET_BODY_SENTINEL"),
        ],
    ),
    (
        "live_operator_state",
        &[
            ("operator_thread_body_sentinel", "SYNTHETIC_OPERATOR_THREAD_BODY_SENTINEL"),
            ("hud_browser_cockpit_state_sentinel", "SYNTHETIC_HUD_BROWSER_COCKPIT_STATE_SENTINEL"),
        ],
    ),
    ("non_public_evidence_body", &[("non_public_source_body_sentinel", "SYNTHETIC_NON_PUBLIC_SOURCE_BODY_SENTINEL")]),
];

/// One input file as the scan sees it: its record path and its bytes, or why it could not be
/// read.
pub struct ScanInput {
    pub path: String,
    pub content: Result<Vec<u8>, String>,
}

/// Whether a file of this name is text the scan reads (§7.1).
pub fn scannable(file_name: &str) -> bool {
    const SUFFIXES: [&str; 8] = [".json", ".jsonl", ".lean", ".md", ".py", ".sh", ".toml", ".txt"];
    const NAMES: [&str; 4] = ["Dockerfile", "LICENSE", "Makefile", "NOTICE"];
    SUFFIXES.iter().any(|s| file_name.ends_with(s)) || NAMES.contains(&file_name)
}

/// The scan result; `blocking_hit_count` is what the overall status reads.
#[derive(Debug, Clone)]
pub struct ScanReport {
    pub hits: Vec<Value>,
    pub scanned_path_count: usize,
}

impl ScanReport {
    pub fn blocking_hit_count(&self) -> usize {
        self.hits.len()
    }

    pub fn to_json(&self) -> Value {
        json!({
            "status": if self.hits.is_empty() { "pass" } else { "blocked_private_state" },
            "hits": self.hits,
            "hit_count": self.hits.len(),
            "blocking_hit_count": self.blocking_hit_count(),
            "scanned_path_count": self.scanned_path_count,
            "scan_scope": {
                "scope_id": "clauz3_lean_spine_input_files",
                "intended_use": "keep sentinel-marked private material out of spine inputs and records",
                "not_a_complete_secret_scan": true,
                "does_not_read_binary_or_live_account_state": true,
                "does_not_certify_absence_of_secrets": true,
                "does_not_authorize_source_mutation": true,
                "body_text_exported_in_findings": false,
            },
            "anti_claim": "A literal token scan of the spine's own input files; it cannot prove that no secret is present.",
            "scan_purpose": "credential_account_bound_and_operator_payload_exclusion",
            "omitted_output_fields": ["source_excerpt", "body"],
            "body_in_receipt": false,
            "real_substrate_default": true,
            "synthetic_receipt_policy": "Hits name the file, class and term only; no excerpt is ever recorded.",
            "exclusion_policy": "Any sentinel token in a spine input blocks the run; none of its inputs is a designated negative fixture.",
        })
    }
}

/// Scans every input for every policy token.
pub fn scan(inputs: &[ScanInput]) -> ScanReport {
    let mut hits = Vec::new();
    for input in inputs {
        let text = match &input.content {
            Err(error_class) => {
                hits.push(unreadable(&input.path, "text_read_failed", error_class));
                continue;
            }
            Ok(bytes) => match std::str::from_utf8(bytes) {
                Ok(text) => text,
                Err(_) => {
                    hits.push(unreadable(&input.path, "utf8_decode_failed", "UnicodeDecodeError"));
                    continue;
                }
            },
        };
        for (class, terms) in POLICY {
            for (term_id, token) in terms {
                if text.contains(token) {
                    hits.push(json!({
                        "path": input.path,
                        "forbidden_class": class,
                        "term_id": term_id,
                        "remediation": "remove the sentinel-marked material from the spine input",
                        "body_in_receipt": false,
                    }));
                }
            }
        }
    }
    ScanReport { hits, scanned_path_count: inputs.len() }
}

fn unreadable(path: &str, term_id: &str, error_class: &str) -> Value {
    json!({
        "path": path,
        "forbidden_class": "unreadable_text_candidate",
        "term_id": term_id,
        "error_class": error_class,
        "remediation": "make the input readable UTF-8 text or remove it",
        "body_in_receipt": false,
    })
}
