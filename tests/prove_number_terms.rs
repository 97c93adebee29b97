//! Conversions and methods of int and bool terms the prover models: `int()`, `float()` and
//! `str()` of a bool term, and `bit_length()` of an int term (exact below 2**64 in magnitude,
//! bounded beyond). What is proved holds in CPython on sampled inputs; what is refuted fails in
//! CPython on the counterexample too, and replays in the interpreter.

#![expect(clippy::disallowed_methods, reason = "the test reads its programs to hand them to CPython")]
mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::path::PathBuf;

fn source(name: &str) -> String {
    std::fs::read_to_string(format!("tests/data/number_terms/{name}.py")).unwrap()
}

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/number_terms/{name}.py"));
    let program = Program::from_path(&path, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

/// The program with a `main()` calling its `main` on these arguments, for CPython.
fn called(name: &str, args: &[(String, String)]) -> String {
    let args: Vec<String> = args.iter().map(|(n, v)| format!("{n}={v}")).collect();
    format!("{}\n_checked = main\n\n\ndef main():\n    return _checked({})\n", source(name), args.join(", "))
}

/// Refuted with `example`, reproduced by the interpreter, and failing in CPython as well.
fn refuted(name: &str, example: &str) {
    let r = report(name);
    assert_eq!(r.line, format!("main: failed assertion. Example: {example}."), "{name}");
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}");
    let cex = r.counterexample.expect("a counterexample");
    if let Some(out) = cpython_common::cpython_each(&[called(name, &cex)]) {
        assert_eq!(out, ["!AssertionError: "], "{name} fails in CPython on the counterexample");
    }
}

#[test]
fn bool_conversions_and_bit_length_prove_what_cpython_shows() {
    let r = report("terms_pass");
    assert_eq!(r.line, format!("main: proved! {}", ["assertion"; 8].join(", ")));
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
    if let Some(out) = cpython_common::cpython_each(&calls) {
        assert!(out.iter().all(|o| o == "None"), "every sampled run passes in CPython");
    }
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
