//! Running programs that use the bundled libraries for real: `clauz3 run --yes` in a temp
//! directory, with what it printed and its audit log.
#![allow(dead_code, reason = "each test binary uses its own part")]

use crate::run_common::read_log;
use std::path::Path;
use std::process::{Command, Stdio};

/// What one run did.
pub struct Ran {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
    pub log: Vec<serde_json::Value>,
}

/// Writes `program` as `prog.py` in `dir` and runs it there with `--yes`, with `env` set.
pub fn run_in(dir: &Path, program: &str, env: &[(&str, &str)]) -> Ran {
    run_in_with(dir, program, |command| {
        for (k, v) in env {
            command.env(k, v);
        }
    })
}

/// [`run_in`] with the command set up by `configure` (an environment value that is no `str`).
pub fn run_in_with(dir: &Path, program: &str, configure: impl FnOnce(&mut Command)) -> Ran {
    std::fs::write(dir.join("prog.py"), program).unwrap();
    let logs = tempfile::tempdir().unwrap();
    let log = logs.path().join("audit.jsonl");
    let mut command = Command::new(env!("CARGO_BIN_EXE_clauz3"));
    command
        .args(["run", "--yes", "--audit-log"])
        .arg(&log)
        .arg("prog.py")
        .env_remove("CLAUZ3_APPROVAL_SERVICE")
        .env_remove("CLAUZ3_APPROVAL_URL")
        .current_dir(dir)
        .stdin(Stdio::null());
    configure(&mut command);
    let out = command.output().expect("the binary runs");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    Ran {
        code: out.status.code().unwrap_or(-1),
        stdout: text(&out.stdout),
        stderr: text(&out.stderr),
        log: read_log(&log),
    }
}

/// The program's own output: what `run` prints before its report (`main: proved! ...`).
pub fn printed(ran: &Ran) -> &str {
    ran.stdout.split("main: proved!").next().unwrap_or("")
}

pub fn read(path: impl AsRef<Path>) -> String {
    std::fs::read_to_string(path).unwrap()
}

/// What python3 prints for `code` run in `dir`.
pub fn python_in(dir: &Path, code: &str) -> String {
    let out = Command::new("python3").arg("-c").arg(code).current_dir(dir).output().expect("python3 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A PATH with `dir` first, then the PATH the tests run with (for a stand-in CLI).
pub fn path_with(dir: &Path) -> String {
    let rest = std::env::var_os("PATH").unwrap_or_default();
    let mut paths = vec![dir.to_path_buf()];
    paths.extend(std::env::split_paths(&rest));
    std::env::join_paths(paths).unwrap().to_string_lossy().into_owned()
}
