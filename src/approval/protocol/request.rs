//! The approval request, schema_version 1 (compat-cli §4): what the runner posts and what the
//! approver consents to. Built from plain inputs so the run command's types stay its own.

use super::pyjson::{dumps, Separators};
use crate::approval::receipts::ReceiptBinding;
use serde::Serialize;
use sha2::{Digest, Sha256};
use std::path::PathBuf;

/// The only request shape the reference's services speak.
pub const SCHEMA_VERSION: u32 = 1;
/// The request kind of `clauz3 run`.
pub const KIND: &str = "clauz3.run";

/// How well the guarantees cover one domain the program uses (compat-cli §11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CoverageStatus {
    /// Every recommended and required contract is stated.
    Covered,
    /// The domain is addressed but a recommended contract is missing.
    RecommendedGap,
    /// The domain is used and nothing is guaranteed about it.
    SilentGap,
    /// A required contract is not stated (the prover still enforces it).
    RequiredGap,
}

/// One line of the coverage report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CoverageEntry {
    /// The policy's label (or its `when_used` names joined by ` / `).
    pub domain: String,
    /// The verdict.
    pub status: CoverageStatus,
    /// Required contracts not stated.
    pub missing_required: Vec<String>,
    /// Recommended contracts not stated.
    pub missing_recommended: Vec<String>,
}

/// One proof line (`main: proved! assertion, guarantee`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ProofSummary {
    /// The proved function.
    pub name: String,
    /// `proved!` (only proved programs reach approval).
    pub conclusion: String,
    /// What was proved (`assertion, guarantee`).
    pub description: String,
}

/// What the run command knows when it asks for approval.
#[derive(Clone, Debug, Default)]
pub struct RequestInputs {
    /// The exact program text that will run.
    pub program: String,
    /// How the program was named (`jobs/alert.py`, `<stdin>`).
    pub source_name: String,
    /// The target function.
    pub target: String,
    /// The trusted roots as resolved (absolute when discovered).
    pub trusted_roots: Vec<PathBuf>,
    /// The import roots.
    pub import_roots: Vec<PathBuf>,
    /// The target's guarantee expressions as normalised source, in decorator order.
    pub guarantees: Vec<String>,
    /// The coverage report.
    pub coverage: Vec<CoverageEntry>,
    /// The proof lines.
    pub proofs: Vec<ProofSummary>,
}

/// A schema_version 1 approval request. Its id and hash are derived from the program text, so
/// a request cannot name one program and carry another.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ApprovalRequest {
    schema_version: u32,
    kind: &'static str,
    request_id: String,
    program_sha256: String,
    source_name: String,
    target: String,
    trusted_roots: Vec<String>,
    import_roots: Vec<String>,
    guarantees: Vec<String>,
    coverage: Vec<CoverageEntry>,
    proofs: Vec<ProofSummary>,
    program: String,
}

impl ApprovalRequest {
    /// The request for `inputs`: `program_sha256` is the sha256 of the program's UTF-8 text,
    /// `request_id` is `clr_` and its first 12 hex digits.
    #[must_use]
    pub fn new(inputs: RequestInputs) -> ApprovalRequest {
        let program_sha256 = sha256_hex(inputs.program.as_bytes());
        let paths = |v: Vec<PathBuf>| v.into_iter().map(|p| p.display().to_string()).collect();
        ApprovalRequest {
            schema_version: SCHEMA_VERSION,
            kind: KIND,
            request_id: request_id_of(&program_sha256),
            program_sha256,
            source_name: inputs.source_name,
            target: inputs.target,
            trusted_roots: paths(inputs.trusted_roots),
            import_roots: paths(inputs.import_roots),
            guarantees: inputs.guarantees,
            coverage: inputs.coverage,
            proofs: inputs.proofs,
            program: inputs.program,
        }
    }

    /// `clr_<first 12 hex of program_sha256>`.
    #[must_use]
    pub fn request_id(&self) -> &str {
        &self.request_id
    }

    /// sha256 hex of the program text.
    #[must_use]
    pub fn program_sha256(&self) -> &str {
        &self.program_sha256
    }

    /// The program text the receipt binds to: the text that must run.
    #[must_use]
    pub fn program(&self) -> &str {
        &self.program
    }

    /// The guarantee expressions the approver consents to.
    #[must_use]
    pub fn guarantees(&self) -> &[String] {
        &self.guarantees
    }

    /// The coverage report the approver sees.
    #[must_use]
    pub fn coverage(&self) -> &[CoverageEntry] {
        &self.coverage
    }

    /// The request as a JSON value.
    #[must_use]
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or_default()
    }

    /// The body the reference's runner posts: `json.dumps(request, sort_keys=True)`.
    #[must_use]
    pub fn body(&self) -> String {
        dumps(&self.to_json(), Separators::Default)
    }

    /// sha256 hex of the canonical `{"coverage", "guarantees", "program_sha256"}`: what the
    /// approver consented to, as the service folds it into the receipt.
    #[must_use]
    pub fn consent_sha256(&self) -> String {
        consent_sha256(&self.program_sha256, &serde_json::json!(self.guarantees), &serde_json::json!(self.coverage))
    }

    /// What a receipt for this request must be bound to; `consent` is [`Self::consent_sha256`].
    #[must_use]
    pub fn binding<'a>(&'a self, consent: &'a str) -> ReceiptBinding<'a> {
        ReceiptBinding { request_id: &self.request_id, program_sha256: &self.program_sha256, consent_sha256: consent }
    }
}

/// sha256 hex of the canonical `{"coverage", "guarantees", "program_sha256"}`: the runner
/// computes it from the request it sent, the service from the record the approver saw.
#[must_use]
pub fn consent_sha256(program_sha256: &str, guarantees: &serde_json::Value, coverage: &serde_json::Value) -> String {
    let consent = serde_json::json!({
        "program_sha256": program_sha256,
        "guarantees": guarantees,
        "coverage": coverage,
    });
    sha256_hex(dumps(&consent, Separators::Compact).as_bytes())
}

/// Lower-case hex sha256.
#[must_use]
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// Lower-case hex of `bytes`: the one way digests and nonces are written.
#[must_use]
pub fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes.iter().fold(String::with_capacity(bytes.len() * 2), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// The protocol's request id of a program: `clr_` and the first 12 hex digits of its sha256.
#[must_use]
pub fn request_id_of(program_sha256: &str) -> String {
    format!("clr_{}", program_sha256.chars().take(12).collect::<String>())
}
