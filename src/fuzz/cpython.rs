//! The CPython oracle (optional, when `python3` is on PATH): a generated `main` that calls no
//! effect is plain Python, so for every environment the interpreter's result (`repr` of the
//! return value, or the exception's class) must equal what `python3` computes. This checks the
//! concrete domain's meaning of each construct without going through the prover at all. The one
//! file of the fuzzer that starts a process.
#![expect(clippy::disallowed_types, reason = "runs python3 as the reference for the subset's meaning")]

use super::case::{Case, ARGS_EFFECT, ENTRY, PARAMS};
use super::env::Env;
use crate::{dry_run, DryRunOptions, Limits, Program, ScriptedReturns};
use std::io::Write;
use std::process::{Command, Stdio};

/// Effects of the generated layer that `main` may call; a body naming none is effect-free.
const EFFECTS: [&str; 9] = ["pay(", "note(", "quote(", "ids(", "names()", "check(", "items(", "top(", "keep("];

/// Whether the case's `main` calls no effect, so CPython can run it as is.
pub fn applies(case: &Case) -> bool {
    !case.body.iter().any(|s| EFFECTS.iter().any(|e| s.contains(e)))
}

/// Compares the interpreter with `python3` on every environment; `Ok(None)` when they agree,
/// `Ok(Some(why))` on the first difference, `Err` when python3 could not be run.
pub fn compare(case: &Case, program: &Program, envs: &[Env]) -> Result<Option<(String, Env)>, String> {
    let mut ours = Vec::new();
    let mut calls = Vec::new();
    for env in envs {
        let returns = ScriptedReturns::from_json(&env.returns)?;
        let limits = Limits { max_steps: 200_000, ..Limits::default() };
        let trace =
            dry_run(program, &DryRunOptions { target: ENTRY.into(), returns, limits, ..DryRunOptions::default() });
        ours.push(match (&trace.returned, &trace.failure) {
            (_, Some(f)) => f.error.clone(),
            (Some(r), None) => r.clone(),
            (None, None) => String::new(),
        });
        calls.push(python_call(env)?);
    }
    let theirs = run_python(&script(case, &calls))?;
    for ((mine, theirs), env) in ours.iter().zip(&theirs).zip(envs) {
        if mine == "LimitExceeded" {
            continue;
        }
        if mine != theirs {
            return Ok(Some((format!("clauz3 gives {mine}, CPython gives {theirs}"), env.clone())));
        }
    }
    Ok(None)
}

/// `main(a, b, s, flag)` with the environment's inputs as Python literals.
fn python_call(env: &Env) -> Result<String, String> {
    let args = env.returns[ARGS_EFFECT][0].as_array().ok_or("no inputs in the environment")?;
    // By parameter type: an int too big for a JSON number is written as its decimal text.
    let literal = |(ty, v): (&(&str, &str), &serde_json::Value)| match (ty.1, v) {
        (_, serde_json::Value::Bool(b)) => if *b { "True" } else { "False" }.to_owned(),
        ("int", serde_json::Value::String(s)) => s.clone(),
        (_, other) => other.to_string(),
    };
    Ok(format!("main({})", PARAMS.iter().zip(args).map(literal).collect::<Vec<_>>().join(", ")))
}

/// The program without its clauz3 imports, guarantees and dry-run entry, then one line per call:
/// the result's `repr`, or the exception's class name.
fn script(case: &Case, calls: &[String]) -> String {
    let program = case.program_py();
    let body = program.split(&format!("\ndef {ENTRY}")).next().unwrap_or_default();
    let mut out: String = body
        .lines()
        .filter(|l| !(l.starts_with("import clauz3") || l.starts_with("from tools.") || l.starts_with("@clauz3.")))
        .map(|l| format!("{l}\n"))
        .collect();
    out.push_str("\nfor call in [\n");
    for c in calls {
        out.push_str(&format!("    lambda: {c},\n"));
    }
    out.push_str(
        "]:\n    try:\n        print(repr(call()))\n    except Exception as e:\n        print(type(e).__name__)\n",
    );
    out
}

fn run_python(script: &str) -> Result<Vec<String>, String> {
    let mut child = Command::new("python3")
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("python3 did not start: {e}"))?;
    child
        .stdin
        .take()
        .ok_or("no stdin")?
        .write_all(script.as_bytes())
        .map_err(|e| format!("python3 did not take the script: {e}"))?;
    let out = child.wait_with_output().map_err(|e| format!("python3 failed: {e}"))?;
    if !out.status.success() {
        return Err(format!("python3 failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8_lossy(&out.stdout).lines().map(str::to_owned).collect())
}

/// Whether `python3` can be run here.
pub fn available() -> bool {
    Command::new("python3")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}
