//! The HTTP exchange against a scripted std-only server: what is posted (path, headers, the
//! reference's JSON body), every decision, and every way an answer breaks the protocol. Runs
//! everywhere, with or without the reference installed.
#![expect(clippy::disallowed_types, reason = "takes a free port for the unreachable case")]

mod approval_service_support;

use approval_service_support::{config, receipt, reply, request, serve, Answer, Script, PROGRAM};
use clauz3::approval::{dumps, request_approval, Decision, ReceiptError, Separators, ServiceDecision, ServiceError};
use serde_json::Value;
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(10);

/// An approving answer for what was received: the receipt is minted from the request the
/// server got, recomputing the consent digest from its JSON as the reference's services do.
fn approve(nonce: &'static str) -> Script {
    Box::new(move |got| {
        let sent: Value = serde_json::from_str(&got.body).unwrap();
        let consent = serde_json::json!({
            "program_sha256": sent["program_sha256"], "guarantees": sent["guarantees"], "coverage": sent["coverage"],
        });
        let digest = sha256_hex(dumps(&consent, Separators::Compact).as_bytes());
        let program = request(sent["program"].as_str().unwrap());
        assert_eq!(program.consent_sha256(), digest);
        let body = serde_json::json!({
            "decision": "approved_once", "request_id": sent["request_id"],
            "receipt": receipt(&program, nonce), "feedback": "fine",
        });
        Answer::Reply(200, body.to_string())
    })
}

fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

fn ask(answers: Vec<Script>, token: Option<&str>) -> Vec<Result<ServiceDecision, ServiceError>> {
    let dir = tempfile::tempdir().unwrap();
    let n = answers.len();
    let (url, _rx) = serve(answers);
    let cfg = config(&url, token, dir.path());
    let r = request(PROGRAM);
    (0..n).map(|_| request_approval(&cfg, &r, TIMEOUT)).collect()
}

fn ask_one(answer: Script) -> Result<ServiceDecision, ServiceError> {
    ask(vec![answer], None).pop().unwrap()
}

#[test]
fn an_approval_posts_the_request_with_the_token_and_returns_the_verified_receipt() {
    let dir = tempfile::tempdir().unwrap();
    let (url, rx) = serve(vec![approve("0123456789abcdef0123456789abcdef")]);
    let cfg = config(&format!("{url}/"), Some("tok"), dir.path());
    let r = request(PROGRAM);
    let decision = request_approval(&cfg, &r, TIMEOUT).unwrap();
    let ServiceDecision::Approved { decision, receipt, feedback } = decision else { panic!("{decision:?}") };
    assert_eq!(decision, Decision::ApprovedOnce);
    assert_eq!(feedback.as_deref(), Some("fine"));
    assert_eq!(receipt.claims.request_id, r.request_id());
    assert_eq!(receipt.claims.nonce, "0123456789abcdef0123456789abcdef");
    let got = rx.recv().unwrap();
    assert_eq!((got.method.as_str(), got.path.as_str()), ("POST", "/requests"));
    assert_eq!(got.header("content-type"), Some("application/json"));
    assert_eq!(got.header("authorization"), Some("Bearer tok"));
    assert_eq!(got.body, r.body());
    assert!(got.body.starts_with(r#"{"coverage": [{"domain": "sms", "missing_recommended": ["texts_at_most"]"#));
    let sent: Value = serde_json::from_str(&got.body).unwrap();
    assert_eq!(sent["schema_version"], 1);
    assert_eq!(sent["kind"], "clauz3.run");
    assert_eq!(sent, r.to_json());
    let keys: Vec<&str> = sent.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "coverage",
            "guarantees",
            "import_roots",
            "kind",
            "program",
            "program_sha256",
            "proofs",
            "request_id",
            "schema_version",
            "source_name",
            "target",
            "trusted_roots"
        ]
    );
}

