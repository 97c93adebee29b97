//! Remembered decisions (`clauz3 approval-service --remember-decisions`) over real HTTP: the
//! service proves each request itself on the operator's layer; a decision remembered on one
//! program decides a *different* program with the same verified guarantees, which `clauz3 run`
//! then executes with the fresh receipt, and the requests still waiting that it matches; a
//! changed trusted file, a program that does not prove
//! and a request whose guarantees are not its program's are asked again; deny rules win;
//! rules are disabled, promoted from the history, kept across a restart, and only the
//! approver may see or change them.
#![expect(clippy::disallowed_types, reason = "the tests run the binary")]
#![expect(clippy::disallowed_methods, reason = "the tests copy and change a project directory")]

mod approval_server_support;

use approval_server_support::{
    decide, finish, get, json, pending, post, records, spawn_runner, start_in, Service, APPROVE, GARDEN, SUBMIT,
};
use serde_json::{json, Value};
use std::path::Path;
use std::process::{Child, Command};

const FIRST: &str = "programs/water_dry_beds.py";

/// Another program with the same guarantees (stated in the other order), imports and effects.
const SECOND: &str = r#"import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import moisture, water


@clauz3.guarantee(garden.only_beds(["a", "b"]))
@clauz3.guarantee(garden.total_water_at_most(30))
def main() -> int:
    total = 0
    if moisture("b") < 80:
        water("b", 8)
        total += 8
    water("a", 12)
    print(f"poured {total + 12} litres")
    return total + 12
"#;

/// The same promises, broken: it pours 40 litres.
const THIRSTY: &str = r#"import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import moisture, water


@clauz3.guarantee(garden.total_water_at_most(30))
@clauz3.guarantee(garden.only_beds(["a", "b"]))
def main() -> None:
    water("a", 20)
    water("b", 20)
"#;

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// A copy of the garden project in `dir`, with the second program beside the first.
fn project(dir: &Path) -> std::path::PathBuf {
    let garden = dir.join("garden");
    copy_dir(Path::new(GARDEN), &garden);
    std::fs::write(garden.join("programs/second.py"), SECOND).unwrap();
    garden
}

/// The service in `garden` with its layer as the operator's, remembering decisions.
fn service(garden: &Path, state: &Path) -> Service {
    start_in(state, &["--trusted-root", "tools/garden/trusted", "--remember-decisions"], garden)
}

/// `clauz3 run PROGRAM` in `garden` against `service`, its nonces and audit log in `cache`.
fn run(service: &Service, garden: &Path, program: &str, cache: &Path) -> Child {
    std::fs::create_dir_all(cache).unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_clauz3"));
    command.args(["run", "--audit-log"]).arg(cache.join("audit.jsonl")).arg(program).current_dir(garden);
    command.env_remove("CLAUZ3_APPROVAL_SERVICE").env("CLAUZ3_APPROVAL_URL", &service.url);
    spawn_runner(&mut command, cache)
}

fn id(record: &Value) -> &str {
    record["record_id"].as_str().unwrap()
}

/// The approver's remembered rules.
fn rules(service: &Service) -> Vec<Value> {
    json(get(&format!("{}/api/profile", service.url), Some(APPROVE)))["rules"].as_array().unwrap().clone()
}

fn profile_post(service: &Service, action: &str, id: &str) -> (u16, String) {
    post(&format!("{}/api/profile/{action}", service.url), Some(APPROVE), &json!({ "id": id }).to_string())
}

/// Runs `program` and has a person decide it with `body`; returns the run's exit code and stdout.
fn decided_run(service: &Service, garden: &Path, program: &str, cache: &Path, body: Value) -> (i32, String) {
    let child = run(service, garden, program, cache);
    let record = pending(service, 1).remove(0);
    assert_eq!(record["profile_eligible"], true, "{record}");
    json(post(&format!("{}/requests/{}/decision", service.url, id(&record)), Some(APPROVE), &body.to_string()));
    let (code, stdout, stderr) = finish(child);
    (code, format!("{stdout}{stderr}"))
}

