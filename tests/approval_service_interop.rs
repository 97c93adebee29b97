//! Our client against the reference's own services (clauz3 0.2.1): its mock service and its
//! real approval service, each started on a free port with a signing key we generated; our
//! code posts the request, reads the decision and verifies the receipt the reference signed.
//! The reference is found at `$CLAUZ3_REFERENCE` or `/tmp/refvenv/bin/clauz3`; without it
//! each test prints `SKIPPED: reference clauz3 not installed` and passes (CI has no reference;
//! `approval_service_receipts` checks a receipt the reference minted either way).
#![expect(clippy::disallowed_types, reason = "starts the reference's services and waits for their port")]
#![expect(clippy::disallowed_methods, reason = "reads the reference's location and writes its config")]

mod approval_service_support;

use approval_service_support::{reference, request, start_reference as start, ReferenceService as Service, PROGRAM};
use clauz3::approval::{
    request_approval, Decision, NonceStore, ServiceConfig, ServiceDecision, SigningKey, SIGNING_KEY_ENV,
};

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const TIMEOUT: Duration = Duration::from_secs(60);

/// The reference's mock service answering from `config` (JSON), signing with `key` if given.
fn mock(reference: &Path, dir: &std::path::Path, config: &str, key: Option<&SigningKey>) -> Service {
    let name = format!("mock-{}.json", dir.read_dir().map_or(0, Iterator::count));
    std::fs::write(dir.join(&name), config).unwrap();
    let key = key.map(SigningKey::to_text);
    let env: Vec<(&str, &str)> = key.iter().map(|k| (SIGNING_KEY_ENV, k.as_str())).collect();
    start(reference, dir, &["mock-approval-service", "--config", &name], &env)
}

/// The reference's real approval service, signing with `key`: `submit-token` submits,
/// `approver-token` decides.
fn real_service(reference: &Path, dir: &std::path::Path, key: &SigningKey) -> Service {
    let env = [
        ("CLAUZ3_APPROVAL_TOKEN", "submit-token"),
        ("CLAUZ3_APPROVAL_DECISION_TOKEN", "approver-token"),
        (SIGNING_KEY_ENV, &key.to_text()),
    ];
    start(reference, dir, &["approval-service"], &env)
}

fn config(url: &str, token: Option<&str>, key: &SigningKey, dir: &std::path::Path) -> ServiceConfig {
    ServiceConfig::new(url, token.map(str::to_owned), key.verify_key(), NonceStore::in_dir(dir.join("cache")))
}

