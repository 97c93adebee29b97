//! Shared by the approval-service tests: a request, keys, receipts minted for it, and a tiny
//! HTTP server on a std `TcpListener` that answers `POST /requests` from a script, so the
//! protocol is tested without the reference installed.
#![allow(dead_code, reason = "each test crate uses part of the support")]
#![expect(clippy::disallowed_types, reason = "the test server listens on a local port; the reference runs")]
#![expect(clippy::disallowed_methods, reason = "the reference service's log")]

use clauz3::approval::{
    sign_receipt, ApprovalRequest, CoverageEntry, CoverageStatus, Decision, NonceStore, ProofSummary, ReceiptClaims,
    RequestInputs, ServiceConfig, SigningKey,
};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;
use std::time::Instant;

/// Unix seconds the minted receipts are checked at; they expire 300 s later.
pub const NOW: f64 = 1_800_000_000.25;

/// A small proved program's request.
pub fn request(program: &str) -> ApprovalRequest {
    ApprovalRequest::new(RequestInputs {
        program: program.to_owned(),
        source_name: "jobs/alert.py".to_owned(),
        target: "main".to_owned(),
        trusted_roots: vec!["/p/tools/sms/trusted".into()],
        import_roots: vec!["/p".into()],
        guarantees: vec!["sms.only_numbers(['+15550100'])".to_owned()],
        coverage: vec![CoverageEntry {
            domain: "sms".to_owned(),
            status: CoverageStatus::RecommendedGap,
            missing_required: vec![],
            missing_recommended: vec!["texts_at_most".to_owned()],
        }],
        proofs: vec![ProofSummary {
            name: "main".to_owned(),
            conclusion: "proved!".to_owned(),
            description: "assertion, guarantee".to_owned(),
        }],
    })
}

pub const PROGRAM: &str = "def main():\n    sms.send_text('+15550100', 'door open')\n";

/// The claims a service would sign for `request`, with `nonce`.
pub fn claims(request: &ApprovalRequest, nonce: &str) -> ReceiptClaims {
    ReceiptClaims {
        request_id: request.request_id().to_owned(),
        program_sha256: request.program_sha256().to_owned(),
        decision: Decision::ApprovedOnce,
        expires_at: NOW + 300.0,
        nonce: nonce.to_owned(),
        consent_sha256: request.consent_sha256(),
    }
}

/// A fixed signing key, so failures are reproducible.
pub fn signing_key() -> SigningKey {
    SigningKey::parse("9rq76-XAWLkrniHRW-0X27GymwWyTJbIg8YoDFFnmCQ").unwrap()
}

/// A receipt for `request` signed with [`signing_key`].
pub fn receipt(request: &ApprovalRequest, nonce: &str) -> String {
    sign_receipt(&signing_key(), &claims(request, nonce))
}

/// A config pointing at `url`, trusting [`signing_key`], with nonces in `dir`.
pub fn config(url: &str, token: Option<&str>, dir: &std::path::Path) -> ServiceConfig {
    ServiceConfig::new(url, token.map(str::to_owned), signing_key().verify_key(), NonceStore::in_dir(dir))
}

/// What the test server received.
#[derive(Debug)]
pub struct Received {
    pub method: String,
    pub path: String,
    /// Header names lower-cased.
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Received {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
}

/// A scripted answer to one request, seeing what was received.
pub type Script = Box<dyn FnOnce(&Received) -> Answer + Send>;

/// How the server answers one request.
pub enum Answer {
    /// A status and body (sent as `application/json`).
    Reply(u16, String),
    /// Read the request, then never answer.
    Hang,
}

/// A server answering `answers.len()` connections in order; returns its URL and the channel
/// of what it received. `answers` sees the request it answers. A runner's GETs asking whether
/// its request is pending yet are answered 404 and neither counted nor reported.
pub fn serve(answers: Vec<Script>) -> (String, mpsc::Receiver<Received>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for answer in answers {
            let (stream, received) = loop {
                let Ok((stream, _)) = listener.accept() else { return };
                let received = read_request(&stream);
                if received.method != "GET" {
                    break (stream, received);
                }
                write_response(stream, 404, r#"{"detail": "request not found"}"#);
            };
            match answer(&received) {
                Answer::Reply(status, body) => write_response(stream, status, &body),
                Answer::Hang => {
                    let _ = tx.send(received);
                    std::thread::sleep(Duration::from_secs(30));
                    return;
                }
            }
            let _ = tx.send(received);
        }
    });
    (url, rx)
}

