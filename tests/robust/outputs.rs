//! Output paths: checked before any work starts (exit 2 naming the component that is in the
//! way), records written all or none.

use crate::support::Scratch;
use std::path::Path;

fn blocked(s: &Scratch) {
    s.write("afile", "not a directory\n");
    s.write("ok.py", "def main() -> int:\n    return 1\n");
}

#[test]
fn a_dry_run_audit_log_under_a_file_is_a_usage_error_before_the_run() {
    let s = Scratch::new();
    blocked(&s);
    let out = s.run(&["dry-run", "--audit-log", "afile/x.log", "ok.py"]);
    assert_eq!(
        (out.code, out.stdout.as_str(), out.stderr.as_str()),
        (2, "", "error[config]: the audit log: cannot create afile: afile is not a directory\n")
    );
    let out = s.run(&["run", "--yes", "--audit-log", "afile/x.log", "ok.py"]);
    assert_eq!(out.code, 2);
    assert_eq!(out.stderr, "error: the audit log afile/x.log: cannot create afile: afile is not a directory\n");
}

#[test]
fn fuzz_checks_its_out_directory_before_fuzzing() {
    let s = Scratch::new();
    blocked(&s);
    let out = s.run(&["fuzz", "--cases", "1000000", "--out", "afile/fuzz"]);
    assert_eq!(
        (out.code, out.stderr.as_str()),
        (2, "error: --out: cannot create afile/fuzz: afile is not a directory\n")
    );
}

#[test]
fn fuzz_refuses_a_corpus_that_is_not_a_directory_before_fuzzing() {
    let s = Scratch::new();
    let out = s.run(&["fuzz", "--cases", "1000000", "--corpus", "nowhere", "--out", "fuzz-out"]);
    assert_eq!((out.code, out.stderr.as_str()), (2, "error: --corpus: nowhere is not a directory\n"));
}

#[test]
fn spine_run_with_an_unwritable_acceptance_path_writes_no_record() {
    let s = Scratch::new();
    blocked(&s);
    let input = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/lean/input");
    let input = input.to_str().expect("a UTF-8 path");
    let out =
        s.run(&["spine", "run", "--input", input, "--out", "records", "--acceptance-out", "afile/acceptance.json"]);
    assert_eq!((out.code, out.stdout.as_str()), (2, ""));
    assert_eq!(out.stderr, "error: cannot create afile: afile is not a directory\n");
    let written = std::fs::read_dir(s.path().join("records")).map(Iterator::count).unwrap_or(0);
    assert_eq!(written, 0, "no record is left behind");
}
