//! The prover against the corpus, whose real outcomes CPython computed: a program proved must
//! not fail when run, and every refutation must be reproduced by the interpreter.
#![expect(clippy::disallowed_methods, reason = "tests read their fixtures")]

use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::path::PathBuf;

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

#[test]
fn proofs_and_refutations_agree_with_what_runs() {
    let mut proved = 0;
    let mut refuted = 0;
    for path in programs() {
        let expected: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path.with_extension("expected.json")).unwrap()).unwrap();
        let program = Program::from_path(&path, &[]).unwrap();
        let report = prove(&program, &ProveOptions::default());
        match report.conclusion {
            Conclusion::Proved => {
                proved += 1;
                assert!(
                    expected["error"].is_null(),
                    "{} was proved but fails when run: {}",
                    path.display(),
                    expected["error"]
                );
            }
            Conclusion::Failed => {
                refuted += 1;
                assert_eq!(report.replay.as_deref(), Some("reproduced"), "{}: {}", path.display(), report.line);
            }
            Conclusion::Skipped | Conclusion::PartiallyProved => {}
            Conclusion::Vacuous | Conclusion::NoTheorem => panic!("{}: {}", path.display(), report.line),
        }
    }
    assert!(proved >= 8 && refuted >= 4, "proved {proved}, refuted {refuted}");
}
