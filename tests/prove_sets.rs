//! Sets holding symbolic values: adding branches on equality with each item, so the items are
//! distinct on every path and `len`, iteration and membership are exact.

use clauz3::{prove, Program, ProveOptions};
use std::path::PathBuf;

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/sets/{name}.py"));
    let root = PathBuf::from("tests/data/query_loops/tools/beds/trusted");
    let program = Program::from_path(&path, &[root]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

#[test]
fn deduplicating_with_a_set_proves() {
    assert_eq!(report("dedupe_pass").line, "main: proved! assertion, assertion, assertion, assertion, guarantee");
    assert_eq!(report("membership_pass").line, "main: proved! assertion, assertion, assertion");
}

#[test]
fn equal_items_merge_and_distinct_ones_count() {
    let r = report("display_fail");
    assert!(r.line.starts_with("main: failed assertion. Example: a="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = report("distinct_fail");
    assert!(r.line.starts_with("main: failed guarantee. Example: a="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    assert_eq!(r.trace.len(), 3, "{:?}", r.trace);
}

#[test]
fn dict_keys_that_are_terms_merge_when_equal() {
    // Storing under a term branches on its equality with each key already there.
    assert_eq!(report("dict_keys_pass").line, "main: proved! KeyError, assertion, assertion, assertion");
    let r = report("dict_keys_fail");
    assert!(r.line.starts_with("main: failed assertion. Example: a="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

/// Kind and status of each obligation a report lists.
fn statuses(r: &clauz3::ProofReport) -> Vec<(String, &'static str)> {
    r.obligations.iter().map(|o| (o.kind.clone(), o.status)).collect()
}

#[test]
fn obligations_met_before_an_early_stop_are_not_reported_proved() {
    // Regression: they were listed as `proved` (every guarantee too, checked or not), and the
    // verdict said `partially proved` with nothing proved on every path.
    let r = report("early_stop_skip");
    assert!(r.line.starts_with("main: skipped unsupported program body (`|` on a symbolic value"), "{}", r.line);
    let held = "held_on_explored_paths";
    let expected = [("assertion", held), ("precondition", held), ("guarantee", held)];
    assert_eq!(statuses(&r), expected.map(|(k, s)| (k.to_owned(), s)));
}

#[test]
fn a_failure_found_by_running_after_an_early_stop_claims_nothing_proved() {
    // Regression: the guarantee was listed `proved` beside the refuted precondition, though the
    // same call breaks it.
    let r = report("early_stop_fail");
    assert!(r.line.starts_with("main: failed assertion. Example: "), "{}", r.line);
    let held = "held_on_explored_paths";
    let expected = [("assertion", held), ("precondition", held), ("precondition", "refuted")];
    assert_eq!(statuses(&r), expected.map(|(k, s)| (k.to_owned(), s)));
}
