//! The reference's runner (clauz3 0.2.1 `run`) against our `clauz3 approval-service` on
//! 127.0.0.1: it finds the service by its environment variable or by
//! `.clauz3/approval-service.json`, waits while a person decides through our API, verifies our
//! receipt and executes; a rerun asks again (the reference's own service would hand back the
//! spent receipt); a rejection stops it with exit 3; and with the operator's layer and a policy
//! our service accepts the layer the reference names and decides by itself; the other way
//! round, the reference's service accepts the layer our runner names. Skipped, with a note,
//! when the reference is not installed.
#![expect(clippy::disallowed_types, reason = "the tests run the reference and our binary")]
#![expect(clippy::disallowed_methods, reason = "the tests make a project directory")]

mod approval_server_support;
mod approval_service_support;

use approval_server_support::{decide, finish, json, pending, records, spawn_runner, start_in, GARDEN, GARDEN_PROGRAM};
use approval_service_support::{reference, start_reference};
use std::path::Path;
use std::process::{Child, Command};

/// The garden program without its f-string print (outside the reference's subset), as
/// `water.py` at the top of a copy of the garden project, where the reference's default layer
/// selection is the working directory's.
fn project() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let copied = Command::new("cp").arg("-r").arg(format!("{GARDEN}/.")).arg(dir.path()).status().unwrap();
    assert!(copied.success());
    let fixture = std::fs::read_to_string(format!("{GARDEN}/{GARDEN_PROGRAM}")).unwrap();
    let program: String = fixture.lines().filter(|l| !l.contains("print(f")).map(|l| format!("{l}\n")).collect();
    assert_ne!(program, fixture, "the fixture's f-string line is gone");
    std::fs::write(dir.path().join("water.py"), &program).unwrap();
    (dir, program)
}

/// A project, a directory outside it for state and nonces, and our service in the project.
struct Setup {
    dir: tempfile::TempDir,
    program: String,
    outside: tempfile::TempDir,
    service: approval_server_support::Service,
}

fn setup(flags: &[&str]) -> Setup {
    let (dir, program) = project();
    let outside = tempfile::tempdir().unwrap();
    let service = start_in(&outside.path().join("state.sqlite3"), flags, dir.path());
    Setup { dir, program, outside, service }
}

/// How the reference's runner finds the service.
enum Locate<'a> {
    Variable(&'a str),
    ConfigFile,
}

/// `reference run water.py` in the project, its nonces outside.
fn reference_run(reference: &Path, setup: &Setup, locate: &Locate<'_>) -> Child {
    let mut command = Command::new(reference);
    command.args(["run", "water.py"]).current_dir(setup.dir.path());
    for var in ["CLAUZ3_APPROVAL_SERVICE", "CLAUZ3_APPROVAL_URL", "CLAUZ3_APPROVAL_SIGNING_KEY"] {
        command.env_remove(var);
    }
    if let Locate::Variable(url) = locate {
        command.env("CLAUZ3_APPROVAL_SERVICE", url);
    }
    spawn_runner(&mut command, setup.outside.path())
}

#[test]
fn the_reference_runner_waits_for_a_person_at_our_service_and_a_rerun_asks_again() {
    let Some(reference) = reference() else { return };
    let setup = setup(&[]);
    let service = &setup.service;
    for round in 1..=2 {
        let run = reference_run(&reference, &setup, &Locate::Variable(&service.url));
        let record = pending(service, 1).remove(0);
        assert_eq!(record["source_name"], "water.py");
        assert_eq!(record["program"], setup.program);
        assert_eq!(record["record_id"], format!("{}-{round}", record["request_id"].as_str().unwrap()));
        assert_eq!(record["proofs"][0]["conclusion"], "proved!");
        let note = format!("round {round}");
        json(decide(service, record["record_id"].as_str().unwrap(), "approved_once", &note));
        let (code, stdout, stderr) = finish(run);
        assert_eq!(code, 0, "round {round}: {stdout}{stderr}");
        assert!(stdout.contains("approval: approved_once receipt=clz2."), "{stdout}");
        assert!(stdout.contains("executed: main\neffects: 4\n"), "{stdout}");
        assert!(stdout.contains("tools.garden.trusted.effects.water(bed='b', litres=5)"), "{stdout}");
    }
}

