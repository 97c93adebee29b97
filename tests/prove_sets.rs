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
