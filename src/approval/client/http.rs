//! The HTTP exchange (compat-cli §4 steps 6–7): one `POST <url>/requests` with the request as
//! JSON and the submission token as Bearer, blocking until the service answers or the timeout
//! passes (the reference's service holds the request open until a person decides; there is
//! nothing to poll). Redirects are not followed: the token goes only where it was configured.

use super::config::ServiceConfig;
use super::error::{ResponseError, ServiceError};
use crate::approval::protocol::ApprovalRequest;
use crate::approval::protocol::Decision;
use serde_json::Value;
use std::time::Duration;

/// The service's answer, checked against the response protocol but not yet against the run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServiceResponse {
    /// One of the seven decisions.
    pub decision: Decision,
    /// The request id the service answered for, when it says.
    pub request_id: Option<String>,
    /// The receipt, for approving decisions.
    pub receipt: Option<String>,
    /// The approver's note.
    pub feedback: Option<String>,
}

/// Posts `request` and reads the answer.
///
/// # Errors
/// Unreachable, timed out, a non-2xx status, or an answer outside the protocol.
pub fn submit(
    config: &ServiceConfig,
    request: &ApprovalRequest,
    timeout: Duration,
) -> Result<ServiceResponse, ServiceError> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(timeout))
        .http_status_as_error(false)
        .max_redirects(0)
        .build()
        .into();
    let mut post = agent.post(format!("{}/requests", config.location().url)).header("Content-Type", "application/json");
    if let Some(token) = config.token() {
        post = post.header("Authorization", format!("Bearer {token}"));
    }
    let transport = |e: ureq::Error| match e {
        ureq::Error::Timeout(_) => ServiceError::TimedOut { seconds: timeout.as_secs_f64() },
        ureq::Error::Io(io) if io.kind() == std::io::ErrorKind::TimedOut => {
            ServiceError::TimedOut { seconds: timeout.as_secs_f64() }
        }
        other => ServiceError::Unavailable(other.to_string()),
    };
    let mut answer = post.send(request.body()).map_err(transport)?;
    let status = answer.status().as_u16();
    let body = answer.body_mut().read_to_vec().map_err(transport)?;
    if !(200..300).contains(&status) {
        return Err(ServiceError::Http { status, body: String::from_utf8_lossy(&body).into_owned() });
    }
    Ok(parse_response(&body)?)
}

/// Reads an approval response body: a JSON object whose `decision` is exactly one of the seven
/// and whose `request_id`, `receipt` and `feedback` are strings when present.
///
/// # Errors
/// The first way the body breaks the protocol, worded as the reference words it.
pub fn parse_response(body: &[u8]) -> Result<ServiceResponse, ResponseError> {
    let value: Value = serde_json::from_slice(body).map_err(|e| ResponseError::NotJson(e.to_string()))?;
    let Value::Object(map) = value else { return Err(ResponseError::NotObject) };
    let decision = Decision::from_json(map.get("decision").unwrap_or(&Value::Null))?;
    let text = |key: &str| match map.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(ResponseError::NonStringField),
    };
    Ok(ServiceResponse {
        decision,
        request_id: text("request_id")?,
        receipt: text("receipt")?,
        feedback: text("feedback")?,
    })
}

/// Whether the service holds `request_id` as pending: `GET <url>/requests/<id>` (with the
/// submission token, which our service asks of a submitter) answers a record of that id whose
/// `status` is `pending`, as the reference's session bridge asks. Any failure reads as "not
/// yet".
#[must_use]
pub fn is_pending(config: &ServiceConfig, request_id: &str) -> bool {
    if !request_id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
        return false;
    }
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(1)))
        .http_status_as_error(false)
        .max_redirects(0)
        .build()
        .into();
    let mut get = agent.get(format!("{}/requests/{request_id}", config.location().url));
    if let Some(token) = config.token() {
        get = get.header("Authorization", format!("Bearer {token}"));
    }
    let Ok(mut answer) = get.call() else { return false };
    if answer.status().as_u16() != 200 {
        return false;
    }
    let Ok(body) = answer.body_mut().with_config().limit(2_000_000).read_to_vec() else { return false };
    let Ok(record) = serde_json::from_slice::<Value>(&body) else { return false };
    record.get("request_id").and_then(Value::as_str) == Some(request_id)
        && record.get("status").and_then(Value::as_str) == Some("pending")
}
