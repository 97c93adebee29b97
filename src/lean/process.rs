//! The real [`LeanRunner`]: spawns `lake` in a process group of its own and, past the time
//! limit, kills the whole group, so a `lean` grandchild cannot outlive its limit (the original
//! killed only `lake`, lean-spine.md §16.9). A program that cannot be started is a
//! `SpawnFailed` outcome (return code 127), never a crash (§16.1).
#![expect(clippy::disallowed_types, reason = "running lake and lean is this module's one job")]

use super::runner::{BuildJob, CheckJob, Exit, LeanRunner, RunOutput, ToolProbe, Toolchain};
use crate::effects::live_cli::run_limited;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Runs the `lake` and `lean` found on `PATH` (or the programs given to [`LakeRunner::with_programs`]).
#[derive(Debug, Clone)]
pub struct LakeRunner {
    lake: PathBuf,
    lean: PathBuf,
}

impl Default for LakeRunner {
    fn default() -> LakeRunner {
        LakeRunner { lake: PathBuf::from("lake"), lean: PathBuf::from("lean") }
    }
}

impl LakeRunner {
    /// A runner using these programs in place of `lake` and `lean`.
    pub fn with_programs(lake: impl Into<PathBuf>, lean: impl Into<PathBuf>) -> LakeRunner {
        LakeRunner { lake: lake.into(), lean: lean.into() }
    }

    fn probe(program: &Path) -> ToolProbe {
        let out = run(program, &["--version".to_owned()], Path::new("."), Duration::from_secs(10));
        let available = out.exit == Exit::Code(0);
        let version = available.then(|| {
            let text = String::from_utf8_lossy(&out.stdout);
            let first = text.lines().next().unwrap_or_default();
            first.chars().filter(|c| c.is_ascii_graphic() || *c == ' ').take(120).collect()
        });
        ToolProbe { available, version }
    }
}

impl LeanRunner for LakeRunner {
    fn is_live(&self) -> bool {
        true
    }

    fn toolchain(&self) -> Toolchain {
        Toolchain { lean: LakeRunner::probe(&self.lean), lake: LakeRunner::probe(&self.lake) }
    }

    fn build(&self, job: &BuildJob) -> RunOutput {
        run(&self.lake, &job.argv()[1..], job.project_dir, job.limit)
    }

    fn check(&self, job: &CheckJob) -> RunOutput {
        run(&self.lake, &job.argv()[1..], job.project_dir, job.limit)
    }
}

/// Runs `program args` in `cwd` as the leader of a new process group; past `limit` the group is
/// killed and the outcome is `TimedOut`.
pub fn run(program: &Path, args: &[String], cwd: &Path, limit: Duration) -> RunOutput {
    let mut command = Command::new(program);
    command.args(args).current_dir(cwd);
    match run_limited(command, limit) {
        Err(e) => RunOutput { exit: Exit::SpawnFailed(format!("{:?}", e.kind())), stdout: vec![], stderr: vec![] },
        Ok(finished) => {
            let exit = match finished.status {
                None => Exit::TimedOut,
                Some(status) => status.code().map_or_else(|| Exit::Signaled(status.signal().unwrap_or(0)), Exit::Code),
            };
            RunOutput { exit, stdout: finished.stdout, stderr: finished.stderr }
        }
    }
}
