//! Differential fuzzing of the prover against the interpreter (`clauz3 fuzz`).
//!
//! One evaluator makes the two engines agree on which constructs exist; their value domains can
//! still disagree on what a construct means. The fuzzer generates agent programs with a trusted
//! layer (`gen`, `case`), proves each, and holds the verdict against concrete runs (`oracle`):
//! a proved program must survive every sampled environment (`env`) with every guarantee holding
//! by an independent checker (`spec`); a refuted one must replay. Disagreements are shrunk
//! (`driver`) and written as standalone case directories (`files`, the only file I/O here)
//! that reproduce with `clauz3 prove` and `clauz3 dry-run`. `corpus` sweeps the corpus;
//! `three_way` holds both against CPython, running each case as a script (`pyscript`) on a
//! kept `python3` (`cpython`, the one file that starts a process).

pub mod case;
pub mod corpus;
pub mod cpython;
mod driver;
pub mod env;
mod files;
pub mod gen;
mod gen_classes;
mod gen_closures;
mod gen_edges;
mod gen_exc;
mod gen_match;
mod gen_objects;
mod gen_scopes;
pub mod oracle;
pub mod pyscript;
pub mod spec;
pub mod stats;
mod three_way;

pub use case::Case;
pub use driver::{case_tree, fuzz, Finding, FuzzOptions, FuzzReport};
pub use oracle::{check, Disagreement, OracleOptions, Outcome};
pub use stats::Stats;

use std::path::{Path, PathBuf};

/// Writes a finding as a standalone case directory under `out` (`case-<index>/`): the shrunk
/// program and trusted layer, the environment as `returns.json` when there is one, and a
/// `README.md` with the commands that reproduce it. Returns the directory.
pub fn write_finding(out: &Path, finding: &Finding) -> std::io::Result<PathBuf> {
    let dir = out.join(format!("case-{}", finding.index));
    let d = &finding.disagreement;
    files::write_case(&dir, &finding.shrunk, d.env.as_ref())?;
    let dry_run = match &d.env {
        Some(_) => format!("clauz3 dry-run --target {} --returns returns.json program.py\n", case::ENTRY),
        None => String::new(),
    };
    let text = format!(
        "# fuzz finding: {kind}\n\n{message}\n\nprove says: `{verdict}`\n\nReproduce from this directory:\n\n```sh\nclauz3 prove --explain program.py\n{dry_run}```\n",
        kind = d.kind,
        message = d.message,
        verdict = d.verdict,
    );
    files::write_text(&dir.join("README.md"), &text)?;
    Ok(dir)
}

/// Writes the session's JSON report to `path`.
pub fn write_report(path: &Path, report: &serde_json::Value) -> std::io::Result<()> {
    files::write_text(path, &(serde_json::to_string_pretty(report).unwrap_or_default() + "\n"))
}

/// The JSON form of a session: totals and every finding with its shrunk program.
pub fn report_json(
    options: &FuzzOptions,
    report: &FuzzReport,
    corpus: Option<&corpus::SweepReport>,
) -> serde_json::Value {
    let findings: Vec<serde_json::Value> = report
        .findings
        .iter()
        .map(|f| {
            serde_json::json!({
                "index": f.index,
                "kind": f.disagreement.kind,
                "message": f.disagreement.message,
                "verdict": f.disagreement.verdict,
                "program": f.shrunk.program_py(),
                "effects": f.shrunk.effects_py(),
                "returns": f.disagreement.env.as_ref().map(|e| e.returns.clone()),
            })
        })
        .collect();
    serde_json::json!({
        "seed": options.seed,
        "jobs": options.jobs,
        "stats": report.stats,
        "findings": findings,
        "corpus": corpus,
    })
}