#[test]
fn the_reference_mock_service_approves_with_a_receipt_we_verify() {
    let Some(reference) = reference() else { return };
    let dir = tempfile::tempdir().unwrap();
    let key = SigningKey::generate().unwrap();
    std::fs::write(dir.path().join("mock.json"), r#"{"decision": "approved_once", "feedback": "fine"}"#).unwrap();
    let mock = start(
        &reference,
        dir.path(),
        &["mock-approval-service", "--config", "mock.json"],
        &[(SIGNING_KEY_ENV, &key.to_text())],
    );
    let cfg = config(&mock.url, None, &key, dir.path());
    let r = request(PROGRAM);
    // Twice: the mock signs a fresh nonce each time, so both runs are approved.
    for _ in 0..2 {
        let got = request_approval(&cfg, &r, TIMEOUT).unwrap();
        let ServiceDecision::Approved { decision, receipt, feedback } = got else { panic!("{got:?}") };
        assert_eq!(decision, Decision::ApprovedOnce);
        assert_eq!(feedback.as_deref(), Some("fine"));
        assert_eq!(receipt.claims.program_sha256, r.program_sha256());
        assert_eq!(receipt.claims.consent_sha256, r.consent_sha256());
    }
    // Signed with a key the runner does not trust.
    let stranger = SigningKey::generate().unwrap();
    let err = request_approval(&config(&mock.url, None, &stranger, dir.path()), &r, TIMEOUT).unwrap_err();
    assert_eq!(err.to_string(), "receipt signature did not verify");
}

#[test]
fn the_reference_mock_service_denials_and_unsigned_receipts_are_handled() {
    let Some(reference) = reference() else { return };
    let dir = tempfile::tempdir().unwrap();
    let key = SigningKey::generate().unwrap();
    let r = request(PROGRAM);
    let pinned = format!(r#"{{"require_program_sha256": "{}"}}"#, "0".repeat(64));
    let pinned = mock(&reference, dir.path(), &pinned, Some(&key));
    let got = request_approval(&config(&pinned.url, None, &key, dir.path()), &r, TIMEOUT).unwrap();
    assert_eq!(
        got,
        ServiceDecision::Denied {
            decision: Decision::Rejected,
            feedback: Some("program hash did not match mock approval config".into())
        }
    );
    let more = mock(&reference, dir.path(), r#"{"decision": "request_more", "feedback": "which door?"}"#, Some(&key));
    let got = request_approval(&config(&more.url, None, &key, dir.path()), &r, TIMEOUT).unwrap();
    assert_eq!(got, ServiceDecision::Denied { decision: Decision::RequestMore, feedback: Some("which door?".into()) });
    // No signing key: the mock answers `mock-<request_id>`, which a fail-closed runner refuses.
    let unsigned = mock(&reference, dir.path(), r#"{"decision": "auto_approved"}"#, None);
    let err = request_approval(&config(&unsigned.url, None, &key, dir.path()), &r, TIMEOUT).unwrap_err();
    assert_eq!(err.to_string(), "malformed receipt");
}

#[test]
fn the_reference_approval_service_waits_for_a_person_and_signs_what_they_approved() {
    let Some(reference) = reference() else { return };
    let dir = tempfile::tempdir().unwrap();
    let key = SigningKey::generate().unwrap();
    let service = real_service(&reference, dir.path(), &key);
    let r = request(PROGRAM);

    // The wrong submission token is an HTTP error with the service's words.
    let err = request_approval(&config(&service.url, Some("wrong"), &key, dir.path()), &r, TIMEOUT).unwrap_err();
    assert_eq!(err.to_string(), r#"approval service returned HTTP 401: {"detail":"missing or invalid bearer token"}"#);

    let cfg = config(&service.url, Some("submit-token"), &key, dir.path());
    let waiting = {
        let (cfg, r) = (cfg.clone(), r.clone());
        std::thread::spawn(move || request_approval(&cfg, &r, TIMEOUT))
    };
    // The approver sees the pending request (as the UI would) and approves it.
    let agent = ureq::Agent::new_with_defaults();
    let record = format!("{}/requests/{}", service.url, r.request_id());
    let started = Instant::now();
    loop {
        if let Ok(mut got) = agent.get(&record).call() {
            let record: serde_json::Value = serde_json::from_str(&got.body_mut().read_to_string().unwrap()).unwrap();
            assert_eq!(record["status"], "pending");
            assert_eq!(record["guarantees"], serde_json::json!(r.guarantees()));
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(30), "the request never arrived");
        std::thread::sleep(Duration::from_millis(100));
    }
    agent
        .post(format!("{record}/decision"))
        .header("Authorization", "Bearer approver-token")
        .header("Content-Type", "application/json")
        .send(r#"{"decision": "approved_once", "feedback": "  go ahead  "}"#)
        .unwrap();
    let got = waiting.join().unwrap().unwrap();
    let ServiceDecision::Approved { decision, receipt, feedback } = got else { panic!("{got:?}") };
    assert_eq!((decision, feedback.as_deref()), (Decision::ApprovedOnce, Some("go ahead")));
    assert_eq!(receipt.claims.request_id, r.request_id());

    // The reference's quirk: the identical program gets the stored approval back at once, and
    // its receipt is refused as a replay.
    let err = request_approval(&cfg, &r, TIMEOUT).unwrap_err();
    assert_eq!(err.to_string(), "approval receipt has already been used (replay)");
}

#[test]
fn clauz3_run_is_approved_by_the_reference_mock_service() {
    let Some(reference) = reference() else { return };
    let dir = tempfile::tempdir().unwrap();
    let key = SigningKey::generate().unwrap();
    let mock = mock(&reference, dir.path(), r#"{"decision": "approved_once", "feedback": "ok"}"#, Some(&key));
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["run", "--audit-log"])
        .arg(dir.path().join("audit.jsonl"))
        .arg("programs/water_dry_beds.py")
        .current_dir("tests/data/run/garden")
        .env_remove("CLAUZ3_APPROVAL_SERVICE")
        .env("CLAUZ3_APPROVAL_URL", &mock.url)
        .env(clauz3::approval::VERIFY_KEY_ENV, key.verify_key().to_text())
        .env("CLAUZ3_CACHE", dir.path().join("cache"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("approval: approved_once"), "{stdout}");
    assert!(stdout.contains("executed: main"), "{stdout}");
}

/// `clauz3 run` against the reference's real approval service, where a person (this test, on
/// the service's decision endpoint, as its UI does) decides while the run waits.
fn run_decided_by_a_person(decision: &str) -> std::process::Output {
    let reference = reference().expect("checked by the caller");
    let dir = tempfile::tempdir().unwrap();
    let key = SigningKey::generate().unwrap();
    let service = real_service(&reference, dir.path(), &key);
    let run = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["run", "--audit-log"])
        .arg(dir.path().join("audit.jsonl"))
        .arg("programs/water_dry_beds.py")
        .current_dir("tests/data/run/garden")
        .env_remove("CLAUZ3_APPROVAL_SERVICE")
        .env("CLAUZ3_APPROVAL_URL", &service.url)
        .env("CLAUZ3_APPROVAL_TOKEN", "submit-token")
        .env(clauz3::approval::VERIFY_KEY_ENV, key.verify_key().to_text())
        .env("CLAUZ3_CACHE", dir.path().join("cache"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The person sees the pending request with the proved guarantees, and decides.
    let agent = ureq::Agent::new_with_defaults();
    let started = Instant::now();
    let pending = loop {
        let mut got = agent.get(format!("{}/requests", service.url)).call().unwrap();
        let records: Vec<serde_json::Value> = serde_json::from_str(&got.body_mut().read_to_string().unwrap()).unwrap();
        if let Some(record) = records.into_iter().find(|r| r["status"] == "pending") {
            break record;
        }
        assert!(started.elapsed() < Duration::from_secs(60), "the run never asked");
        std::thread::sleep(Duration::from_millis(100));
    };
    assert_eq!(pending["target"], "main");
    assert_eq!(
        pending["guarantees"],
        serde_json::json!(["garden.total_water_at_most(30)", "garden.only_beds([\"a\", \"b\"])"])
    );
    let id = pending["request_id"].as_str().unwrap();
    agent
        .post(format!("{}/requests/{id}/decision", service.url))
        .header("Authorization", "Bearer approver-token")
        .header("Content-Type", "application/json")
        .send(format!(r#"{{"decision": "{decision}", "feedback": "decided by a person"}}"#))
        .unwrap();
    run.wait_with_output().unwrap()
}

#[test]
fn clauz3_run_waits_for_a_person_at_the_reference_approval_service() {
    if reference().is_none() {
        return;
    }
    let out = run_decided_by_a_person("approved_once");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("approval: approved_once receipt=clz2."), "{stdout}");
    assert!(stdout.contains("executed: main\neffects: 4\n"), "{stdout}");
}

#[test]
fn a_person_rejecting_at_the_reference_approval_service_stops_the_run() {
    if reference().is_none() {
        return;
    }
    let out = run_decided_by_a_person("rejected");
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(3), "{stdout}{stderr}");
    assert!(stderr.contains("approval: rejected"), "{stderr}");
    assert!(stderr.contains("feedback: decided by a person"), "{stderr}");
    assert!(!stdout.contains("watering"), "nothing ran: {stdout}");
}
