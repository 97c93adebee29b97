//! `clauz3 mock-approval-service --config FILE` (compat-cli §7) over real HTTP: the startup
//! line, the scripted answers, the routes it refuses, the config it refuses at startup, and a
//! `clauz3 run` approved by it with a receipt signed by the provisioned key.
#![expect(clippy::disallowed_types, reason = "the tests run the binary")]
#![expect(clippy::disallowed_methods, reason = "the tests write the mock's config")]

mod approval_server_support;
mod approval_service_support;

use approval_server_support::{agent, post, SIGNING_KEY};
use approval_service_support::{request, PROGRAM};
use clauz3::approval::SigningKey;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

struct Mock {
    child: Child,
    url: String,
}

impl Drop for Mock {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn mock(dir: &Path, config: &str, key: Option<&str>) -> Mock {
    let file = dir.join("mock.json");
    std::fs::write(&file, config).unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_clauz3"));
    command
        .args(["mock-approval-service", "--port", "0", "--config"])
        .arg(&file)
        .env_remove("CLAUZ3_APPROVAL_SIGNING_KEY");
    if let Some(key) = key {
        command.env("CLAUZ3_APPROVAL_SIGNING_KEY", key);
    }
    let mut child = command.stdout(Stdio::piped()).stdin(Stdio::null()).spawn().unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let url = line.trim_end().strip_prefix("CLAUZ3_APPROVAL_SERVICE=").expect(&line).to_string();
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    Mock { child, url }
}

#[test]
fn the_mock_answers_as_scripted_and_refuses_everything_else() {
    let dir = tempfile::tempdir().unwrap();
    let m = mock(dir.path(), r#"{"decision": "request_more", "feedback": "which door?"}"#, None);
    let r = request(PROGRAM);
    let (status, body) = post(&format!("{}/requests", m.url), None, &r.body());
    assert_eq!(status, 200);
    let answer: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(
        answer,
        serde_json::json!({"decision": "request_more", "request_id": r.request_id(), "feedback": "which door?"})
    );
    assert_eq!(post(&format!("{}/other", m.url), None, "{}").0, 404);
    assert_eq!(post(&format!("{}/requests", m.url), None, "not json").0, 400);
    assert_eq!(post(&format!("{}/requests", m.url), None, "[1]").0, 400);
    assert_eq!(agent().get(format!("{}/requests", m.url)).call().unwrap().status().as_u16(), 501);
}

#[test]
fn an_approving_mock_signs_with_the_provisioned_key_or_says_mock() {
    let dir = tempfile::tempdir().unwrap();
    let r = request(PROGRAM);
    let unsigned = mock(dir.path(), "{}", None);
    let answer: serde_json::Value =
        serde_json::from_str(&post(&format!("{}/requests", unsigned.url), None, &r.body()).1).unwrap();
    assert_eq!(answer["receipt"], format!("mock-{}", r.request_id()));
    let signed = mock(dir.path(), r#"{"require_program_sha256": "0000"}"#, Some(SIGNING_KEY));
    let answer: serde_json::Value =
        serde_json::from_str(&post(&format!("{}/requests", signed.url), None, &r.body()).1).unwrap();
    assert_eq!(answer["decision"], "rejected");
    assert_eq!(answer["feedback"], "program hash did not match mock approval config");
}

#[test]
fn clauz3_run_is_approved_by_the_mock() {
    let dir = tempfile::tempdir().unwrap();
    let m = mock(dir.path(), r#"{"decision": "approved_once", "feedback": "ok"}"#, Some(SIGNING_KEY));
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["run", "--audit-log"])
        .arg(dir.path().join("audit.jsonl"))
        .arg("programs/water_dry_beds.py")
        .current_dir("tests/data/run/garden")
        .env_remove("CLAUZ3_APPROVAL_SERVICE")
        .env("CLAUZ3_APPROVAL_URL", &m.url)
        .env("CLAUZ3_APPROVAL_VERIFY_KEY", SigningKey::parse(SIGNING_KEY).unwrap().verify_key().to_text())
        .env("CLAUZ3_CACHE", dir.path().join("cache"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("approval: approved_once receipt=clz2."), "{stdout}");
    assert!(stdout.contains("executed: main"), "{stdout}");
}

#[test]
fn a_decision_outside_the_vocabulary_is_refused_at_startup() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mock.json");
    std::fs::write(&file, r#"{"decision": "approved"}"#).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["mock-approval-service", "--port", "0", "--config"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: decision 'approved' is not one of ['approved_once', 'approved_remember', 'auto_approved', 'auto_rejected', 'rejected', 'rejected_contract', 'request_more']\n"
    );
}
