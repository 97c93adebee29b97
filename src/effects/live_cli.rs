//! Running a user's command-line program (`git`, `gh`, `rsync`) for a bundled library's
//! effect: an argument vector, never a shell; the program found on the PATH clauz3 runs with;
//! no input; a time limit past which the program's whole process group is killed (a `git push`
//! leaves `ssh` children behind otherwise). What it prints on stdout is the effect's value,
//! read as Python's `subprocess.run(..., text=True)` reads it (UTF-8, universal newlines).
//!
//! Failures reach the program as the exceptions the libraries declare with `@deal.raises`: a
//! non-zero exit is a `RuntimeError` (CPython's `CalledProcessError` wording, followed by what
//! the program said on stderr), running out of time a `TimeoutError`. A program that is not
//! installed is not the agent program's to handle: the run stops with an error naming it.
//! [`run_limited`] is also how the Lean spine runs `lake`.
#![expect(clippy::disallowed_types, reason = "running the user's CLI is what these effects do")]

use super::live_library::python_error;
use super::{DataValue, EffectError};
use crate::ir::PyExc;
use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// How much of the program's stderr a failure's message keeps (its end, where the reason is).
const STDERR_KEPT: usize = 2000;

/// One command-line program and how long a call of it may take.
pub(super) struct Cli {
    /// Its name, looked up on the PATH: `git`.
    pub program: &'static str,
    /// What it is, for the error when it is missing: `the GitHub CLI`.
    pub what: &'static str,
    pub limit: Duration,
}

impl Cli {
    /// Runs the program with `args`; what it printed on stdout.
    pub(super) fn run(&self, args: &[&str]) -> Result<DataValue, EffectError> {
        let mut argv = vec![self.program];
        argv.extend_from_slice(args);
        let shown = quoted_argv(&argv);
        let mut command = Command::new(self.program);
        command.args(args);
        let finished = match run_limited(command, self.limit) {
            Ok(finished) => finished,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(EffectError::new(format!(
                    "`{}` was not found on the PATH: this library runs {}; install it, or put it on the PATH clauz3 runs with",
                    self.program, self.what
                )))
            }
            Err(e) => return Err(EffectError::new(format!("cannot start `{}`: {e}", self.program))),
        };
        let Some(status) = finished.status else {
            let message = format!("Command {shown} timed out after {} seconds", self.limit.as_secs_f64());
            return Err(EffectError::raised(PyExc::TimeoutError, message));
        };
        let (out, err) = (finished.stdout, finished.stderr);
        if !status.success() {
            return Err(EffectError::raised(PyExc::RuntimeError, failure_message(&shown, status, &err)));
        }
        let text = String::from_utf8(out)
            .map_err(|_| EffectError::new(format!("Command {shown} printed output that is not UTF-8 text")))?;
        Ok(DataValue::Str(text.replace("\r\n", "\n").replace('\r', "\n")))
    }
}

/// Refuses a parameter the program would read as an option (`-c alias.x=!sh` for a git
/// subcommand): contracts name these parameters, so an option in their place would step
/// around them. `named` holds (parameter, value).
pub(super) fn not_options(program: &str, named: &[(&str, &str)]) -> Result<(), EffectError> {
    match named.iter().find(|(_, value)| value.starts_with('-')) {
        Some((name, value)) => Err(python_error(
            "ValueError",
            format!("{name} must not start with '-' ({program} would read {value:?} as an option)"),
        )),
        None => Ok(()),
    }
}

