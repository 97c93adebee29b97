//! The prover against the corpus, whose real outcomes CPython computed: a program proved must
//! not fail when run, and every refutation must be reproduced by the interpreter.
#![expect(clippy::disallowed_methods, reason = "tests read their fixtures")]

use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Threads proving programs side by side (each has its own solver context).
const WORKERS: usize = 2;

fn programs() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for domain in std::fs::read_dir("corpus").unwrap().flatten() {
        let dir = domain.path().join("programs");
        if let Ok(files) = std::fs::read_dir(&dir) {
            out.extend(files.flatten().map(|f| f.path()).filter(|p| p.extension().is_some_and(|e| e == "py")));
        }
    }
    out.sort();
    out
}

/// What the prover concluded of one program: proved, refuted, or neither; or what is wrong.
fn check(path: &Path) -> Result<Option<bool>, String> {
    let expected: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path.with_extension("expected.json")).unwrap()).unwrap();
    let program = Program::from_path(path, &[]).unwrap();
    let report = prove(&program, &ProveOptions::default());
    match report.conclusion {
        Conclusion::Proved if expected["error"].is_null() => Ok(Some(true)),
        Conclusion::Proved => Err(format!("{} was proved but fails when run: {}", path.display(), expected["error"])),
        Conclusion::Failed if report.replay.as_deref() == Some("reproduced") => Ok(Some(false)),
        Conclusion::Failed => Err(format!("{}: replay {:?}: {}", path.display(), report.replay, report.line)),
        Conclusion::Skipped | Conclusion::PartiallyProved => Ok(None),
        Conclusion::Vacuous | Conclusion::NoTheorem => Err(format!("{}: {}", path.display(), report.line)),
    }
}

#[test]
fn proofs_and_refutations_agree_with_what_runs() {
    let paths = programs();
    let next = AtomicUsize::new(0);
    let outcomes = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..WORKERS {
            scope.spawn(|| {
                while let Some(path) = paths.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let outcome = check(path);
                    outcomes.lock().unwrap().push(outcome);
                }
            });
        }
    });
    let outcomes = outcomes.into_inner().unwrap();
    let mut problems: Vec<&String> = outcomes.iter().filter_map(|o| o.as_ref().err()).collect();
    problems.sort();
    assert!(problems.is_empty(), "{}", problems.iter().map(|p| p.as_str()).collect::<Vec<_>>().join("\n"));
    let proved = outcomes.iter().filter(|o| matches!(o, Ok(Some(true)))).count();
    let refuted = outcomes.iter().filter(|o| matches!(o, Ok(Some(false)))).count();
    assert_eq!(outcomes.len(), paths.len());
    assert!(proved >= 8 && refuted >= 4, "proved {proved}, refuted {refuted}");
}
