//! `clauz3::dry_run` with the run's safety checks: the runtime monitor for the program's own
//! guarantees and the audit log, with every effect answered from the script.
#![expect(clippy::disallowed_methods, reason = "reads the audit log the dry run wrote")]

use clauz3::{dry_run, DryRunOptions, Program, ScriptedReturns};
use std::path::PathBuf;

fn program(name: &str) -> Program {
    let path = PathBuf::from(format!("tests/data/rows/programs/{name}.py"));
    let root = PathBuf::from("tests/data/rows/tools/pantry/trusted");
    Program::from_path(&path, &[root]).unwrap_or_else(|e| panic!("{}", e.text))
}

fn jars(n: usize) -> ScriptedReturns {
    let rows: Vec<serde_json::Value> =
        (0..n).map(|i| serde_json::json!({"label": format!("j{i}"), "grams": 10, "sealed": true})).collect();
    ScriptedReturns::from_json(&serde_json::json!({ "find_jars": [rows] })).unwrap()
}

#[test]
fn the_monitor_stops_the_call_that_would_break_a_guarantee() {
    // `at_most_takes(9)` with ten heavy jars: the tenth take is not answered.
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("audit.jsonl");
    let options =
        DryRunOptions { returns: jars(10), monitor: true, audit_log: Some(log.clone()), ..DryRunOptions::default() };
    let trace = dry_run(&program("bounded_fail"), &options);
    let violation = trace.violation.expect("the monitor must fire");
    assert!(violation.contains("does not hold if effect #11"), "{violation}");
    assert_eq!(trace.effects.len(), 10, "find_jars and nine takes were answered");
    assert!(trace.failure.is_some());

    let text = std::fs::read_to_string(&log).unwrap();
    let events: Vec<serde_json::Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let kinds: Vec<&str> = events.iter().map(|e| e["event"].as_str().unwrap()).collect();
    assert_eq!(kinds.iter().filter(|k| **k == "started").count(), 10);
    assert_eq!(kinds.iter().filter(|k| **k == "ok").count(), 10);
    assert_eq!(kinds.last(), Some(&"monitor_violation"));
}

#[test]
fn a_run_within_the_guarantees_passes_the_monitor() {
    let options = DryRunOptions { returns: jars(9), monitor: true, ..DryRunOptions::default() };
    let trace = dry_run(&program("bounded_fail"), &options);
    assert_eq!(trace.violation, None);
    assert!(trace.failure.is_none());
    assert_eq!(trace.effects.len(), 10);
}

#[test]
fn guarantees_over_the_whole_trace_are_checked_at_the_end() {
    // Column binding holds for labels of returned rows, by value, at run time.
    let options = DryRunOptions { returns: jars(3), monitor: true, ..DryRunOptions::default() };
    let trace = dry_run(&program("bounded_pass"), &options);
    assert_eq!(trace.violation, None, "{:?}", trace.effects);
    assert_eq!(trace.effects.len(), 4);
}
