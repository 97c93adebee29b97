//! The CPython oracle's process (when `python3` is on PATH): one `python3` per fuzz worker
//! thread, started on first use and kept for the thread's life, runs each case's request
//! ([`super::pyscript`]: every environment of the case at once) and answers with the runs as
//! one JSON line. Starting a process per case cost more than the prover (about a
//! tenth of a second each); a kept one costs a few milliseconds per case. The one file of the
//! fuzzer that starts a process.
#![expect(clippy::disallowed_types, reason = "runs python3 as the reference for the subset's meaning")]

use super::case::Case;
use super::env::Env;
use super::pyscript::{self, RunSummary};
use std::cell::RefCell;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::OnceLock;

/// A running `python3` serving scripts; killed when dropped (with its thread).
struct Worker {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Worker {
    fn start() -> Result<Worker, String> {
        let mut child = Command::new("python3")
            .args(["-S", "-E", "-c", pyscript::SERVER])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("python3 did not start: {e}"))?;
        let stdin = child.stdin.take().ok_or("python3 has no stdin")?;
        let stdout = BufReader::new(child.stdout.take().ok_or("python3 has no stdout")?);
        Ok(Worker { child, stdin, stdout })
    }

    fn ask(&mut self, request: &str) -> Result<serde_json::Value, String> {
        let lost = |e: std::io::Error| format!("python3 stopped: {e}");
        write!(self.stdin, "{}\n{request}", request.len()).map_err(lost)?;
        self.stdin.flush().map_err(lost)?;
        let mut line = String::new();
        if self.stdout.read_line(&mut line).map_err(lost)? == 0 {
            return Err("python3 stopped".to_owned());
        }
        serde_json::from_str(&line).map_err(|e| format!("python3 gave unreadable output ({e}): {line}"))
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

thread_local! {
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
}

/// Runs `case` under CPython on every environment, in order (one script, on this thread's
/// `python3`); `Err` when python3 could not run it.
pub fn run(case: &Case, envs: &[Env]) -> Result<Vec<RunSummary>, String> {
    let request = pyscript::request(case, envs)?.to_string();
    let out = WORKER.with(|slot| {
        let mut slot = slot.borrow_mut();
        let worker = match slot.as_mut() {
            Some(w) => w,
            None => slot.insert(Worker::start()?),
        };
        let answer = worker.ask(&request);
        if answer.is_err() {
            // A worker that failed once is not trusted with the next case: start afresh.
            *slot = None;
        }
        answer
    })?;
    let runs = pyscript::parse_runs(&out)?;
    if runs.len() != envs.len() {
        return Err(format!("python3 ran {} of {} environments", runs.len(), envs.len()));
    }
    Ok(runs)
}

/// Whether `python3` can be run here (asked once per process).
pub fn available() -> bool {
    static AVAILABLE: OnceLock<bool> = OnceLock::new();
    *AVAILABLE.get_or_init(|| {
        Command::new("python3")
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}
