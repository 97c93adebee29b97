//! `clauz3 run` against our own approval service, end to end: the run waits while a person
//! approves through the API and then executes; a rerun of the identical program asks again and
//! runs again (the reference hands back the spent receipt); with the operator's roots and a
//! policy, the service decides by itself and shows each guarantee in the layer's words.
#![expect(clippy::disallowed_types, reason = "the tests run the binary")]
#![expect(clippy::disallowed_methods, reason = "the tests make a layer directory")]

mod approval_server_support;

use approval_server_support::{
    decide, finish, json, pending, records, spawn_run, start, start_in, GARDEN, GARDEN_PROGRAM,
};
use std::path::Path;
use std::process::Command;

const PROGRAM: &str = GARDEN_PROGRAM;

#[test]
fn a_run_approved_by_a_person_executes_and_a_rerun_asks_again() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &[]);
    for round in 1..=2 {
        let run = spawn_run(&service.url, dir.path());
        let record = pending(&service, 1).remove(0);
        assert_eq!(record["source_name"], PROGRAM);
        assert_eq!(record["proofs"][0]["conclusion"], "proved!");
        json(decide(&service, record["record_id"].as_str().unwrap(), "approved_once", &format!("round {round}")));
        let (code, stdout, stderr) = finish(run);
        assert_eq!(code, 0, "round {round}: {stdout}{stderr}");
        assert!(stdout.contains("approval: approved_once receipt=clz2."), "{stdout}");
        assert!(stdout.contains("executed: main\neffects: 4\n"), "{stdout}");
    }
    assert_eq!(records(&service).len(), 2);
}

#[test]
fn a_rejection_stops_the_run_with_exit_3() {
    let dir = tempfile::tempdir().unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &[]);
    let run = spawn_run(&service.url, dir.path());
    let record = pending(&service, 1).remove(0);
    json(decide(&service, record["record_id"].as_str().unwrap(), "rejected_contract", "not bed b"));
    let (code, stdout, stderr) = finish(run);
    assert_eq!(code, 3, "{stdout}{stderr}");
    assert!(stderr.contains("approval: rejected_contract"), "{stderr}");
    assert!(stderr.contains("feedback: not bed b"), "{stderr}");
    assert!(!stdout.contains("executed"), "{stdout}");
}

/// The service in the garden with its layer as the operator's, and `extra` flags.
fn garden_service(dir: &Path, extra: &[&str]) -> approval_server_support::Service {
    let mut args = vec!["--trusted-root", "tools/garden/trusted"];
    args.extend_from_slice(extra);
    start_in(&dir.join("state.sqlite3"), &args, Path::new(GARDEN))
}

#[test]
fn a_policy_over_the_operator_s_layer_approves_by_itself() {
    let dir = tempfile::tempdir().unwrap();
    let policy = std::path::absolute(format!("{GARDEN}/approve_small.json")).unwrap();
    let service = garden_service(dir.path(), &["--policy", policy.to_str().unwrap()]);
    let (code, stdout, stderr) = finish(spawn_run(&service.url, dir.path()));
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("approval: auto_approved receipt=clz2."), "{stdout}");
    let record = records(&service).remove(0);
    assert_eq!(record["auto_decision"], serde_json::json!({"rule": "small-garden", "reason": "at most 40 litres"}));
    assert_eq!(record["status"], "approved");
}

#[test]
fn the_operator_s_layer_gives_each_guarantee_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let service = garden_service(dir.path(), &[]);
    let run = spawn_run(&service.url, dir.path());
    let record = pending(&service, 1).remove(0);
    // The runner's own request, built by the same code: its words are the service's words.
    let own = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["run", "--yes", "--json", "--audit-log"])
        .arg(dir.path().join("yes.jsonl"))
        .arg(PROGRAM)
        .current_dir(GARDEN)
        .output()
        .unwrap();
    let report: serde_json::Value = serde_json::from_slice(&own.stdout).unwrap();
    assert_eq!(record["guarantee_details"], report["request"]["guarantee_details"]);
    // And they are what CPython's str.format makes of each contract's description template.
    let python = Command::new("python3")
        .args(["-c", "print('At most {litres} litres are poured in total.'.format(litres=30)); print('Only the beds {beds} are watered.'.format(beds=['a', 'b']))"])
        .output()
        .unwrap();
    let expected: Vec<String> = String::from_utf8(python.stdout).unwrap().lines().map(str::to_owned).collect();
    let words: Vec<&str> =
        record["guarantee_details"].as_array().unwrap().iter().map(|d| d["description"].as_str().unwrap()).collect();
    assert_eq!(words, expected);
    let expressions: Vec<&str> =
        record["guarantee_details"].as_array().unwrap().iter().map(|d| d["expression"].as_str().unwrap()).collect();
    assert_eq!(expressions, ["garden.total_water_at_most(30)", "garden.only_beds([\"a\", \"b\"])"]);
    let simulated: Vec<&str> =
        record["simulated_effects"].as_array().unwrap().iter().map(|e| e.as_str().unwrap()).collect();
    assert!(simulated.contains(&"tools.garden.trusted.effects.water"), "{simulated:?}");
    json(decide(&service, record["record_id"].as_str().unwrap(), "rejected", ""));
    assert_eq!(finish(run).0, 3);
}

#[test]
fn a_request_for_another_layer_is_refused_when_roots_are_configured() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = dir.path().join("tools/other/trusted");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let service = start(&dir.path().join("state.sqlite3"), &["--trusted-root", elsewhere.to_str().unwrap()]);
    let (code, stdout, stderr) = finish(spawn_run(&service.url, dir.path()));
    assert_eq!(code, 2, "{stdout}{stderr}");
    assert!(stderr.contains("requested trusted_roots and import_roots do not match an authorized layer"), "{stderr}");
    assert!(records(&service).is_empty());
}
