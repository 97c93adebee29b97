//! An `ensures` is assumed whole or the verdict says why not: a conjunct the prover cannot
//! encode (a comprehension over a list of unknown length, such as an effect's result) makes the
//! verdict `skipped`, naming the expression, instead of being dropped or weakened (which gave
//! counterexamples the effect can never produce, and `proved!` for programs that fail).

#[path = "cli_common/mod.rs"]
mod cli_common;

const DIR: &str = "tests/data/ensures_whole";

/// `clauz3 prove PROGRAM` in the layer's directory: the verdict line, after checking that no
/// counterexample failed to replay and nothing panicked.
fn verdict(program: &str) -> String {
    let (code, stdout, stderr) = cli_common::clauz3_in(DIR, "prove", &[&format!("programs/{program}")]);
    let all = format!("{stdout}{stderr}");
    assert!(code != 101 && !all.contains("panicked"), "{program}: {all}");
    assert!(!all.contains("parity error"), "{program}: {all}");
    stdout.lines().next().unwrap_or_default().to_owned()
}

#[test]
fn an_ensures_over_every_item_is_never_dropped() {
    for (program, expression) in [
        ("loop_over_prices.py", "[x > 0 for x in result]"),
        ("first_size.py", "[x > 0 for x in result]"),
        ("first_weight.py", "[x for x in result if x > 0]"),
        ("first_count.py", "[x <= 0 for x in result]"),
    ] {
        let line = verdict(program);
        assert!(line.starts_with("main: skipped"), "{program}: {line}");
        assert!(line.contains("comprehension over a list of unknown length") && line.contains(expression), "{line}");
    }
}

#[test]
fn a_comprehension_over_an_effects_list_is_not_one_item_long() {
    // Built item by item from the one symbolic row, `ys` had one element: `len(ys) == 1` was
    // proved, though CPython fails on `sizes() == []`.
    let line = verdict("copied_sizes.py");
    assert!(!line.contains("proved"), "{line}");
    let line = verdict("counted_sizes.py");
    assert!(!line.contains("proved"), "{line}");
}

#[test]
fn an_ensures_the_prover_encodes_still_proves() {
    assert!(verdict("first_positive.py").starts_with("main: proved!"));
}
