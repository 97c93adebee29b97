//! A `*` operand that is not iterable or a `**` one that is not a mapping, passed to the
//! program's own functions, classes and methods: CPython names the callee with its module
//! (`__main__.f() argument after * must be an iterable, not int`), so the program runs as a
//! script under python3 and under `clauz3 dry-run`, and the printed lines must be equal. The
//! same for argument-binding errors, which name functions by their qualified name.
#![expect(clippy::disallowed_types, reason = "the test runs CPython and the binary")]

use std::process::Command;

/// What `path` prints run as a script by python3 (None without python3) and by `clauz3
/// dry-run` (less the `None` main returns).
fn printed(path: &str) -> Option<(String, String)> {
    let Ok(cpython) = Command::new("python3").arg(path).output() else {
        eprintln!("note: python3 is not on PATH; the CPython comparison is skipped");
        return None;
    };
    let ours = Command::new(env!("CARGO_BIN_EXE_clauz3")).args(["dry-run", "--quiet", path]).output().unwrap();
    assert!(ours.status.success(), "{}", String::from_utf8_lossy(&ours.stderr));
    let ours = String::from_utf8_lossy(&ours.stdout);
    let ours = ours.strip_suffix("None\n").unwrap_or(&ours).to_owned();
    Some((ours, String::from_utf8_lossy(&cpython.stdout).into_owned()))
}

#[test]
fn spread_refusals_name_the_programs_callee_as_cpython_does() {
    let Some((ours, wanted)) = printed("tests/data/spread/callee_names.py") else { return };
    assert!(wanted.contains("__main__.f() argument after ** must be a mapping, not list"), "{wanted}");
    assert_eq!(ours, wanted);
}

/// Argument-binding errors name the function by its qualified name (`main.<locals>.<lambda>()`,
/// `C.m()`), and count keyword-only arguments passed as CPython does; lambdas take `*args`.
#[test]
fn call_errors_name_functions_by_their_qualified_name() {
    let Some((ours, wanted)) = printed("tests/data/spread/call_errors.py") else { return };
    assert!(wanted.contains("basics.<locals>.<lambda>() missing 1 required positional argument"), "{wanted}");
    assert_eq!(ours, wanted);
}
