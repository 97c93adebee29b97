//! Programs run under python3 and under clauz3's interpreter, their `main()` results compared:
//! the `repr` of what it returns, or `!ExceptionName: message`. Without python3 on PATH the
//! comparisons are skipped with a note.
#![allow(dead_code, reason = "each test file uses some of these")]
#![expect(clippy::disallowed_types, reason = "the tests run CPython")]

use clauz3::{dry_run, DryRunOptions, Program};
use std::io::Write;
use std::process::{Command, Stdio};

/// What CPython says each program's `main()` returns: its `repr`, or `!ExceptionName: message`
/// (also for an exception loading the module); one python3 process runs them all.
pub fn cpython_each(sources: &[String]) -> Option<Vec<String>> {
    let script = "import sys\nfor src in sys.stdin.read().split('\\x00'):\n    ns = {}\n    try:\n        exec(src, ns)\n        r = repr(ns['main']())\n    except Exception as e:\n        r = '!' + type(e).__name__ + ': ' + str(e)\n    print(r.replace('\\n', '\\\\n'))\n";
    let spawned = Command::new("python3")
        .args(["-c", script])
        .env("PYTHONIOENCODING", "utf-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn();
    let Ok(mut child) = spawned else {
        eprintln!("note: python3 is not on PATH; the CPython comparison is skipped");
        return None;
    };
    child.stdin.take().expect("stdin").write_all(sources.join("\0").as_bytes()).expect("python3 reads the programs");
    let out = child.wait_with_output().expect("python3 runs");
    let lines: Vec<String> = String::from_utf8(out.stdout).expect("utf-8").lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), sources.len(), "python3 answered every program");
    Some(lines)
}

/// What the interpreter says `main()` returns, in the same form.
pub fn clauz3(source: &str) -> String {
    let program = Program::from_source("edge.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    let trace = dry_run(&program, &DryRunOptions::default());
    match (&trace.returned, &trace.failure) {
        (Some(r), _) => r.clone(),
        // A bare exception (`raise StopIteration`) renders as its name; CPython's `str()` is ''.
        (None, Some(f)) if f.message == f.error => format!("!{}: ", f.error),
        // The message names the exception as a traceback does, qualified when a module's own
        // (`struct.error: ...`); `type(e).__name__` is the bare name.
        (None, Some(f)) => match named_first(&f.message, &f.error) {
            Some(rest) => format!("!{}{rest}", f.error),
            None => format!("!{}: {}", f.error, f.message),
        },
        (None, None) => "!nothing".to_owned(),
    }
}

/// What follows the exception's name at the start of `message` (`: text`), the name bare or
/// qualified by its module.
fn named_first<'m>(message: &'m str, error: &str) -> Option<&'m str> {
    let colon = message.find(':')?;
    let name = &message[..colon];
    (name == error || name.ends_with(&format!(".{error}"))).then(|| &message[colon..])
}

/// Runs each program under both and asserts they agree.
pub fn same_as_cpython_each(sources: &[String]) {
    let Some(wanted) = cpython_each(sources) else { return };
    for (source, want) in sources.iter().zip(wanted) {
        assert_eq!(clauz3(source).replace('\n', "\\n"), want, "program:\n{source}");
    }
}

/// Runs `source` under both and asserts they agree.
pub fn same_as_cpython(source: &str) {
    same_as_cpython_each(&[source.to_owned()]);
}

/// CPython's account of each program file run in `dir`: what its `main()` printed, then `str()`
/// of its result or `!Name: message` for the exception that left it. `prelude` runs once
/// (stubs, imports) and `before_each` before each program, with `path` bound to its file.
pub fn printed_then_ending(
    paths: &[std::path::PathBuf],
    dir: &std::path::Path,
    prelude: &str,
    before_each: &str,
    run_name: &str,
) -> Vec<String> {
    let indented: String = before_each.lines().map(|l| format!("    {l}\n")).collect();
    let script = format!(
        r#"
import contextlib, io, json, os, runpy, sys
{prelude}
results = []
for path in sys.stdin.read().split("\n"):
{indented}    buffer = io.StringIO()
    try:
        with contextlib.redirect_stdout(buffer):
            result = runpy.run_path(path, run_name="{run_name}")["main"]()
        ending = str(result)
    except Exception as e:
        ending = "!" + type(e).__name__ + (": " + str(e) if str(e) else "")
    results.append(buffer.getvalue() + ending)
sys.stdout.write(json.dumps(results))
"#
    );
    let mut child = Command::new("python3")
        .args(["-c", &script])
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let list: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    child.stdin.take().unwrap().write_all(list.join("\n").as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    serde_json::from_slice(&out.stdout).expect("CPython's results")
}

/// clauz3's account in the form of [`printed_then_ending`]: `clauz3 dry-run --quiet ARGS` run
/// in `dir`, its printed lines, then the result or `!` and the runtime error's headline.
pub fn dry_run_then_ending(dir: &std::path::Path, args: &[&str]) -> String {
    let run = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["dry-run", "--quiet"])
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
    if run.status.success() {
        return stdout.strip_suffix('\n').unwrap_or(&stdout).to_owned();
    }
    let stderr = String::from_utf8_lossy(&run.stderr);
    // CPython's traceback (and what the program wrote to stderr) comes before the diagnostic.
    let headline = stderr.lines().find(|l| l.starts_with("error[")).unwrap_or("");
    match headline.strip_prefix("error[runtime]: ") {
        Some(exception) => format!("{stdout}!{exception}"),
        None => format!("{stdout}<not a Python exception: {headline}>"),
    }
}

/// A program whose `main()` returns what each expression gives, or `Name: message` for the
/// `TypeError`, `ValueError`, `OverflowError` or `ZeroDivisionError` it raises, after `imports`.
pub fn outcomes_of(imports: &str, exprs: &[&str]) -> String {
    outcomes_catching(imports, "TypeError, ValueError, OverflowError, ZeroDivisionError", exprs)
}

/// As [`outcomes_of`], catching the exception classes `caught` (a comma-separated list).
pub fn outcomes_catching(imports: &str, caught: &str, exprs: &[&str]) -> String {
    let mut src = format!("{imports}\n\n\ndef main():\n    out = []\n");
    for e in exprs {
        src.push_str(&format!(
            "    try:\n        out.append({e})\n    except ({caught}) as err:\n        out.append(type(err).__name__ + ': ' + str(err))\n"
        ));
    }
    src.push_str("    return out\n");
    src
}

/// (stdout, stderr) of the program's `main()` under CPython, in a process of its own (so
/// module state such as logging's starts afresh), with its return value printed last.
pub fn main_streams(path: &std::path::Path) -> (String, String) {
    let runner = "import runpy, sys\nr = runpy.run_path(sys.argv[1], run_name='stream_test')['main']()\nprint(r)\n";
    let out = Command::new("python3").args(["-c", runner]).arg(path).output().expect("python3 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    (String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// (stdout, stderr, exit code) of the clauz3 binary run with `args` on `path`.
pub fn binary_streams(args: &[&str], path: &std::path::Path) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3")).args(args).arg(path).output().expect("the binary runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

/// A program written to a fresh directory, named by its absolute path (as CPython names a
/// script run by path, and clauz3 after it).
#[expect(clippy::disallowed_methods, reason = "the tests write the programs they run")]
pub fn written(name: &str, source: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, source).unwrap();
    (dir, path)
}

/// `python3 path`: (stdout, stderr, exit code).
pub fn script(path: &std::path::Path) -> (String, String, i32) {
    let out = Command::new("python3").arg(path).output().expect("python3 runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}
