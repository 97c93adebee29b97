//! `clauz3 mock-approval-service` (compat-cli §7): answers every `POST /requests` with the
//! decision its config scripts, for harness tests and demos. No UI, no listing, no credentials.

use crate::approval::protocol::{request_id_of, Decision};
use crate::approval::receipts::{approval_response, issue_receipt, SigningKey};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Router;
use serde_json::Value;
use std::future::Future;
use std::sync::Arc;

/// A checked mock config.
#[derive(Clone, Debug)]
pub struct MockConfig {
    decision: Decision,
    receipt: Option<String>,
    feedback: Option<String>,
    require_program_sha256: Option<Value>,
}

impl MockConfig {
    /// Reads the config's JSON text; a decision outside the vocabulary is refused now, not
    /// when a runner is already waiting.
    ///
    /// # Errors
    /// Not JSON, not an object, or an unknown decision.
    pub fn parse(text: &str) -> Result<MockConfig, String> {
        let json: Value = serde_json::from_str(text).map_err(|e| format!("invalid mock approval config: {e}"))?;
        let object = json.as_object().ok_or("mock approval config must be a JSON object")?;
        let decision = match object.get("decision") {
            None => Decision::ApprovedOnce,
            Some(d) => Decision::from_json(d).map_err(|e| e.to_string())?,
        };
        let text = |key: &str| object.get(key).and_then(Value::as_str).map(str::to_string);
        Ok(MockConfig {
            decision,
            receipt: text("receipt"),
            feedback: text("feedback"),
            require_program_sha256: object.get("require_program_sha256").filter(|v| !v.is_null()).cloned(),
        })
    }

    /// The scripted answer to `request`; approving answers carry `receipt` from the config,
    /// else one signed with `key`, else `mock-<request_id>`.
    #[must_use]
    pub fn answer(&self, request: &Value, key: Option<&SigningKey>, now: f64, nonce: String) -> Value {
        let request_id = match (&request["request_id"], &request["program_sha256"]) {
            (Value::String(id), _) if !id.is_empty() => id.clone(),
            (_, Value::String(hash)) if !hash.is_empty() => request_id_of(hash),
            _ => "clr_unknown".to_string(),
        };
        let matches = self.require_program_sha256.as_ref().is_none_or(|r| request.get("program_sha256") == Some(r));
        let (decision, feedback) = if matches {
            (self.decision, self.feedback.as_deref())
        } else {
            (Decision::Rejected, Some("program hash did not match mock approval config"))
        };
        let receipt = || {
            Ok(match (&self.receipt, key) {
                (Some(explicit), _) => explicit.clone(),
                (None, Some(key)) => issue_receipt(key, request, &request_id, decision, now, nonce),
                (None, None) => format!("mock-{request_id}"),
            })
        };
        approval_response(decision, &request_id, feedback, receipt).unwrap_or_default()
    }
}

struct Mock {
    config: MockConfig,
    key: Option<SigningKey>,
}

/// Serves the mock on `listener` until `shutdown` completes.
///
/// # Errors
/// The server fails.
pub async fn serve_mock(
    config: MockConfig,
    key: Option<SigningKey>,
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    let router = Router::new().fallback(answer).with_state(Arc::new(Mock { config, key }));
    axum::serve(listener, router)
        .with_graceful_shutdown(shutdown)
        .await
        .map_err(|e| format!("mock approval service: {e}"))
}

/// `POST /requests` answers; another POST path is 404, another method 501, as the reference's
/// stdlib server does.
async fn answer(State(mock): State<Arc<Mock>>, method: Method, uri: Uri, body: Bytes) -> Response {
    if method != Method::POST {
        return (StatusCode::NOT_IMPLEMENTED, format!("Unsupported method ('{method}')")).into_response();
    }
    if uri.path() != "/requests" {
        return (StatusCode::NOT_FOUND, "Not Found").into_response();
    }
    let request: Value = match serde_json::from_slice(&body) {
        Ok(v @ Value::Object(_)) => v,
        Ok(_) => return (StatusCode::BAD_REQUEST, "request must be a JSON object").into_response(),
        Err(_) => return (StatusCode::BAD_REQUEST, "invalid JSON").into_response(),
    };
    let nonce = match crate::approval::service::random_nonce() {
        Ok(n) => n,
        Err(why) => return (StatusCode::INTERNAL_SERVER_ERROR, why).into_response(),
    };
    let response = mock.config.answer(&request, mock.key.as_ref(), crate::approval::service::unix_now(), nonce);
    axum::Json(response).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn an_unknown_decision_is_refused_at_startup() {
        let e = MockConfig::parse(r#"{"decision": "approved"}"#).unwrap_err();
        assert!(e.starts_with("decision 'approved' is not one of ['approved_once'"), "{e}");
        assert_eq!(MockConfig::parse("[]").unwrap_err(), "mock approval config must be a JSON object");
    }

    #[test]
    fn answers_follow_the_config() {
        let request = json!({"program_sha256": "abcdef0123456789"});
        let config = MockConfig::parse(r#"{"feedback": "ok"}"#).unwrap();
        let answer = config.answer(&request, None, 0.0, "n".into());
        assert_eq!(
            answer,
            json!({"decision": "approved_once", "request_id": "clr_abcdef012345", "feedback": "ok", "receipt": "mock-clr_abcdef012345"})
        );
        let config = MockConfig::parse(r#"{"require_program_sha256": "other"}"#).unwrap();
        assert_eq!(config.answer(&request, None, 0.0, "n".into())["decision"], "rejected");
        assert_eq!(
            MockConfig::parse(r#"{"decision": "rejected"}"#).unwrap().answer(&json!({}), None, 0.0, "n".into())
                ["request_id"],
            "clr_unknown"
        );
    }
}
