//! The real [`LeanRunner`]: spawns `lake` in a process group of its own and, past the time
//! limit, kills the whole group, so a `lean` grandchild cannot outlive its limit (the original
//! killed only `lake`, lean-spine.md §16.9). A program that cannot be started is a
//! `SpawnFailed` outcome (return code 127), never a crash (§16.1).
#![expect(clippy::disallowed_types, reason = "running lake and lean is this module's one job")]

use super::runner::{BuildJob, CheckJob, Exit, LeanRunner, RunOutput, ToolProbe, Toolchain};
use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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
    let spawned = Command::new(program)
        .args(args)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(e) => {
            return RunOutput { exit: Exit::SpawnFailed(format!("{:?}", e.kind())), stdout: vec![], stderr: vec![] }
        }
    };
    let stdout = child.stdout.take().map(drain);
    let stderr = child.stderr.take().map(drain);
    let deadline = Instant::now() + limit;
    let exit = loop {
        match child.try_wait() {
            Ok(Some(status)) => {
                break status.code().map_or_else(|| Exit::Signaled(status.signal().unwrap_or(0)), Exit::Code)
            }
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(10)),
            Ok(None) | Err(_) => {
                // The leader is not reaped yet, so its pid still names the group.
                kill_group(child.id());
                let _ = child.wait();
                break Exit::TimedOut;
            }
        }
    };
    let collect = |h: Option<std::thread::JoinHandle<Vec<u8>>>| h.and_then(|h| h.join().ok()).unwrap_or_default();
    RunOutput { exit, stdout: collect(stdout), stderr: collect(stderr) }
}

fn drain(mut pipe: impl Read + Send + 'static) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = pipe.read_to_end(&mut buf);
        buf
    })
}

fn kill_group(leader: u32) {
    let pid = i32::try_from(leader).ok().and_then(rustix::process::Pid::from_raw);
    if let Some(pid) = pid {
        let _ = rustix::process::kill_process_group(pid, rustix::process::Signal::KILL);
    }
}
