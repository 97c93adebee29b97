//! `clz2.` receipts (compat-cli §5): `clz2.<payload>.<signature>`, the payload being base64 of
//! canonical JSON claims and the signature Ed25519 over the payload segment's ASCII bytes.
//! Verification is fail-closed and checks in the reference's order, with its exact messages:
//! shape, signature, payload, request id, program, consent, decision, expiry, nonce.

use super::keys::{b64decode, b64encode, SigningKey, VerifyKey};
use crate::approval::protocol::Decision;
use crate::approval::protocol::{dumps, Separators};
use serde_json::{json, Map, Value};

/// The format tag of the first segment.
const PREFIX: &str = "clz2";

/// Why a receipt does not let this run execute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReceiptError {
    /// Not three dot-separated segments starting `clz2`.
    #[error("malformed receipt")]
    Malformed,
    /// The signature is not the verifying key's over the payload segment.
    #[error("receipt signature did not verify")]
    BadSignature,
    /// The payload is not base64 of UTF-8 JSON.
    #[error("receipt payload is not decodable")]
    PayloadNotDecodable,
    /// The payload is JSON but not an object.
    #[error("receipt payload is not an object")]
    PayloadNotObject,
    /// Issued for another request.
    #[error("receipt is not bound to this request id")]
    WrongRequestId,
    /// Issued for another program text.
    #[error("receipt is not bound to this program")]
    WrongProgram,
    /// Issued for other guarantees or another coverage report.
    #[error("receipt is not bound to these guarantees/coverage")]
    WrongConsent,
    /// Its decision does not approve.
    #[error("receipt does not authorize execution")]
    NotAuthorizing,
    /// Past `expires_at` (or no number there).
    #[error("receipt has expired")]
    Expired,
    /// No nonce, so single use cannot be enforced.
    #[error("receipt is missing a nonce")]
    MissingNonce,
    /// A nonce with whitespace or control characters cannot be recorded one per line.
    #[error("receipt nonce is malformed")]
    MalformedNonce,
    /// The nonce was consumed by an earlier run.
    #[error("approval receipt has already been used (replay)")]
    Replayed,
}

/// What a receipt must be bound to: the run about to execute.
#[derive(Clone, Copy, Debug)]
pub struct ReceiptBinding<'a> {
    /// The request's `request_id`.
    pub request_id: &'a str,
    /// sha256 hex of the exact program text that will run.
    pub program_sha256: &'a str,
    /// The consent digest of the guarantees and coverage the approver saw.
    pub consent_sha256: &'a str,
}

/// A receipt's claims: what a service signs and what verification found.
#[derive(Clone, Debug, PartialEq)]
pub struct ReceiptClaims {
    /// The request it was issued for.
    pub request_id: String,
    /// The program hash it was issued for.
    pub program_sha256: String,
    /// The decision it records.
    pub decision: Decision,
    /// Unix seconds after which it is void.
    pub expires_at: f64,
    /// The single-use token.
    pub nonce: String,
    /// The consent digest it was issued for.
    pub consent_sha256: String,
}

/// A receipt that verified for a run: its text (for the audit log and the effects' environment)
/// and its claims. Its nonce is not yet consumed; [`super::NonceStore::consume`] does that.
#[derive(Clone, Debug, PartialEq)]
pub struct VerifiedReceipt {
    /// The receipt as the service sent it.
    pub text: String,
    /// Its checked claims.
    pub claims: ReceiptClaims,
}

/// Checks `receipt` against `key` and the run it must be bound to, at Unix time `now`.
///
/// # Errors
/// The first check that fails, in the reference's order.
pub fn verify_receipt(
    key: &VerifyKey,
    receipt: &str,
    binding: &ReceiptBinding<'_>,
    now: f64,
) -> Result<VerifiedReceipt, ReceiptError> {
    let mut parts = receipt.split('.');
    let (Some(PREFIX), Some(segment), Some(signature), None) = (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(ReceiptError::Malformed);
    };
    let signature = b64decode(signature).ok_or(ReceiptError::BadSignature)?;
    if !key.verifies(segment.as_bytes(), &signature) {
        return Err(ReceiptError::BadSignature);
    }
    let payload = decode_payload(segment)?;
    let text = |k: &str| payload.get(k).and_then(Value::as_str);
    if text("request_id") != Some(binding.request_id) {
        return Err(ReceiptError::WrongRequestId);
    }
    if text("program_sha256") != Some(binding.program_sha256) {
        return Err(ReceiptError::WrongProgram);
    }
    if text("consent_sha256") != Some(binding.consent_sha256) {
        return Err(ReceiptError::WrongConsent);
    }
    let decision = text("decision").and_then(Decision::parse).filter(|d| d.approves());
    let decision = decision.ok_or(ReceiptError::NotAuthorizing)?;
    let expires_at = payload.get("expires_at").filter(|v| !v.is_boolean()).and_then(Value::as_f64);
    let expires_at = expires_at.filter(|e| now <= *e).ok_or(ReceiptError::Expired)?;
    let nonce = text("nonce").filter(|n| !n.is_empty()).ok_or(ReceiptError::MissingNonce)?;
    if !nonce.chars().all(|c| c.is_ascii_graphic()) {
        return Err(ReceiptError::MalformedNonce);
    }
    let claims = ReceiptClaims {
        request_id: binding.request_id.to_owned(),
        program_sha256: binding.program_sha256.to_owned(),
        decision,
        expires_at,
        nonce: nonce.to_owned(),
        consent_sha256: binding.consent_sha256.to_owned(),
    };
    Ok(VerifiedReceipt { text: receipt.to_owned(), claims })
}

/// Mints a receipt the way the reference's services do (canonical JSON claims, Python's float
/// spelling for `expires_at`), so ours verify there and theirs here.
#[must_use]
pub fn sign_receipt(key: &SigningKey, claims: &ReceiptClaims) -> String {
    let payload = json!({
        "request_id": claims.request_id,
        "program_sha256": claims.program_sha256,
        "decision": claims.decision.as_str(),
        "expires_at": claims.expires_at,
        "nonce": claims.nonce,
        "consent_sha256": claims.consent_sha256,
    });
    let segment = b64encode(dumps(&payload, Separators::Compact).as_bytes());
    let signature = b64encode(&key.sign(segment.as_bytes()));
    format!("{PREFIX}.{segment}.{signature}")
}

fn decode_payload(segment: &str) -> Result<Map<String, Value>, ReceiptError> {
    let bytes = b64decode(segment).ok_or(ReceiptError::PayloadNotDecodable)?;
    match serde_json::from_slice::<Value>(&bytes) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(_) => Err(ReceiptError::PayloadNotObject),
        Err(_) => Err(ReceiptError::PayloadNotDecodable),
    }
}
