//! Soundness of the prover against the interpreter on random programs over ints: a proved
//! program never fails when run on any sampled input, and a refuted one fails on its
//! counterexample (the replay, checked inside `prove`).
#![expect(clippy::disallowed_methods, reason = "reads PROPTEST_CASES")]

use clauz3::{dry_run, prove, Conclusion, DryRunOptions, Program, ProveOptions};
use proptest::prelude::*;

fn int_expr() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("a".to_owned()),
        Just("b".to_owned()),
        Just("x".to_owned()),
        (-3i64..8).prop_map(|i| if i < 0 { format!("({i})") } else { i.to_string() }),
    ];
    leaf.prop_recursive(3, 12, 2, |inner| {
        prop_oneof![
            (inner.clone(), prop::sample::select(vec!["+", "-", "*", "//", "%"]), inner.clone())
                .prop_map(|(l, op, r)| format!("({l} {op} {r})")),
            (inner.clone(), inner.clone()).prop_map(|(l, r)| format!("min({l}, {r})")),
            (inner.clone(), inner.clone()).prop_map(|(l, r)| format!("max({l}, {r})")),
            inner.clone().prop_map(|e| format!("abs({e})")),
            inner.prop_map(|e| format!("(3, -1, 7, 0)[({e}) % 4]")),
        ]
    })
}

fn cmp() -> BoxedStrategy<String> {
    (int_expr(), prop::sample::select(vec!["<", "<=", "==", "!=", ">", ">="]), int_expr())
        .prop_map(|(l, op, r)| format!("{l} {op} {r}"))
        .boxed()
}

fn cond() -> impl Strategy<Value = String> {
    prop_oneof![
        cmp(),
        (cmp(), prop::sample::select(vec!["and", "or"]), cmp()).prop_map(|(l, op, r)| format!("({l}) {op} ({r})")),
        cmp().prop_map(|c| format!("not ({c})")),
    ]
}

/// An assertion: a random condition (usually refutable), or one that holds by construction
/// (which the prover must prove, however complex its parts).
fn assertion() -> impl Strategy<Value = String> {
    prop_oneof![
        cond(),
        (int_expr(), int_expr()).prop_map(|(p, q)| format!("min({p}, {q}) <= max({p}, {q})")),
        int_expr().prop_map(|e| format!("abs({e}) >= 0 and abs({e}) >= {e}")),
        (int_expr(), 1i64..6).prop_map(|(e, k)| format!("({e}) // {k} * {k} + ({e}) % {k} == {e}")),
        (int_expr(), 1i64..6).prop_map(|(e, k)| format!("0 <= ({e}) % {k} < {k}")),
        cond().prop_map(|c| format!("({c}) or not ({c})")),
    ]
}

fn program() -> impl Strategy<Value = String> {
    (int_expr(), cond(), int_expr(), int_expr(), assertion()).prop_map(|(init, test, then, orelse, check)| {
        format!(
            "def main(a: int, b: int) -> int:\n    x = 0\n    x = {init}\n    if {test}:\n        x = {then}\n    else:\n        x = {orelse}\n    assert {check}\n    return x\n"
        )
    })
}

const SAMPLES: [(i64, i64); 12] =
    [(0, 0), (1, 0), (0, 1), (-1, 1), (2, -3), (7, 7), (-5, -5), (3, 4), (100, -1), (-100, 3), (6, 2), (-7, 0)];

/// Proves one program and checks the verdict against the interpreter; returns the conclusion.
fn check(source: &str) -> Conclusion {
    let program = Program::from_source("gen.py", source, &[]).unwrap();
    let report = prove(&program, &ProveOptions { timeout_ms: 2_000, ..ProveOptions::default() });
    match report.conclusion {
        Conclusion::Proved => {
            for (a, b) in SAMPLES {
                let runner = format!("{source}\ndef sample() -> int:\n    return main({a}, {b})\n");
                let program = Program::from_source("gen.py", &runner, &[]).unwrap();
                let trace = dry_run(&program, &DryRunOptions { target: "sample".into(), ..DryRunOptions::default() });
                assert!(
                    trace.failure.is_none(),
                    "proved, but main({a}, {b}) fails: {:?}\n{source}",
                    trace.failure.map(|f| f.message)
                );
            }
        }
        Conclusion::Failed => assert_eq!(report.replay.as_deref(), Some("reproduced"), "{}\n{}", report.line, source),
        Conclusion::Skipped | Conclusion::PartiallyProved => {}
        Conclusion::Vacuous | Conclusion::NoTheorem => panic!("{}\n{}", report.line, source),
    }
    report.conclusion
}

#[test]
fn proved_programs_never_fail_and_refutations_replay() {
    use proptest::strategy::ValueTree;
    let cases: usize = std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(64);
    let mut runner = proptest::test_runner::TestRunner::default();
    let (mut proved, mut failed) = (0, 0);
    for _ in 0..cases {
        let source = program().new_tree(&mut runner).unwrap().current();
        match check(&source) {
            Conclusion::Proved => proved += 1,
            Conclusion::Failed => failed += 1,
            Conclusion::Skipped | Conclusion::PartiallyProved | Conclusion::Vacuous | Conclusion::NoTheorem => {}
        }
    }
    // The generator must exercise both outcomes, or the test proves nothing.
    assert!(proved * 10 >= cases && failed * 10 >= cases, "proved {proved}, failed {failed} of {cases}");
}
