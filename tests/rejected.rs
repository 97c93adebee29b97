//! Every program in `corpus/rejected/` is refused before it runs, with a located diagnostic
//! (snapshot-tested, so wording changes are reviewed).
#![expect(clippy::disallowed_methods, reason = "tests read their fixtures")]

use clauz3::Program;
use std::path::PathBuf;

fn rejected_programs() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir("corpus/rejected")
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .collect();
    out.sort();
    out
}

#[test]
fn every_rejected_construct_gets_its_diagnostic() {
    let programs = rejected_programs();
    assert!(programs.len() >= 30, "only {} rejected programs", programs.len());
    for path in programs {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let error = match Program::from_path(&path, &[]) {
            Ok(_) => panic!("{} was accepted", path.display()),
            Err(e) => e,
        };
        for d in &error.json {
            assert!(d["location"].is_object(), "{}: a diagnostic without a location: {d}", path.display());
            assert!(
                matches!(d["kind"].as_str(), Some("unsupported" | "syntax")),
                "{}: unexpected kind {d}",
                path.display()
            );
        }
        insta::assert_snapshot!(stem.clone(), error.text);
    }
}
