//! Row schemas (`class Jar(clauz3.Row)`), query effects returning `list[Jar]` or a generic
//! `list[RowT]`, rows built by keyword, and column binding (`t.label == Jar.label` holds only
//! for a value read from that column of a query's row).
#![expect(clippy::disallowed_types, reason = "one test runs the binary")]

use clauz3::{dry_run, prove, Conclusion, DryRunOptions, Program, ProveOptions, ScriptedReturns};
use std::path::PathBuf;

fn program(name: &str) -> Program {
    let path = PathBuf::from(format!("tests/data/rows/programs/{name}.py"));
    let root = PathBuf::from("tests/data/rows/tools/pantry/trusted");
    Program::from_path(&path, &[root]).unwrap_or_else(|e| panic!("{}", e.text))
}

fn report(name: &str) -> clauz3::ProofReport {
    prove(&program(name), &ProveOptions::default())
}

/// A refutation whose counterexample the interpreter reproduces.
fn assert_refuted(name: &str, prefix: &str) -> clauz3::ProofReport {
    let r = report(name);
    assert!(r.line.starts_with(prefix), "{name}: {}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}");
    r
}

#[test]
fn counts_over_query_rows_are_bounded_by_the_query_length() {
    assert_eq!(report("bounded_pass").line, "main: proved! assertion, guarantee, guarantee");
    let r = assert_refuted("bounded_fail", "main: failed guarantee. Example: find_jars_result_1=[Jar(label=");
    // The witness row passes the guard, and every row is charged as it does.
    assert!(r.line.contains("grams=6"), "{}", r.line);
}

#[test]
fn generic_queries_take_their_row_type_from_the_call() {
    assert_eq!(report("generic_pass").line, "main: proved! assertion, guarantee, guarantee");
    assert_refuted("generic_fail", "main: failed guarantee. Example: read_any_result_1=[Jar(label=");
}

#[test]
fn column_binding_accepts_only_the_column_itself() {
    // `bounded_pass` and `generic_pass` prove `takes_from(Jar, "label")`.
    assert_refuted("column_fail", "main: failed guarantee. Example: find_jars_result_1=[Jar(");
    assert_refuted("literal_column_fail", "main: failed guarantee. Example: ");
}

#[test]
fn rows_are_values_with_fields() {
    assert_eq!(report("stored_pass").line, "main: proved! guarantee");
    assert_refuted("stored_fail", "main: failed guarantee. Example: find_jars_result_1=[Jar(label=");
    assert_eq!(report("index_pass").line, "main: proved! IndexError, IndexError, assertion, assertion");
}

#[test]
fn indexing_an_empty_query_result_is_an_index_error() {
    // The reference proves this program; the query may return no rows.
    assert_refuted("index_fail", "main: failed IndexError: list index out of range. Example: find_jars_result_1=[].");
}

#[test]
fn a_field_of_another_type_is_refused_not_converted() {
    let r = report("field_type_skip");
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("field `grams` of Jar is declared int"), "{}", r.line);
}

#[test]
fn dry_runs_read_rows_from_json_objects() {
    let returns = ScriptedReturns::from_json(&serde_json::json!({
        "find_jars": [[{"label": "beans", "grams": 10, "sealed": true}, {"label": "rice", "grams": 2, "sealed": true}]]
    }))
    .unwrap();
    let trace = dry_run(&program("bounded_pass"), &DryRunOptions { returns, ..DryRunOptions::default() });
    let calls: Vec<String> = trace.effects.iter().map(|e| e.call_text()).collect();
    assert_eq!(calls, ["find_jars(shelf='low')", "take(label='beans', grams=5)"]);
    let returned = serde_json::to_value(&trace.effects[0].returned).unwrap();
    assert_eq!(returned[0], serde_json::json!({"label": "beans", "grams": 10, "sealed": true}));

    // A row missing a field is refused before the run, with the field named.
    let program = program("bounded_pass");
    let bad = ScriptedReturns::from_json(&serde_json::json!({"find_jars": [[{"label": "x", "grams": 1}]]})).unwrap();
    let err = program.check_returns(&bad).unwrap_err();
    assert!(err.contains("a Jar row needs field \"sealed\""), "{err}");
}

#[test]
fn schema_errors_are_configuration_errors_with_the_place() {
    let root = PathBuf::from("tests/data/rows/bad/tools/cellar/trusted");
    let Err(err) = Program::from_path(&PathBuf::from("tests/data/rows/bad/agent.py"), &[root]) else {
        panic!("a float field must be refused");
    };
    assert!(
        err.text.contains("field `litres` of row class `Bottle` must be exactly `str`, `int` or `bool`"),
        "{}",
        err.text
    );
    assert!(err.text.contains("schemas.py:6:13"), "{}", err.text);
}

#[test]
fn a_proved_column_binding_holds_at_run_time() {
    // The effect bodies build rows; the monitor checks `takes_from(Jar, "label")` over the
    // trace by value, so the honest run is not stopped.
    let dir = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["run", "--yes", "--trusted-root", "tests/data/rows_run/tools/pantry/trusted", "--audit-log"])
        .arg(dir.path().join("audit.jsonl"))
        .arg("tests/data/rows_run/bounded_pass.py")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("tools.pantry.trusted.effects.take('beans', 5)"), "{stdout}");
}

#[test]
fn queries_inside_query_loops_return_rows_per_outer_row() {
    // Counts multiply the inner length bound by the outer one; inner rows bind columns too.
    assert_eq!(report("nested_pass").line, "main: proved! assertion, guarantee, guarantee");
    assert_refuted("nested_fail", "main: failed guarantee. Example: find_jars_result_1=[Jar(");
    let r = assert_refuted("nested_precondition_fail", "main: failed assertion. Example: find_jars_result_1=[");
    // The inner query's rows are listed per outer row, in row order.
    assert!(r.line.contains("read_any_result_2[row]=[[Jar("), "{}", r.line);
}

#[test]
fn a_row_returned_inside_a_query_loop_is_one_per_outer_row() {
    assert_eq!(report("newest_per_row_pass").line, "main: proved! assertion");
    // Every outer row gets the witness row's result, so the example replays.
    let r = assert_refuted("newest_per_row_fail", "main: failed assertion. Example: find_jars_result_1=[");
    assert!(r.line.contains("newest_result_2[row]=[Jar(label='', grams=-1, sealed=True)"), "{}", r.line);
}

#[test]
fn an_agent_file_may_declare_its_own_row_class() {
    let source = "import clauz3\n\n\nclass Pair(clauz3.Row):\n    name: str\n    size: int\n\n\ndef main(n: int) -> int:\n    p = Pair(name=\"a\", size=n)\n    q = Pair(name=\"a\", size=3)\n    assert p.size == n\n    assert p != q or n == 3\n    assert p == q\n    return p.size\n";
    let program = Program::from_source("agent.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert!(r.line.starts_with("main: failed assertion. Example: n="), "{}", r.line);
    // Rows compare by value: only n == 3 makes them equal.
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    assert!(!r.line.contains("n=3."), "{}", r.line);
}
