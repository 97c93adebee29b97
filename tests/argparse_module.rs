//! `argparse` and `shlex` as agent scripts use them, where the program ends the way a command
//! line tool does: the usage and `prog: error: ...` on stderr with exit status 2, the help on
//! stdout with status 0, `sys.exit("message")`. Each program of `tests/data/cli53_exit/` runs as
//! `python3 prog.py` and as `clauz3 dry-run --quiet prog.py`; stdout, stderr and the exit status
//! must agree. (`tests/data/everyday/cli53/` holds the programs that end normally.)
#![expect(clippy::disallowed_types, clippy::disallowed_methods, reason = "the tests run CPython and the binary")]

mod cpython_common;

use std::path::PathBuf;
use std::process::Command;

fn programs() -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir("tests/data/cli53_exit")
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .collect();
    paths.sort();
    paths
}

/// (stdout, stderr, exit status) of `python3 path`, named as given, so `sys.argv[0]` (and
/// argparse's `prog`) is the same path clauz3 is given.
fn cpython_script(path: &std::path::Path) -> (String, String, i32) {
    let out = Command::new("python3").arg(path).output().expect("python3 runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn scripts_end_with_cpythons_streams_and_status() {
    let mut problems = Vec::new();
    for path in programs() {
        let want = cpython_script(&path);
        let got = cpython_common::binary_streams(&["dry-run", "--quiet"], &path);
        if got != want {
            problems.push(format!("{}:\n  clauz3 {got:?}\n  CPython {want:?}", path.display()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

const ASSERTED: &str = r#"import argparse


def main():
    parser = argparse.ArgumentParser(prog="tool")
    parser.add_argument("--retries", type=int, default=3)
    parser.add_argument("-v", "--verbose", action="count", default=0)
    args = parser.parse_args(["-vv", "--retries", "5"])
    assert args.verbose == 2 and args.retries == 5
    assert (args.retries, args.verbose) == (5, 2)
    return args.retries
"#;

fn verdict(source: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("prog.py");
    std::fs::write(&path, source).unwrap();
    let (out, err, _) = cpython_common::binary_streams(&["prove", "--json"], &path);
    let doc: serde_json::Value = serde_json::from_str(out.lines().next().unwrap_or("{}")).unwrap_or_default();
    let status = doc.get("conclusion").or(doc.get("status")).and_then(|c| c.as_str());
    status.map_or_else(|| format!("no verdict: {out}{err}"), str::to_owned)
}

#[test]
fn asserts_on_parsed_arguments_are_proved_when_they_hold() {
    assert_eq!(verdict(ASSERTED), "proved");
}

#[test]
fn asserts_on_parsed_arguments_are_refuted_when_they_do_not() {
    // The twin: `-vv` counts 2, so a proof of 3 would be a wrong model of `count`.
    let wrong = ASSERTED.replace("args.verbose == 2 and", "args.verbose == 3 and");
    assert_eq!(verdict(&wrong), "failed");
}
