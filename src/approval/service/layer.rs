//! What the service learns from the operator's trusted layer. The service itself never reads
//! a path a request names: the command line fills this in from the roots the operator gave
//! (`--trusted-root`, `--import-root`), and the request must select exactly those.

use crate::approval::protocol::Decision;
use serde_json::Value;

/// A policy's decision on a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AutoDecision {
    /// `auto_approved` or `auto_rejected`.
    pub decision: Decision,
    pub rule: String,
    pub reason: Option<String>,
}

/// What the operator's layer made of a request.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// What the approver is shown beside the request, merged into the record:
    /// `guarantee_details` (each guarantee's contract description filled with its arguments)
    /// and `simulated_effects`, or `layer_note` when the program does not load against the
    /// layer.
    pub presentation: Value,
    /// The policy's decision, if there is a policy and a rule fires.
    pub auto: Option<AutoDecision>,
    /// Whether a decision on the request may be remembered, when the service remembers
    /// decisions (`None` otherwise).
    pub remembering: Option<Remembering>,
}

/// What the service's own proof made of a request, for remembered decisions.
#[derive(Clone, Debug, PartialEq)]
pub enum Remembering {
    /// Proved by the service on the operator's layer: the signature a rule is keyed by, and
    /// the basis it is the SHA-256 of.
    Verified { signature: String, basis: Value },
    /// Why a decision on it cannot be remembered (a person decides it each time).
    Refused(String),
}

/// The operator's layer, as the service needs it.
pub trait OperatorLayer: Send + Sync {
    /// Checks that the request selects the operator's roots, then loads its program once
    /// against them for the approver's presentation, the policy and, when decisions are
    /// remembered, the service's own proof.
    ///
    /// # Errors
    /// The request names other roots than the operator configured (the 403 detail).
    fn review(&self, request: &Value) -> Result<Review, String>;
}
