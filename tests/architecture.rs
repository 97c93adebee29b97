//! Architecture invariants that the compiler alone does not check (see ARCHITECTURE.md).
#![expect(clippy::disallowed_methods, reason = "tests read their fixtures")]

use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let p = entry.path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

fn all_sources() -> Vec<(String, String)> {
    let mut files = Vec::new();
    sources(Path::new("src"), &mut files);
    files.sort();
    files.into_iter().map(|p| (p.to_string_lossy().replace('\\', "/"), std::fs::read_to_string(&p).unwrap())).collect()
}

/// Lines that are match arms on a variant of `kind` (`StmtKind::For { .. } =>`).
fn match_arms(text: &str, kind: &str) -> usize {
    text.lines().filter(|l| l.trim_start().starts_with(&format!("{kind}::")) && l.contains("=>")).count()
}

#[test]
fn statement_and_expression_kinds_are_dispatched_in_exactly_one_place() {
    // Two exceptions, which evaluate nothing: the prover's structural copy of a condition settled
    // on concrete values, for the Lean backend (`prover/settled.rs`), and the reading of a `key=`
    // function's returned expression for operations that change nothing (`sema/unordered_keys.rs`).
    for (kind, home) in [
        ("StmtKind", vec!["src/sema/exec.rs"]),
        ("ExprKind", vec!["src/prover/settled.rs", "src/sema/eval.rs", "src/sema/unordered_keys.rs"]),
    ] {
        let places: Vec<String> =
            all_sources().into_iter().filter(|(_, text)| match_arms(text, kind) > 0).map(|(path, _)| path).collect();
        assert_eq!(places, home, "{kind} must be matched on only in {home:?}");
    }
    let exec = std::fs::read_to_string("src/sema/exec.rs").unwrap();
    assert_eq!(exec.matches("match &stmt.kind").count(), 1);
    let eval = std::fs::read_to_string("src/sema/eval.rs").unwrap();
    assert_eq!(eval.matches("match &e.kind").count(), 1);
}

#[test]
fn only_the_loader_and_the_cli_touch_the_operating_system() {
    // The Lean spine's file work and its lake runner are each confined to one file, as is the
    // fuzzer's (generated cases, findings, its report); output paths the user names are checked
    // and written in one module.
    let allowed = [
        "src/outputs.rs",
        "src/loader.rs",
        "src/cli/",
        "src/main.rs",
        "src/effects/live_",
        "src/lean/workspace.rs",
        "src/lean/process.rs",
        "src/approval/client/system.rs",
        "src/approval/service/system.rs",
        "src/fuzz/files.rs",
        "src/fuzz/cpython.rs",
    ];
    let forbidden = ["std::fs", "std::net", "std::env", "std::process::Command", "std::process::exit"];
    for (path, text) in all_sources() {
        if allowed.iter().any(|a| path.starts_with(a)) {
            continue;
        }
        for f in forbidden {
            assert!(
                !text.contains(f),
                "{path} uses {f}; the evaluator must not touch the OS (effects go through effects::Gate::dispatch)"
            );
        }
    }
}

#[test]
fn only_smt_imports_z3_and_only_syntax_imports_the_parser() {
    for (path, text) in all_sources() {
        if !path.starts_with("src/smt/") {
            let direct = text.match_indices("z3::").any(|(i, _)| !text[..i].ends_with(|c: char| c.is_alphanumeric()));
            assert!(!direct, "{path} uses z3 directly; wrap it in src/smt");
        }
        if !path.starts_with("src/syntax/") && !path.starts_with("src/layer/") {
            assert!(!text.contains("rustpython_parser"), "{path} uses the parser directly");
        }
    }
}

#[test]
fn no_source_file_is_over_800_lines() {
    for (path, text) in all_sources() {
        let n = text.lines().count();
        assert!(n <= 800, "{path} has {n} lines; split it by concern");
    }
}
