//! Issuing a receipt for a stored request, and the response carrying it: the service and the
//! mock service sign the same claims over what the approver saw and answer in one shape, so a
//! runner verifies either the same way.

use super::keys::SigningKey;
use super::receipt::{sign_receipt, ReceiptClaims};
use crate::approval::protocol::{consent_sha256, Decision};
use serde_json::Value;

/// How long a receipt stays valid after it is issued (compat-cli §5), in seconds.
pub const RECEIPT_LIFETIME: f64 = 300.0;

/// A `clz2.` receipt for `decision` on the request `payload` (its `program_sha256`,
/// `guarantees` and `coverage` as received), valid from `now` for [`RECEIPT_LIFETIME`].
#[must_use]
pub fn issue_receipt(
    key: &SigningKey,
    payload: &Value,
    request_id: &str,
    decision: Decision,
    now: f64,
    nonce: String,
) -> String {
    let program_sha256 = payload["program_sha256"].as_str().unwrap_or_default().to_string();
    let empty = Value::Array(Vec::new());
    let consent = consent_sha256(
        &program_sha256,
        payload.get("guarantees").unwrap_or(&empty),
        payload.get("coverage").unwrap_or(&empty),
    );
    let claims = ReceiptClaims {
        request_id: request_id.to_string(),
        program_sha256,
        decision,
        expires_at: now + RECEIPT_LIFETIME,
        nonce,
        consent_sha256: consent,
    };
    sign_receipt(key, &claims)
}

/// The approval response a runner gets (compat-cli §4): the decision, the request id, the
/// feedback when there is some, and for an approving decision the receipt `receipt` makes
/// (only then is it asked for).
///
/// # Errors
/// `receipt` failed.
pub fn approval_response(
    decision: Decision,
    request_id: &str,
    feedback: Option<&str>,
    receipt: impl FnOnce() -> Result<String, String>,
) -> Result<Value, String> {
    let mut response = serde_json::json!({ "decision": decision.as_str(), "request_id": request_id });
    if let Some(feedback) = feedback.filter(|f| !f.is_empty()) {
        response["feedback"] = Value::String(feedback.to_string());
    }
    if decision.approves() {
        response["receipt"] = Value::String(receipt()?);
    }
    Ok(response)
}
