//! `sys` as agent programs use it: `print(..., file=sys.stderr)`, `sys.stdout.write`, the
//! constants. What goes to `sys.stderr` stays apart from the printed output, as CPython keeps it,
//! in `dry-run`, `dry-run --json` and `run`, and a proof is unaffected by it.
#![expect(clippy::disallowed_methods, reason = "the tests write the programs they run")]

mod cpython_common;

const PROGRAM: &str = r#"import sys
from sys import stderr


def safe_ratio(a, b):
    if b == 0:
        print(f"warning: {a}/{b} has no ratio", file=sys.stderr)
        return None
    return a / b


def main():
    ratios = [safe_ratio(a, b) for a, b in [(1, 2), (3, 0), (5, 4)]]
    sys.stdout.write("ratios: " + repr(ratios) + "\n")
    n = stderr.write("two\nlines\n")
    print("wrote", n, "characters;", "tty" if sys.stdout.isatty() else "no tty", flush=True)
    sys.stderr.writelines(["a", "b\n"])
    sys.stdout.flush()
    try:
        sys.stderr.write(42)
    except TypeError as e:
        print("TypeError:", e)
    print(sys.maxsize, sys.maxsize == 2**63 - 1, sys.maxunicode, sys.byteorder, sys.platform)
    return len([r for r in ratios if r is not None])


if __name__ == "__main__":
    main()
"#;

fn program() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("report.py");
    std::fs::write(&path, PROGRAM).unwrap();
    (dir, path)
}

#[test]
fn dry_run_keeps_stdout_and_stderr_apart_as_cpython_does() {
    let (_dir, path) = program();
    let (want_out, want_err) = cpython_common::main_streams(&path);
    let (out, err, code) = cpython_common::binary_streams(&["dry-run", "--quiet"], &path);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, want_out);
    assert_eq!(err, want_err);
}

#[test]
fn the_trace_and_its_json_show_what_went_to_stderr() {
    let (_dir, path) = program();
    let (_, want_err) = cpython_common::main_streams(&path);
    let (text, _, _) = cpython_common::binary_streams(&["dry-run"], &path);
    let shown: String = want_err.lines().map(|l| format!("  | {l}\n")).collect();
    assert!(text.contains(&format!("printed to stderr:\n{shown}")), "{text}");
    let (json, _, _) = cpython_common::binary_streams(&["dry-run", "--json"], &path);
    let doc: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(doc["errors"], want_err.as_str());
    assert!(!doc["output"].as_str().unwrap().contains("warning"), "{json}");
}

#[test]
fn run_writes_the_programs_stderr_to_its_own() {
    let (dir, path) = program();
    let log = dir.path().join("audit.jsonl");
    let (_, want_err) = cpython_common::main_streams(&path);
    let (out, err, code) =
        cpython_common::binary_streams(&["run", "--yes", "--audit-log", log.to_str().unwrap()], &path);
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains(&want_err), "{err}");
    assert!(out.contains("ratios: [0.5, None, 1.25]") && !out.contains("warning"), "{out}");
}

#[test]
fn writing_to_stderr_changes_no_verdict() {
    let (_dir, path) = program();
    let (out, _, code) = cpython_common::binary_streams(&["prove"], &path);
    assert_eq!((out.trim(), code), ("main: proved! nothing to prove", 0));
}

#[test]
fn an_unmodelled_member_is_refused_where_it_is_used() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bye.py");
    std::fs::write(&path, "import sys\n\n\ndef main():\n    return sys.path[1:]\n").unwrap();
    let (_, err, code) = cpython_common::binary_streams(&["dry-run"], &path);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("`sys.path` may be imported but clauz3 has no model of it") && err.contains("bye.py:5:12"),
        "{err}"
    );
}
