//! Who approves a run, and the reference's decision vocabulary. `clauz3 run` never executes
//! without an approving [`Approval`]; an approver that cannot decide is an error (exit 2),
//! never a silent approval.

use super::request::ApprovalRequest;

/// The seven decisions of the reference's approval protocol: one vocabulary, shared with the
/// approval-service client.
pub use crate::approval::Decision;

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
    /// `waiting` is called once a person has the request and the run waits for them (the
    /// terminal's prompt, a request pending at the service); an approver that decides at once
    /// never calls it.
    fn decide(&mut self, request: &ApprovalRequest, waiting: &Waiting<'_>) -> Result<Approval, ApprovalError>;
}

/// Told when the run starts waiting for a person.
pub type Waiting<'a> = dyn Fn() + Sync + 'a;

/// `--yes`: approves every proved program, saying so. For tests and CI; only ever chosen by an
/// explicit flag.
#[derive(Debug, Default)]
pub struct ApproveAll;

impl Approver for ApproveAll {
    fn prepare(&mut self) -> Result<(), ApprovalError> {
        Ok(())
    }

    fn decide(&mut self, _request: &ApprovalRequest, _waiting: &Waiting<'_>) -> Result<Approval, ApprovalError> {
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

    fn decide(&mut self, _request: &ApprovalRequest, _waiting: &Waiting<'_>) -> Result<Approval, ApprovalError> {
        Err(ApprovalError(self.0.clone()))
    }
}
