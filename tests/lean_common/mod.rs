//! Driving `prove --backend lean` with the scripted test double (no Lean toolchain can be
//! installed here).

pub mod eval;

use clauz3::lean::{self, CheckJob, Exit, LeanReport, RunOutput, ScriptedLeanRunner, TimeLimits};
use clauz3::{Program, ProofReport, ProveOptions};
use std::sync::{Arc, Mutex};

/// The generated sources a scripted runner was shown, in call order.
pub type Seen = Arc<Mutex<Vec<String>>>;

/// A scripted runner answering each check with `answer(source)` as the exit code (and `stdout`),
/// keeping the generated sources it was shown so tests can look at the rendered text.
pub fn scripted_by(answer: impl Fn(&str) -> i32 + Send + Sync + 'static, stdout: &str) -> (ScriptedLeanRunner, Seen) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = Arc::clone(&seen);
    let stdout = stdout.as_bytes().to_vec();
    let runner = ScriptedLeanRunner::new(move |job: &CheckJob| {
        log.lock().unwrap().push(job.source.to_owned());
        RunOutput { exit: Exit::Code(answer(job.source)), stdout: stdout.clone(), stderr: vec![] }
    });
    (runner, seen)
}

/// A scripted runner answering every check with `rc`.
pub fn scripted(rc: i32, stdout: &str) -> (ScriptedLeanRunner, Seen) {
    scripted_by(move |_| rc, stdout)
}

pub fn load(source: &str) -> Program {
    Program::from_source("agent.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text))
}

pub fn prove_with(source: &str, runner: &ScriptedLeanRunner) -> (ProofReport, LeanReport) {
    lean::prove_and_check(&load(source), &ProveOptions::default(), runner, TimeLimits::default()).unwrap()
}
