//! The prover's models of step slices, repetition, `strip` and `split` of a str term, and of
//! builtins over a list of unknown length, held to CPython at random points: for an input
//! pinned to a value by an `if`, CPython's result of the form is proved equal to it, and a claim
//! that it differs is refuted with an example that replays. Needs `python3` on PATH.

#[path = "cpython_common/mod.rs"]
mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};
use proptest::prelude::*;

/// A text from characters the forms treat differently (whitespace of several kinds, the
/// separators and stripped characters below, a non-ASCII letter), as a Python literal.
fn text() -> impl Strategy<Value = String> {
    let chars = prop::sample::select(vec![' ', ',', 'a', 'b', 'x', 'y', '\t', '\u{3000}', '\u{1c}', 'é', '-']);
    prop::collection::vec(chars, 0..7).prop_map(|cs| {
        let escaped: String = cs.iter().map(|c| format!("\\u{:04x}", u32::from(*c))).collect();
        format!("'{escaped}'")
    })
}

/// A form over `s` (a str) whose size the prover fixes per path or defines exactly.
fn text_form() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![2, 3, -1, -2]).prop_map(|k| format!("s[::{k}]")),
        (-4i64..5, -4i64..5, prop::sample::select(vec![2, -1, -2, 3])).prop_map(|(a, b, k)| format!("s[{a}:{b}:{k}]")),
        prop::sample::select(vec![
            "s.strip()",
            "s.lstrip()",
            "s.rstrip()",
            "s.strip('xy')",
            "s.rstrip(', ')",
            "s.lstrip('-a')",
            "s.split(',')",
            "s.split(',', 1)",
            "s.split('ab')",
            "s.split(', ')",
        ])
        .prop_map(str::to_owned),
        (-2i64..4).prop_map(|n| format!("s * {n}")),
        (-2i64..4).prop_map(|n| format!("[s] * {n}")),
    ]
}

/// A form over `xs` (a list of ints of unknown length).
fn list_form() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "max(xs)",
        "min(xs)",
        "sum(xs)",
        "sorted(xs)",
        "len(tuple(xs))",
        "sorted(xs, reverse=True)",
        "any(xs)",
        "sum(xs, 3)",
    ])
    .prop_map(str::to_owned)
}

/// A case: the parameters, the condition pinning them, the form.
fn case() -> impl Strategy<Value = (String, String, String)> {
    prop_oneof![
        (text(), text_form()).prop_map(|(t, f)| ("s: str".to_owned(), format!("s == {t}"), f)),
        (prop::collection::vec(-3i64..4, 0..5), list_form()).prop_map(|(items, f)| {
            let mut pins = vec![format!("len(xs) == {}", items.len())];
            pins.extend(items.iter().enumerate().map(|(i, v)| format!("xs[{i}] == {v}")));
            ("xs: list[int]".to_owned(), pins.join(" and "), f)
        }),
    ]
}

fn verdict(params: &str, pin: &str, claim: &str) -> clauz3::ProofReport {
    let source = format!("def main({params}) -> int:\n    if {pin}:\n        assert {claim}\n    return 0\n");
    let program = Program::from_source("agent.py", &source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4, ..ProptestConfig::default() })]

    #[test]
    fn forms_of_sized_terms_agree_with_cpython(cases in prop::collection::vec(case(), 8)) {
        // CPython's value of each form at the pinned input (or the exception it raises).
        let programs: Vec<String> = cases
            .iter()
            .map(|(params, pin, form)| {
                let name = params.split(':').next().unwrap_or_default();
                let value = if name == "s" { pin.trim_start_matches("s == ").to_owned() } else { list_of(pin) };
                format!("def main():\n    {name} = {value}\n    return {form}\n")
            })
            .collect();
        let Some(answers) = cpython_common::cpython_each(&programs) else { return Ok(()) };
        for ((params, pin, form), answer) in cases.iter().zip(answers) {
            if let Some(exception) = answer.strip_prefix('!') {
                let exception = exception.split(':').next().unwrap_or_default();
                let r = verdict(params, pin, &format!("{form} is not None"));
                prop_assert!(r.line.starts_with(&format!("main: failed {exception}")), "{form} at {pin}: {}", r.line);
                prop_assert_eq!(r.replay.as_deref(), Some("reproduced"));
                continue;
            }
            let equal = verdict(params, pin, &format!("{form} == {answer}"));
            prop_assert_eq!(equal.conclusion, Conclusion::Proved, "{} == {} at {}: {}", form, answer, pin, equal.line);
            let differs = verdict(params, pin, &format!("{form} != {answer}"));
            prop_assert!(differs.line.starts_with("main: failed assertion"), "{} != {} at {}: {}", form, answer, pin, differs.line);
            prop_assert_eq!(differs.replay.as_deref(), Some("reproduced"));
        }
    }
}

/// The list a pin like `len(xs) == 2 and xs[0] == 1 and xs[1] == -3` fixes, as a literal.
fn list_of(pin: &str) -> String {
    let items: Vec<&str> = pin.split(" and ").skip(1).filter_map(|p| p.split(" == ").nth(1)).collect();
    format!("[{}]", items.join(", "))
}
