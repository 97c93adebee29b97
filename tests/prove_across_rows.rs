//! Guarantees that compare a call made inside a loop over rows with the calls of other rows
//! (`distinct`). The body is explored once for a symbolic row standing for every row; what it
//! makes for its row (the parts of a `strip` or `split`, a bounded count, a largest item, an
//! effect's result) is that row's own, and another row has its own too. Each failing program
//! here was proved before, wrongly: CPython, given the inputs named, sends one id twice.
#![expect(clippy::disallowed_types, reason = "the tests run CPython")]

use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

const ROOT: &str = "tests/data/across_rows/tools/tally/trusted";

fn path(name: &str) -> PathBuf {
    PathBuf::from(format!("tests/data/across_rows/programs/{name}.py"))
}

fn report(name: &str) -> clauz3::ProofReport {
    let program = Program::from_path(&path(name), &[PathBuf::from(ROOT)]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

/// What CPython's run of the program says, with the effects answering from `returns` (a
/// Python dict literal of each effect's results in call order): `clash` when an id is sent
/// twice, `distinct` when not, `AssertionError` when an assertion fails. `None` without
/// python3.
fn cpython(name: &str, returns: &str) -> Option<String> {
    let script = format!(
        r#"
import runpy, sys, types
queue = {returns}
sent = []
def effect(name):
    def call(*args, **kwargs):
        if name == "send":
            sent.append(kwargs.get("id", args[0] if args else None))
            return None
        return queue[name].pop(0)
    return call
clauz3 = types.ModuleType("clauz3")
clauz3.guarantee = lambda *a, **k: (lambda f: f)
sys.modules["clauz3"] = clauz3
for m in ["tools", "tools.tally", "tools.tally.trusted"]:
    sys.modules[m] = types.ModuleType(m)
effects = types.ModuleType("tools.tally.trusted.effects")
for n in ["words", "numbers", "score", "send"]:
    setattr(effects, n, effect(n))
sys.modules[effects.__name__] = effects
contracts = types.ModuleType("tools.tally.trusted.contracts")
contracts.ids_distinct = lambda: None
sys.modules[contracts.__name__] = contracts
sys.modules["tools.tally.trusted"].contracts = contracts
try:
    runpy.run_path(sys.argv[1], run_name="agent")["main"]()
    print("clash" if len(set(sent)) < len(sent) else "distinct")
except AssertionError:
    print("AssertionError")
"#
    );
    let spawned =
        Command::new("python3").args(["-c", &script, &path(name).display().to_string()]).stdout(Stdio::piped()).spawn();
    let Ok(child) = spawned else {
        eprintln!("note: python3 is not on PATH; the CPython comparison is skipped");
        return None;
    };
    let out = child.wait_with_output().expect("python3 runs");
    std::io::stderr().write_all(&out.stderr).ok();
    Some(String::from_utf8(out.stdout).expect("utf-8").trim().to_owned())
}

/// The counterexample's effect results as the Python dict `cpython` takes: each effect's
/// results by call number, a per-row result (`[row]`) as one result per row.
fn returns_of(r: &clauz3::ProofReport) -> String {
    let mut results: Vec<(u32, String, String)> = Vec::new();
    for (name, value) in r.counterexample.as_deref().unwrap_or_default() {
        let Some((effect, rest)) = name.rsplit_once("_result_") else { continue };
        let (seq, value) = match rest.strip_suffix("[row]") {
            Some(seq) => (seq, format!("*{value}")),
            None => (rest, value.clone()),
        };
        results.push((seq.parse().expect("a call number"), effect.to_owned(), value));
    }
    results.sort();
    let effects: std::collections::BTreeSet<&str> = results.iter().map(|(_, e, _)| e.as_str()).collect();
    let lists: Vec<String> = effects
        .iter()
        .map(|e| {
            let items: Vec<&str> = results.iter().filter(|(_, f, _)| f == e).map(|(_, _, v)| v.as_str()).collect();
            format!("{e:?}: [{}]", items.join(", "))
        })
        .collect();
    format!("{{{}}}", lists.join(", "))
}

/// Refuted with a counterexample the interpreter reproduces, and CPython run on it agrees.
fn assert_refuted_like_cpython(name: &str, prefix: &str, cpython_says: &str) {
    let r = report(name);
    assert!(r.line.starts_with(prefix), "{name}: {}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}");
    if let Some(said) = cpython(name, &returns_of(&r)) {
        assert_eq!(said, cpython_says, "{name}: {}", returns_of(&r));
    }
}

#[test]
fn values_the_body_makes_for_its_row_differ_at_other_rows() {
    let failed = "main: failed guarantee. Example: words_result_1=[";
    assert_refuted_like_cpython("strip_fail", failed, "clash");
    assert_refuted_like_cpython("split_fail", failed, "clash");
    assert_refuted_like_cpython("rfind_fail", failed, "clash");
    assert_refuted_like_cpython("count_fail", failed, "clash");
}

#[test]
fn values_made_under_a_quantifier_differ_at_other_rows_too() {
    // The largest item is defined by a fact over every item; its position and value are the
    // row's own. The example gives every row the witness row's list, so it does not replay.
    let r = report("largest_fail");
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
    let returns = r#"{"words": [["a", "bb"]], "numbers": [[5], [4]]}"#;
    assert_eq!(cpython("largest_fail", returns).as_deref().unwrap_or("clash"), "clash");
}

#[test]
fn calls_of_one_loop_are_compared_at_different_rows() {
    // Two branches, each taken by one row; two call sites on one path.
    assert_refuted_like_cpython(
        "branches_fail",
        "main: failed guarantee. Example: words_result_1=['a', 'b'].",
        "clash",
    );
    assert_refuted_like_cpython(
        "two_sites_fail",
        "main: failed guarantee. Example: numbers_result_1=[0, 100].",
        "clash",
    );
}

#[test]
fn a_call_site_reached_twice_on_one_row_makes_two_calls() {
    let failed = "main: failed assertion. Example: score_result_2[row]=[";
    assert_refuted_like_cpython("helper_twice_fail", failed, "AssertionError");
}

#[test]
fn what_every_row_shares_stays_shared() {
    // Made before the loop, `k` is one value for both rows: their ids differ.
    assert_eq!(report("shared_pass").line, "main: proved! IndexError, IndexError, IndexError, guarantee");
    assert_eq!(
        cpython("shared_pass", r#"{"numbers": [[0, 1]], "words": [[" ab "]]}"#).as_deref().unwrap_or("distinct"),
        "distinct"
    );
    // A row's own stripped word, renamed for the other row, still proves what holds.
    assert_eq!(report("strip_pass").line, "main: proved! IndexError, IndexError, guarantee");
    assert_eq!(cpython("strip_pass", r#"{"words": [["!a", "bc!"]]}"#).as_deref().unwrap_or("distinct"), "distinct");
}
