//! A test double: [`ScriptedLeanRunner`] answers build and check jobs from a script instead of
//! running Lean, and logs every call, so every spine path can be driven on machines without a
//! Lean toolchain. Its answers prove nothing; never use it outside tests and demonstrations.

use super::runner::{BuildJob, CheckJob, Exit, LeanRunner, RunOutput, ToolProbe, Toolchain};
use std::sync::Mutex;

type CheckScript = Box<dyn Fn(&CheckJob) -> RunOutput + Send + Sync>;

/// Scripted answers for the spine's Lean calls (a test double, not a checker).
pub struct ScriptedLeanRunner {
    toolchain: Toolchain,
    build: RunOutput,
    check: CheckScript,
    calls: Mutex<Vec<String>>,
}

impl ScriptedLeanRunner {
    /// A runner with both tools "available", a build that exits 0 and checks answered by
    /// `check` (which sees the file name and the generated source).
    pub fn new(check: impl Fn(&CheckJob) -> RunOutput + Send + Sync + 'static) -> ScriptedLeanRunner {
        let tool = ToolProbe { available: true, version: Some("scripted test double".into()) };
        ScriptedLeanRunner {
            toolchain: Toolchain { lean: tool.clone(), lake: tool },
            build: ScriptedLeanRunner::exit(0),
            check: Box::new(check),
            calls: Mutex::new(Vec::new()),
        }
    }

    /// Both tools missing: every call answers as a program that cannot be started.
    pub fn without_toolchain() -> ScriptedLeanRunner {
        let missing = || RunOutput { exit: Exit::SpawnFailed("NotFound".into()), stdout: vec![], stderr: vec![] };
        let mut runner = ScriptedLeanRunner::new(move |_| missing());
        runner.toolchain = Toolchain::default();
        runner.build = missing();
        runner
    }

    /// The build answers with `out` instead of exit 0.
    pub fn with_build(mut self, out: RunOutput) -> ScriptedLeanRunner {
        self.build = out;
        self
    }

    /// An outcome with exit code `code` and no output.
    pub fn exit(code: i32) -> RunOutput {
        RunOutput { exit: Exit::Code(code), stdout: vec![], stderr: vec![] }
    }

    /// Every call so far: `build <library>` or `check <file>`, in call order.
    pub fn calls(&self) -> Vec<String> {
        self.calls.lock().map(|c| c.clone()).unwrap_or_default()
    }

    fn log(&self, call: String) {
        if let Ok(mut calls) = self.calls.lock() {
            calls.push(call);
        }
    }
}

impl LeanRunner for ScriptedLeanRunner {
    fn is_live(&self) -> bool {
        false
    }

    fn toolchain(&self) -> Toolchain {
        self.toolchain.clone()
    }

    fn build(&self, job: &BuildJob) -> RunOutput {
        self.log(format!("build {}", job.library));
        self.build.clone()
    }

    fn check(&self, job: &CheckJob) -> RunOutput {
        self.log(format!("check {}", job.file_name));
        (self.check)(job)
    }
}
