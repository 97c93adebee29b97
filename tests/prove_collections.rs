//! `collections` in proofs: on plain values a `Counter`, `deque` or `defaultdict` runs in the
//! interpreter inside the proof, so a guarantee about the effect calls they decide is proved
//! or refuted with a replayed counterexample; met with a term, the path is `skipped`, naming
//! the class, never proved.

use clauz3::{prove, Program, ProveOptions};
use std::path::PathBuf;

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/collections/{name}.py"));
    let root = PathBuf::from("tests/data/query_loops/tools/beds/trusted");
    let program = Program::from_path(&path, &[root]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

#[test]
fn counts_of_plain_values_decide_the_guarantee() {
    let r = report("counted_pass");
    assert!(r.line.starts_with("main: proved!"), "{}", r.line);
    let r = report("counted_fail");
    assert!(r.line.starts_with("main: failed "), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn a_defaultdict_calls_its_factory_inside_the_proof() {
    let r = report("defaultdict_pass");
    assert!(r.line.starts_with("main: proved!"), "{}", r.line);
    let r = report("defaultdict_fail");
    assert!(r.line.starts_with("main: failed "), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn a_counter_of_terms_is_skipped_by_name() {
    let r = report("counted_terms_skip");
    assert!(r.line.starts_with("main: skipped "), "{}", r.line);
    assert!(r.line.contains("`Counter()` on a symbolic value"), "{}", r.line);
}

#[test]
fn the_classes_are_not_builtins_without_an_import() {
    let path = PathBuf::from("tests/data/collections/bare_name_refused.py");
    let err = Program::from_path(&path, &[]).err().expect("refused");
    assert!(err.text.contains("bare_name_refused.py:2:11"), "{}", err.text);
    assert!(err.text.contains("`Counter`"), "{}", err.text);
}

#[test]
fn a_defaultdict_and_a_counter_keyed_by_sliced_tuples_are_looked_up_as_in_the_interpreter() {
    // Once a bogus `KeyError` counterexample: the tuple the prover built was looked up as a
    // term, and a missing key raised instead of calling the factory or reading zero.
    let r = report("tuple_keys_pass");
    assert!(r.line.starts_with("main: proved!"), "{}", r.line);
    let r = report("tuple_keys_fail");
    assert!(r.line.starts_with("main: failed "), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}
