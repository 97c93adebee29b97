//! Issue 29's forms whose size is a term, in proofs: step slices of a symbolic string,
//! repetition (`s * n`, `"-" * n`, `[x] * n`), builtins reading a list of unknown length whole
//! (`max`, `min`, `sum`, `sorted`, `list`, `tuple`, `any`), `strip`/`lstrip`/`rstrip` and
//! `split(sep)` of a symbolic string. Each family proves a program that holds and refutes one
//! that does not, with an example that replays in the interpreter and fails under python3
//! too; past the sizes the prover models, the verdict is `skipped`, naming the construct.

#[path = "cpython_common/mod.rs"]
mod cpython_common;
#[path = "data_verdicts/mod.rs"]
mod data_verdicts;

use data_verdicts::DataDir;

const SIZED: DataDir = DataDir("sized");

/// What a test program must get.
enum Expect {
    Proved,
    /// Failed naming this, and CPython raises this exception on the example.
    Refuted(&'static str, &'static str),
    /// Skipped, saying this.
    Skipped(&'static str),
}

use Expect::{Proved, Refuted, Skipped};

fn check(cases: &[(&str, Expect)]) {
    for (name, expect) in cases {
        match expect {
            Proved => SIZED.proved(name),
            Refuted(failure, exception) => SIZED.refuted(name, failure, exception),
            Skipped(why) => SIZED.skipped(name, why),
        }
    }
}

#[test]
fn step_slices_of_a_symbolic_string_are_exact_per_length() {
    check(&[
        ("strided_pass", Proved),
        ("strided_fail", Refuted("assertion. Example: s=", "AssertionError")),
        ("strided_bounds_pass", Proved),
        ("strided_bounds_fail", Refuted("assertion. Example: a=", "AssertionError")),
        ("strided_zero_fail", Refuted("ValueError: slice step cannot be zero", "ValueError")),
        (
            "strided_unbounded_skipped",
            Skipped("slicing a string with a step is modelled for strings up to 32 characters"),
        ),
    ]);
}

#[test]
fn repetition_by_a_symbolic_count_is_exact() {
    check(&[
        ("repeat_text_pass", Proved),
        ("repeat_text_fail", Refuted("assertion. Example: n=", "AssertionError")),
        ("repeat_literal_pass", Proved),
        ("repeat_literal_fail", Refuted("assertion. Example: n=3", "AssertionError")),
        ("repeat_list_pass", Proved),
        ("repeat_list_fail", Refuted("assertion. Example: n=", "AssertionError")),
        // A count outside 64 bits is CPython's `OverflowError`, even for a count below zero.
        ("repeat_overflow_fail", Refuted("OverflowError", "OverflowError")),
    ]);
}

#[test]
fn builtins_read_a_list_of_unknown_length_per_length() {
    check(&[
        ("seq_pass", Proved),
        ("seq_fail", Refuted("assertion. Example: xs=[", "AssertionError")),
        ("seq_empty_fail", Refuted("ValueError: max() arg is an empty sequence. Example: xs=[]", "ValueError")),
        ("seq_sorted_pass", Proved),
        ("seq_sorted_fail", Refuted("assertion. Example: xs=[", "AssertionError")),
        // `max` and `min` of ints are exact for every length; `sum` past 16 items is any int.
        ("seq_extremes_pass", Proved),
        ("seq_extremes_fail", Refuted("assertion. Example: xs=[", "AssertionError")),
        ("seq_sum_long_skipped", Skipped("`sum()` of a list of unknown length longer than 16 items was approximated")),
        ("seq_sorted_unbounded_skipped", Skipped("`sorted()` over a list of unknown length is modelled up to 5 items")),
    ]);
}

#[test]
fn stripping_a_symbolic_string_is_exact_for_any_length() {
    check(&[
        ("strip_pass", Proved),
        ("strip_sides_pass", Proved),
        // Python's whitespace is Unicode's: a stripped `\x1f` or `\u3000` is whitespace too.
        ("strip_fail", Refuted("assertion. Example: s=", "AssertionError")),
        ("strip_chars_fail", Refuted("assertion. Example: s=", "AssertionError")),
    ]);
}

#[test]
fn splitting_by_a_plain_separator_is_exact_per_part_count() {
    check(&[
        ("split_pass", Proved),
        ("split_fail", Refuted("assertion. Example: s=", "AssertionError")),
        ("split_unbounded_skipped", Skipped("`.split()` of a symbolic string is modelled up to 16 parts")),
        ("split_whitespace_skipped", Skipped("`.split()` by whitespace on a symbolic value is not supported")),
        ("splitlines_skipped", Skipped("splitlines on a symbolic value is not supported")),
    ]);
}
