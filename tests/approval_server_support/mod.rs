//! Shared by the tests of our own approval service: start `clauz3 approval-service` on a
//! random port with known tokens and the support signing key, read its startup lines, and
//! talk to it over real HTTP.
#![allow(dead_code, reason = "each test crate uses part of the support")]
#![expect(clippy::disallowed_types, reason = "the tests run the binary")]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};

/// The garden project the run tests use, and its program.
pub const GARDEN: &str = "tests/data/run/garden";
pub const GARDEN_PROGRAM: &str = "programs/water_dry_beds.py";
use std::time::{Duration, Instant};

pub const SUBMIT: &str = "submit-token-for-tests";
pub const APPROVE: &str = "approver-token-for-tests";
/// The support key of `approval_service_support`, so its `config` verifies our receipts.
pub const SIGNING_KEY: &str = "9rq76-XAWLkrniHRW-0X27GymwWyTJbIg8YoDFFnmCQ";

/// A running service; killed when dropped.
pub struct Service {
    pub child: Child,
    pub url: String,
    /// The startup lines, up to the approver's sign-in link.
    pub banner: Vec<String>,
    pub state: PathBuf,
    stdout: BufReader<ChildStdout>,
}

impl Drop for Service {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts the service keeping its state in `state`, with `extra` flags.
pub fn start(state: &Path, extra: &[&str]) -> Service {
    start_in(state, extra, Path::new("."))
}

/// Starts the service in `cwd`.
pub fn start_in(state: &Path, extra: &[&str], cwd: &Path) -> Service {
    let mut child = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["approval-service", "--port", "0", "--state"])
        .arg(state)
        .args(extra)
        .current_dir(cwd)
        .env("CLAUZ3_APPROVAL_TOKEN", SUBMIT)
        .env("CLAUZ3_APPROVAL_DECISION_TOKEN", APPROVE)
        .env("CLAUZ3_APPROVAL_SIGNING_KEY", SIGNING_KEY)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the binary runs");
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut banner = Vec::new();
    loop {
        let mut line = String::new();
        assert!(stdout.read_line(&mut line).unwrap() > 0, "the service stopped before it served: {banner:?}");
        banner.push(line.trim_end().to_string());
        if line.starts_with("approver UI") {
            break;
        }
    }
    let url = banner[0].strip_prefix("CLAUZ3_APPROVAL_SERVICE=").expect("the first line names the service").to_string();
    Service { child, url, banner, state: state.to_path_buf(), stdout }
}

/// An HTTP client that returns every status as a response.
pub fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into()
}

/// `(status, body)` of a GET with an optional Bearer token.
pub fn get(url: &str, token: Option<&str>) -> (u16, String) {
    let mut request = agent().get(url);
    if let Some(t) = token {
        request = request.header("Authorization", format!("Bearer {t}"));
    }
    let mut response = request.call().unwrap();
    (response.status().as_u16(), response.body_mut().read_to_string().unwrap())
}

/// `(status, body)` of a JSON POST with an optional Bearer token.
pub fn post(url: &str, token: Option<&str>, body: &str) -> (u16, String) {
    let mut request = agent().post(url).header("Content-Type", "application/json");
    if let Some(t) = token {
        request = request.header("Authorization", format!("Bearer {t}"));
    }
    let mut response = request.send(body).unwrap();
    (response.status().as_u16(), response.body_mut().read_to_string().unwrap())
}

/// The JSON of a 200 answer.
pub fn json(answer: (u16, String)) -> serde_json::Value {
    assert_eq!(answer.0, 200, "{}", answer.1);
    serde_json::from_str(&answer.1).unwrap()
}

/// Every record, as the approver lists them.
pub fn records(service: &Service) -> Vec<serde_json::Value> {
    let list = json(get(&format!("{}/requests", service.url), Some(APPROVE)));
    list.as_array().unwrap().clone()
}

/// Waits until `count` records are pending, and returns them.
pub fn pending(service: &Service, count: usize) -> Vec<serde_json::Value> {
    let started = Instant::now();
    loop {
        let waiting: Vec<_> = records(service).into_iter().filter(|r| r["status"] == "pending").collect();
        if waiting.len() >= count {
            return waiting;
        }
        assert!(started.elapsed() < Duration::from_secs(60), "only {} pending", waiting.len());
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Decides the record `id` as the approver.
pub fn decide(service: &Service, id: &str, decision: &str, note: &str) -> (u16, String) {
    let body = serde_json::json!({ "decision": decision, "feedback": note }).to_string();
    post(&format!("{}/requests/{id}/decision", service.url), Some(APPROVE), &body)
}

/// The verifying key of [`SIGNING_KEY`].
pub fn verify_key() -> String {
    clauz3::approval::SigningKey::parse(SIGNING_KEY).unwrap().verify_key().to_text()
}

/// Starts `command` (which names the service its own way) as a runner of this service's
/// requests: the submission token, the verifying key, nonces kept in `cache`, no stdin, and
/// its output kept.
pub fn spawn_runner(command: &mut Command, cache: &Path) -> Child {
    command
        .env("CLAUZ3_APPROVAL_TOKEN", SUBMIT)
        .env("CLAUZ3_APPROVAL_VERIFY_KEY", verify_key())
        .env("CLAUZ3_CACHE", cache)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// `clauz3 run` of the garden program against `url`, nonces and audit log in `cache`.
pub fn spawn_run(url: &str, cache: &Path) -> Child {
    let mut command = Command::new(env!("CARGO_BIN_EXE_clauz3"));
    command.args(["run", "--audit-log"]).arg(cache.join("audit.jsonl")).arg(GARDEN_PROGRAM).current_dir(GARDEN);
    command.env_remove("CLAUZ3_APPROVAL_SERVICE").env("CLAUZ3_APPROVAL_URL", url);
    spawn_runner(&mut command, cache)
}

/// A runner's exit code, stdout and stderr.
pub fn finish(child: Child) -> (i32, String, String) {
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
