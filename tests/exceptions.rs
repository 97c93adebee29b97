//! Exceptions as control flow (`try`/`except`/`else`/`finally`, `raise`, program exception
//! classes), held against CPython and the prover's verdicts.
//!
//! - Every `tests/data/exceptions/run/*.py` has a `def main()` without parameters; CPython and
//!   `clauz3 dry-run --quiet` must print the same, then agree on how `main()` ended: the `str()`
//!   of its result, or the exception that left it (`Name: message`).
//! - Every `tests/data/exceptions/prove/*.py` starts with `# prove: <verdict>`; `clauz3 prove`
//!   must give that verdict (`proved`, `skipped`, or `failed <what>`, whose example the prover
//!   replayed in the interpreter: a `parity error` fails the test).
#![expect(
    clippy::disallowed_types,
    clippy::disallowed_methods,
    reason = "the tests read their programs and run CPython and the binary"
)]

mod cpython_common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The `*.py` files of `dir`, in name order.
fn programs(dir: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "py") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// CPython's account of each program (`cpython_common::printed_then_ending`).
fn cpython(paths: &[PathBuf]) -> Vec<String> {
    cpython_common::printed_then_ending(paths, Path::new("."), "", "", "exceptions")
}

/// Ours, in the same form (`cpython_common::dry_run_then_ending`).
fn clauz3_dry_run(path: &Path) -> String {
    cpython_common::dry_run_then_ending(Path::new("."), &[&path.display().to_string()])
}

