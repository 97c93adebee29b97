//! Offline validation of an exported bundle's `source_module_manifest.json` (lean-spine.md §13):
//! the declared count, every copied file's recomputed SHA-256 and required anchors, and the
//! allowed sources. No Lean is involved. Pure: the caller supplies a file reader.

use super::gate::Finding;
use super::json::{is_true, text};
use super::vocab::{self, code, SOURCE_MODULE_MANIFEST_FILE};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use std::collections::BTreeSet;

/// clauz3's own source prefixes, allowed beside the original's three.
pub const CLAUZ3_SOURCE_REF_PREFIXES: [&str; 2] = ["src/lean/", "corpus/lean/"];

/// `sha256:` and the lowercase hex digest of `bytes`.
pub fn sha256_ref(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    format!("sha256:{hex}")
}

/// What the validation found.
#[derive(Debug, Clone)]
pub struct SourceImports {
    pub status: &'static str,
    pub manifest_found: bool,
    pub import_class: String,
    pub modules: Vec<Value>,
    pub module_ids: Vec<String>,
    pub material_classes: BTreeSet<String>,
    pub findings: Vec<Finding>,
}

impl SourceImports {
    /// The fixture-mode placeholder: there is no manifest to check.
    pub fn not_applicable() -> SourceImports {
        SourceImports {
            status: "not_applicable",
            manifest_found: false,
            import_class: String::new(),
            modules: Vec::new(),
            module_ids: Vec::new(),
            material_classes: BTreeSet::new(),
            findings: Vec::new(),
        }
    }

    pub fn manifest_ref(&self) -> Option<&'static str> {
        self.manifest_found.then_some(SOURCE_MODULE_MANIFEST_FILE)
    }

    pub fn to_json(&self) -> Value {
        json!({
            "status": self.status,
            "source_module_manifest_ref": self.manifest_ref(),
            "module_count": self.modules.len(),
            "modules": self.modules,
            "findings": self.findings.iter().map(Finding::to_json).collect::<Vec<_>>(),
            "observed_negative_cases": {},
        })
    }

    /// The `source_open_body_imports` summary (§12.2): ids and classes, never a body.
    pub fn open_body_json(&self) -> Value {
        let any = !self.modules.is_empty();
        let manifest_refs: Vec<&str> = self.manifest_ref().into_iter().collect();
        json!({
            "schema_version": "verifier_lab_execution_spine_source_open_body_imports_v1",
            "status": self.status,
            "source_import_class": if any { self.import_class.as_str() } else { "" },
            "body_material_status": if any { vocab::BODY_MATERIAL_STATUS } else { "" },
            "body_material_count": self.modules.len(),
            "body_material_ids": self.module_ids,
            "material_classes": self.material_classes,
            "source_manifest_refs": manifest_refs,
            "aggregate_floor_ref": self.manifest_ref().map(|r| format!("{r}::modules")),
            "body_in_receipt": false,
            "body_text_exported_in_receipts": false,
            "body_text_exported_in_workingness": false,
            "authority_ceiling": {
                "body_text_in_receipt": false,
                "proof_body_or_oracle_proof_text_exported": false,
                "provider_payload_exported": false,
                "host_local_absolute_paths_exported": false,
                "lean_lake_execution_authorized": true,
                "formal_proof_authority": "bounded_public_transition_rows_only",
                "release_authorized": false,
            },
            "reader_action": if any { "Open the bundle's copied files listed in source_module_manifest.json; their digests are checked here." } else { "" },
        })
    }
}

