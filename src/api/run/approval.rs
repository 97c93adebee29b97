//! Who approves a run, and the reference's decision vocabulary. `clauz3 run` never executes
//! without an approving [`Approval`]; an approver that cannot decide is an error (exit 2),
//! never a silent approval.

use super::request::ApprovalRequest;

/// The seven decisions of the reference's approval protocol (exact strings).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    ApprovedOnce,
    ApprovedRemember,
    AutoApproved,
    Rejected,
    RejectedContract,
    RequestMore,
    AutoRejected,
}

impl Decision {
    pub const ALL: [Decision; 7] = [
        Decision::ApprovedOnce,
        Decision::ApprovedRemember,
        Decision::AutoApproved,
        Decision::Rejected,
        Decision::RejectedContract,
        Decision::RequestMore,
        Decision::AutoRejected,
    ];

    pub fn as_str(self) -> &'static str {
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

    /// Reads one of the seven strings; anything else is a protocol error, never a denial.
    pub fn parse(text: &str) -> Result<Decision, String> {
        Decision::ALL.into_iter().find(|d| d.as_str() == text).ok_or_else(|| {
            let all: Vec<String> = Decision::ALL.iter().map(|d| format!("'{}'", d.as_str())).collect();
            format!("decision '{text}' is not one of [{}]", all.join(", "))
        })
    }

    /// Whether `clauz3 run` may execute.
    pub fn approves(self) -> bool {
        matches!(self, Decision::ApprovedOnce | Decision::ApprovedRemember | Decision::AutoApproved)
    }
}

/// A decision and where it came from.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Approval {
    pub decision: Decision,
    /// Who decided: `terminal`, `--yes`, `policy rule 'name'`, `service <url>`, ...
    pub by: String,
    pub feedback: Option<String>,
    /// A signed receipt, when the approver issues one (the approval service).
    pub receipt: Option<String>,
}

impl Approval {
    pub fn new(decision: Decision, by: impl Into<String>) -> Approval {
        Approval { decision, by: by.into(), feedback: None, receipt: None }
    }
}

/// Why no decision could be had: configuration or protocol trouble (exit 2).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct ApprovalError(pub String);

/// Decides whether a proved program may run. Implemented by the terminal prompt (CLI),
/// approval policies, `--yes`, and the approval-service client.
pub trait Approver {
    /// Called before anything is proved or shown to a person: check that a decision can be
    /// had at all (a terminal is there, the service is configured and its key provisioned), so
    /// nobody is asked in vain. Errors are configuration errors (exit 2).
    fn prepare(&mut self) -> Result<(), ApprovalError>;

    /// Decides on a request built from a proved program. Anything but a decision of the
    /// vocabulary (and, for approving decisions, whatever the approver must verify) is an error.
    fn decide(&mut self, request: &ApprovalRequest) -> Result<Approval, ApprovalError>;
}

/// `--yes`: approves every proved program, saying so. For tests and CI; only ever chosen by an
/// explicit flag.
#[derive(Debug, Default)]
pub struct ApproveAll;

impl Approver for ApproveAll {
    fn prepare(&mut self) -> Result<(), ApprovalError> {
        Ok(())
    }

    fn decide(&mut self, _request: &ApprovalRequest) -> Result<Approval, ApprovalError> {
        Ok(Approval::new(Decision::ApprovedOnce, "--yes"))
    }
}

/// No approver available: refuses to decide, with the reason (never approves).
#[derive(Debug)]
pub struct NoApprover(pub String);

impl Approver for NoApprover {
    fn prepare(&mut self) -> Result<(), ApprovalError> {
        Err(ApprovalError(self.0.clone()))
    }

    fn decide(&mut self, _request: &ApprovalRequest) -> Result<Approval, ApprovalError> {
        Err(ApprovalError(self.0.clone()))
    }
}
