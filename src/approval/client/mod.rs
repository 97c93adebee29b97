//! The runner's side (compat-cli §4): locate the approval service, post a schema_version 1
//! request, read the decision and verify its Ed25519-signed `clz2.` receipt, fail-closed,
//! before anything runs.
//!
//! The order `clauz3 run` follows:
//! 1. [`preflight`] before proving: the service is located and the verifying key and nonce
//!    store are known, so a person is never asked to approve a run that could not execute.
//! 2. Prove; build an [`ApprovalRequest`] from the proved program ([`RequestInputs`]).
//! 3. [`request_approval`]: an approving [`ServiceDecision`] carries a receipt that verified
//!    for this request and whose nonce is now consumed; a denial is a decision (exit 3); every
//!    [`ServiceError`] is exit 2.
//! 4. Execute exactly [`ApprovalRequest::program`]: it is the text the receipt is bound to.
//!
//! Only `system` touches the operating system (environment, config file, nonce files); the
//! HTTP goes through `ureq` in `http`.
//!
//! [`RequestInputs`]: crate::approval::protocol::RequestInputs

mod config;
mod error;
mod http;
mod locate;
pub(crate) mod system;

pub use config::{preflight, ServiceConfig};
pub use error::{ResponseError, ServiceError, EXIT_CODE};
pub use http::{is_pending, parse_response, submit, ServiceResponse};
pub use locate::{locate_service, ServiceLocation, ServiceOrigin, CONFIG_FILE};
pub use system::ServiceEnvironment;

use crate::approval::protocol::{ApprovalRequest, Decision};
use crate::approval::receipts::{verify_receipt, VerifiedReceipt};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The reference's default `--approval-timeout`, in seconds.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(300);

/// What the service decided, checked.
#[derive(Clone, Debug, PartialEq)]
pub enum ServiceDecision {
    /// The run may execute: the receipt verified for this request and its nonce is consumed.
    Approved {
        /// `approved_once`, `approved_remember` or `auto_approved`.
        decision: Decision,
        /// The verified receipt.
        receipt: VerifiedReceipt,
        /// The approver's note.
        feedback: Option<String>,
    },
    /// The run must not execute (exit 3); `run` prints `approval: <decision>` and the note.
    Denied {
        /// A decision that does not approve.
        decision: Decision,
        /// The approver's note.
        feedback: Option<String>,
    },
}

impl ServiceDecision {
    /// The decision, approving or not.
    #[must_use]
    pub fn decision(&self) -> Decision {
        match self {
            ServiceDecision::Approved { decision, .. } | ServiceDecision::Denied { decision, .. } => *decision,
        }
    }

    /// The approver's note.
    #[must_use]
    pub fn feedback(&self) -> Option<&str> {
        match self {
            ServiceDecision::Approved { feedback, .. } | ServiceDecision::Denied { feedback, .. } => {
                feedback.as_deref()
            }
        }
    }
}

/// Asks the service to approve `request`, waiting at most `timeout`; an approval is returned
/// only with a receipt that verified for this request (signature, request id, program hash,
/// consent digest, decision, expiry) and whose nonce this call consumed.
///
/// # Errors
/// Transport and protocol failures, an approval without a receipt, any receipt check, a
/// replayed nonce or an unusable nonce store: all exit 2, and the program must not run.
pub fn request_approval(
    config: &ServiceConfig,
    request: &ApprovalRequest,
    timeout: Duration,
) -> Result<ServiceDecision, ServiceError> {
    let response = submit(config, request, timeout)?;
    if !response.decision.approves() {
        return Ok(ServiceDecision::Denied { decision: response.decision, feedback: response.feedback });
    }
    let text = response.receipt.filter(|r| !r.is_empty()).ok_or(ServiceError::MissingReceipt)?;
    let receipt = check_receipt(config, request, &text, unix_now())?;
    Ok(ServiceDecision::Approved { decision: response.decision, receipt, feedback: response.feedback })
}

/// [`request_approval`], calling `pending` once as soon as the service reports the request as
/// pending (`GET /requests/{id}`, polled while the POST waits): a run is awaiting approval only
/// once a person really has the request; a service that decides at once never calls it.
/// `pending` runs before this returns or not at all.
///
/// # Errors
/// As [`request_approval`].
pub fn request_approval_watched(
    config: &ServiceConfig,
    request: &ApprovalRequest,
    timeout: Duration,
    pending: &(dyn Fn() + Sync),
) -> Result<ServiceDecision, ServiceError> {
    let answered = std::sync::Mutex::new(false);
    let is_answered = || *answered.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    std::thread::scope(|scope| {
        scope.spawn(|| {
            while !is_answered() {
                if is_pending(config, request.request_id()) {
                    // Told under the lock, so never after the answer was taken.
                    let done = answered.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                    if !*done {
                        pending();
                    }
                    return;
                }
                for _ in 0..10 {
                    if is_answered() {
                        return;
                    }
                    std::thread::sleep(Duration::from_millis(25));
                }
            }
        });
        let result = request_approval(config, request, timeout);
        *answered.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = true;
        result
    })
}

/// Verifies `receipt` for `request` at Unix time `now` and consumes its nonce: the receipt
/// half of [`request_approval`], for receipts that arrive another way.
///
/// # Errors
/// Any receipt check, a replay, or an unusable nonce store.
pub fn check_receipt(
    config: &ServiceConfig,
    request: &ApprovalRequest,
    receipt: &str,
    now: f64,
) -> Result<VerifiedReceipt, ServiceError> {
    let consent = request.consent_sha256();
    let verified = verify_receipt(config.verify_key(), receipt, &request.binding(&consent), now)?;
    config.nonces().consume(&verified.claims.nonce)?;
    Ok(verified)
}

/// Seconds since the Unix epoch, as the receipts' `expires_at` counts them; a clock before
/// the epoch reads as the far future, so no receipt passes (fail closed).
fn unix_now() -> f64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(f64::INFINITY, |d| d.as_secs_f64())
}
