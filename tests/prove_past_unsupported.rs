//! A path that reaches a construct the prover cannot model does not end the proof: the other
//! paths are still explored, and a failure found on one of them is reported with its
//! counterexample when a concrete run reproduces it. Otherwise the verdict names the first
//! unsupported construct, as when no path fails; it is never a proof.

use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::path::PathBuf;

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/past_unsupported/{name}.py"));
    let program = Program::from_path(&path, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

/// The failure stands, with a counterexample the interpreter reproduces.
fn failed(name: &str, line: &str) {
    let r = report(name);
    assert_eq!(r.line, line, "{name}");
    assert_eq!(r.conclusion, Conclusion::Failed, "{name}");
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}");
}

/// The verdict of `pow(2, k, 7)` at `line`, the construct every program here cannot prove.
fn skipped_at(line: u32) -> String {
    format!(
        "main: skipped unsupported program body (`pow()` on a symbolic value is not supported by the prover yet at line {line}: pow(2, k, 7))"
    )
}

/// (kind, line, status) of each obligation of the report.
fn obligations(r: &clauz3::ProofReport) -> Vec<(String, u32, &'static str)> {
    r.obligations.iter().map(|o| (o.kind.clone(), o.location.as_ref().map_or(0, |l| l.line), o.status)).collect()
}

#[test]
fn a_failure_after_the_unsupported_path_is_reported() {
    failed("failing_after", "main: failed assertion. Example: k=0, n=123457.");
    failed(
        "exception_after",
        "main: failed ZeroDivisionError: integer division or modulo by zero. Example: k=0, n=123457.",
    );
}

#[test]
fn a_failure_before_the_unsupported_construct_is_reported() {
    failed("failing_before", "main: failed assertion. Example: k=0, n=123457.");
}

#[test]
fn a_failure_in_a_loop_or_a_helper_is_reported() {
    failed("in_loop", "main: failed assertion. Example: k=0, n=1002.");
    failed("in_helper", "main: failed assertion. Example: k=0, n=123457.");
}

#[test]
fn without_a_failing_path_the_first_unsupported_construct_is_the_verdict() {
    let r = report("none_fails");
    assert_eq!(r.line, skipped_at(3));
    assert_eq!(r.conclusion, Conclusion::Skipped);
    assert_eq!(r.counterexample, None);
    // The assertion after the unsupported construct held on the paths explored in full.
    assert_eq!(obligations(&r), [("assertion".to_owned(), 4, "held_on_explored_paths")]);
}

#[test]
fn a_failure_that_does_not_replay_leaves_the_unsupported_verdict() {
    // The prover's bounds on `str.count` allow a failure the exact count rules out: with
    // another path unsupported, the verdict is that path's construct, as if none failed.
    let r = report("not_replayed");
    assert_eq!(r.line, skipped_at(3));
    assert_eq!(r.conclusion, Conclusion::Skipped);
    assert_eq!((r.counterexample.clone(), r.replay.clone()), (None, None));
    assert!(r.trace.is_empty());
    assert_eq!(obligations(&r), [("assertion".to_owned(), 7, "unknown")]);
    let json = serde_json::to_value(&r).unwrap();
    assert_eq!(json["conclusion"], "skipped");
    assert_eq!(json["obligations"][0]["status"], "unknown");
}

#[test]
fn obligations_met_only_on_an_unsupported_path_are_unknown() {
    let source = "def main(k: int, n: int) -> None:\n    if k > 3:\n        assert k > 0\n        assert pow(2, k, 7) < 100\n    assert n != n + 1\n";
    let program = Program::from_source("met.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.line, skipped_at(4));
    assert_eq!(
        obligations(&r),
        [("assertion".to_owned(), 5, "held_on_explored_paths"), ("assertion".to_owned(), 3, "unknown")]
    );
}

/// Every path meets the construct where the branches join again: exploring stops at the second
/// path that meets it (not after every combination of the branches), naming it.
#[test]
fn a_construct_every_path_meets_is_named_once_two_paths_meet_it() {
    let r = report("shared_end");
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert_eq!(r.line, skipped_at(8));
}
