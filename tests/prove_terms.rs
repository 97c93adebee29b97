//! Operations on terms the prover models: `int()`, `float()` and `str()` of a bool term,
//! `bit_length()` of an int term (exact below 2**64 in magnitude, bounded beyond), comparisons
//! (`==`, `<`, ...) of tuples, `NamedTuple`s and lists holding terms, `is` between dicts the
//! program made, `rfind` and `rindex` of str terms, `join` of a list of unknown length,
//! `hex`/`oct`/`bin` and `round` of int terms, `round`, `min` and `max` of float terms. What is
//! proved holds in CPython on sampled inputs; what is refuted fails in CPython on the
//! counterexample too, and replays in the interpreter.

#![expect(clippy::disallowed_methods, reason = "the test reads its programs to hand them to CPython")]
mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::path::PathBuf;

fn source(name: &str) -> String {
    std::fs::read_to_string(format!("tests/data/terms/{name}.py")).unwrap()
}

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/terms/{name}.py"));
    let program = Program::from_path(&path, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

/// The program with a `main()` calling its `main` on these arguments, for CPython.
fn called(name: &str, args: &[(String, String)]) -> String {
    // A counterexample shows a nan or an infinity as `repr` does, which is no Python literal.
    let literal = |v: &str| match v {
        "nan" | "inf" | "-inf" => format!("float('{v}')"),
        _ => v.to_owned(),
    };
    let args: Vec<String> = args.iter().map(|(n, v)| format!("{n}={}", literal(v))).collect();
    format!("{}\n_checked = main\n\n\ndef main():\n    return _checked({})\n", source(name), args.join(", "))
}

/// Refuted with `example`, reproduced by the interpreter, and failing in CPython as well.
fn refuted(name: &str, example: &str) {
    refuted_where(name, |line| line == format!("main: failed assertion. Example: {example}."));
}

/// Refuted with an example whose line passes `expected`, then as [`refuted`].
fn refuted_where(name: &str, expected: impl Fn(&str) -> bool) {
    let r = report(name);
    assert!(expected(&r.line), "{name}: {}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}");
    let cex = r.counterexample.expect("a counterexample");
    if let Some(out) = cpython_common::cpython_each(&[called(name, &cex)]) {
        assert_eq!(out, ["!AssertionError: "], "{name} fails in CPython on the counterexample");
    }
}

/// Proved, with `n` assertions.
fn proved(name: &str, n: usize) {
    let r = report(name);
    assert_eq!(r.line, format!("main: proved! {}", vec!["assertion"; n].join(", ")), "{name}");
}

fn passes_in_cpython(calls: &[String]) {
    if let Some(out) = cpython_common::cpython_each(calls) {
        assert!(out.iter().all(|o| o == "None"), "every sampled run passes in CPython: {out:?}");
    }
}

#[test]
fn bool_conversions_and_bit_length_prove_what_cpython_shows() {
    proved("terms_pass", 8);
    // Sampled runs in CPython, across the exact range's edge and beyond it.
    let mut samples: Vec<String> = (-300..300).map(|k: i64| k.to_string()).collect();
    samples.extend(
        ["2**64 - 1", "2**64", "-2**64", "2**100", "-(2**70) + 1", "1023", "1024", "2047", "2048"].map(String::from),
    );
    let calls: Vec<String> = samples
        .iter()
        .flat_map(|k| {
            ["True", "False"].map(|f| {
                called("terms_pass", &[("k".into(), k.clone()), ("flag".into(), f.into()), ("x".into(), "0.5".into())])
            })
        })
        .collect();
    passes_in_cpython(&calls);
}

#[test]
fn a_bool_converted_to_a_number_is_refuted_where_cpython_fails() {
    refuted("bool_fail", "flag=True");
}

#[test]
fn bit_length_is_refuted_where_cpython_fails() {
    refuted("bit_length_fail", "k=256");
    refuted("bit_length_negative_fail", "k=-4");
}

#[test]
fn bit_length_past_64_bits_is_never_proved() {
    // `k = 2**69` fails; the prover only bounds a bit length past 64 bits, so its example
    // may not replay: no verdict, never a proof.
    let r = report("bit_length_wide");
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert_eq!(
        r.line,
        "main: skipped unsupported program body (`bit_length()` of an int of more than 64 bits was approximated by its bounds, and the counterexample did not replay)"
    );
    if let Some(out) = cpython_common::cpython_each(&[called("bit_length_wide", &[("k".into(), "2**69".into())])]) {
        assert_eq!(out, ["!AssertionError: "]);
    }
}

#[test]
fn tuples_and_named_tuples_of_terms_compare_item_by_item() {
    proved("tuples_pass", 8);
    let mut calls = Vec::new();
    for (a, b) in [(0, 0), (1, 2), (2, 1), (-5, 7), (3, 3)] {
        for x in ["0.5", "float('nan')", "float('inf')"] {
            let args =
                [("a".to_owned(), a.to_string()), ("b".to_owned(), b.to_string()), ("x".to_owned(), x.to_owned())];
            calls.push(called("tuples_pass", &args));
        }
    }
    passes_in_cpython(&calls);
    refuted("tuples_fail", "a=101, b=101");
}

#[test]
fn dicts_the_program_made_are_the_same_object_only_through_one_binding() {
    proved("dict_identity_pass", 8);
    let calls: Vec<String> = (-3..10).map(|a| called("dict_identity_pass", &[("a".into(), a.to_string())])).collect();
    passes_in_cpython(&calls);
    refuted("dict_identity_fail", "a=6");
}

#[test]
fn tuples_and_lists_of_terms_order_by_their_first_differing_items() {
    proved("order_pass", 9);
    let mut calls = Vec::new();
    for (a, b) in [(-3, 0), (0, 0), (7, 4), (10, -1), (12, 3)] {
        for s in ["''", "'a'", "'zz'"] {
            for x in ["0.5", "float('nan')", "float('-inf')"] {
                let args = [
                    ("a".to_owned(), a.to_string()),
                    ("b".to_owned(), b.to_string()),
                    ("s".to_owned(), s.to_owned()),
                    ("x".to_owned(), x.to_owned()),
                ];
                calls.push(called("order_pass", &args));
            }
        }
    }
    passes_in_cpython(&calls);
    refuted("order_fail", "a=7, b=4, s=''");
}

/// A pair of items CPython would not reach still has to be compared by the prover; when it
/// cannot be (an `int` against a `str`), the path is skipped, never guessed.
#[test]
fn an_ordering_whose_later_items_cannot_compare_is_skipped() {
    let r = report("order_mixed_skipped");
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("comparing tuples"), "{}", r.line);
}

