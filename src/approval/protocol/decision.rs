//! The closed vocabulary of approval decisions (compat-cli §6.3). Exact and case-sensitive:
//! a word outside it is a protocol error, never quietly read as a denial or an approval.

use super::pyjson::py_repr;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A decision as spelled on the wire, in a receipt and in a policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// A person approved this run.
    ApprovedOnce,
    /// A person approved and asked the service to remember the contract.
    ApprovedRemember,
    /// A policy or remembered rule approved.
    AutoApproved,
    /// A person rejected.
    Rejected,
    /// A person rejected because the contract allows something they do not want.
    RejectedContract,
    /// A person asked for a clearer request.
    RequestMore,
    /// A policy or remembered rule rejected.
    AutoRejected,
}

impl Decision {
    /// Every decision, in the reference's declaration order.
    pub const ALL: [Decision; 7] = [
        Decision::ApprovedOnce,
        Decision::ApprovedRemember,
        Decision::AutoApproved,
        Decision::Rejected,
        Decision::RejectedContract,
        Decision::RequestMore,
        Decision::AutoRejected,
    ];

    /// The wire spelling.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Decision::ApprovedOnce => "approved_once",
            Decision::ApprovedRemember => "approved_remember",
            Decision::AutoApproved => "auto_approved",
            Decision::Rejected => "rejected",
            Decision::RejectedContract => "rejected_contract",
            Decision::RequestMore => "request_more",
            Decision::AutoRejected => "auto_rejected",
        }
    }

    /// The decision `text` spells exactly, if any.
    #[must_use]
    pub fn parse(text: &str) -> Option<Decision> {
        Decision::ALL.into_iter().find(|d| d.as_str() == text)
    }

    /// The decision a decoded JSON value spells exactly; anything else (another word, another
    /// case, a number, `null`) is an [`UnknownDecision`].
    ///
    /// # Errors
    /// When `value` is not one of the seven exact strings.
    pub fn from_json(value: &serde_json::Value) -> Result<Decision, UnknownDecision> {
        Decision::from_json_among(value, &Decision::ALL)
    }

    /// The decisions a person may give (the rest come from policies and remembered rules).
    pub const BY_A_PERSON: [Decision; 5] = [
        Decision::ApprovedOnce,
        Decision::ApprovedRemember,
        Decision::Rejected,
        Decision::RejectedContract,
        Decision::RequestMore,
    ];

    /// The decision `value` spells exactly, if it is one of `allowed`.
    ///
    /// # Errors
    /// When `value` is not one of `allowed`, spelt exactly.
    pub fn from_json_among(
        value: &serde_json::Value,
        allowed: &'static [Decision],
    ) -> Result<Decision, UnknownDecision> {
        value
            .as_str()
            .and_then(Decision::parse)
            .filter(|d| allowed.contains(d))
            .ok_or_else(|| UnknownDecision { shown: py_repr(value), allowed })
    }

    /// Whether a person's decision may become a remembered rule: an approval or a rejection,
    /// not a request for more information (nor a rule's own decision).
    #[must_use]
    pub const fn rememberable(self) -> bool {
        matches!(
            self,
            Decision::ApprovedOnce | Decision::ApprovedRemember | Decision::Rejected | Decision::RejectedContract
        )
    }

    /// Whether this decision lets `run` execute the program.
    #[must_use]
    pub const fn approves(self) -> bool {
        matches!(self, Decision::ApprovedOnce | Decision::ApprovedRemember | Decision::AutoApproved)
    }
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A value that is not one of the decisions; displayed as the reference words it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("decision {shown} is not one of {}", allowed_list(allowed))]
pub struct UnknownDecision {
    /// The offending value as Python's `repr` shows it.
    pub shown: String,
    /// The decisions that were acceptable there.
    pub allowed: &'static [Decision],
}

/// `['approved_once', ...]`: the sorted list Python prints.
fn allowed_list(allowed: &[Decision]) -> String {
    let mut names: Vec<&str> = allowed.iter().map(|d| d.as_str()).collect();
    names.sort_unstable();
    format!("[{}]", names.iter().map(|n| format!("'{n}'")).collect::<Vec<_>>().join(", "))
}
