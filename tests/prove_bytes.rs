//! `bytes` in proofs: concrete bytes go through the shared dispatch like any concrete value;
//! bytes made from a symbolic str are skipped with the construct and its line, never guessed.

use clauz3::{prove, Program, ProveOptions};
use std::path::PathBuf;

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/bytes/{name}.py"));
    let program = Program::from_path(&path, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

#[test]
fn concrete_bytes_and_digests_prove() {
    let r = report("concrete_pass");
    assert!(r.line.starts_with("main: proved! "), "{}", r.line);
}

#[test]
fn utf8_lengths_are_counted_in_bytes() {
    let r = report("concrete_fail");
    assert!(r.line.starts_with("main: failed assertion. Example: s="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn encoding_a_symbolic_str_is_skipped_by_name_and_line() {
    let r = report("encode_term_skip");
    assert!(r.line.starts_with("main: skipped "), "{}", r.line);
    assert!(r.line.contains("encode") && r.line.contains("line 5"), "{}", r.line);
}
