//! The issue-30 agent corpus (`tests/data/agents30/programs/`): realistic agent programs that
//! retry effects declared to raise (`@deal.raises`), fall back on parse errors, keep records as
//! dataclasses, dispatch commands with `match`, define context managers, count with
//! `global`/`nonlocal` and define small classes and exception classes.
//!
//! - Each program runs under CPython (with `stub/`, a stand-in for the trusted layer and
//!   `clauz3` that answers from the program's `<name>.returns.json` as the dry run's script
//!   does) and under `clauz3 dry-run --quiet --returns <name>.returns.json`: what `main()`
//!   printed, then `str()` of its result or the exception that left it, must be the same.
//! - Each program starts with `# prove: <verdict>`, what `clauz3 prove` must say: `proved`,
//!   `skipped` (a construct the prover does not model yet, named in the reason), `failed <what>`
//!   with an example the replay reproduced, or a whole line (`proved! FileNotFoundError`).
//!   `proved | skipped` is written where the solver's time limit decides (`int()` of a string
//!   typed by the user), so a loaded machine does not turn the test red.
//!
//! `AGENTS30_FILTER=<part of the name> cargo test --test agents30` runs only matching programs.
#![expect(
    clippy::disallowed_types,
    clippy::disallowed_methods,
    reason = "the tests read their programs and run CPython and the binary"
)]

mod cpython_common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

const ROOT: &str = "tests/data/agents30";

/// The programs' paths relative to [`ROOT`] (`programs/<name>.py`), in name order.
fn programs() -> Vec<PathBuf> {
    let filter = std::env::var("AGENTS30_FILTER").unwrap_or_default();
    let mut out: Vec<PathBuf> = std::fs::read_dir(Path::new(ROOT).join("programs"))
        .unwrap()
        .flatten()
        .map(|e| Path::new("programs").join(e.file_name()))
        .filter(|p| p.extension().is_some_and(|e| e == "py") && p.display().to_string().contains(&filter))
        .collect();
    out.sort();
    out
}

/// The program's effect script, when it has one.
fn script(program: &Path) -> Option<PathBuf> {
    let path = program.with_extension("returns.json");
    Path::new(ROOT).join(&path).exists().then_some(path)
}

/// CPython's account of each program, with the stub layer answering from its script.
fn cpython(paths: &[PathBuf]) -> Vec<String> {
    let prelude = "sys.path.insert(0, os.path.abspath(\"stub\"))\nfrom tools.agents.trusted import effects";
    let before_each = "answers = path[:-3] + \".returns.json\"\neffects.load(json.load(open(answers)) if os.path.exists(answers) else {})";
    cpython_common::printed_then_ending(paths, Path::new(ROOT), prelude, before_each, "agents30")
}

fn clauz3(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_clauz3")).args(args).current_dir(ROOT).output().unwrap()
}

/// Ours, in the same form, with the program's script answering its effects.
fn dry_run(program: &Path) -> String {
    let program_arg = program.display().to_string();
    let script = script(program).map(|s| s.display().to_string());
    let mut args = vec![program_arg.as_str()];
    if let Some(script) = &script {
        args.extend(["--returns", script.as_str()]);
    }
    cpython_common::dry_run_then_ending(Path::new(ROOT), &args)
}

/// Whether `clauz3 prove`'s output `stdout` (first line `line`, after `main: `) is the verdict
/// `want`: `proved` (any `proved!` line), `skipped` (followed by the start of the reason, when
/// given), `failed <what>` (with an example the replay reproduced), or else the whole line.
fn verdict_is(want: &str, line: &str, stdout: &str) -> bool {
    match want {
        "proved" => line == "proved!" || line.starts_with("proved! "),
        skipped if skipped.starts_with("skipped") => line.starts_with(skipped),
        failed if failed.starts_with("failed ") => {
            line.starts_with(failed) && line.contains(". Example: ") && stdout.contains("replay: reproduced")
        }
        exact => line == exact,
    }
}

