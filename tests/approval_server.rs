//! Our `clauz3 approval-service` over real HTTP on 127.0.0.1: credentials on every route, the
//! decision vocabulary, receipts our runner verifies, the blocking wait and its timeout,
//! reruns that ask again, state that survives a restart, concurrent requests, the Host and
//! Origin checks and the limit on failed credentials.
#![expect(clippy::disallowed_types, reason = "the tests run the binary and speak raw HTTP")]

mod approval_server_support;
mod approval_service_support;

use approval_server_support::{decide, get, json, pending, post, records, start, APPROVE, SUBMIT};
use approval_service_support::{config, request, PROGRAM};
use clauz3::approval::{request_approval, Decision, ServiceDecision};
use std::io::{Read, Write};
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(60);

fn body_of(request: &clauz3::approval::ApprovalRequest) -> String {
    request.body()
}

#[test]
fn every_route_but_health_needs_the_right_credential() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &[]);
    let url = &service.url;
    assert_eq!(json(get(&format!("{url}/health"), None)), serde_json::json!({"ok": true}));
    let detail = |answer: (u16, String)| {
        let value: serde_json::Value = serde_json::from_str(&answer.1).unwrap();
        (answer.0, value["detail"].as_str().unwrap().to_string())
    };
    let body = body_of(&request(PROGRAM));
    for token in [None, Some(APPROVE)] {
        assert_eq!(
            detail(post(&format!("{url}/requests"), token, &body)),
            (401, "missing or invalid bearer token".into())
        );
    }
    for token in [None, Some(SUBMIT)] {
        for path in ["/requests", "/api/requests"] {
            assert_eq!(get(&format!("{url}{path}"), token).0, 401, "{path} with {token:?}");
        }
        let decision = r#"{"decision": "approved_once"}"#;
        assert_eq!(
            detail(post(&format!("{url}/requests/clr_000000000000/decision"), token, decision)),
            (401, "missing or invalid approver credential".into())
        );
    }
    assert_eq!(get(&format!("{url}/requests/clr_000000000000"), None).0, 401);
    for page in ["/", "/ui", "/ui/rows", "/ui/requests/clr_000000000000"] {
        let (status, html) = get(&format!("{url}{page}"), None);
        assert_eq!(status, 401, "{page}");
        assert!(html.contains("Approver sign-in required"), "{page}: {html}");
    }
    assert_eq!(get(&format!("{url}/ui/login?key={SUBMIT}"), None).0, 401);
    // The approver reads everything; the submitter only a request it sent, by its id.
    assert_eq!(json(get(&format!("{url}/requests"), Some(APPROVE))), serde_json::json!([]));
    assert_eq!(get(&format!("{url}/requests/clr_000000000000"), Some(APPROVE)).0, 404);
}

#[test]
fn the_startup_lines_and_refusals_are_the_reference_s() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &[]);
    assert_eq!(service.banner[1], format!("CLAUZ3_APPROVAL_TOKEN={SUBMIT}"));
    assert_eq!(service.banner[2], format!("approver UI (keep private): {}/ui/login?key={APPROVE}", service.url));
    let same = std::process::Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["approval-service", "--port", "0", "--state"])
        .arg(dir.path().join("other.sqlite3"))
        .env("CLAUZ3_APPROVAL_TOKEN", "same")
        .env("CLAUZ3_APPROVAL_DECISION_TOKEN", "same")
        .output()
        .unwrap();
    assert_eq!(same.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&same.stderr),
        "error: CLAUZ3_APPROVAL_DECISION_TOKEN must differ from CLAUZ3_APPROVAL_TOKEN\n"
    );
    let policy = std::process::Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["approval-service", "--port", "0", "--policy", "tests/data/run/garden/approve_small.json"])
        .output()
        .unwrap();
    assert_eq!(policy.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&policy.stderr),
        "error: --policy requires operator-configured roots: supply --trusted-root and/or --import-root; the request cannot authorize its own layer\n"
    );
}

/// Submits `request` from a thread, as `clauz3 run` does, and returns the join handle.
fn submit(
    service: &approval_server_support::Service,
    program: &str,
    nonces: &std::path::Path,
) -> std::thread::JoinHandle<Result<ServiceDecision, clauz3::approval::ServiceError>> {
    let cfg = config(&service.url, Some(SUBMIT), nonces);
    let r = request(program);
    std::thread::spawn(move || request_approval(&cfg, &r, WAIT))
}