#[test]
fn programs_run_as_in_cpython() {
    let paths = programs("tests/data/exceptions/run");
    assert!(paths.len() >= 6, "the battery is there");
    let expected = cpython(&paths);
    let mut problems = Vec::new();
    for (path, want) in paths.iter().zip(expected) {
        let got = clauz3_dry_run(path);
        if got != want {
            problems.push(format!("{}:\n  clauz3:  {got:?}\n  CPython: {want:?}", path.display()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn prove_verdicts_are_as_expected() {
    let mut problems = Vec::new();
    let paths = programs("tests/data/exceptions/prove");
    assert!(paths.len() >= 8, "the battery is there");
    for path in paths {
        let source = std::fs::read_to_string(&path).unwrap();
        let want = source.lines().next().and_then(|l| l.strip_prefix("# prove: ")).expect("a `# prove:` header");
        let out = Command::new(env!("CARGO_BIN_EXE_clauz3")).arg("prove").arg(&path).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let line = stdout.lines().next().unwrap_or("").strip_prefix("main: ").unwrap_or("");
        let ok = match want.split_once(' ') {
            Some(("failed", what)) => {
                line.starts_with(&format!("failed {what}")) && line.contains("Example:") && !stderr.contains("parity")
            }
            _ => line.split(['!', ' ']).next() == Some(want),
        };
        if !ok || stdout.contains("parity error") {
            problems.push(format!("{}: wanted {want}, got {line:?} {stderr}", path.display()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Runs the binary in `tests/data/exceptions/effects` (whose `tools/` holds the trusted layer).
fn in_effects_dir(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(args)
        .current_dir("tests/data/exceptions/effects")
        .output()
        .unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (text(&out.stdout), text(&out.stderr), out.status.code().unwrap_or(-1))
}

/// `@deal.raises(TimeoutError, ConnectionError)`: the prover explores each declared raise a
/// running `try` handles; a failure in the handler is refuted with an example the replay
/// reproduces by scripting the raise; a violated precondition is not caught by `except
/// Exception`.
#[test]
fn declared_effect_raises_are_explored_by_the_prover() {
    let verdict = |program: &str| {
        let (out, _, code) = in_effects_dir(&["prove", "--explain", program]);
        (out.lines().next().unwrap_or("").to_owned(), out, code)
    };
    let (handled, _, code) = verdict("programs/handled_pass.py");
    assert_eq!((handled.as_str(), code), ("main: proved! TimeoutError, ConnectionError, assertion", 0));
    // `ConnectionError` is not handled: the effect failing that way is outside the proof.
    let (partly, _, _) = verdict("programs/partly_handled_pass.py");
    assert_eq!(partly, "main: proved! TimeoutError");
    // A handler for a subclass of a declared class runs when the effect raises that subclass.
    let (fails, explain, _) = verdict("programs/handler_fails_fail.py");
    assert_eq!(fails, "main: failed assertion. Example: fetch_raises_1_ConnectionRefusedError=True.");
    assert!(explain.contains("replay: reproduced"), "{explain}");
    let (precondition, explain, _) = verdict("programs/precondition_in_try_fail.py");
    assert_eq!(precondition, "main: failed assertion. Example: status=0.");
    assert!(explain.contains("precondition of `record` violated"), "{explain}");
}

/// A declared raise is explored wherever the program would see it on its way out: a
/// `finally:` that acts, or that ends the exception with `return`, is proved against the
/// guarantees (those a prefix of the calls can break, when the exception then leaves the
/// target), and the replay scripts the raise. Regressions: both failing programs were proved.
#[test]
fn a_finally_block_sees_the_effects_declared_raises() {
    for program in ["programs/finally_acts_fail.py", "programs/finally_swallows_fail.py"] {
        let (out, _, code) = in_effects_dir(&["prove", "--explain", program]);
        assert_eq!(out.lines().next(), Some("main: failed guarantee. Example: fetch_raises_1_TimeoutError=True."));
        assert!(out.contains("replay: reproduced"), "{program}: {out}");
        assert_eq!(code, 1, "{program}");
    }
    // The fetch failing leaves main (outside the proof), so no `TimeoutError` is listed as met,
    // and `records_at_least(2)`, which a cut-short run cannot keep, is not asked of that path.
    let (out, _, code) = in_effects_dir(&["prove", "programs/finally_cleans_pass.py"]);
    assert_eq!((out.trim_end(), code), ("main: proved! assertion, assertion, guarantee, guarantee", 0));
}

/// A generator's `finally:` that calls an effect runs when a `for` loop that alone held the
/// generator breaks (CPython collects it there, which closes it): the guarantee needing that
/// call is proved, and a dry run makes the call after the loop's own.
#[test]
fn a_generator_closed_by_a_loop_break_runs_its_finally() {
    let (out, _, code) = in_effects_dir(&["prove", "programs/generator_closed_pass.py"]);
    assert_eq!((out.lines().next(), code), (Some("main: proved! assertion, assertion, guarantee"), 0));
    let (out, _, code) = in_effects_dir(&["dry-run", "programs/generator_closed_pass.py"]);
    assert!(out.contains("1. record(status=200)") && out.contains("2. record(status=299)"), "{out}");
    assert_eq!(code, 0);
}

/// Generators that module variables alone hold are closed when the run ends, as CPython's
/// shutdown frees the module, in the order the module bound them and after all the program's
/// output (which the battery's `runpy` runs cannot see): `python3 path` prints what
/// `clauz3 dry-run --quiet path` does, save the `str()` of the target's result it ends with.
#[test]
fn module_generators_are_closed_when_the_run_ends() {
    let path = "tests/data/exceptions/script/module_generators_at_exit.py";
    let python = Command::new("python3").arg(path).output().expect("python3 runs");
    let ours = Command::new(env!("CARGO_BIN_EXE_clauz3")).args(["dry-run", "--quiet", path]).output().unwrap();
    let want = format!("{}None\n", String::from_utf8_lossy(&python.stdout));
    assert_eq!(String::from_utf8_lossy(&ours.stdout), want);
    assert!(want.ends_with("main done\nclose primary\nclose cache\nNone\n"), "{want}");
}

/// `@clauz3.trusted(raises=[...])`, our own spelling of `@deal.raises(...)`: the prover
/// explores the declared raises, a dry run's script raises them into the program.
#[test]
fn raises_keyword_declares_what_an_effect_raises() {
    let in_dir = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
            .args(args)
            .current_dir("tests/data/exceptions/raises_kw")
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let first = |s: String| s.lines().next().unwrap_or("").to_owned();
    assert_eq!(
        first(in_dir(&["prove", "programs/handled_pass.py"])),
        "main: proved! TimeoutError, ConnectionError, assertion"
    );
    assert_eq!(
        first(in_dir(&["prove", "programs/handler_fails_fail.py"])),
        "main: failed assertion. Example: fetch_raises_1_ConnectionRefusedError=True."
    );
    let dir = std::env::temp_dir().join(format!("clauz3-raises-kw-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("timeout.json");
    std::fs::write(&script, r#"{"fetch": [{"$raise": "TimeoutError", "message": "slow"}]}"#).unwrap();
    let out = in_dir(&["dry-run", "programs/handled_pass.py", "--returns", script.to_str().unwrap()]);
    assert!(out.contains("fetch(url='https://example.org') -> raised TimeoutError"), "{out}");
    assert!(out.contains("| retry later: slow\nreturned: 503\n"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
    // Anything but `raises=` in `@clauz3.trusted(...)` is refused, located.
    let bad = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["prove", "programs/handled_pass.py"])
        .current_dir("tests/data/exceptions/raises_kw/bad")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert_eq!(bad.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("`@clauz3.trusted` takes only `raises=`"), "{stderr}");
    assert!(stderr.contains("tools/net/trusted/effects.py:4:2"), "{stderr}");
}

/// A dry run's script answers a call with `{"$raise": "Class", "message": "..."}`: the
/// program sees that exception (a subclass of a declared one too), the record keeps the call;
/// a class the effect does not declare is refused before the run.
#[test]
fn scripted_raises_reach_the_program() {
    let dir = std::env::temp_dir().join(format!("clauz3-exc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = |name: &str, json: &str| {
        let path = dir.join(name);
        std::fs::write(&path, json).unwrap();
        path.display().to_string()
    };
    let timeout = script("timeout.json", r#"{"fetch": [{"$raise": "TimeoutError", "message": "slow"}]}"#);
    let (out, _, code) = in_effects_dir(&["dry-run", "programs/handled_pass.py", "--returns", &timeout]);
    assert_eq!(
        (out.as_str(), code),
        (
            "main: ran (2 effects)\n  1. fetch(url='https://example.org') -> raised TimeoutError  [programs/handled_pass.py:6:18]\n  2. record(status=503) -> None  [programs/handled_pass.py:11:9]\nprinted:\n  | retry later: slow\nreturned: 503\n",
            0
        )
    );
    let reset = script("reset.json", r#"{"fetch": [{"$raise": "ConnectionResetError"}]}"#);
    let (out, err, code) = in_effects_dir(&["dry-run", "programs/partly_handled_pass.py", "--returns", &reset]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.starts_with("main: failed: ConnectionResetError (1 effect)\n"), "{out}");
    // CPython's traceback first, then the diagnostic.
    assert!(err.starts_with("Traceback (most recent call last):\n"), "{err}");
    assert!(err.contains("\nConnectionResetError\nerror[runtime]: ConnectionResetError\n"), "{err}");
    let undeclared = script("value.json", r#"{"fetch": [{"$raise": "ValueError"}]}"#);
    let (_, err, code) = in_effects_dir(&["dry-run", "programs/partly_handled_pass.py", "--returns", &undeclared]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("`fetch` does not declare that it raises it (`@deal.raises`)"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

/// `clauz3 run` with a live handler process (`adapters/python/clauz3_adapter.py`): a body that
/// raises a declared exception (its layer's own subclass of `TimeoutError`) answers `raised`,
/// the program handles `TimeoutError`, and the audit log records the call as `raised`; a body
/// raising what its effect does not declare is an effect failure no `except` catches.
#[test]
fn a_live_handler_raises_into_the_program() {
    let dir = std::env::temp_dir().join(format!("clauz3-exc-live-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |program: &str, log: &Path| {
        Command::new(env!("CARGO_BIN_EXE_clauz3"))
            .args(["run", "--yes", "--audit-log", log.to_str().unwrap(), program])
            .current_dir("tests/data/exceptions/live")
            .stdin(Stdio::null())
            .output()
            .unwrap()
    };
    let log = dir.join("retry.jsonl");
    let out = run("programs/retry.py", &log);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.starts_with("timed out: no answer from https://slow.example\n[200, 504]\n"), "{stdout}");
    let raised: Vec<serde_json::Value> = std::fs::read_to_string(&log)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|e| e["event"] == "raised")
        .collect();
    assert_eq!(raised.len(), 1, "{raised:?}");
    assert_eq!(
        (&raised[0]["seq"], &raised[0]["exception"]),
        (&serde_json::json!(2), &serde_json::json!("TimeoutError"))
    );
    // `@clauz3.trusted(raises=[...])` declares the same as `@deal.raises(...)`.
    let out = run("programs/retry_raises_kw.py", &dir.join("raises_kw.jsonl"));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.starts_with("timed out: no answer from https://slow.example\n[200, 504]\n"), "{stdout}");
    let out = run("programs/undeclared.py", &dir.join("undeclared.jsonl"));
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("runtime error: effect `broken` failed: TimeoutError: undeclared"), "{stderr}");
    std::fs::remove_dir_all(&dir).ok();
}
