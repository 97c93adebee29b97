//! `clauz3 run` with the approval service, end to end: the binary posts the proved program's
//! request to a scripted std-only server, and runs only on an approval whose signed receipt
//! verifies for that exact program; a denial is exit 3 and a bad key exit 2 before proving.
#![expect(clippy::disallowed_types, reason = "the tests run the binary")]
#![expect(clippy::disallowed_methods, reason = "the tests read the program they expect to be sent")]

mod approval_service_support;
mod run_common;

use approval_service_support::{claims, reply, serve, signing_key, Answer, Script};
use clauz3::approval::{dumps, sign_receipt, ApprovalRequest, Decision, RequestInputs, Separators};
use run_common::{events, read_log};
use serde_json::Value;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{SystemTime, UNIX_EPOCH};

const GARDEN: &str = "tests/data/run/garden";
const PROGRAM: &str = "programs/water_dry_beds.py";

/// Approves what it received with a receipt signed by the support key, bound to the request id,
/// program hash and the consent digest recomputed from the posted JSON, expiring in 5 minutes.
fn approve() -> Script {
    Box::new(|got| {
        let sent: Value = serde_json::from_str(&got.body).unwrap();
        let consent = serde_json::json!({
            "program_sha256": sent["program_sha256"], "guarantees": sent["guarantees"], "coverage": sent["coverage"],
        });
        // Only the program's hash and id enter `claims`; the consent digest is set from the JSON.
        let program = ApprovalRequest::new(RequestInputs {
            program: sent["program"].as_str().unwrap().to_owned(),
            ..RequestInputs::default()
        });
        let mut c = claims(&program, "run-service-nonce-0001");
        c.consent_sha256 = sha256_hex(dumps(&consent, Separators::Compact).as_bytes());
        c.decision = Decision::ApprovedOnce;
        c.expires_at = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_secs_f64() + 300.0;
        let body = serde_json::json!({
            "decision": "approved_once", "request_id": sent["request_id"],
            "receipt": sign_receipt(&signing_key(), &c), "feedback": "looks fine",
        });
        Answer::Reply(200, body.to_string())
    })
}

fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

struct Outcome {
    code: i32,
    stdout: String,
    stderr: String,
    log: Vec<Value>,
}

/// Runs `clauz3 run <extra> PROGRAM` in the garden against the service at `url`, with stdin
/// closed (no terminal), a fresh nonce cache and audit log.
fn run(url: &str, verify_key: &str, extra: &[&str]) -> Outcome {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("audit.jsonl");
    let mut args = vec!["run", "--audit-log", log.to_str().unwrap()];
    args.extend_from_slice(extra);
    args.push(PROGRAM);
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(&args)
        .current_dir(GARDEN)
        .stdin(Stdio::null())
        .env_remove("CLAUZ3_APPROVAL_SERVICE")
        .env_remove("CLAUZ3_APPROVAL_TOKEN")
        .env("CLAUZ3_APPROVAL_URL", url)
        .env("CLAUZ3_APPROVAL_VERIFY_KEY", verify_key)
        .env("CLAUZ3_CACHE", dir.path().join("cache"))
        .output()
        .expect("the binary runs");
    Outcome {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        log: read_log(&log),
    }
}

fn key() -> String {
    signing_key().verify_key().to_text()
}

/// What the server got: the one request, whose program must be the file's exact text.
fn posted(rx: &mpsc::Receiver<approval_service_support::Received>) -> Value {
    let got = rx.recv().unwrap();
    assert_eq!((got.method.as_str(), got.path.as_str()), ("POST", "/requests"));
    let sent: Value = serde_json::from_str(&got.body).unwrap();
    let text = std::fs::read_to_string(format!("{GARDEN}/{PROGRAM}")).unwrap();
    assert_eq!(sent["program"], text.as_str());
    assert_eq!(sent["program_sha256"], sha256_hex(text.as_bytes()));
    sent
}

