//! Fluents (`clauz3.fluent`): effects declare how they update named maps, and guarantees speak
//! of the state when the run ends (`F.final.all(...)`, `F.final[k] == v`).
#![expect(clippy::disallowed_types, reason = "one test runs the binary")]

use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::path::PathBuf;

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/fluents/programs/{name}.py"));
    let root = PathBuf::from("tests/data/fluents/tools/greenhouse/trusted");
    let program = Program::from_path(&path, &[root]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

fn assert_refuted(name: &str, prefix: &str) -> clauz3::ProofReport {
    let r = report(name);
    assert!(r.line.starts_with(prefix), "{name}: {}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}");
    r
}

#[test]
fn the_last_write_on_the_path_wins() {
    // The reference's own example: a guarded write, then an unconditional one.
    assert_eq!(report("heater_pass").line, "main: proved! assertion, assertion, guarantee, guarantee, guarantee");
    assert_eq!(report("unrolled_pass").line, "main: proved! assertion, guarantee, guarantee");
}

#[test]
fn final_all_covers_every_key() {
    // Shut, then open another valve: the key the counterexample shows stays open.
    let r = assert_refuted("valve_fail", "main: failed guarantee. Example: name=");
    assert!(r.line.contains("valve_shut.key="), "{}", r.line);
}

#[test]
fn one_key_compares_with_a_value() {
    assert_refuted("reset_fail", "main: failed guarantee. Example: ");
    assert_refuted("not_at_fail", "main: failed guarantee. Example: x=");
}

#[test]
fn updates_inside_quantified_loops_are_refused() {
    let r = report("rows_skip");
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("a fluent updated inside a loop over a query result is not supported"), "{}", r.line);
}

#[test]
fn declarations_and_updates_are_checked_where_written() {
    let root = PathBuf::from("tests/data/fluents/bad/tools/shed/trusted");
    let Err(err) = Program::from_path(&PathBuf::from("tests/data/fluents/bad/agent.py"), &[root]) else {
        panic!("the bad layer must be refused");
    };
    for expected in [
        "fluent `Light`: `value=` must be `str`, `int` or `bool`",
        "effects.py:4:40",
        "fluent update of `open_door`: the key must be a parameter of the lambda or a str literal",
        "effects.py:9:31",
        "fluent update of `shut_door`: `room` is not a parameter of `shut_door`",
    ] {
        assert!(err.text.contains(expected), "missing {expected:?} in\n{}", err.text);
    }
}

#[test]
fn tools_lists_each_effects_updates() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["tools", "--trusted-root", "tests/data/fluents/tools/greenhouse/trusted"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("updates: ValveShut.set(valve, False)"), "{text}");
    assert!(text.contains("updates: Heater.set(unit, 0), ValveShut.set('main', True)"), "{text}");
}
