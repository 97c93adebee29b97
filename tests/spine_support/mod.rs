//! Shared helpers of the spine tests: fixture copies to mutate, a Lean-like scripted runner,
//! reading the written records.
#![allow(dead_code, reason = "each spine test file uses a different subset")]
#![expect(clippy::disallowed_methods, reason = "tests build their own fixture copies")]

use clauz3::lean::{self, CheckJob, Exit, RecordPaths, RunOutput, ScriptedLeanRunner, SpineResult, TimeLimits};
use serde_json::Value;
use std::path::{Path, PathBuf};

pub const INPUT: &str = "corpus/lean/input";
pub const BUNDLE: &str = "corpus/lean/bundle";

/// A temp copy of a fixture directory, to change one thing in.
pub fn copy_fixture(from: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(Path::new(from), dir.path());
    dir
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// Reads, changes and rewrites a JSON file of a fixture copy.
pub fn edit_json(path: &Path, change: impl FnOnce(&mut Value)) {
    let mut value: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    change(&mut value);
    std::fs::write(path, serde_json::to_string_pretty(&value).unwrap()).unwrap();
}

/// An outcome with `code` and the given checker output.
pub fn output(code: i32, stdout: &str, stderr: &str) -> RunOutput {
    RunOutput { exit: Exit::Code(code), stdout: stdout.as_bytes().to_vec(), stderr: stderr.as_bytes().to_vec() }
}

/// Behaves like Lean on the generated text: a file that names an identifier no library
/// declares fails (exit 1, an error line), anything else elaborates.
pub fn lean_like() -> ScriptedLeanRunner {
    ScriptedLeanRunner::new(|job: &CheckJob| {
        let unknown = ["missing_public_premise", "unknown_action_witness"];
        if unknown.iter().any(|u| job.source.contains(u)) {
            output(1, "", &format!("{}:1:0: error: unknown identifier\n", job.file_name))
        } else {
            output(0, "", "")
        }
    })
}

/// Runs the fixture-mode spine on `input` with `runner` and default limits.
pub fn run(input: &Path, runner: &ScriptedLeanRunner) -> SpineResult {
    lean::run_fixture(input, "clauz3 spine run (test)", runner, TimeLimits::default()).unwrap()
}

/// Writes every record of `result` into `out` and returns their texts.
pub fn written_records(result: &SpineResult, out: &Path) -> Vec<String> {
    let paths = RecordPaths { out_dir: out.to_path_buf(), acceptance: None };
    let recs = lean::records(result, &paths, "2026-01-01T00:00:00+00:00");
    lean::write_records(&recs).unwrap();
    recs.iter().map(|(p, _)| std::fs::read_to_string(p).unwrap()).collect()
}

/// The full result as the CLI prints it.
pub fn full(result: &SpineResult) -> Value {
    result.to_json(&[])
}

pub fn path(dir: &tempfile::TempDir, rel: &str) -> PathBuf {
    dir.path().join(rel)
}