#[test]
fn the_reference_runner_finds_our_service_by_its_config_file_and_stops_on_a_rejection() {
    let Some(reference) = reference() else { return };
    let setup = setup(&[]);
    let dir = setup.dir.path();
    std::fs::create_dir_all(dir.join(".clauz3")).unwrap();
    let config = serde_json::json!({ "url": setup.service.url }).to_string();
    std::fs::write(dir.join(".clauz3/approval-service.json"), config).unwrap();
    let run = reference_run(&reference, &setup, &Locate::ConfigFile);
    let record = pending(&setup.service, 1).remove(0);
    json(decide(&setup.service, record["record_id"].as_str().unwrap(), "rejected_contract", "not bed b"));
    let (code, stdout, stderr) = finish(run);
    assert_eq!(code, 3, "{stdout}{stderr}");
    assert!(stderr.contains("approval: rejected_contract"), "{stderr}");
    assert!(stderr.contains("feedback: not bed b"), "{stderr}");
    assert!(!stdout.contains("executed"), "{stdout}");
}

#[test]
fn our_service_accepts_the_layer_the_reference_runner_names_and_its_policy_decides() {
    let Some(reference) = reference() else { return };
    let setup = setup(&["--trusted-root", "tools/garden/trusted", "--policy", "approve_small.json"]);
    let (code, stdout, stderr) = finish(reference_run(&reference, &setup, &Locate::Variable(&setup.service.url)));
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("approval: auto_approved receipt=clz2."), "{stdout}");
    let record = records(&setup.service).remove(0);
    assert_eq!(record["auto_decision"], serde_json::json!({"rule": "small-garden", "reason": "at most 40 litres"}));
    // The reference names its default selection by absolute paths: the directory and its `.clauz3`.
    let here = std::fs::canonicalize(setup.dir.path()).unwrap();
    let expected = [here.join(".clauz3").display().to_string(), here.display().to_string()];
    assert_eq!(record["import_roots"], serde_json::json!(expected));
    // The approver reads the guarantees in the layer's words.
    let words: Vec<&str> =
        record["guarantee_details"].as_array().unwrap().iter().filter_map(|d| d["description"].as_str()).collect();
    assert_eq!(words, ["At most 30 litres are poured in total.", "Only the beds ['a', 'b'] are watered."]);
}

#[test]
fn the_reference_service_accepts_the_layer_our_runner_names_and_its_policy_decides() {
    let Some(reference) = reference() else { return };
    let (dir, _) = project();
    let outside = tempfile::tempdir().unwrap();
    let key = approval_server_support::SIGNING_KEY;
    let env = [
        ("CLAUZ3_APPROVAL_TOKEN", approval_server_support::SUBMIT),
        ("CLAUZ3_APPROVAL_DECISION_TOKEN", "approver"),
        ("CLAUZ3_APPROVAL_SIGNING_KEY", key),
    ];
    let flags = ["approval-service", "--trusted-root", "tools/garden/trusted", "--policy", "approve_small.json"];
    let service = start_reference(&reference, dir.path(), &flags, &env);
    // The layer our runner names (absolute trusted roots, the directory and its `.clauz3` as
    // import roots) is the one the reference's operator configured.
    let mut command = Command::new(env!("CARGO_BIN_EXE_clauz3"));
    command.args(["run", "--audit-log"]).arg(outside.path().join("audit.jsonl")).arg("water.py");
    command.current_dir(dir.path()).env_remove("CLAUZ3_APPROVAL_URL").env("CLAUZ3_APPROVAL_SERVICE", &service.url);
    let (code, stdout, stderr) = finish(spawn_runner(&mut command, outside.path()));
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("approval: auto_approved receipt=clz2."), "{stdout}");
    assert!(stdout.contains("executed: main\neffects: 4\n"), "{stdout}");
}
