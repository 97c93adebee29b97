//! The real runner: a missing toolchain is `blocked` with a reason; a timeout kills the whole
//! process group; and, when `lake` is installed, the fixture runs for real.
#![expect(clippy::disallowed_methods, clippy::disallowed_types, reason = "tests run programs and write scripts")]

mod spine_support;

use clauz3::lean::{self, CheckJob, Exit, LakeRunner, LeanRunner, TimeLimits};
use spine_support::INPUT;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// Runs `clauz3 spine ARGS --out OUT`.
fn spine(args: &[&str], out: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_clauz3")).arg("spine").args(args).arg("--out").arg(out).output().unwrap()
}

fn lake_installed() -> bool {
    Command::new("lake").arg("--version").output().is_ok_and(|o| o.status.success())
}

#[test]
fn a_missing_toolchain_is_reported_not_crashed_on() {
    let runner = LakeRunner::with_programs("/nonexistent/clauz3-test/lake", "/nonexistent/clauz3-test/lean");
    let tools = runner.toolchain();
    assert!(!tools.lean.available && !tools.lake.available);
    let result = lean::run_fixture(Path::new(INPUT), "t", &runner, TimeLimits::default()).unwrap();
    assert_eq!(result.status(), "blocked");
    assert_eq!(result.blocked_reasons()[0], "Lean toolchain unavailable");
    let doc = result.to_json(&[]);
    assert_eq!(doc["lake_project_build"]["return_code"], 127);
    assert_eq!(doc["tool_versions"]["lake_available"], false);
    assert_eq!(doc["real_runtime_receipt"], false);
}

/// §16.9: past the limit the whole group dies, including a grandchild the "lake" started.
#[test]
fn a_timeout_kills_the_whole_process_group() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("fake-lake");
    let pid_file = dir.path().join("grandchild.pid");
    std::fs::write(&script, format!("#!/bin/sh\nsleep 300 &\necho $! > {}\nwait\n", pid_file.display())).unwrap();
    Command::new("chmod").arg("755").arg(&script).status().unwrap();
    let runner = LakeRunner::with_programs(&script, &script);
    let job = CheckJob { project_dir: dir.path(), file_name: "x.lean", source: "", limit: Duration::from_millis(500) };
    let out = runner.check(&job);
    assert_eq!(out.exit, Exit::TimedOut);
    let pid = std::fs::read_to_string(&pid_file).unwrap().trim().to_owned();
    // The grandchild is gone (or at most a zombie awaiting its reaper), never still sleeping.
    std::thread::sleep(Duration::from_millis(100));
    let state = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let alive = state.split(") ").nth(1).is_some_and(|rest| !rest.starts_with('Z'));
    assert!(!alive, "grandchild {pid} survived the timeout: {state}");
}

#[test]
fn a_finished_command_reports_its_exit_code_and_output() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("fake-lake");
    std::fs::write(&script, "#!/bin/sh\necho one\necho two\necho err >&2\nexit 3\n").unwrap();
    Command::new("chmod").arg("755").arg(&script).status().unwrap();
    let runner = LakeRunner::with_programs(&script, &script);
    let job = CheckJob { project_dir: dir.path(), file_name: "x.lean", source: "", limit: Duration::from_secs(20) };
    let out = runner.check(&job);
    assert_eq!(out.exit, Exit::Code(3));
    let record = lean::CommandRecord::from_output(job.argv(), dir.path(), &out);
    assert_eq!((record.return_code, record.stdout_line_count, record.stderr_line_count), (3, 2, 1));
    assert_eq!(record.argv, ["lake", "env", "lean", "-DwarningAsError=true", "x.lean"]);
}

/// With Lean installed, the fixture runs for real; without, the CLI says it is blocked.
#[test]
fn the_fixture_with_the_real_toolchain() {
    let out = tempfile::tempdir().unwrap();
    let run = spine(&["run", "--card", "--input", INPUT], out.path());
    let stderr = String::from_utf8_lossy(&run.stderr);
    if !lake_installed() {
        println!("SKIPPED: no Lean toolchain");
        assert_eq!(run.status.code(), Some(1));
        assert!(stderr.starts_with("blocked: Lean toolchain unavailable\n"), "{stderr}");
        return;
    }
    assert_eq!(run.status.code(), Some(0), "{stderr}");
    let card: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
    assert_eq!(card["execution_summary"]["accepted_transition_count"], 5);
    assert_eq!(card["execution_summary"]["residual_transition_count"], 2);
}

#[test]
fn the_cli_reports_bad_input_with_exit_code_2() {
    let out = tempfile::tempdir().unwrap();
    let run = spine(&["run", "--input", "corpus/lean/no-such-dir"], out.path());
    assert_eq!(run.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&run.stderr), "error: corpus/lean/no-such-dir: not a directory\n");
}

#[test]
fn the_cli_validates_the_bundle() {
    let out = tempfile::tempdir().unwrap();
    let run = spine(&["bundle", "--input", "corpus/lean/bundle"], out.path());
    assert_eq!(run.status.code(), Some(0), "{}", String::from_utf8_lossy(&run.stderr));
    let record =
        std::fs::read_to_string(out.path().join("exported_verifier_lab_execution_spine_bundle_validation_result.json"))
            .unwrap();
    let record: serde_json::Value = serde_json::from_str(&record).unwrap();
    assert_eq!(record["schema_version"], "exported_verifier_lab_execution_spine_bundle_validation_result_v1");
    assert_eq!(record["receipt_paths"][0], ".../exported_verifier_lab_execution_spine_bundle_validation_result.json");
    assert!(!String::from_utf8_lossy(&run.stdout).contains("/tmp/"));
}

/// `prove --backend lean|both` on a corpus program Z3 proves: without `lake` on PATH, `lean` says
/// Lean is unavailable with exit 2 (never `proved!` first) and `both` keeps Z3's verdict.
#[test]
fn prove_with_the_lean_backend_reports_lean_unavailable_without_a_toolchain() {
    if lake_installed() {
        println!("SKIPPED: a Lean toolchain is installed; the unavailable path is not reachable");
        return;
    }
    let program = "corpus/prove/shipping/programs/heavy_routing_pass.py";
    let out = tempfile::tempdir().unwrap();
    let run = |backend: &str| {
        Command::new(env!("CARGO_BIN_EXE_clauz3"))
            .args(["prove", "--backend", backend, "--lean-out"])
            .arg(out.path())
            .arg(program)
            .output()
            .unwrap()
    };
    let lean = run("lean");
    let stdout = String::from_utf8_lossy(&lean.stdout);
    assert_eq!(lean.status.code(), Some(2), "{stdout}");
    assert_eq!(
        stdout,
        "main: not proved by lean: Lean unavailable (no lake on PATH)\n\
         lean: unavailable (no lake on PATH): 3 obligations not checked\n\
         z3: main: proved by Z3 only: assertion, assertion, guarantee\n"
    );
    let both = run("both");
    assert_eq!(both.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&both.stdout)
        .starts_with("main: proved! assertion, assertion, guarantee\nlean: unavailable"));
}
