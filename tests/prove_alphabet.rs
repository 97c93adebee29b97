//! Strings beyond the solver's alphabet (Z3 4.8.12 holds U+0000 to U+2FFFF, Python goes to
//! U+10FFFF): every verdict is sound, never a panic. A proof needs no character the solver
//! lacks, a literal it cannot hold or order soundly makes the verdict `skipped`, and every
//! counterexample is shown as CPython's repr and fails under CPython (checked when `python3`
//! is on PATH).
#![expect(clippy::disallowed_types, reason = "runs python3 as the oracle")]
#![expect(clippy::disallowed_methods, reason = "tests write the programs they prove")]

#[path = "cli_common/mod.rs"]
mod cli_common;

use std::process::Command;

/// `clauz3 prove` of `source` (its `main` has one parameter): the verdict line, after checking
/// that nothing panicked.
fn prove(source: &str) -> String {
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::write(dir.path().join("p.py"), source).expect("the program is written");
    let (code, stdout, stderr) = cli_common::clauz3_in(dir.path(), "prove", &["p.py"]);
    assert!(code != 101 && !stderr.contains("panicked"), "{source}\n{stdout}{stderr}");
    assert!(!stderr.contains("parity error"), "{source}\n{stdout}{stderr}");
    stdout.lines().next().unwrap_or_default().to_owned()
}

/// Whether CPython's `main` raises on the one argument a `failed ... Example: x=V.` line shows
/// (`None` without python3).
fn cpython_fails(source: &str, line: &str) -> Option<bool> {
    let example = line.split_once("Example: ")?.1.strip_suffix('.')?;
    let script = format!(
        "{source}\ntry:\n    main({example})\nexcept BaseException:\n    print('fails')\nelse:\n    print('holds')\n"
    );
    let out = Command::new("python3").args(["-c", &script]).output().ok()?;
    Some(String::from_utf8_lossy(&out.stdout).trim() == "fails")
}

fn program(param: &str, body: &str) -> String {
    format!("def main({param}) -> int:\n{body}    return 0\n")
}

/// A refutation whose example CPython fails on too.
fn assert_refuted(source: &str, shown: &str) {
    let line = prove(source);
    assert!(line.starts_with("main: failed") && line.contains(&format!("Example: {shown}.")), "{source}\n{line}");
    assert_ne!(cpython_fails(source, &line), Some(false), "CPython does not fail on it:\n{source}\n{line}");
}

fn assert_skipped(source: &str, naming: &str) {
    let line = prove(source);
    assert!(line.starts_with("main: skipped") && line.contains(naming), "{source}\n{line}");
}

#[test]
fn order_against_a_literal_near_the_solvers_top_is_skipped_not_proved() {
    // CPython fails with s = "\U00030000"; the solver has no character above U+2FFFF.
    assert_skipped(&program("s: str", "    if len(s) == 1:\n        assert s <= \"\\U0002FFFF\"\n"), "U+2FFFF");
    let body = "    if len(s) == 1:\n        assert max(s, \"\\U0002FFFF\") == \"\\U0002FFFF\"\n";
    assert_skipped(&program("s: str", body), "U+2FFFF");
}

#[test]
fn order_with_room_above_the_literal_finds_a_real_counterexample() {
    let source = program("s: str", "    if len(s) == 1:\n        assert s <= \"\\U0001FFFF\"\n");
    let line = prove(&source);
    assert!(line.starts_with("main: failed assertion. Example: s="), "{line}");
    assert_ne!(cpython_fails(&source, &line), Some(false), "{line}");
}

#[test]
fn a_literal_the_solver_cannot_hold_is_skipped_where_it_meets_a_symbolic_string() {
    for (body, naming) in [
        // Holds for every one-character s in CPython: never a counterexample.
        ("    if len(s) == 1:\n        assert s <= \"\\U0010FFFF\"\n", "U+10FFFF"),
        // Once a panic inside the z3 crate.
        ("    x = \"a\\U00030000b\"\n    assert x[1] != s or len(s) == 1\n", "U+30000"),
        ("    assert (s + \"\\U000E0100\").startswith(\"x\") or s != \"x\"\n", "U+E0100"),
        ("    assert \"\\U00030000\" in s or len(s) < 3 or True\n", "U+30000"),
    ] {
        assert_skipped(&program("s: str", body), naming);
    }
}

#[test]
fn counterexamples_beyond_the_solver_are_found_concretely_and_shown_as_cpython_does() {
    assert_refuted(&program("s: str", "    assert s != \"\\U0010FFFF\"\n"), "s='\\U0010ffff'");
    assert_refuted(&program("s: str", "    assert s.upper() != \"\\U00030000\"\n"), "s='\u{30000}'");
}

#[test]
fn literals_inside_the_alphabet_reach_the_solver_as_they_are() {
    assert_refuted(&program("s: str", "    assert s != \"\\U0002FFFF\"\n"), "s='\\U0002ffff'");
    assert_refuted(&program("s: str", "    assert s != \"a\\x00b\"\n"), "s='a\\x00b'");
    assert_refuted(&program("s: str", "    assert s != \"\\\\u{41}\"\n"), "s='\\\\u{41}'");
    let long = "é".repeat(3000);
    assert_refuted(&program("s: str", &format!("    assert s != \"{long}\"\n")), &format!("s='{long}'"));
    let huge = "9".repeat(400);
    assert_refuted(&program("n: int", &format!("    assert n != {huge}\n")), &format!("n={huge}"));
}

#[test]
fn a_lone_surrogate_escape_is_refused_where_it_is_written() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::write(dir.path().join("p.py"), "def main() -> int:\n    x = \"ab\\ud800\"\n    return len(x)\n")
        .expect("written");
    for command in ["prove", "dry-run"] {
        let (code, stdout, stderr) = cli_common::clauz3_in(dir.path(), command, &["p.py"]);
        let all = format!("{stdout}{stderr}");
        assert!(code != 0 && code != 101, "{all}");
        assert!(
            all.contains("error[unsupported]") && all.contains("lone surrogate") && all.contains("p.py:2:12"),
            "{all}"
        );
    }
    std::fs::write(dir.path().join("p.py"), "def main() -> int:\n    x = r\"\\ud800\"\n    return len(x)\n")
        .expect("written");
    let (code, stdout, _) = cli_common::clauz3_in(dir.path(), "dry-run", &["p.py"]);
    assert!(code == 0 && stdout.contains("returned: 6"), "a raw string keeps its backslash: {stdout}");
}

#[test]
fn dicts_keyed_by_a_symbolic_value_are_not_assumed_unequal() {
    // Found while auditing: `{s: 1} != {"a": 1}` was proved, though CPython fails on s = "a".
    assert_refuted(&program("s: str", "    assert {s: 1} != {\"a\": 1}\n"), "s='a'");
    assert_refuted(&program("n: int", "    assert {n: 1} != {3: 1}\n"), "n=3");
}
