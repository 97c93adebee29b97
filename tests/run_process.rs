//! Process handlers: a trusted layer with real Python bodies (`tests/data/run/notes`, effects
//! that write files) served by `adapters/python/clauz3_adapter.py` over JSON lines; handlers
//! that crash, hang or answer garbage; a bad manifest; and a run killed between effects, whose
//! audit log still says which effect may have fired. Needs `python3`.
#![expect(clippy::disallowed_types, clippy::disallowed_methods, reason = "the tests run the binary and read files")]

mod run_common;

use run_common::{events, read_log};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const NOTES: &str = "tests/data/run/notes";

fn command(notes: &Path, log: &Path, program: &str) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_clauz3"));
    cmd.args(["run", "--yes", "--audit-log", log.to_str().unwrap(), program])
        .current_dir(NOTES)
        .env("NOTES_DIR", notes)
        .stdin(Stdio::null());
    cmd
}

/// Runs a notes program; returns the exit code and output with the temporary paths redacted,
/// the audit log's events, and the notes directory.
fn run(program: &str) -> (String, Vec<serde_json::Value>, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let (notes, log) = (dir.path().join("notes"), dir.path().join("audit.jsonl"));
    std::fs::create_dir(&notes).unwrap();
    let out: Output = command(&notes, &log, program).output().unwrap();
    let text = format!(
        "exit: {}\n--- stdout\n{}--- stderr\n{}",
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr).replace(log.to_str().unwrap(), "[LOG]")
    );
    (text, read_log(&log), dir)
}

#[test]
fn a_layer_with_real_bodies_writes_real_files_through_the_adapter() {
    let (text, log, dir) = run("programs/two_notes.py");
    insta::assert_snapshot!(text);
    let notes = dir.path().join("notes");
    assert_eq!(std::fs::read_to_string(notes.join("a.txt")).unwrap(), "alpha");
    assert_eq!(std::fs::read_to_string(notes.join("b.txt")).unwrap(), "there were 1 notes");
    assert_eq!(
        events(&log),
        ["run", "approval", "started 1", "ok 1", "started 2", "ok 2", "started 3", "ok 3", "finished"]
    );
    assert_eq!(log[2]["handler"], "process");
    assert_eq!(log[2]["args"], serde_json::json!({"name": "a.txt", "text": "alpha"}));
    assert_eq!(log[3]["returned"], 5);
}

#[test]
fn a_handler_that_crashes_is_a_runtime_error_and_the_log_shows_the_call() {
    let (text, log, dir) = run("programs/crash.py");
    insta::assert_snapshot!(text);
    assert_eq!(events(&log), ["run", "approval", "started 1", "ok 1", "started 2", "error 2", "finished"]);
    assert!(!dir.path().join("notes/b.txt").exists());
}

#[test]
fn a_handler_that_hangs_is_stopped_after_its_timeout() {
    let started = Instant::now();
    let (text, log, _dir) = run("programs/hang.py");
    assert!(started.elapsed() < Duration::from_secs(20), "the 30 s call was cut at the manifest's 4 s");
    insta::assert_snapshot!(text);
    assert_eq!(events(&log), ["run", "approval", "started 1", "error 1", "finished"]);
}

#[test]
fn a_handler_that_answers_garbage_is_stopped() {
    let (text, log, _dir) = run("programs/garbage.py");
    insta::assert_snapshot!(text);
    assert_eq!(events(&log), ["run", "approval", "started 1", "error 1", "finished"]);
}

#[test]
fn a_value_outside_the_value_domain_is_an_error_naming_the_effect() {
    let (text, _, _dir) = run("programs/weird.py");
    insta::assert_snapshot!(text);
}

#[test]
fn a_bad_manifest_is_a_located_configuration_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["run", "--yes", "programs/ping.py"])
        .current_dir("tests/data/run/badmanifest")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: tools/odd/trusted/clauz3-handler.toml:2:19: invalid handler manifest: invalid type: string \"soon\", expected f64\n"
    );
}

#[test]
fn a_run_killed_between_effects_leaves_a_log_of_what_may_have_fired() {
    let dir = tempfile::tempdir().unwrap();
    let (notes, log) = (dir.path().join("notes"), dir.path().join("audit.jsonl"));
    std::fs::create_dir(&notes).unwrap();
    let mut child =
        command(&notes, &log, "programs/slow_middle.py").stdout(Stdio::null()).stderr(Stdio::null()).spawn().unwrap();
    // Wait until the slow second effect has started, then kill clauz3 mid-run.
    let deadline = Instant::now() + Duration::from_secs(60);
    while !events(&read_log(&log)).contains(&"started 2".to_owned()) {
        assert!(Instant::now() < deadline, "the second effect never started");
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let log = read_log(&log);
    assert_eq!(events(&log), ["run", "approval", "started 1", "ok 1", "started 2"]);
    assert_eq!(log[4]["effect"], "slow_note");
    assert_eq!(log[4]["args"], serde_json::json!({"name": "s.txt", "seconds": 3}));
    assert!(notes.join("a.txt").exists());
    assert!(!notes.join("b.txt").exists(), "the effect after the kill never fired");
}

#[test]
fn what_the_program_prints_shows_while_it_runs() {
    use std::io::BufRead;
    let dir = tempfile::tempdir().unwrap();
    let (notes, log) = (dir.path().join("notes"), dir.path().join("audit.jsonl"));
    std::fs::create_dir(&notes).unwrap();
    let mut child = command(&notes, &log, "programs/print_then_wait.py")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    // The line arrived while the slow effect is still running, not in the final report.
    let still_running = child.try_wait().unwrap().is_none();
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(line, "asking for the slow note\n");
    assert!(still_running, "the output came only when the run had ended");
}
