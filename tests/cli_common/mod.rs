//! Shared by the CLI tests of layer commands (`tools`, `lint`): running the binary in a
//! directory, and showing what it did for snapshots.
#![allow(dead_code, reason = "each test file uses some of these")]
#![expect(clippy::disallowed_types, reason = "the CLI tests run the binary")]

use std::path::Path;
use std::process::Command;

/// Runs `clauz3 COMMAND ARGS` in `dir`: exit code, stdout, stderr.
pub fn clauz3_in(dir: impl AsRef<Path>, command: &str, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .arg(command)
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the binary runs");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

/// Exit code, stdout and stderr as one text.
pub fn shown((code, stdout, stderr): (i32, String, String)) -> String {
    format!("exit: {code}\n--- stdout\n{stdout}--- stderr\n{stderr}")
}
