//! A battery of everyday programs, each with a `def main()` without parameters that prints,
//! run three ways:
//! - CPython (all programs in one `python3` process), which must run it without an exception;
//! - `clauz3 dry-run --quiet`, whose output (what was printed, then `str()` of the returned
//!   value) must be CPython's, byte for byte;
//! - `clauz3 prove --json`, which must say `proved` or honestly `skipped`: a program that runs
//!   cleanly has no counterexample, so `failed` would be a bogus one. One process proves a few
//!   programs in turn, each on its own, as `clauz3 prove a.py b.py` does.
#![expect(
    clippy::disallowed_types,
    clippy::disallowed_methods,
    reason = "the battery reads its programs and the filter, and runs CPython and the binary"
)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

const WORKERS: usize = 2;

fn programs(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            programs(&path, out);
        } else if path.extension().is_some_and(|e| e == "py") {
            out.push(path);
        }
    }
}

/// Directories whose programs write to stderr on purpose (tracebacks, warnings, logging):
/// their stderr is compared too, the program's path being the only thing normalised
/// (clauz3 names the script by its absolute path, as `python3 path` does; the battery's
/// CPython runs it through `runpy` under the relative path).
const STDERR_DIRS: &[&str] = &["/tb54/", "/gen57/", "/exc71/", "/excgroup72/"];

fn compares_stderr(path: &Path) -> bool {
    let shown = path.display().to_string();
    STDERR_DIRS.iter().any(|d| shown.contains(d))
}

/// What CPython printed: stdout (then `str()` of `main()`'s result) and stderr.
pub struct Printed {
    out: String,
    err: String,
}