#[test]
fn rfind_and_rindex_find_the_last_occurrence_as_cpython_does() {
    proved("rfind_pass", 6);
    let r = report("rindex_pass");
    assert_eq!(r.line, "main: proved! ValueError, assertion");
    let texts = ["", "a", "aa", "aaa", "xaaa", "aaxaa", "a@b@c", "@", "@@", "b", "aaaa"];
    let calls: Vec<String> = texts
        .iter()
        .flat_map(|s| {
            (-6..7).map(move |start| {
                called("rfind_pass", &[("s".into(), format!("{s:?}")), ("start".into(), start.to_string())])
            })
        })
        .chain(texts.iter().map(|s| called("rindex_pass", &[("s".into(), format!("{s:?}"))])))
        .collect();
    passes_in_cpython(&calls);
    // Two occurrences, overlapping (`aaa`) or not (`aaBaa`): which one the solver shows
    // depends on how far its search for a short example got; CPython checks it fails.
    refuted_where("rfind_fail", |line| line.starts_with("main: failed assertion. Example: s='"));
    refuted("rindex_fail", "s='@'");
}

#[test]
fn join_of_a_list_of_unknown_length_is_read_per_length() {
    let r = report("join_pass");
    assert_eq!(r.line, "main: proved! IndexError, IndexError, assertion, assertion, assertion");
    let lists = ["[]", "['']", "['a']", "['a', 'b']", "['-', '']", "['x', 'y', 'z', '']"];
    passes_in_cpython(&lists.map(|xs| called("join_pass", &[("xs".into(), xs.into())])));
    refuted_where("join_fail", |line| line.starts_with("main: failed assertion. Example: xs=["));
}