#[test]
fn a_remembered_approval_runs_another_program_with_the_same_guarantees() {
    let dir = tempfile::tempdir().unwrap();
    let garden = project(dir.path());
    let service = service(&garden, &dir.path().join("state.sqlite3"));
    let body = json!({"decision": "approved_remember", "feedback": "fine for the garden"});
    let (code, out) = decided_run(&service, &garden, FIRST, &dir.path().join("c1"), body);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("approval: approved_remember receipt=clz2."), "{out}");
    let first = records(&service).remove(0);
    assert_eq!(first["remembered_rule"], json!({"id": "rule-1", "enabled": true}));

    let (code, stdout, stderr) = finish(run(&service, &garden, "programs/second.py", &dir.path().join("c2")));
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("approval: auto_approved receipt=clz2."), "{stdout}");
    assert!(stdout.contains("poured 20 litres\n"), "{stdout}");
    assert!(stdout.contains("executed: main\neffects: 3\n"), "{stdout}");
    let second = records(&service).remove(1);
    assert_eq!(second["status"], "approved");
    assert_eq!(second["source_name"], "programs/second.py");
    assert_eq!(second["auto_decision"]["rule"], "rule-1");
    assert_eq!(second["auto_decision"]["remembered"], true);
    assert_eq!(second["profile_signature"], first["profile_signature"]);
    assert_ne!(second["approval"]["receipt"], first["approval"]["receipt"]);

    let rule = rules(&service).remove(0);
    assert_eq!(rule["id"], "rule-1");
    assert_eq!(rule["decision"], "allow");
    assert_eq!(rule["record_id"], id(&first));
    assert_eq!(rule["decided_requests"], 1);
    let history = json(get(&format!("{}/api/profile", service.url), Some(APPROVE)))["history"].clone();
    assert_eq!(history[0]["id"], id(&second));
    assert_eq!(history[0]["rule_id"], "rule-1");
    assert_eq!(history[1]["decision"], "approved_remember");
    let sources = history[1]["basis"]["trusted_sources"].as_array().unwrap();
    assert!(sources.iter().any(|s| s[0] == "tools.garden.trusted.effects"), "{sources:?}");

    // The same promises, but one more effect in reach: a person is asked again.
    let more = SECOND
        .replace("import moisture, water", "import flaky, moisture, water")
        .replace("    water(\"a\", 12)\n", "    water(\"a\", 12)\n    if total > 100:\n        flaky(\"a\")\n");
    std::fs::write(garden.join("programs/third.py"), more).unwrap();
    let child = run(&service, &garden, "programs/third.py", &dir.path().join("c3"));
    let record = pending(&service, 1).remove(0);
    assert_eq!(record["profile_eligible"], true);
    assert_ne!(record["profile_signature"], first["profile_signature"]);
    json(decide(&service, id(&record), "rejected", ""));
    assert_eq!(finish(child).0, 3);
}

#[test]
fn a_changed_trusted_file_asks_again_and_a_restart_keeps_the_rules() {
    let dir = tempfile::tempdir().unwrap();
    let garden = project(dir.path());
    let state = dir.path().join("state.sqlite3");
    let service = service(&garden, &state);
    let body = json!({"decision": "approved_once", "remember": true});
    assert_eq!(decided_run(&service, &garden, FIRST, &dir.path().join("c1"), body).0, 0);
    drop(service);

    let service = self::service(&garden, &state);
    let (code, stdout, stderr) = finish(run(&service, &garden, FIRST, &dir.path().join("c2")));
    assert_eq!(code, 0, "after a restart: {stdout}{stderr}");
    assert!(stdout.contains("approval: auto_approved"), "{stdout}");

    let effects = garden.join("tools/garden/trusted/effects.py");
    let text = std::fs::read_to_string(&effects).unwrap();
    std::fs::write(&effects, format!("{text}\n# edited by the operator\n")).unwrap();
    let child = run(&service, &garden, FIRST, &dir.path().join("c3"));
    let record = pending(&service, 1).remove(0);
    assert_eq!(record["profile_eligible"], true);
    assert_ne!(record["profile_signature"], records(&service)[0]["profile_signature"]);
    json(decide(&service, id(&record), "rejected", "asked again"));
    assert_eq!(finish(child).0, 3);
}