/// CPython's output for each program: what `main()` printed, then `str()` of its result, or
/// `Err` naming the exception it raised. The module runs under a name other than `__main__`,
/// so a program's own `if __name__ == "__main__":` entry call does not run twice; that name is
/// written back as `__main__` wherever the program printed it (`__module__` of its classes, the
/// `repr` of `Box[int]`), as `python3 path` and clauz3 name the script's module. Each runs
/// with the warning filters and logging's handlers of a fresh interpreter.
fn cpython(paths: &[PathBuf]) -> Vec<Result<Printed, String>> {
    let script = r#"
import contextlib, io, json, logging, runpy, sys, warnings
MODULE = "__clauz3_battery_module__"
results = []
for path in sys.stdin.read().split("\n"):
    if not path:
        continue
    buffer = io.StringIO()
    # `sys.argv` as `clauz3 dry-run PATH` gives it: the path as named, no arguments.
    sys.argv = [path]
    errors = io.StringIO()
    try:
        with contextlib.redirect_stdout(buffer), contextlib.redirect_stderr(errors), warnings.catch_warnings():
            namespace = runpy.run_path(path, run_name=MODULE)
            result = namespace["main"]()
        printed = buffer.getvalue() + str(result) + "\n"
        results.append({"ok": printed.replace(MODULE, "__main__"), "stderr": errors.getvalue().replace(MODULE, "__main__")})
    except BaseException as e:
        results.append({"err": type(e).__name__ + ": " + str(e)})
    for logger in [logging.root] + list(logging.Logger.manager.loggerDict.values()):
        if isinstance(logger, logging.Logger):
            logger.handlers.clear()
            logger.setLevel(logging.NOTSET)
    logging.root.setLevel(logging.WARNING)
    logging.Logger.manager.loggerDict.clear()
sys.stdout.write(json.dumps(results))
"#;
    let mut child = Command::new("python3")
        .args(["-c", script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    let list: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    child.stdin.take().unwrap().write_all(list.join("\n").as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let results: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).expect("CPython's results");
    results
        .into_iter()
        .map(|r| match r.get("ok") {
            Some(ok) => {
                Ok(Printed { out: ok.as_str().unwrap().to_owned(), err: r["stderr"].as_str().unwrap().to_owned() })
            }
            None => Err(r["err"].as_str().unwrap().to_owned()),
        })
        .collect()
}

/// What is wrong with our run of one program, given CPython's output.
fn check_run(path: &Path, expected: &Printed) -> Vec<String> {
    let binary = env!("CARGO_BIN_EXE_clauz3");
    let mut problems = Vec::new();
    let run = Command::new(binary).args(["dry-run", "--quiet"]).arg(path).output().unwrap();
    let absolute = std::path::absolute(path).unwrap().display().to_string();
    let relative = path.display().to_string();
    let stdout = String::from_utf8_lossy(&run.stdout).replace(&absolute, &relative);
    let stderr = String::from_utf8_lossy(&run.stderr).replace(&absolute, &relative);
    if !run.status.success() {
        let first = stderr.lines().next().unwrap_or("no message");
        problems.push(format!("dry-run: exit {:?}: {first}", run.status.code()));
    } else if stdout != expected.out {
        problems.push(format!("dry-run: printed {stdout:?}, CPython {:?}", expected.out));
    } else if compares_stderr(path) && stderr != expected.err {
        problems.push(format!("dry-run: wrote {stderr:?} to stderr, CPython {:?}", expected.err));
    }
    problems
}

/// Programs one `clauz3 prove` process proves in turn (each on its own, as separate processes
/// would): a debug build's start and Z3 context cost about as much as a small proof.
const PROVE_CHUNK: usize = 8;

/// The conclusion `clauz3 prove --json` gave each of `paths`, proved in one process; one that
/// gave no document (the process ended early) is proved again alone, so its own exit is named.
fn conclusions(paths: &[&Path]) -> Vec<String> {
    if paths.is_empty() {
        return Vec::new();
    }
    let binary = env!("CARGO_BIN_EXE_clauz3");
    let proof = Command::new(binary).args(["prove", "--json"]).args(paths).output().unwrap();
    let text = String::from_utf8_lossy(&proof.stdout);
    let mut found: std::collections::HashMap<String, String> = std::collections::HashMap::new();
    for doc in text.lines().filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok()) {
        let conclusion = doc.get("conclusion").or(doc.get("status")).and_then(|c| c.as_str());
        if let (Some(entry), Some(conclusion)) = (doc.get("entry").and_then(|e| e.as_str()), conclusion) {
            found.insert(entry.to_owned(), conclusion.to_owned());
        }
    }
    paths
        .iter()
        .map(|path| match found.remove(&path.display().to_string()) {
            Some(conclusion) => conclusion,
            None if paths.len() > 1 => conclusions(&[path]).remove(0),
            None => format!("no answer (exit {:?})", proof.status.code()),
        })
        .collect()
}

/// Runs every `*.py` under `root` (any depth) in CPython and in clauz3 (`dry-run --quiet`
/// output byte for byte, `prove --json` proved or skipped) and fails listing every mismatch;
/// `filter_var` names the environment variable that keeps only paths containing its value.
pub fn run_battery(root: &str, filter_var: &str) {
    let filter = std::env::var(filter_var).unwrap_or_default();
    let mut paths = Vec::new();
    programs(Path::new(root), &mut paths);
    paths.retain(|p| p.display().to_string().contains(&filter));
    paths.sort();
    assert!(!paths.is_empty() || !filter.is_empty(), "no programs under {root}");
    let expected = cpython(&paths);
    let next = Mutex::new(0usize);
    let problems = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..WORKERS {
            scope.spawn(|| loop {
                let start = {
                    let mut n = next.lock().unwrap();
                    *n += PROVE_CHUNK;
                    *n - PROVE_CHUNK
                };
                let chunk: Vec<usize> = (start..paths.len().min(start + PROVE_CHUNK)).collect();
                if chunk.is_empty() {
                    break;
                }
                // Programs CPython could not run are not run or proved.
                let runnable: Vec<usize> = chunk.iter().copied().filter(|&i| expected[i].is_ok()).collect();
                let proved = conclusions(&runnable.iter().map(|&i| paths[i].as_path()).collect::<Vec<_>>());
                for i in chunk {
                    let found = match &expected[i] {
                        Err(e) => vec![format!("program: CPython raised {e}")],
                        Ok(out) => {
                            let mut found = check_run(&paths[i], out);
                            let conclusion = &proved[runnable.iter().position(|&j| j == i).unwrap()];
                            // A program that runs cleanly has no counterexample: `failed` would
                            // be a bogus one.
                            if conclusion != "proved" && conclusion != "skipped" {
                                found.push(format!("prove: {conclusion}"));
                            }
                            found
                        }
                    };
                    let name = paths[i].strip_prefix(root).unwrap().display().to_string();
                    let mut all = problems.lock().unwrap();
                    all.extend(found.into_iter().map(|p| format!("{name}: {p}")));
                }
            });
        }
    });
    let mut problems = problems.into_inner().unwrap();
    problems.sort();
    assert!(problems.is_empty(), "{} problems in {} programs:\n{}", problems.len(), paths.len(), problems.join("\n"));
}
