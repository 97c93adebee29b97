//! How the spine asks for Lean: the [`LeanRunner`] trait, the jobs it runs, and the body-free
//! [`CommandRecord`] a run is reduced to. The runner hands back raw output; only the spine
//! decides what of it a record may keep (line counts, never text).

use serde_json::{json, Value};
use std::path::Path;
use std::time::Duration;

/// How a command ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Exit {
    Code(i32),
    /// Killed by a signal the runner did not send.
    Signaled(i32),
    /// Over its time limit; the runner killed its whole process group.
    TimedOut,
    /// The program could not be started (not installed, not executable); the reason kind only.
    SpawnFailed(String),
}

/// What a runner returns. `stdout`/`stderr` may hold anything the checker printed, including
/// proof text: they are counted, never recorded.
#[derive(Debug, Clone)]
pub struct RunOutput {
    pub exit: Exit,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

/// `lake build <library>` in the workspace copy of the Lake project.
pub struct BuildJob<'a> {
    pub project_dir: &'a Path,
    pub library: &'a str,
    pub limit: Duration,
}

impl BuildJob<'_> {
    pub fn argv(&self) -> Vec<String> {
        vec!["lake".into(), "build".into(), self.library.into()]
    }
}

/// `lake env lean` on one generated file in the project copy. `source` is that file's text, for
/// runners that do not read the workspace (test doubles); the real runner ignores it.
pub struct CheckJob<'a> {
    pub project_dir: &'a Path,
    pub file_name: &'a str,
    pub source: &'a str,
    pub limit: Duration,
}

impl CheckJob<'_> {
    /// Warnings are errors, so a `sorry` (a warning to Lean) cannot exit 0 (lean-spine.md §18.3).
    pub fn argv(&self) -> Vec<String> {
        ["lake", "env", "lean", "-DwarningAsError=true", self.file_name].map(str::to_owned).to_vec()
    }
}

/// Whether one tool answered `--version`, and its first output line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ToolProbe {
    pub available: bool,
    pub version: Option<String>,
}

/// The two tools the spine needs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Toolchain {
    pub lean: ToolProbe,
    pub lake: ToolProbe,
}

impl Toolchain {
    pub fn available(&self) -> bool {
        self.lean.available && self.lake.available
    }

    pub fn to_json(&self) -> Value {
        let probe = |tool: &str, p: &ToolProbe| {
            json!({
                "argv": [tool, "--version"],
                "return_code": if p.available { 0 } else { 127 },
                "version": p.version,
                "stdout_stderr_in_receipt": false,
                "tool_path_exported": false,
            })
        };
        json!({
            "lean_available": self.lean.available,
            "lake_available": self.lake.available,
            "lean_version_command": probe("lean", &self.lean),
            "lake_version_command": probe("lake", &self.lake),
        })
    }
}

/// Runs Lean for the spine. `Sync` because clean candidates are checked on up to four threads.
pub trait LeanRunner: Sync {
    /// Whether answers come from a real Lean (false for test doubles): only a live runner's
    /// pass is a real runtime receipt.
    fn is_live(&self) -> bool;
    /// Probes `lean --version` and `lake --version`; a missing tool is `available: false`.
    fn toolchain(&self) -> Toolchain;
    fn build(&self, job: &BuildJob) -> RunOutput;
    fn check(&self, job: &CheckJob) -> RunOutput;
}

/// A run as records keep it: argv, the cwd's base name, the return code (124 timed out, 127
/// could not start, 128+N killed by signal N), and line counts of the output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandRecord {
    pub argv: Vec<String>,
    pub cwd_name: String,
    pub return_code: i32,
    pub stdout_line_count: usize,
    pub stderr_line_count: usize,
    pub timed_out: bool,
    pub spawn_failed: bool,
}

impl CommandRecord {
    pub fn from_output(argv: Vec<String>, cwd: &Path, out: &RunOutput) -> CommandRecord {
        let lines = |b: &[u8]| b.split(|&c| c == b'\n').filter(|l| !l.is_empty()).count();
        let return_code = match &out.exit {
            Exit::Code(c) => *c,
            Exit::Signaled(s) => 128 + s,
            Exit::TimedOut => 124,
            Exit::SpawnFailed(_) => 127,
        };
        CommandRecord {
            argv,
            cwd_name: cwd.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
            return_code,
            stdout_line_count: lines(&out.stdout),
            stderr_line_count: lines(&out.stderr),
            timed_out: out.exit == Exit::TimedOut,
            spawn_failed: matches!(out.exit, Exit::SpawnFailed(_)),
        }
    }

    pub fn to_json(&self) -> Value {
        json!({
            "argv": self.argv,
            "cwd_name": self.cwd_name,
            "return_code": self.return_code,
            "stdout_line_count": self.stdout_line_count,
            "stderr_line_count": self.stderr_line_count,
            "timed_out": self.timed_out,
            "spawn_failed": self.spawn_failed,
            "stdout_stderr_in_receipt": false,
        })
    }
}

/// The spine's time limits: the build and each checker run (60 s and 30 s in the original).
#[derive(Debug, Clone, Copy)]
pub struct TimeLimits {
    pub build: Duration,
    pub check: Duration,
}

impl Default for TimeLimits {
    fn default() -> TimeLimits {
        TimeLimits { build: Duration::from_secs(60), check: Duration::from_secs(30) }
    }
}