#[test]
fn a_rejection_remembered_wins_and_rules_can_be_disabled_or_promoted() {
    let dir = tempfile::tempdir().unwrap();
    let garden = project(dir.path());
    let service = service(&garden, &dir.path().join("state.sqlite3"));
    let cache = |n: u32| dir.path().join(format!("c{n}"));
    assert_eq!(decided_run(&service, &garden, FIRST, &cache(1), json!({"decision": "approved_once"})).0, 0);
    let body = json!({"decision": "rejected", "remember": true, "feedback": "not this season"});
    let (code, out) = decided_run(&service, &garden, FIRST, &cache(2), body);
    assert_eq!(code, 3, "{out}");
    let (code, _, stderr) = finish(run(&service, &garden, "programs/second.py", &cache(3)));
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("approval: auto_rejected"), "{stderr}");
    assert_eq!(records(&service)[2]["auto_decision"]["rule"], "rule-1");

    // The first approval, promoted from the history, does not override the rejection.
    let first = id(&records(&service)[0]).to_string();
    assert_eq!(json(profile_post(&service, "remember", &first)), json!({"rule_id": "rule-2"}));
    let (code, _, stderr) = finish(run(&service, &garden, FIRST, &cache(4)));
    assert_eq!(code, 3, "deny first: {stderr}");
    assert_eq!(records(&service)[3]["auto_decision"]["rule"], "rule-1");

    assert_eq!(json(profile_post(&service, "disable", "rule-1")), json!({"ok": true}));
    let (code, stdout, stderr) = finish(run(&service, &garden, FIRST, &cache(5)));
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert_eq!(records(&service)[4]["auto_decision"]["rule"], "rule-2");

    assert_eq!(json(profile_post(&service, "disable", "rule-2")), json!({"ok": true}));
    let enabled: Vec<bool> = rules(&service).iter().map(|r| r["enabled"].as_bool().unwrap()).collect();
    assert_eq!(enabled, [false, false]);
    let child = run(&service, &garden, FIRST, &cache(6));
    let record = pending(&service, 1).remove(0);
    // Asking for more cannot be remembered; nothing is recorded and the run keeps waiting.
    let more = json!({"decision": "request_more", "remember": true}).to_string();
    let answer = post(&format!("{}/requests/{}/decision", service.url, id(&record)), Some(APPROVE), &more);
    assert_eq!(answer.0, 400, "{}", answer.1);
    assert!(answer.1.contains("only an approval or a rejection can be remembered"), "{}", answer.1);
    json(decide(&service, id(&record), "request_more", "revise"));
    assert_eq!(finish(child).0, 3);
    let answer = profile_post(&service, "remember", id(&record));
    assert_eq!(answer.0, 400, "{}", answer.1);
    assert_eq!(profile_post(&service, "disable", "rule-9").0, 404);
}

/// Posts `request` in the background (it waits for a decision) and returns its pending record.
fn submit(service: &Service, request: &Value) -> (std::thread::JoinHandle<(u16, String)>, Value) {
    let url = format!("{}/requests", service.url);
    let body = request.to_string();
    let waiting = std::thread::spawn(move || post(&url, Some(SUBMIT), &body));
    (waiting, pending(service, 1).remove(0))
}

/// The request `clauz3 run` would send for the first program in `garden`.
fn runner_request(garden: &Path, dir: &Path) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["run", "--yes", "--json", "--audit-log"])
        .arg(dir.join("yes.jsonl"))
        .arg(FIRST)
        .current_dir(garden)
        .output()
        .unwrap();
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    report["request"].clone()
}

#[test]
fn what_the_service_does_not_prove_itself_cannot_be_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let garden = project(dir.path());
    let service = service(&garden, &dir.path().join("state.sqlite3"));
    let template = runner_request(&garden, dir.path());
    // A program that does not prove, sent with a claim that it did.
    let mut thirsty = template.clone();
    let sha = clauz3::approval::protocol::sha256_hex(THIRSTY.as_bytes());
    thirsty["program"] = json!(THIRSTY);
    thirsty["request_id"] = json!(format!("clr_{}", &sha[..12]));
    thirsty["program_sha256"] = json!(sha);
    let (waiting, record) = submit(&service, &thirsty);
    assert_eq!(record["profile_eligible"], false);
    let why = record["profile_error"].as_str().unwrap();
    assert!(why.starts_with("the service's own proof did not prove it (main: failed guarantee"), "{why}");
    let remember = json!({"decision": "approved_remember"}).to_string();
    let answer = post(&format!("{}/requests/{}/decision", service.url, id(&record)), Some(APPROVE), &remember);
    assert_eq!(answer.0, 400);
    assert!(
        answer.1.contains("this request cannot be remembered: the service's own proof did not prove it"),
        "{}",
        answer.1
    );
    json(decide(&service, id(&record), "rejected", ""));
    assert_eq!(waiting.join().unwrap().0, 200);

    // A proved program whose request shows other guarantees than it states.
    let mut claimed = template;
    claimed["guarantees"] = json!(["garden.total_water_at_most(30)"]);
    let (waiting, record) = submit(&service, &claimed);
    assert_eq!(record["profile_eligible"], false);
    assert_eq!(record["profile_error"], "the request's guarantees are not the ones the service reads in its program");
    json(decide(&service, id(&record), "rejected", ""));
    assert_eq!(waiting.join().unwrap().0, 200);
    assert!(rules(&service).is_empty());
}