#[test]
fn a_person_s_decision_reaches_the_waiting_runner_with_a_receipt_it_verifies() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &[]);
    let waiting = submit(&service, PROGRAM, dir.path());
    let record = pending(&service, 1).remove(0);
    assert_eq!(record["guarantees"], serde_json::json!(["sms.only_numbers(['+15550100'])"]));
    let id = record["record_id"].as_str().unwrap();
    // Words outside the vocabulary, or a policy's words, are refused and nothing is recorded.
    for wrong in ["approved", "Approved_Once", "auto_approved", "auto_rejected"] {
        let (status, body) = decide(&service, id, wrong, "");
        assert_eq!(status, 400);
        let detail: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(
            detail["detail"],
            format!("decision '{wrong}' is not one of ['approved_once', 'approved_remember', 'rejected', 'rejected_contract', 'request_more']")
        );
    }
    assert_eq!(pending(&service, 1).len(), 1);
    let answer = json(decide(&service, id, "approved_once", "  go ahead  "));
    assert_eq!(answer["decision"], "approved_once");
    assert_eq!(answer["feedback"], "go ahead");
    let got = waiting.join().unwrap().unwrap();
    let ServiceDecision::Approved { decision, receipt, feedback } = got else { panic!("{got:?}") };
    assert_eq!((decision, feedback.as_deref()), (Decision::ApprovedOnce, Some("go ahead")));
    assert_eq!(receipt.text, answer["receipt"].as_str().unwrap());
    // A decided request stays decided.
    assert_eq!(decide(&service, id, "rejected", "").0, 409);
    let shown = json(get(&format!("{}/requests/{id}", service.url), Some(APPROVE)));
    assert_eq!(
        (shown["status"].as_str(), shown["approval"]["decision"].as_str()),
        (Some("approved"), Some("approved_once"))
    );
}

#[test]
fn each_denial_reaches_the_runner_as_a_decision() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &[]);
    for (n, word) in ["rejected", "rejected_contract", "request_more"].into_iter().enumerate() {
        let program = format!("{PROGRAM}# {n}\n");
        let waiting = submit(&service, &program, dir.path());
        let record = pending(&service, 1).remove(0);
        let answer = json(decide(&service, record["record_id"].as_str().unwrap(), word, "no"));
        assert!(answer.get("receipt").is_none(), "{answer}");
        let got = waiting.join().unwrap().unwrap();
        assert_eq!(
            got,
            ServiceDecision::Denied { decision: Decision::parse(word).unwrap(), feedback: Some("no".into()) }
        );
    }
    let statuses: Vec<_> = records(&service).iter().map(|r| r["status"].as_str().unwrap().to_string()).collect();
    assert_eq!(statuses, ["denied", "denied", "denied"]);
}

#[test]
fn a_rerun_of_the_same_program_asks_again_and_gets_a_fresh_receipt() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &[]);
    let mut nonces = Vec::new();
    for round in 0..2 {
        let waiting = submit(&service, PROGRAM, dir.path());
        let record = pending(&service, 1).remove(0);
        assert_eq!(record["record_id"], format!("{}-{}", request(PROGRAM).request_id(), round + 1));
        json(decide(&service, record["record_id"].as_str().unwrap(), "approved_once", ""));
        // The runner's nonce store is shared by both rounds: a spent receipt would be refused.
        let ServiceDecision::Approved { receipt, .. } = waiting.join().unwrap().unwrap() else { panic!() };
        nonces.push(receipt.claims.nonce);
    }
    assert_ne!(nonces[0], nonces[1]);
    assert_eq!(records(&service).len(), 2);
}

#[test]
fn an_unanswered_request_times_out_and_can_no_longer_be_decided() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &["--max-wait", "1"]);
    let (status, body) = post(&format!("{}/requests", service.url), Some(SUBMIT), &body_of(&request(PROGRAM)));
    assert_eq!((status, body.as_str()), (503, r#"{"detail":"approval timed out awaiting a human decision"}"#));
    let record = records(&service).remove(0);
    assert_eq!(record["status"], "expired");
    assert_eq!(decide(&service, record["record_id"].as_str().unwrap(), "approved_once", "").0, 409);
}

#[test]
fn a_program_that_does_not_hash_to_its_sha256_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &[]);
    let mut forged = request(PROGRAM).to_json();
    forged["program"] = serde_json::Value::String("def main():\n    pass\n".into());
    let (status, body) = post(&format!("{}/requests", service.url), Some(SUBMIT), &forged.to_string());
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("'program_sha256' is not the sha256 of 'program'"), "{body}");
    assert!(records(&service).is_empty());
}

