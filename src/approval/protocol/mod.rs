//! The approval protocol both sides speak (compat-cli §§4, 6.3): the schema_version 1 request,
//! the decision vocabulary and JSON written byte for byte as Python writes it, since the consent
//! digest and the receipts are hashes and signatures over that text.

mod decision;
mod pyjson;
mod request;

pub use decision::{Decision, UnknownDecision};
pub use pyjson::{dumps, py_repr, Separators};
pub use request::{
    consent_sha256, hex, request_id_of, sha256_hex, ApprovalRequest, CoverageEntry, CoverageStatus, ProofSummary,
    RequestInputs, KIND, SCHEMA_VERSION,
};
