//! One submitted request as the service keeps it and shows it: the runner's payload as sent,
//! what the service added (record id, status, decision, policy rule, the guarantees' words from
//! the operator's layer) and nothing the submitter could forge.

use crate::approval::protocol::Decision;
use serde_json::{json, Map, Value};

/// Where a request stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Waiting for a person.
    Pending,
    /// Decided, and the decision lets the program run.
    Approved,
    /// Decided, and the program must not run.
    Denied,
    /// The runner stopped waiting before anyone decided; it can no longer be decided.
    Expired,
}

impl Status {
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pending => "pending",
            Status::Approved => "approved",
            Status::Denied => "denied",
            Status::Expired => "expired",
        }
    }

    #[must_use]
    pub fn parse(text: &str) -> Option<Status> {
        [Status::Pending, Status::Approved, Status::Denied, Status::Expired].into_iter().find(|s| s.as_str() == text)
    }

    /// The status a decision leaves a request in.
    #[must_use]
    pub fn of(decision: Decision) -> Status {
        if decision.approves() {
            Status::Approved
        } else {
            Status::Denied
        }
    }
}

/// What the service's own proof made of a request, when decisions are remembered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verification {
    /// The signature a rule matches, when the service proved it.
    pub signature: Option<String>,
    /// Why a decision on it cannot be remembered, when it did not.
    pub reason: Option<String>,
    /// The remembered rule that decided it.
    pub decided_by: Option<String>,
}

/// A stored request.
#[derive(Clone, Debug)]
pub struct Record {
    pub seq: i64,
    /// Unique per submission: `<request_id>-<seq>`.
    pub record_id: String,
    /// The protocol's id, shared by every submission of one program.
    pub request_id: String,
    /// sha256 of the credential it was submitted with.
    pub submitter: String,
    /// The request JSON as the runner sent it.
    pub payload: Value,
    /// The guarantees in words and the simulated tools, from the operator's layer.
    pub presentation: Option<Value>,
    pub status: Status,
    /// The approval response the runner got (or gets).
    pub approval: Option<Value>,
    /// `{"rule", "reason"}` when a policy decided.
    pub auto_decision: Option<Value>,
    pub created_at: f64,
    pub decided_at: Option<f64>,
    /// Present when the service remembers decisions.
    pub verification: Option<Verification>,
    /// The rule remembered from this record's decision, and whether it is enabled.
    pub remembered_as: Option<(String, bool)>,
}

impl Record {
    /// The record as the JSON routes show it: the request's fields, then the service's.
    #[must_use]
    pub fn to_json(&self) -> Value {
        let mut out = match &self.payload {
            Value::Object(map) => map.clone(),
            _ => Map::new(),
        };
        out.insert("request_id".into(), Value::String(self.request_id.clone()));
        out.insert("record_id".into(), Value::String(self.record_id.clone()));
        out.insert("status".into(), Value::String(self.status.as_str().into()));
        out.insert("submitted_at".into(), Value::from(self.created_at));
        if let Some(at) = self.decided_at {
            out.insert("decided_at".into(), Value::from(at));
        }
        if let Some(approval) = &self.approval {
            out.insert("approval".into(), approval.clone());
        }
        if let Some(auto) = &self.auto_decision {
            out.insert("auto_decision".into(), auto.clone());
        }
        if let Some(Value::Object(presentation)) = &self.presentation {
            for (key, value) in presentation {
                out.insert(key.clone(), value.clone());
            }
        }
        if let Some(verification) = &self.verification {
            out.insert("profile_eligible".into(), Value::Bool(verification.signature.is_some()));
            if let Some(signature) = &verification.signature {
                out.insert("profile_signature".into(), Value::String(signature.clone()));
            }
            if let Some(reason) = &verification.reason {
                out.insert("profile_error".into(), Value::String(reason.clone()));
            }
        }
        if let Some((rule, enabled)) = &self.remembered_as {
            out.insert("remembered_rule".into(), json!({ "id": rule, "enabled": enabled }));
        }
        Value::Object(out)
    }
}
