//! Running `clauz3` the way a user's shell would, fenced: address space and time limited.
#![expect(clippy::disallowed_types, reason = "the suite runs the binary")]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Address space each command may map: big enough for the run stacks clauz3 reserves, far
/// below what a 20 MB source would have taken to parse unchecked.
pub const MEMORY_KIB: u64 = 3 << 20;

/// What a command did.
#[derive(Debug)]
pub struct Outcome {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// A scratch directory with files written into it.
pub struct Scratch {
    dir: tempfile::TempDir,
}

impl Scratch {
    pub fn new() -> Scratch {
        Scratch { dir: tempfile::tempdir().expect("a temporary directory") }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Writes `text` (bytes) to `rel`, creating directories; returns the path.
    pub fn write(&self, rel: &str, text: impl AsRef<[u8]>) -> PathBuf {
        let path = self.dir.path().join(rel);
        std::fs::create_dir_all(path.parent().expect("a parent")).expect("directories");
        std::fs::write(&path, text).expect("written");
        path
    }

    /// Runs `clauz3 ARGS` in this directory under the memory limit and a timeout, and checks
    /// that it ended cleanly: an exit status (no signal), no panic, a bounded stderr.
    pub fn run(&self, args: &[&str]) -> Outcome {
        run_in(self.path(), args)
    }
}

/// Like [`Scratch::run`], in `dir`.
pub fn run_in(dir: &Path, args: &[&str]) -> Outcome {
    {
        let out = fenced(args).current_dir(dir).output().expect("the shell runs");
        let outcome = Outcome {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        };
        assert_clean(&outcome, args);
        outcome
    }
}

/// `clauz3 ARGS` under `ulimit -v` and `timeout` (which exits 124 when time runs out).
pub fn fenced(args: &[&str]) -> Command {
    let mut cmd = Command::new("sh");
    cmd.arg("-c")
        .arg(format!("ulimit -v {MEMORY_KIB} && exec timeout 300 \"$@\""))
        .arg("sh")
        .arg(env!("CARGO_BIN_EXE_clauz3"))
        .args(args)
        .stdin(Stdio::null());
    cmd
}

/// No signal death (a shell reports those as 128 + N), no timeout, no panic text, and at most
/// a screenful or two of diagnostics.
pub fn assert_clean(outcome: &Outcome, args: &[&str]) {
    assert!(
        (0..=3).contains(&outcome.code) || outcome.code == 141,
        "{args:?} ended with status {}:\n{}",
        outcome.code,
        head(&outcome.stderr)
    );
    assert!(!outcome.stderr.contains("panicked"), "{args:?} panicked:\n{}", head(&outcome.stderr));
    assert!(
        outcome.stderr.len() < 8_000,
        "{args:?} printed {} bytes on stderr:\n{}",
        outcome.stderr.len(),
        head(&outcome.stderr)
    );
}

fn head(text: &str) -> String {
    text.chars().take(2_000).collect()
}

/// The first `n` lines of a text.
pub fn lines(text: &str, n: usize) -> String {
    text.lines().take(n).collect::<Vec<_>>().join("\n")
}

/// A trusted layer for `tools/<domain>/trusted`, with one effect.
pub const EFFECTS: &str = "import clauz3\n\n@clauz3.trusted\ndef notify(to: str) -> None:\n    ...\n";