#[test]
fn hex_oct_and_bin_of_int_terms_are_built_digit_by_digit() {
    proved("radix_pass", 6);
    let calls: Vec<String> = (-1001..1001)
        .step_by(7)
        .chain([255, -10, 0, 999, -999])
        .flat_map(|n: i64| {
            ["True", "False"].map(|f| called("radix_pass", &[("n".into(), n.to_string()), ("flag".into(), f.into())]))
        })
        .collect();
    passes_in_cpython(&calls);
    refuted_where("radix_fail", |line| line.starts_with("main: failed assertion. Example: n="));
    // Past the digits the paths follow, the verdict is never a proof.
    assert_eq!(report("radix_wide").conclusion, Conclusion::Skipped);
}

#[test]
fn round_of_int_and_float_terms_is_exact() {
    // Halves to the even multiple (`round(25, -1)` is 20, `round(35, -1)` is 40); a float's
    // NaN and infinity obligations of `round(x)`; `round(x, -400)` is a zero.
    let r = report("round_pass");
    let obligations = ["ValueError", "OverflowError", "OverflowError", "OverflowError"];
    let checks = obligations.iter().copied().chain(["assertion"; 7]).collect::<Vec<_>>().join(", ");
    assert_eq!(r.line, format!("main: proved! {checks}"));
    let samples: Vec<String> = (-60..60)
        .flat_map(|n: i64| {
            ["2.5", "-0.5", "1e299", "-1e299", "0.125", "float('nan')", "float('inf')"]
                .map(|x| called("round_pass", &[("n".into(), n.to_string()), ("x".into(), x.into())]))
        })
        .collect();
    passes_in_cpython(&samples);
    refuted("round_int_fail", "n=-5");
    refuted("round_float_fail", "x=4.5");
}

#[test]
fn min_and_max_of_float_terms_pick_the_object_as_cpython_does() {
    // One term for the pick instead of a branch per item; the picked object is still the
    // one in the list, nan included.
    proved("extremes_pass", 5);
    let samples: Vec<String> = ["1.5", "-0.0", "0.0", "float('nan')", "float('inf')", "-2.0"]
        .iter()
        .flat_map(|a| {
            ["0.0", "float('nan')", "3.25", "-2.0"].into_iter().flat_map(move |b| {
                ["-1.0", "float('nan')", "0.0"].into_iter().map(move |c| {
                    let args = [("a", *a), ("b", b), ("c", c)].map(|(n, v)| (n.to_owned(), v.to_owned()));
                    called("extremes_pass", &args)
                })
            })
        })
        .collect();
    passes_in_cpython(&samples);
    refuted_where("extremes_fail", |line| line.starts_with("main: failed assertion. Example: "));
    refuted_where("extremes_order_fail", |line| line.starts_with("main: failed assertion. Example: "));
}

#[test]
fn a_term_compared_with_none_is_never_none() {
    // `x is None` on an int, str, float or a list built of terms: the usual default-argument
    // idiom, which used to leave the whole program skipped.
    proved("none_checks_pass", 7);
    let samples: Vec<String> = ["-4", "0", "9"]
        .iter()
        .flat_map(|n| {
            ["''", "'ab'"].into_iter().map(move |w| {
                let args = [("n", *n), ("word", w), ("x", "float('nan')")].map(|(k, v)| (k.to_owned(), v.to_owned()));
                called("none_checks_pass", &args)
            })
        })
        .collect();
    passes_in_cpython(&samples);
    refuted("none_checks_fail", "n=3");
}
