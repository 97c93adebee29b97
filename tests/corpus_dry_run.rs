//! Every corpus program dry-runs to the result CPython gives (`*.expected.json`, written by
//! `corpus/oracle.py`): the same effect calls with the same arguments, the same printed output,
//! the same returned value, the same error.
#![expect(clippy::disallowed_methods, reason = "tests read their fixtures")]

use clauz3::{dry_run, DryRunOptions, Program, ScriptedReturns};
use std::path::{Path, PathBuf};

fn programs() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for domain in std::fs::read_dir("corpus").unwrap().flatten() {
        let dir = domain.path().join("programs");
        if !dir.is_dir() {
            continue;
        }
        for f in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = f.path();
            if p.extension().is_some_and(|e| e == "py") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The observable result in the oracle's shape.
fn observed(path: &Path) -> serde_json::Value {
    let program =
        Program::from_path(path, &[]).unwrap_or_else(|e| panic!("{} does not load:\n{}", path.display(), e.text));
    let returns_path = path.with_extension("returns.json");
    let returns = if returns_path.exists() {
        let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&returns_path).unwrap()).unwrap();
        ScriptedReturns::from_json(&json).unwrap()
    } else {
        ScriptedReturns::default()
    };
    let trace = dry_run(&program, &DryRunOptions { returns, ..DryRunOptions::default() });
    let effects: Vec<serde_json::Value> = trace
        .effects
        .iter()
        .map(|e| {
            let args: serde_json::Map<String, serde_json::Value> =
                e.args.iter().map(|(k, v)| (k.clone(), serde_json::Value::String(v.repr()))).collect();
            serde_json::json!({"effect": e.effect, "args": args})
        })
        .collect();
    serde_json::json!({
        "effects": effects,
        "output": trace.output,
        "returned": trace.returned,
        "error": trace.failure.as_ref().map(|f| f.error.clone()),
    })
}

#[test]
fn corpus_programs_match_cpython() {
    let programs = programs();
    assert!(programs.len() >= 40, "the corpus has {} programs", programs.len());
    let mut mismatches = Vec::new();
    for path in &programs {
        let expected: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path.with_extension("expected.json")).unwrap()).unwrap();
        let got = observed(path);
        if got != expected {
            mismatches.push(format!("{}\n  expected: {expected}\n  got:      {got}", path.display()));
        }
    }
    assert!(
        mismatches.is_empty(),
        "{} of {} programs differ from CPython:\n{}",
        mismatches.len(),
        programs.len(),
        mismatches.join("\n")
    );
}

#[test]
fn the_corpus_uses_every_node_kind() {
    let mut used = std::collections::BTreeSet::new();
    for path in programs() {
        used.extend(Program::from_path(&path, &[]).unwrap().node_kinds());
    }
    let all: std::collections::BTreeSet<&str> =
        clauz3::ir::StmtKind::VARIANTS.iter().chain(clauz3::ir::ExprKind::VARIANTS).copied().collect();
    let missing: Vec<_> = all.difference(&used).collect();
    assert!(missing.is_empty(), "no corpus program uses {missing:?}; add one that does");
}
