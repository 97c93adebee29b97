//! The approval service as an [`Approver`]: `run`'s request goes to the reference's HTTP
//! service, and an approval counts only with a receipt that verified for this exact program.
//! All the protocol lives in [`crate::approval`]; this file only translates.

use super::approval::{Approval, ApprovalError, Approver, Waiting};
use super::request::ApprovalRequest;
use crate::approval::{
    self as service, locate_service, CoverageEntry, CoverageStatus, RequestInputs, ServiceConfig, ServiceDecision,
    ServiceEnvironment, ServiceError,
};
use std::path::PathBuf;
use std::time::Duration;

/// Asks the approval service the process environment names.
#[derive(Debug)]
pub struct ServiceApprover {
    /// How long to wait for the person behind the service.
    pub timeout: Duration,
    /// Filled by [`Approver::prepare`]; `decide` without it is an error, never a guess.
    config: Option<ServiceConfig>,
}

impl ServiceApprover {
    pub fn new(timeout: Duration) -> ServiceApprover {
        ServiceApprover { timeout, config: None }
    }
}

/// Whether the environment asks for the approval service (a variable or the config file is
/// there, even if broken, so that a broken one is reported rather than skipped). An
/// environment that cannot be read counts as asking: fail closed.
pub fn service_requested() -> bool {
    match ServiceEnvironment::from_process() {
        Ok(env) => !matches!(locate_service(&env), Err(ServiceError::NotConfigured)),
        Err(_) => true,
    }
}

impl Approver for ServiceApprover {
    /// Locates the service and checks the verifying key and nonce store before anything is
    /// proved; once is enough (a policy prepares its fallback early and again when asking).
    fn prepare(&mut self) -> Result<(), ApprovalError> {
        if self.config.is_none() {
            self.config = Some(service::preflight().map_err(refused)?);
        }
        Ok(())
    }

    fn decide(&mut self, request: &ApprovalRequest, waiting: &Waiting<'_>) -> Result<Approval, ApprovalError> {
        self.prepare()?;
        let Some(config) = &self.config else { return Err(ApprovalError("approval service not prepared".into())) };
        let sent = service::ApprovalRequest::new(inputs(request)?);
        // Both hashes are of the text `run` executes; a mismatch would approve another program.
        if sent.program_sha256() != request.program_sha256 || sent.request_id() != request.request_id {
            return Err(ApprovalError("the approval service request does not match the program to run".into()));
        }
        let by = format!("service {}", config.location().url);
        match service::request_approval_watched(config, &sent, self.timeout, waiting).map_err(refused)? {
            ServiceDecision::Approved { decision, receipt, feedback } => {
                if receipt.claims.program_sha256 != request.program_sha256 {
                    return Err(ApprovalError("receipt is not bound to this program".into()));
                }
                Ok(Approval { decision, by, feedback, receipt: Some(receipt.text) })
            }
            ServiceDecision::Denied { decision, feedback } => Ok(Approval { decision, by, feedback, receipt: None }),
        }
    }
}

fn refused(e: ServiceError) -> ApprovalError {
    ApprovalError(e.to_string())
}

/// The run's request in the service's terms; the program text is carried over unchanged.
fn inputs(request: &ApprovalRequest) -> Result<RequestInputs, ApprovalError> {
    let paths = |v: &[String]| v.iter().map(PathBuf::from).collect();
    Ok(RequestInputs {
        program: request.program.clone(),
        source_name: request.source_name.clone(),
        target: request.target.clone(),
        trusted_roots: paths(&request.trusted_roots),
        import_roots: paths(&request.import_roots),
        guarantees: request.guarantees.clone(),
        coverage: request.coverage.iter().map(coverage_entry).collect::<Result<_, _>>()?,
        proofs: request
            .proofs
            .iter()
            .map(|p| service::ProofSummary {
                name: p.name.clone(),
                conclusion: p.conclusion.clone(),
                description: p.description.clone(),
            })
            .collect(),
    })
}

/// One coverage line; one that does not read is an error, since it is part of the consent.
fn coverage_entry(value: &serde_json::Value) -> Result<CoverageEntry, ApprovalError> {
    let bad = || ApprovalError(format!("coverage entry {value} cannot be sent to the approval service"));
    let text = |key: &str| value.get(key).and_then(serde_json::Value::as_str).ok_or_else(bad);
    let list = |key: &str| -> Result<Vec<String>, ApprovalError> {
        let items = value.get(key).and_then(serde_json::Value::as_array).ok_or_else(bad)?;
        items.iter().map(|i| i.as_str().map(str::to_owned).ok_or_else(bad)).collect()
    };
    let status = match text("status")? {
        "covered" => CoverageStatus::Covered,
        "recommended_gap" => CoverageStatus::RecommendedGap,
        "silent_gap" => CoverageStatus::SilentGap,
        "required_gap" => CoverageStatus::RequiredGap,
        _ => return Err(bad()),
    };
    Ok(CoverageEntry {
        domain: text("domain")?.to_owned(),
        status,
        missing_required: list("missing_required")?,
        missing_recommended: list("missing_recommended")?,
    })
}
