//! Issue 29's forms whose size is a term, in proofs: step slices of a symbolic string,
//! repetition (`s * n`, `"-" * n`, `[x] * n`), builtins reading a list of unknown length whole
//! (`max`, `min`, `sum`, `sorted`, `list`, `tuple`, `any`), `strip`/`lstrip`/`rstrip` and
//! `split(sep)` of a symbolic string. Each family proves a program that holds and refutes one
//! that does not, with an example that replays in the interpreter and fails under python3
//! too; past the sizes the prover models, the verdict is `skipped`, naming the construct.

#![expect(clippy::disallowed_methods, reason = "the tests read their programs to run them under python3")]

#[path = "cpython_common/mod.rs"]
mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::path::PathBuf;

fn source(name: &str) -> String {
    std::fs::read_to_string(format!("tests/data/sized/{name}.py")).expect("test program")
}

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/sized/{name}.py"));
    let program = Program::from_path(&path, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

fn proved(name: &str) {
    let r = report(name);
    assert_eq!(r.conclusion, Conclusion::Proved, "{name}: {}", r.line);
    assert!(r.line.starts_with("main: proved! "), "{name}: {}", r.line);
}

/// A refutation of `name` naming `failure`, whose example replays in the interpreter and makes
/// CPython's `main` raise the same exception.
fn refuted(name: &str, failure: &str, exception: &str) {
    let r = report(name);
    assert!(r.line.starts_with(&format!("main: failed {failure}")), "{name}: {}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}: {}", r.line);
    let example = r.counterexample.unwrap_or_default();
    let call: Vec<String> = example.iter().map(|(n, v)| format!("{n}={v}")).collect();
    let program = format!("{}\n_target = main\ndef main():\n    return _target({})\n", source(name), call.join(", "));
    if let Some(answers) = cpython_common::cpython_each(&[program]) {
        assert!(answers[0].starts_with(&format!("!{exception}")), "{name}: python3 says {}", answers[0]);
    }
}

fn skipped(name: &str, why: &str) {
    let r = report(name);
    assert!(r.line.starts_with("main: skipped "), "{name}: {}", r.line);
    assert!(r.line.contains(why), "{name}: {}", r.line);
}

#[test]
fn step_slices_of_a_symbolic_string_are_exact_per_length() {
    proved("strided_pass");
    refuted("strided_fail", "assertion. Example: s=", "AssertionError");
    proved("strided_bounds_pass");
    refuted("strided_bounds_fail", "assertion. Example: a=", "AssertionError");
    refuted("strided_zero_fail", "ValueError: slice step cannot be zero", "ValueError");
    skipped("strided_unbounded_skipped", "slicing a string with a step is modelled for strings up to 32 characters");
}

#[test]
fn repetition_by_a_symbolic_count_is_exact() {
    proved("repeat_text_pass");
    refuted("repeat_text_fail", "assertion. Example: n=", "AssertionError");
    proved("repeat_literal_pass");
    refuted("repeat_literal_fail", "assertion. Example: n=3", "AssertionError");
    proved("repeat_list_pass");
    refuted("repeat_list_fail", "assertion. Example: n=", "AssertionError");
    // A count outside 64 bits is CPython's `OverflowError`, even for a count below zero.
    refuted("repeat_overflow_fail", "OverflowError", "OverflowError");
}

#[test]
fn builtins_read_a_list_of_unknown_length_per_length() {
    proved("seq_pass");
    refuted("seq_fail", "assertion. Example: xs=[", "AssertionError");
    refuted("seq_empty_fail", "ValueError: max() iterable argument is empty. Example: xs=[]", "ValueError");
    proved("seq_sorted_pass");
    refuted("seq_sorted_fail", "assertion. Example: xs=[", "AssertionError");
    // `max` and `min` of ints are exact for every length; `sum` past 16 items is any int.
    proved("seq_extremes_pass");
    refuted("seq_extremes_fail", "assertion. Example: xs=[", "AssertionError");
    skipped("seq_sum_long_skipped", "`sum()` of a list of unknown length longer than 16 items was approximated");
    skipped("seq_sorted_unbounded_skipped", "`sorted()` over a list of unknown length is modelled up to 5 items");
}

#[test]
fn stripping_a_symbolic_string_is_exact_for_any_length() {
    proved("strip_pass");
    proved("strip_sides_pass");
    // Python's whitespace is Unicode's: a stripped `\x1f` or `\u3000` is whitespace too.
    refuted("strip_fail", "assertion. Example: s=", "AssertionError");
    refuted("strip_chars_fail", "assertion. Example: s=", "AssertionError");
}

#[test]
fn splitting_by_a_plain_separator_is_exact_per_part_count() {
    proved("split_pass");
    refuted("split_fail", "assertion. Example: s=", "AssertionError");
    skipped("split_unbounded_skipped", "`.split()` of a symbolic string is modelled up to 16 parts");
    skipped("split_whitespace_skipped", "`.split()` by whitespace on a symbolic value is not supported");
    skipped("splitlines_skipped", "splitlines on a symbolic value is not supported");
}