/// How a program run with a time limit ended.
pub(crate) struct Finished {
    /// `None` when it was killed at the limit.
    pub status: Option<ExitStatus>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

/// Runs `command` with no input and its output captured, as the leader of a new process
/// group; past `limit` the whole group is killed. An error only when it cannot be started.
pub(crate) fn run_limited(mut command: Command, limit: Duration) -> std::io::Result<Finished> {
    let mut child =
        command.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).process_group(0).spawn()?;
    let stdout = child.stdout.take().map(drain);
    let stderr = child.stderr.take().map(drain);
    let deadline = Instant::now() + limit;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(10)),
            Ok(None) | Err(_) => {
                // Not reaped yet, so the leader's pid still names its group.
                kill_group(child.id());
                let _ = child.wait();
                break None;
            }
        }
    };
    let collect = |h: Option<std::thread::JoinHandle<Vec<u8>>>| h.and_then(|h| h.join().ok()).unwrap_or_default();
    Ok(Finished { status, stdout: collect(stdout), stderr: collect(stderr) })
}

/// `'['git', '-C', 'repo', 'status']'`, as CPython's subprocess errors show a command.
fn quoted_argv(argv: &[&str]) -> String {
    let list = DataValue::List(argv.iter().map(|a| DataValue::Str((*a).to_owned())).collect());
    format!("'{}'", list.repr())
}

/// CPython's `CalledProcessError` text, then the end of what the program wrote on stderr.
fn failure_message(shown: &str, status: ExitStatus, stderr: &[u8]) -> String {
    let how = match (status.code(), status.signal()) {
        (Some(code), _) => format!("returned non-zero exit status {code}."),
        (None, Some(signal)) => format!("died with signal {signal}."),
        (None, None) => "failed.".to_owned(),
    };
    let said = String::from_utf8_lossy(stderr);
    let said = said.trim();
    let start = said.char_indices().rev().nth(STDERR_KEPT).map_or(0, |(i, _)| i);
    if said.is_empty() {
        format!("Command {shown} {how}")
    } else {
        format!("Command {shown} {how} {}", &said[start..])
    }
}

/// Reads a child's pipe to its end on a thread of its own, so neither pipe can fill and stall
/// the child while the other is read.
fn drain(mut pipe: impl Read + Send + 'static) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = pipe.read_to_end(&mut buf);
        buf
    })
}

/// Kills the process group led by `leader` (a child started with `process_group(0)`).
fn kill_group(leader: u32) {
    if let Some(pid) = i32::try_from(leader).ok().and_then(rustix::process::Pid::from_raw) {
        let _ = rustix::process::kill_process_group(pid, rustix::process::Signal::KILL);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(limit_ms: u64) -> Cli {
        Cli { program: "sh", what: "a shell", limit: Duration::from_millis(limit_ms) }
    }

    #[test]
    fn stdout_is_the_value_with_universal_newlines() {
        let out = sh(5000).run(&["-c", "printf 'a\\r\\nb\\rc\\n'"]);
        assert_eq!(out, Ok(DataValue::Str("a\nb\nc\n".into())));
    }

    #[test]
    fn a_non_zero_exit_raises_runtime_error_with_stderr() {
        let err = sh(5000).run(&["-c", "echo nope >&2; exit 3"]).unwrap_err();
        assert_eq!(err.raised, Some(PyExc::RuntimeError));
        assert_eq!(
            err.message,
            "Command '['sh', '-c', 'echo nope >&2; exit 3']' returned non-zero exit status 3. nope"
        );
    }

    #[test]
    fn past_the_limit_the_group_is_killed_and_timeout_error_raised() {
        let started = Instant::now();
        // The grandchild `sleep` holds stdout open: only killing the group ends the read.
        let err = sh(200).run(&["-c", "sleep 30 & sleep 30"]).unwrap_err();
        assert!(started.elapsed() < Duration::from_secs(10));
        assert_eq!(err.raised, Some(PyExc::TimeoutError));
        assert!(err.message.ends_with("timed out after 0.2 seconds"), "{}", err.message);
    }

    #[test]
    fn a_missing_program_stops_the_run_naming_it() {
        let cli = Cli { program: "clauz3-surely-not-installed", what: "nothing", limit: Duration::from_secs(1) };
        let err = cli.run(&[]).unwrap_err();
        assert_eq!(err.raised, None);
        assert!(err.message.starts_with("`clauz3-surely-not-installed` was not found on the PATH"), "{}", err.message);
    }
}
