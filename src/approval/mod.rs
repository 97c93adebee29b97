//! Approval: the protocol between `clauz3 run` and the person who lets a proved program run
//! (compat-cli §§4–8). One tree for both sides: the runner's `client`, the `service` that waits
//! for a person, and the `ui` that person uses share the `protocol` types, request building and
//! the `receipts`.

pub mod client;
pub mod mock;
pub mod protocol;
pub mod receipts;
pub mod service;
pub mod ui;

pub use client::{
    check_receipt, locate_service, parse_response, preflight, request_approval, request_approval_watched, submit,
    ResponseError, ServiceConfig, ServiceDecision, ServiceEnvironment, ServiceError, ServiceLocation, ServiceOrigin,
    ServiceResponse, CONFIG_FILE, DEFAULT_TIMEOUT, EXIT_CODE,
};
pub use protocol::{
    dumps, py_repr, ApprovalRequest, CoverageEntry, CoverageStatus, Decision, ProofSummary, RequestInputs, Separators,
    UnknownDecision, KIND, SCHEMA_VERSION,
};
pub use receipts::{
    sign_receipt, verify_receipt, KeyError, NonceStore, ReceiptBinding, ReceiptClaims, ReceiptError, SigningKey,
    VerifiedReceipt, VerifyKey, SIGNING_KEY_ENV, VERIFY_KEY_ENV,
};