/// What is wrong with the proof of one program, given the verdict its header expects (one of
/// several separated by ` | ` where the solver's time limit decides between them).
fn prove_problem(program: &Path) -> Option<String> {
    let source = std::fs::read_to_string(Path::new(ROOT).join(program)).unwrap();
    let want = source.lines().next().and_then(|l| l.strip_prefix("# prove: ")).expect("a `# prove:` header");
    let out = clauz3(&["prove", "--explain", &program.display().to_string()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line = stdout.lines().next().unwrap_or("").strip_prefix("main: ").unwrap_or("");
    let ok = want.split(" | ").any(|w| verdict_is(w, line, &stdout));
    (!ok || stdout.contains("parity error")).then(|| format!("wanted `{want}`, got:\n{stdout}"))
}

/// Runs `check` over `paths` on two threads and collects the problems it names.
fn each(paths: &[PathBuf], check: impl Fn(usize, &Path) -> Option<String> + Sync) -> Vec<String> {
    let next = Mutex::new(0usize);
    let problems = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    *n += 1;
                    *n - 1
                };
                let Some(path) = paths.get(i) else { break };
                if let Some(problem) = check(i, path) {
                    problems.lock().unwrap().push(format!("{}: {problem}", path.display()));
                }
            });
        }
    });
    let mut problems = problems.into_inner().unwrap();
    problems.sort();
    problems
}

#[test]
fn the_corpus_is_there() {
    let paths = programs();
    if std::env::var("AGENTS30_FILTER").is_err() {
        assert!(paths.len() >= 60, "{} programs", paths.len());
        let failing = paths.iter().filter(|p| p.display().to_string().ends_with("_fail.py")).count();
        assert!(failing >= 15 && paths.len() - failing >= 30, "{failing} failing variants");
    }
}

#[test]
fn programs_run_as_in_cpython() {
    let paths = programs();
    let expected = cpython(&paths);
    let problems = each(&paths, |i, path| {
        let got = dry_run(path);
        (got != expected[i]).then(|| format!("\n  clauz3:  {got:?}\n  CPython: {:?}", expected[i]))
    });
    assert!(problems.is_empty(), "{} of {}:\n{}", problems.len(), paths.len(), problems.join("\n"));
}

#[test]
fn prove_verdicts_are_as_recorded() {
    let paths = programs();
    let problems = each(&paths, |_, path| prove_problem(path));
    assert!(problems.is_empty(), "{} of {}:\n{}", problems.len(), paths.len(), problems.join("\n"));
}

/// Found by the fuzzer: a mapping pattern naming one key twice is CPython's `SyntaxError`;
/// clauz3 ran it. Now refused before anything runs with CPython's message, located at the
/// pattern as CPython locates it.
#[test]
fn a_mapping_pattern_naming_a_key_twice_is_refused_as_cpython_refuses_it() {
    let dir = std::env::temp_dir().join(format!("clauz3-agents30-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("twice.py");
    let source = "def main() -> int:\n    d = {\"a\": 1}\n    match d:\n        case {\"a\": x, \"a\": y}:\n            return x + y\n        case _:\n            return 0\n";
    std::fs::write(&path, source).unwrap();
    let cpython = Command::new("python3")
        .args(["-c", "import sys; compile(open(sys.argv[1]).read(), 'p', 'exec')"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&cpython.stderr).contains("SyntaxError: mapping pattern checks duplicate key"));
    let ours = clauz3(&["dry-run", &path.display().to_string()]);
    let stderr = String::from_utf8_lossy(&ours.stderr);
    assert_eq!(ours.status.code(), Some(2), "{stderr}");
    let message = "error[syntax]: invalid syntax: mapping pattern checks duplicate key ('a')";
    assert!(stderr.contains(message), "{stderr}");
    assert!(stderr.contains("twice.py:4:14"), "{stderr}");
    std::fs::remove_dir_all(&dir).ok();
}