fn read_request(stream: &TcpStream) -> Received {
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    let mut parts = line.split_whitespace();
    let method = parts.next().unwrap_or_default().to_owned();
    let path = parts.next().unwrap_or_default().to_owned();
    let mut headers = Vec::new();
    loop {
        let mut h = String::new();
        reader.read_line(&mut h).unwrap();
        let h = h.trim_end();
        if h.is_empty() {
            break;
        }
        if let Some((n, v)) = h.split_once(':') {
            headers.push((n.trim().to_ascii_lowercase(), v.trim().to_owned()));
        }
    }
    let length: usize =
        headers.iter().find(|(n, _)| n == "content-length").and_then(|(_, v)| v.parse().ok()).unwrap_or(0);
    let mut body = vec![0; length];
    reader.read_exact(&mut body).unwrap();
    Received { method, path, headers, body: String::from_utf8(body).unwrap() }
}

fn write_response(mut stream: TcpStream, status: u16, body: &str) {
    let head = format!(
        "HTTP/1.1 {status} X\r\nContent-Type: application/json\r\nContent-Length: {}\r\nLocation: http://127.0.0.1:1/\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes());
    let _ = stream.write_all(body.as_bytes());
}

/// An answer that is always `(status, body)`.
pub fn reply(status: u16, body: &str) -> Script {
    let body = body.to_owned();
    Box::new(move |_| Answer::Reply(status, body))
}

/// The reference clauz3 (0.2.1): `$CLAUZ3_REFERENCE`, else `/tmp/refvenv/bin/clauz3`. Without
/// it a test prints `SKIPPED: reference clauz3 not installed` and passes (CI has none).
pub fn reference() -> Option<std::path::PathBuf> {
    let path = std::env::var_os("CLAUZ3_REFERENCE")
        .map_or_else(|| std::path::PathBuf::from("/tmp/refvenv/bin/clauz3"), std::path::PathBuf::from);
    if path.is_file() {
        Some(path)
    } else {
        println!("SKIPPED: reference clauz3 not installed (set CLAUZ3_REFERENCE or install it in /tmp/refvenv)");
        None
    }
}

/// A reference service process, killed when dropped.
pub struct ReferenceService {
    pub child: std::process::Child,
    pub url: String,
    pub log: std::path::PathBuf,
}

impl Drop for ReferenceService {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `reference <args> --port <free port>` with `env`, and waits until the port accepts.
pub fn start_reference(reference: &Path, dir: &Path, args: &[&str], env: &[(&str, &str)]) -> ReferenceService {
    let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let log = dir.join(format!("service-{port}.log"));
    let out = std::fs::File::create(&log).unwrap();
    let mut command = Command::new(reference);
    command.args(args).args(["--host", "127.0.0.1", "--port", &port.to_string()]).current_dir(dir);
    command.stdin(Stdio::null()).stdout(out.try_clone().unwrap()).stderr(out);
    for var in ["CLAUZ3_APPROVAL_TOKEN", "CLAUZ3_APPROVAL_DECISION_TOKEN", clauz3::approval::SIGNING_KEY_ENV] {
        command.env_remove(var);
    }
    command.envs(env.iter().copied());
    let mut service =
        ReferenceService { child: command.spawn().unwrap(), url: format!("http://127.0.0.1:{port}"), log };
    let started = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        if let Ok(Some(status)) = service.child.try_wait() {
            panic!(
                "the reference service exited with {status}: {}",
                std::fs::read_to_string(&service.log).unwrap_or_default()
            );
        }
        assert!(started.elapsed() < Duration::from_secs(60), "the reference service did not start");
        std::thread::sleep(Duration::from_millis(100));
    }
    service
}
