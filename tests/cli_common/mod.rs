//! Shared by the CLI tests of layer commands (`tools`, `lint`): running the binary in a
//! directory, and showing what it did for snapshots.
#![allow(dead_code, reason = "each test file uses some of these")]
#![expect(clippy::disallowed_types, reason = "the CLI tests run the binary")]

use std::path::{Path, PathBuf};
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

/// The unpacked reference sdist's stdlib directory (`$CLAUZ3_REFERENCE_SDIST`, default
/// `/tmp/refpkg/clauz3-0.2.1`), when it is there.
#[expect(clippy::disallowed_methods, reason = "the tests look for the reference's files")]
pub fn reference_stdlib() -> Option<PathBuf> {
    let root =
        std::env::var_os("CLAUZ3_REFERENCE_SDIST").map_or_else(|| "/tmp/refpkg/clauz3-0.2.1".into(), PathBuf::from);
    let dir = root.join("src/clauz3/stdlib");
    dir.is_dir().then_some(dir)
}
