//! Sets holding symbolic values: each item is guarded by when it is in the set as a new item,
//! so `len`, `sum`, membership and the operators are exact terms, and iteration settles the
//! guards on the path.

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

#[test]
fn set_operators_methods_and_comparisons_prove_whichever_items_are_equal() {
    let r = report("ops_pass");
    assert_eq!(r.conclusion, clauz3::Conclusion::Proved, "{}", r.line);
    assert_eq!(r.obligations.len(), 12, "{}", r.line);
}

#[test]
fn a_union_of_distinct_names_is_refuted_with_a_replaying_example() {
    let r = report("ops_fail");
    assert!(r.line.starts_with("main: failed guarantee. Example: a="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    assert_eq!(r.trace.len(), 3, "{:?}", r.trace);
}

#[test]
fn an_augmented_set_operation_changes_the_set_every_name_holds() {
    let r = report("inplace_fail");
    assert!(r.line.starts_with("main: failed assertion. Example: a="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let a = r.counterexample.as_ref().and_then(|c| c.iter().find(|(n, _)| n == "a")).map(|(_, v)| v.clone());
    let b = r.counterexample.as_ref().and_then(|c| c.iter().find(|(n, _)| n == "b")).map(|(_, v)| v.clone());
    assert_eq!(a, b, "the assertion fails only when both names are the same");
}

#[test]
fn a_plain_set_no_other_name_holds_takes_terms_in_place() {
    let r = report("plain_inplace_fail");
    assert!(r.line.starts_with("main: failed assertion. Example: x="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = report("plain_alias_skip");
    assert_eq!(r.conclusion, clauz3::Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("`|=` of a plain set that other names also hold"), "{}", r.line);
}

#[test]
fn counting_summing_and_asking_a_set_of_terms_takes_no_branch() {
    let path = PathBuf::from("tests/data/sets/guarded_pass.py");
    let root = PathBuf::from("tests/data/query_loops/tools/beds/trusted");
    let program = Program::from_path(&path, &[root]).unwrap_or_else(|e| panic!("{}", e.text));
    let (r, paths) = clauz3::prove_keeping_paths(&program, &ProveOptions::default());
    assert_eq!(r.conclusion, clauz3::Conclusion::Proved, "{}", r.line);
    // `len`, `sum`, `in`, `|`, `^`, `-`, `add` and `discard` are terms over which items are
    // equal, so the whole function is one path, not one per way the items can coincide.
    assert_eq!(paths.len(), 1);
}

#[test]
fn a_count_of_distinct_items_is_refuted_where_they_all_differ() {
    let r = report("guarded_fail");
    assert!(r.line.starts_with("main: failed guarantee. Example: a="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    assert_eq!(r.trace.len(), 2, "{:?}", r.trace);
}