/// Validates `manifest` (None when the bundle has none); `read` returns a bundle file's bytes by
/// its bundle-relative path, or None when it is absent.
pub fn validate(manifest: Option<&Value>, read: &dyn Fn(&str) -> Option<Vec<u8>>) -> SourceImports {
    let mut out = SourceImports::not_applicable();
    out.status = "blocked";
    let finding = |c, kind, subject: &str| Finding::new(c, "source_module_manifest", kind, subject);
    let Some(manifest) = manifest.and_then(Value::as_object) else {
        out.findings.push(finding(
            code::SOURCE_MODULE_MANIFEST_MISSING,
            "source_module_manifest",
            SOURCE_MODULE_MANIFEST_FILE,
        ));
        return out;
    };
    out.manifest_found = true;
    out.import_class = text(manifest, "source_import_class").to_owned();
    let top = |c| finding(c, "source_module_manifest", SOURCE_MODULE_MANIFEST_FILE);
    if out.import_class != vocab::REQUIRED_IMPORT_CLASS {
        out.findings.push(top(code::SOURCE_IMPORT_CLASS_MISMATCH));
    }
    if manifest.get("body_in_receipt") != Some(&Value::Bool(false)) {
        out.findings.push(top(code::SOURCE_BODY_IN_RECEIPT_FORBIDDEN));
    }
    let rows: Vec<&serde_json::Map<String, Value>> = manifest
        .get("modules")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_object).collect())
        .unwrap_or_default();
    if manifest.get("module_count").and_then(Value::as_u64) != u64::try_from(rows.len()).ok() {
        out.findings.push(top(code::SOURCE_MODULE_COUNT_MISMATCH));
    }
    for row in rows {
        let id = text(row, "module_id");
        let target = {
            let path = text(row, "path");
            if path.is_empty() {
                text(row, "target_ref").trim_start_matches("microcosm-substrate/")
            } else {
                path
            }
        };
        let shown_target = if text(row, "target_ref").is_empty() { target } else { text(row, "target_ref") };
        let row_finding = |c, subject: &str| finding(c, "source_module", subject);
        if text(row, "source_import_class") != vocab::REQUIRED_IMPORT_CLASS {
            out.findings.push(row_finding(code::SOURCE_MODULE_IMPORT_CLASS_MISMATCH, id));
        }
        let material = text(row, "material_class");
        if !vocab::ALLOWED_MATERIAL_CLASSES.contains(&material) {
            out.findings.push(row_finding(code::SOURCE_MODULE_CLASS_FORBIDDEN, id));
        }
        if !is_true(row, "body_copied") || row.get("body_in_receipt") != Some(&Value::Bool(false)) {
            out.findings.push(row_finding(code::SOURCE_MODULE_BODY_BOUNDARY_INVALID, id));
        }
        if text(row, "source_to_target_relation") != vocab::ALLOWED_RELATION {
            out.findings.push(row_finding(code::SOURCE_MODULE_RELATION_UNVERIFIED, id));
        }
        let source_ref = text(row, "source_ref");
        let prefixes = vocab::ALLOWED_SOURCE_REF_PREFIXES.iter().chain(&CLAUZ3_SOURCE_REF_PREFIXES);
        if !prefixes.into_iter().any(|p| source_ref.starts_with(p)) {
            out.findings.push(row_finding(code::SOURCE_REF_UNEXPECTED, id));
        }
        let Some(bytes) = inside_bundle(target).then(|| read(target)).flatten() else {
            out.findings.push(row_finding(code::SOURCE_MODULE_TARGET_MISSING, shown_target));
            continue;
        };
        let actual = sha256_ref(&bytes);
        if actual != text(row, "sha256") {
            out.findings.push(row_finding(code::SOURCE_MODULE_DIGEST_MISMATCH, shown_target));
        }
        let body = String::from_utf8_lossy(&bytes);
        let anchors = super::json::strings(row, "required_anchors");
        if anchors.iter().any(|a| !body.contains(a.as_str())) {
            out.findings.push(row_finding(code::SOURCE_MODULE_ANCHOR_MISSING, shown_target));
        }
        out.module_ids.push(id.to_owned());
        out.material_classes.insert(material.to_owned());
        out.modules.push(json!({
            "module_id": id,
            "source_ref": source_ref,
            "target_ref": shown_target,
            "material_class": material,
            "sha256": text(row, "sha256"),
            "actual_sha256": actual,
            "line_count": row.get("line_count").cloned().unwrap_or(Value::Null),
            "source_to_target_relation": text(row, "source_to_target_relation"),
            "body_in_receipt": false,
        }));
    }
    out.findings.sort();
    out.status = if out.findings.is_empty() && !out.modules.is_empty() { "pass" } else { "blocked" };
    out
}

/// A bundle-relative path that stays inside the bundle: relative, no `..`, not empty.
fn inside_bundle(path: &str) -> bool {
    !path.is_empty() && !path.starts_with('/') && !path.split(['/', '\\']).any(|c| c == "..")
}