#[test]
fn an_approval_with_a_valid_receipt_runs_the_program() {
    let (url, rx) = serve(vec![approve()]);
    let out = run(&url, &key(), &[]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    let sent = posted(&rx);
    assert_eq!(
        sent["guarantees"],
        serde_json::json!(["garden.total_water_at_most(30)", "garden.only_beds([\"a\", \"b\"])"])
    );
    assert_eq!(sent["target"], "main");
    assert_eq!(sent["proofs"][0]["conclusion"], "proved!");
    assert!(out.stdout.contains("poured 15 litres\nmain: proved!"), "{}", out.stdout);
    assert!(out.stdout.contains("approval: approved_once receipt=clz2."), "{}", out.stdout);
    assert!(out.stdout.contains(&format!("(by service {url})\nexecuted: main\neffects: 4\n")), "{}", out.stdout);
    assert_eq!(events(&out.log)[..3], ["run", "approval", "started 1"]);
    assert_eq!(out.log[1]["by"], format!("service {url}"));
    assert_eq!(out.log[1]["feedback"], "looks fine");
    assert!(out.log[1]["receipt"].as_str().unwrap().starts_with("clz2."));
}

/// `--approval-service URL` is asked in place of the service the environment names (here an
/// address where nothing listens).
#[test]
fn the_approval_service_flag_takes_the_place_of_the_environment() {
    let (url, rx) = serve(vec![approve()]);
    let out = run("http://127.0.0.1:9", &key(), &["--approval-service", &url]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    posted(&rx);
    assert!(out.stdout.contains(&format!("(by service {url})")), "{}", out.stdout);
}

#[test]
fn a_policy_that_asks_falls_back_to_the_service() {
    let (url, rx) = serve(vec![approve()]);
    let out = run(&url, &key(), &["--policy", "ask_only.json"]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    posted(&rx);
    assert!(out.stdout.contains(&format!("(by service {url})")), "{}", out.stdout);
}

#[test]
fn a_denial_runs_nothing_and_exits_3() {
    let (url, rx) = serve(vec![reply(200, r#"{"decision": "rejected_contract", "feedback": "no watering today"}"#)]);
    let out = run(&url, &key(), &[]);
    assert_eq!(out.code, 3, "{}{}", out.stdout, out.stderr);
    posted(&rx);
    assert_eq!(out.stdout, "");
    assert!(out.stderr.contains(&format!("approval: rejected_contract (by service {url})")), "{}", out.stderr);
    assert!(out.stderr.contains("feedback: no watering today"), "{}", out.stderr);
    assert_eq!(events(&out.log), ["run", "approval"]);
}

#[test]
fn an_approval_with_a_forged_receipt_is_refused_with_exit_2() {
    let body = r#"{"decision": "approved_once", "receipt": "mock-clr_x"}"#;
    let (url, rx) = serve(vec![reply(200, body)]);
    let out = run(&url, &key(), &[]);
    assert_eq!(out.code, 2, "{}{}", out.stdout, out.stderr);
    posted(&rx);
    assert!(out.stderr.starts_with("error: "), "{}", out.stderr);
    assert_eq!(events(&out.log), ["run", "approval_error"]);
}

#[test]
fn a_misconfigured_key_is_exit_2_before_anything_is_proved_or_asked() {
    let (url, rx) = serve(vec![approve()]);
    let out = run(&url, "not-a-key", &[]);
    assert_eq!(out.code, 2, "{}{}", out.stdout, out.stderr);
    assert_eq!(out.stdout, "", "nothing was proved");
    assert!(out.stderr.starts_with("error: "), "{}", out.stderr);
    assert!(out.stderr.contains("CLAUZ3_APPROVAL_VERIFY_KEY"), "{}", out.stderr);
    assert!(out.log.is_empty(), "{:?}", out.log);
    assert!(rx.try_recv().is_err(), "the service was not asked");
    // With a policy, the service it falls back to is checked just as early.
    let out = run(&url, "", &["--policy", "ask_only.json"]);
    assert_eq!(out.code, 2, "{}{}", out.stdout, out.stderr);
    assert_eq!(out.stdout, "");
    assert!(out.stderr.contains("no approval verifying key provisioned"), "{}", out.stderr);
    assert!(rx.try_recv().is_err(), "the service was not asked");
}