#[test]
fn without_a_token_no_authorization_header_is_sent() {
    let dir = tempfile::tempdir().unwrap();
    let (url, rx) = serve(vec![reply(200, r#"{"decision": "rejected"}"#)]);
    request_approval(&config(&url, None, dir.path()), &request(PROGRAM), TIMEOUT).unwrap();
    assert_eq!(rx.recv().unwrap().header("authorization"), None);
}

#[test]
fn every_non_approving_decision_is_a_denial_with_its_feedback() {
    for d in ["rejected", "rejected_contract", "request_more", "auto_rejected"] {
        let body =
            format!(r#"{{"decision": "{d}", "request_id": "clr_x", "feedback": "too vague", "receipt": "ignored"}}"#);
        let got = ask_one(reply(200, &body)).unwrap();
        assert_eq!(
            got,
            ServiceDecision::Denied { decision: Decision::parse(d).unwrap(), feedback: Some("too vague".into()) }
        );
        assert_eq!(got.feedback(), Some("too vague"));
    }
    let got = ask_one(reply(200, r#"{"decision": "rejected", "feedback": null}"#)).unwrap();
    assert_eq!(got.feedback(), None);
}

#[test]
fn an_answer_outside_the_protocol_is_an_error_never_a_denial() {
    let all = "['approved_once', 'approved_remember', 'auto_approved', 'auto_rejected', 'rejected', 'rejected_contract', 'request_more']";
    let cases = [
        (r#"{"decision": "approved"}"#, format!("invalid approval response: decision 'approved' is not one of {all}")),
        (r#"{"decision": "REJECTED"}"#, format!("invalid approval response: decision 'REJECTED' is not one of {all}")),
        (r#"{"feedback": "x"}"#, format!("invalid approval response: decision None is not one of {all}")),
        (r#"{"decision": "rejected", "feedback": 3}"#, "approval response contains a non-string field".to_owned()),
        (
            r#"{"decision": "approved_once", "receipt": ["clz2"]}"#,
            "approval response contains a non-string field".to_owned(),
        ),
        (
            r#"{"decision": "rejected", "request_id": false}"#,
            "approval response contains a non-string field".to_owned(),
        ),
        (r#"["approved_once"]"#, "approval response must be a JSON object".to_owned()),
        ("approved_once", "invalid approval response JSON: expected value at line 1 column 1".to_owned()),
    ];
    for (body, message) in cases {
        let err = ask_one(reply(200, body)).unwrap_err();
        assert!(matches!(err, ServiceError::InvalidResponse(_)), "{body}: {err:?}");
        assert_eq!(err.to_string(), message, "{body}");
        assert_eq!(err.exit_code(), 2);
    }
}

#[test]
fn an_http_error_carries_the_status_and_body_and_redirects_are_not_followed() {
    let body = r#"{"detail":"missing or invalid bearer token"}"#;
    let err = ask_one(reply(401, body)).unwrap_err();
    assert_eq!(err.to_string(), format!("approval service returned HTTP 401: {body}"));
    let err = ask_one(reply(302, "")).unwrap_err();
    assert_eq!(err.to_string(), "approval service returned HTTP 302: ");
    let err = ask_one(reply(503, r#"{"detail":"approval timed out awaiting a human decision"}"#)).unwrap_err();
    assert!(matches!(err, ServiceError::Http { status: 503, .. }));
}

#[test]
fn an_approval_without_a_valid_receipt_is_refused() {
    for body in [r#"{"decision": "approved_once"}"#, r#"{"decision": "auto_approved", "receipt": ""}"#] {
        let err = ask_one(reply(200, body)).unwrap_err();
        assert_eq!(err.to_string(), "approval response did not include a receipt");
    }
    // The unsigned fallbacks of the reference's services.
    for receipt in ["mock-clr_x", "local-clr_x", "auto-clr_x"] {
        let body = format!(r#"{{"decision": "approved_once", "receipt": "{receipt}"}}"#);
        let err = ask_one(reply(200, &body)).unwrap_err();
        assert!(matches!(err, ServiceError::Receipt(ReceiptError::Malformed)), "{err}");
    }
    // A receipt issued for another program.
    let other = receipt(&request("def main():\n    pass\n"), "n1");
    let body = serde_json::json!({"decision": "approved_once", "receipt": other}).to_string();
    let err = ask_one(reply(200, &body)).unwrap_err();
    assert_eq!(err.to_string(), "receipt is not bound to this request id");
}

#[test]
fn a_receipt_served_twice_is_refused_the_second_time() {
    let same = receipt(&request(PROGRAM), "n-same");
    let body = serde_json::json!({"decision": "approved_remember", "receipt": same}).to_string();
    let mut results = ask(vec![reply(200, &body), reply(200, &body), approve("n-fresh")], None).into_iter();
    assert!(matches!(
        results.next().unwrap(),
        Ok(ServiceDecision::Approved { decision: Decision::ApprovedRemember, .. })
    ));
    let err = results.next().unwrap().unwrap_err();
    assert_eq!(err.to_string(), "approval receipt has already been used (replay)");
    assert!(matches!(results.next().unwrap(), Ok(ServiceDecision::Approved { .. })), "a fresh nonce is fine");
}

#[test]
fn a_service_that_does_not_answer_in_time_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let (url, _rx) = serve(vec![Box::new(|_| Answer::Hang)]);
    let started = std::time::Instant::now();
    let err =
        request_approval(&config(&url, None, dir.path()), &request(PROGRAM), Duration::from_millis(500)).unwrap_err();
    assert_eq!(err.to_string(), "approval service did not answer within 0.5 s");
    assert!(started.elapsed() < Duration::from_secs(5));
}

#[test]
fn an_unreachable_service_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let cfg = config(&format!("http://127.0.0.1:{port}"), None, dir.path());
    let err = request_approval(&cfg, &request(PROGRAM), TIMEOUT).unwrap_err();
    assert!(matches!(err, ServiceError::Unavailable(_)), "{err:?}");
    assert!(err.to_string().starts_with("approval service is unavailable: "), "{err}");
}
