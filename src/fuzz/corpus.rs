//! The corpus sweep (`clauz3 fuzz --corpus`): every corpus program the prover proves is run on
//! sampled inputs (boundary values by the annotated type of each parameter of `main`), with its
//! scripted returns when it has some; no run may raise, fail an assertion or violate a
//! precondition. A run whose scripted world breaks an effect's `ensures` tests nothing and is
//! not counted.

use super::files;
use crate::{dry_run, prove, DryRunOptions, LoadOptions, Program, ProveOptions, ScriptedReturns};
use std::path::{Path, PathBuf};

/// What the sweep saw.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct SweepReport {
    pub programs: u64,
    pub proved: u64,
    /// Proved programs whose parameters have types the sweep cannot sample.
    pub unsampled: u64,
    pub runs: u64,
    pub disagreements: Vec<SweepFinding>,
}

/// A proved corpus program that fails on a sampled input.
#[derive(Debug, Clone, serde::Serialize)]
pub struct SweepFinding {
    pub program: PathBuf,
    pub call: String,
    pub failure: String,
}

/// Sweeps every `programs/*.py` under `root`, `per_program` inputs each.
pub fn sweep(root: &Path, per_program: usize, timeout_ms: u32, progress: &dyn Fn(&SweepReport)) -> SweepReport {
    let mut report = SweepReport::default();
    for path in files::corpus_programs(root) {
        report.programs += 1;
        sweep_one(&path, per_program, timeout_ms, &mut report);
        progress(&report);
    }
    report
}

fn sweep_one(path: &Path, per_program: usize, timeout_ms: u32, report: &mut SweepReport) {
    let Ok(program) = Program::from_path(path, &[]) else { return };
    if !prove(&program, &ProveOptions { timeout_ms, ..ProveOptions::default() }).proved() {
        return;
    }
    report.proved += 1;
    let (_, text) = program.source();
    let Some(params) = main_params(text) else {
        report.unsampled += 1;
        return;
    };
    let returns = files::read_returns(path)
        .and_then(|j| ScriptedReturns::from_json(&j).ok())
        .filter(|r| program.check_returns(r).is_ok())
        .unwrap_or_default();
    for i in 0..per_program {
        let args: Vec<String> = params.iter().enumerate().map(|(p, ty)| sample(ty, i * 7 + p * 3)).collect();
        let call = format!("main({})", args.join(", "));
        let wrapped = format!("{text}\n\ndef fuzz_entry():\n    return {call}\n");
        let name = path.display().to_string();
        let Ok(runner) =
            Program::load_text(&name, &wrapped, &LoadOptions::default(), || crate::loader::discover_roots(path))
        else {
            return;
        };
        let options =
            DryRunOptions { target: "fuzz_entry".into(), returns: returns.clone(), ..DryRunOptions::default() };
        let trace = dry_run(&runner, &options);
        match &trace.failure {
            Some(f) if f.error == "EffectError" || f.error == "LimitExceeded" => {}
            Some(f) => report.disagreements.push(SweepFinding {
                program: path.to_owned(),
                call,
                failure: format!("{}: {}", f.error, f.message),
            }),
            None => report.runs += 1,
        }
    }
}

/// The annotated parameter types of `def main(...)`, when every one is a type the sweep samples.
fn main_params(text: &str) -> Option<Vec<String>> {
    let start = text.find("\ndef main(")? + "\ndef main(".len();
    let end = start + text[start..].find(')')?;
    let inner = text[start..end].trim();
    if inner.is_empty() {
        return Some(Vec::new());
    }
    inner
        .split(',')
        .map(|p| {
            let ty = p.split_once(':')?.1.split('=').next()?.trim().to_owned();
            matches!(ty.as_str(), "int" | "str" | "bool" | "float").then_some(ty)
        })
        .collect()
}

/// The `i`-th sample of a type, as a Python literal: boundary values first.
fn sample(ty: &str, i: usize) -> String {
    const INTS: [&str; 10] = ["0", "1", "-1", "2", "7", "-100", "100", "1000", "9223372036854775807", "-5"];
    const STRS: [&str; 6] = ["''", "'a'", "'bob'", "'x y'", "'10'", "'é'"];
    const FLOATS: [&str; 6] = ["0.0", "1.5", "-2.25", "100.0", "1e300", "-0.0"];
    match ty {
        "int" => INTS[i % INTS.len()].to_owned(),
        "str" => STRS[i % STRS.len()].to_owned(),
        "bool" => if i.is_multiple_of(2) { "True" } else { "False" }.to_owned(),
        _ => FLOATS[i % FLOATS.len()].to_owned(),
    }
}
