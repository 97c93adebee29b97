//! The bugs `clauz3 fuzz` found, kept as the standalone cases it wrote (`tests/data/fuzz_found/`):
//! `clauz3 prove` and `clauz3 dry-run` give, from each case's directory, the first lines its
//! `expected.txt` records.
#![expect(clippy::disallowed_types, clippy::disallowed_methods, reason = "runs the binary on case directories")]

use std::path::{Path, PathBuf};
use std::process::Command;

fn first_line(dir: &Path, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3")).current_dir(dir).args(args).output().expect("the binary runs");
    String::from_utf8_lossy(&out.stdout).lines().next().unwrap_or_default().to_owned()
}

#[test]
fn every_found_case_gives_its_recorded_verdict_and_run() {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir("tests/data/fuzz_found")
        .expect("the folder of found bugs")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    assert!(!dirs.is_empty());
    for dir in dirs {
        let expected = std::fs::read_to_string(dir.join("expected.txt")).expect("expected.txt");
        let mut lines = expected.lines();
        let prove = first_line(&dir, &["prove", "program.py"]);
        assert_eq!(Some(prove.as_str()), lines.next(), "{}: clauz3 prove", dir.display());
        let dry_run =
            first_line(&dir, &["dry-run", "--target", "fuzz_entry", "--returns", "returns.json", "program.py"]);
        assert_eq!(Some(dry_run.as_str()), lines.next(), "{}: clauz3 dry-run", dir.display());
    }
}
