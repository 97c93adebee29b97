//! What a proof that stopped early (an unsupported construct, an undecided query, the path
//! cap) says about the obligations met on the paths it did explore: they held there, which
//! proves nothing about the rest.

use clauz3::{prove, Program, ProveOptions};
use std::path::PathBuf;

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/early_stop/{name}.py"));
    let root = PathBuf::from("tests/data/query_loops/tools/beds/trusted");
    let program = Program::from_path(&path, &[root]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

/// Kind and status of each obligation a report lists.
fn statuses(r: &clauz3::ProofReport) -> Vec<(String, &'static str)> {
    r.obligations.iter().map(|o| (o.kind.clone(), o.status)).collect()
}

#[test]
fn obligations_met_before_an_early_stop_are_not_reported_proved() {
    // Regression: they were listed as `proved` (every guarantee too, checked or not), and the
    // verdict said `partially proved` with nothing proved on every path.
    let r = report("skip");
    assert!(r.line.starts_with("main: skipped unsupported program body (`&` on a symbolic value"), "{}", r.line);
    let held = "held_on_explored_paths";
    let expected = [("assertion", held), ("precondition", held), ("guarantee", held)];
    assert_eq!(statuses(&r), expected.map(|(k, s)| (k.to_owned(), s)));
}

#[test]
fn a_failure_found_by_running_after_an_early_stop_claims_nothing_proved() {
    // Regression: the guarantee was listed `proved` beside the refuted precondition, though the
    // same call breaks it.
    let r = report("fail");
    assert!(r.line.starts_with("main: failed assertion. Example: "), "{}", r.line);
    let held = "held_on_explored_paths";
    let expected = [("assertion", held), ("precondition", held), ("precondition", "refuted")];
    assert_eq!(statuses(&r), expected.map(|(k, s)| (k.to_owned(), s)));
}
