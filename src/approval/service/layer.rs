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

/// The operator's layer, as the service needs it.
pub trait OperatorLayer: Send + Sync {
    /// Whether the request selects the operator's roots; the error is the 403 detail.
    ///
    /// # Errors
    /// The request names other roots than the operator configured.
    fn authorize(&self, request: &Value) -> Result<(), String>;

    /// What the approver is shown beside the request: `contract_descriptions` (guarantee
    /// expression to its sentence) and `simulated_effects` (the layer's `@clauz3.mock` effects
    /// the program may call), as a JSON object merged into the record.
    fn present(&self, request: &Value) -> Value;

    /// The policy's decision, if there is a policy and a rule fires.
    fn judge(&self, request: &Value) -> Option<AutoDecision>;
}