#[test]
fn only_the_approver_sees_the_profile_and_only_with_remembering_on() {
    let dir = tempfile::tempdir().unwrap();
    let garden = project(dir.path());
    let service = service(&garden, &dir.path().join("state.sqlite3"));
    let url = &service.url;
    for token in [None, Some(SUBMIT)] {
        assert_eq!(get(&format!("{url}/api/profile"), token).0, 401);
        let answer = post(&format!("{url}/api/profile/disable"), token, r#"{"id": "rule-1"}"#);
        assert_eq!(answer.0, 401);
        assert_eq!(get(&format!("{url}/ui/profile"), token).0, 401);
    }
    assert_eq!(json(get(&format!("{url}/api/profile"), Some(APPROVE))), json!({"rules": [], "history": []}));
    let (status, page) = get(&format!("{url}/ui/profile"), Some(APPROVE));
    assert_eq!(status, 200);
    assert!(page.contains("No remembered decisions yet."), "{page}");
    drop(service);

    let plain = start_in(&dir.path().join("plain.sqlite3"), &["--trusted-root", "tools/garden/trusted"], &garden);
    let answer = get(&format!("{}/api/profile", plain.url), Some(APPROVE));
    assert_eq!(answer, (404, r#"{"detail":"profiles are not enabled"}"#.to_string()));
    let answer = post(&format!("{}/api/profile/remember", plain.url), Some(APPROVE), r#"{"id": "x"}"#);
    assert_eq!(answer.0, 404);
    let child = run(&plain, &garden, FIRST, &dir.path().join("c1"));
    let record = pending(&plain, 1).remove(0);
    assert!(record.get("profile_eligible").is_none(), "{record}");
    let remember = json!({"decision": "approved_once", "remember": true}).to_string();
    let answer = post(&format!("{}/requests/{}/decision", plain.url, id(&record)), Some(APPROVE), &remember);
    assert_eq!(answer.0, 400);
    assert!(answer.1.contains("this request cannot be remembered"), "{}", answer.1);
    // Without remembering, `approved_remember` approves once, as in the reference.
    json(decide(&plain, id(&record), "approved_remember", ""));
    assert_eq!(finish(child).0, 0);
    assert!(records(&plain)[0].get("remembered_rule").is_none());

    let refused = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["approval-service", "--port", "0", "--remember-decisions", "--state"])
        .arg(dir.path().join("other.sqlite3"))
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&refused.stderr),
        "error: --remember-decisions requires operator-configured roots: supply --trusted-root and/or --import-root; \
the service proves each request on the operator's layer, never on the request's own paths\n"
    );
}

#[test]
fn a_remembered_decision_also_decides_the_requests_still_waiting() {
    let dir = tempfile::tempdir().unwrap();
    let garden = project(dir.path());
    let service = service(&garden, &dir.path().join("state.sqlite3"));
    let first = run(&service, &garden, FIRST, &dir.path().join("c1"));
    pending(&service, 1);
    let second = run(&service, &garden, "programs/second.py", &dir.path().join("c2"));
    let waiting = pending(&service, 2);
    let body = json!({"decision": "rejected", "remember": true, "feedback": "not now"}).to_string();
    json(post(&format!("{}/requests/{}/decision", service.url, id(&waiting[0])), Some(APPROVE), &body));
    let (code, _, stderr) = finish(first);
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("approval: rejected ("), "{stderr}");
    let (code, _, stderr) = finish(second);
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("approval: auto_rejected"), "{stderr}");
    let settled = records(&service).remove(1);
    assert_eq!(settled["status"], "denied");
    assert_eq!(settled["auto_decision"]["rule"], "rule-1");
    assert_eq!(rules(&service)[0]["decided_requests"], 1);
}
