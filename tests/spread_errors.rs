//! A `*` operand that is not iterable or a `**` one that is not a mapping, passed to the
//! program's own functions, classes and methods: CPython names the callee with its module
//! (`__main__.f() argument after * must be an iterable, not int`), so the program runs as a
//! script under python3 and under `clauz3 dry-run`, and the printed lines must be equal.
#![expect(clippy::disallowed_types, reason = "the test runs CPython and the binary")]

use std::process::Command;

#[test]
fn spread_refusals_name_the_programs_callee_as_cpython_does() {
    let path = "tests/data/spread/callee_names.py";
    let Ok(cpython) = Command::new("python3").arg(path).output() else {
        eprintln!("note: python3 is not on PATH; the CPython comparison is skipped");
        return;
    };
    let ours = Command::new(env!("CARGO_BIN_EXE_clauz3")).args(["dry-run", "--quiet", path]).output().unwrap();
    assert!(ours.status.success(), "{}", String::from_utf8_lossy(&ours.stderr));
    let ours = String::from_utf8_lossy(&ours.stdout);
    let wanted = String::from_utf8_lossy(&cpython.stdout);
    assert!(wanted.contains("__main__.f() argument after ** must be a mapping, not list"), "{wanted}");
    assert_eq!(ours.strip_suffix("None\n").unwrap_or(&ours), wanted);
}