#[test]
fn pending_and_decided_requests_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.sqlite3");
    let first = start(&state, &[]);
    let decided = submit(&first, PROGRAM, dir.path());
    let id = pending(&first, 1)[0]["record_id"].as_str().unwrap().to_string();
    json(decide(&first, &id, "approved_once", "first"));
    decided.join().unwrap().unwrap();
    let orphan = submit(&first, &format!("{PROGRAM}# later\n"), dir.path());
    let waiting_id = pending(&first, 1)[0]["record_id"].as_str().unwrap().to_string();
    drop(first);
    assert!(orphan.join().unwrap().is_err(), "the runner's connection ended with the service");

    let second = start(&state, &[]);
    let all = records(&second);
    assert_eq!(all.len(), 2);
    assert_eq!((all[0]["record_id"].as_str(), all[0]["status"].as_str()), (Some(id.as_str()), Some("approved")));
    assert_eq!(all[0]["approval"]["feedback"], "first");
    assert!(all[0]["approval"]["receipt"].as_str().unwrap().starts_with("clz2."));
    assert_eq!((all[1]["record_id"].as_str(), all[1]["status"].as_str()), (Some(waiting_id.as_str()), Some("pending")));
    // The person can still decide it, and a new submission gets a new record.
    assert_eq!(json(decide(&second, &waiting_id, "rejected", "too late"))["decision"], "rejected");
    let again = submit(&second, PROGRAM, dir.path());
    let fresh = pending(&second, 1).remove(0);
    assert_eq!(fresh["record_id"], format!("{}-3", request(PROGRAM).request_id()));
    json(decide(&second, fresh["record_id"].as_str().unwrap(), "approved_once", ""));
    assert!(matches!(again.join().unwrap().unwrap(), ServiceDecision::Approved { .. }));
}

#[test]
fn concurrent_requests_each_get_their_own_decision() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &[]);
    let programs: Vec<String> = (0..4).map(|n| format!("{PROGRAM}# run {n}\n")).collect();
    let waiting: Vec<_> = programs.iter().map(|p| submit(&service, p, dir.path())).collect();
    let open = pending(&service, 4);
    for record in &open {
        let program = record["program"].as_str().unwrap();
        let word = if program.ends_with("1\n") || program.ends_with("3\n") { "rejected" } else { "approved_once" };
        json(decide(&service, record["record_id"].as_str().unwrap(), word, program.lines().last().unwrap()));
    }
    for (n, handle) in waiting.into_iter().enumerate() {
        let got = handle.join().unwrap().unwrap();
        assert_eq!(got.feedback(), Some(format!("# run {n}").as_str()));
        assert_eq!(got.decision().approves(), n % 2 == 0, "{got:?}");
    }
}

#[test]
fn the_submitter_reads_only_its_own_request() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &[]);
    let waiting = submit(&service, PROGRAM, dir.path());
    let record = pending(&service, 1).remove(0);
    let request_id = record["request_id"].as_str().unwrap();
    let mine = json(get(&format!("{}/requests/{request_id}", service.url), Some(SUBMIT)));
    assert_eq!(mine["status"], "pending");
    assert_eq!(get(&format!("{}/api/requests/{request_id}", service.url), Some("not-the-token")).0, 401);
    json(decide(&service, record["record_id"].as_str().unwrap(), "approved_once", ""));
    waiting.join().unwrap().unwrap();
}

/// One raw HTTP exchange, for headers a client library would not send.
fn raw(url: &str, request: &str) -> String {
    let address = url.strip_prefix("http://").unwrap();
    let mut stream = std::net::TcpStream::connect(address).unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
}

