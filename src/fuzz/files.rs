//! The fuzzer's file work, all in this one file: disagreements become standalone case
//! directories laid out as a user's project (`program.py` next to `tools/fz/trusted/`); the
//! report is a JSON file; the corpus sweep lists programs. Never reached by the evaluator.
#![expect(clippy::disallowed_methods, reason = "the fuzzer writes generated programs and its findings to disk")]

use super::case::Case;
use super::env::Env;
use std::path::{Path, PathBuf};

/// Writes `case` under `dir` (`program.py`, `tools/fz/trusted/{effects,contracts}.py`, and with
/// an environment `returns.json`); returns the program's path.
pub fn write_case(dir: &Path, case: &Case, env: Option<&Env>) -> std::io::Result<PathBuf> {
    let trusted = dir.join("tools").join("fz").join("trusted");
    std::fs::create_dir_all(&trusted)?;
    std::fs::write(trusted.join("effects.py"), case.effects_py())?;
    std::fs::write(trusted.join("contracts.py"), case.contracts_py())?;
    let program = dir.join("program.py");
    std::fs::write(&program, case.program_py())?;
    if let Some(env) = env {
        let text = serde_json::to_string_pretty(&env.returns).unwrap_or_default();
        std::fs::write(dir.join("returns.json"), text + "\n")?;
    }
    Ok(program)
}

/// Writes a text file, creating its directory.
pub fn write_text(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::write(path, text)
}

/// Every `*.py` file in `programs/` directories under `root` (the corpus layout), sorted.
pub fn corpus_programs(root: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "py")
                && path.parent().and_then(|p| p.file_name()).is_some_and(|n| n == "programs")
            {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(root, &mut out);
    out.sort();
    out
}

/// A corpus program's `.returns.json` next to it, if any.
pub fn read_returns(program: &Path) -> Option<serde_json::Value> {
    let text = std::fs::read_to_string(program.with_extension("returns.json")).ok()?;
    serde_json::from_str(&text).ok()
}