#[test]
fn foreign_hosts_and_origins_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &[]);
    let rebound = raw(&service.url, "GET /health HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    assert!(rebound.starts_with("HTTP/1.1 400"), "{rebound}");
    let port = service.url.rsplit(':').next().unwrap();
    let local =
        raw(&service.url, &format!("GET /health HTTP/1.1\r\nHost: localhost:{port}\r\nConnection: close\r\n\r\n"));
    assert!(local.starts_with("HTTP/1.1 200"), "{local}");
    let body = r#"{"decision": "approved_once"}"#;
    let cross = raw(
        &service.url,
        &format!(
            "POST /requests/x/decision HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://evil.example\r\nAuthorization: Bearer {APPROVE}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        ),
    );
    assert!(cross.starts_with("HTTP/1.1 403"), "{cross}");
    assert!(cross.ends_with(r#"{"detail":"origin not allowed"}"#), "{cross}");
}

#[test]
fn guessing_credentials_is_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &[]);
    let list = format!("{}/requests", service.url);
    for guess in 0..10 {
        assert_eq!(get(&list, Some(&format!("guess-{guess}"))).0, 401);
    }
    // Now even the right token waits out the window.
    let (status, body) = get(&list, Some(APPROVE));
    assert_eq!(status, 429, "{body}");
    assert!(body.contains("too many failed credential attempts"), "{body}");
    assert_eq!(get(&format!("{}/ui/login?key={APPROVE}", service.url), None).0, 429);
}

/// The status line's code of a raw GET of `path` carrying `cookie`.
fn status_with_cookie(url: &str, path: &str, cookie: &str) -> String {
    let port = url.rsplit(':').next().unwrap();
    let answer = raw(
        url,
        &format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nCookie: {cookie}\r\nConnection: close\r\n\r\n"),
    );
    answer.split(' ').nth(1).unwrap_or_default().to_string()
}

#[test]
fn a_signed_in_approver_stays_signed_in_across_a_restart_until_the_session_expires() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.sqlite3");
    let first = start(&state, &[]);
    let port = first.url.rsplit(':').next().unwrap().to_string();
    let login = raw(
        &first.url,
        &format!("GET /ui/login?key={APPROVE} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"),
    );
    assert!(login.starts_with("HTTP/1.1 303"), "{login}");
    let set_cookie = login.lines().find_map(|l| l.strip_prefix("set-cookie: ")).expect("a session cookie").to_string();
    assert!(set_cookie.contains("HttpOnly; SameSite=Strict; Path=/; Max-Age=43200"), "{set_cookie}");
    let cookie = set_cookie.split(';').next().unwrap().to_string();
    assert_eq!(status_with_cookie(&first.url, "/ui", &cookie), "200");
    drop(first);

    let second = start(&state, &[]);
    assert_eq!(status_with_cookie(&second.url, "/ui", &cookie), "200", "the session outlived the restart");
    assert_eq!(status_with_cookie(&second.url, "/requests", &cookie), "200");
    let forged = format!("{}x", cookie);
    assert_eq!(status_with_cookie(&second.url, "/ui", &forged), "401");
    drop(second);

    // The expiry is stored with the session: once it has passed, a restart does not revive it.
    let db = rusqlite::Connection::open(&state).unwrap();
    db.execute("UPDATE sessions SET expires_at = 1.0", []).unwrap();
    drop(db);
    let third = start(&state, &[]);
    assert_eq!(status_with_cookie(&third.url, "/ui", &cookie), "401");
}

#[test]
fn the_ui_s_poll_is_304_until_something_changes() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &[]);
    let rows = format!("{}/ui/rows", service.url);
    let poll = |tag: Option<&str>, token: Option<&str>| {
        let mut request = approval_server_support::agent().get(&rows);
        if let Some(tag) = tag {
            request = request.header("If-None-Match", tag);
        }
        if let Some(token) = token {
            request = request.header("Authorization", format!("Bearer {token}"));
        }
        let mut response = request.call().unwrap();
        let etag = response.headers().get("etag").map(|v| v.to_str().unwrap().to_string());
        (response.status().as_u16(), etag, response.body_mut().read_to_string().unwrap())
    };
    let (status, etag, body) = poll(None, Some(APPROVE));
    assert_eq!(status, 200);
    assert!(body.contains("No approval requests yet."), "{body}");
    let etag = etag.expect("an entity tag");
    let (status, same, body) = poll(Some(&etag), Some(APPROVE));
    assert_eq!((status, same.as_deref(), body.as_str()), (304, Some(etag.as_str()), ""));
    // The tag is no credential.
    assert_eq!(poll(Some(&etag), None).0, 401);
    let waiting = submit(&service, PROGRAM, dir.path());
    pending(&service, 1);
    let (status, newer, body) = poll(Some(&etag), Some(APPROVE));
    assert_eq!(status, 200);
    assert_ne!(newer.as_deref(), Some(etag.as_str()));
    assert!(body.contains("data-state=\"pending\""), "{body}");
    let id = pending(&service, 1)[0]["record_id"].as_str().unwrap().to_string();
    json(decide(&service, &id, "approved_once", ""));
    waiting.join().unwrap().unwrap();
    assert_eq!(poll(newer.as_deref(), Some(APPROVE)).0, 200, "a decision is a change");
}
