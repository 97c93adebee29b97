//! `clauz3 lint`: one broken layer per rule under `tests/data/lint/<code>/` (each gives exactly
//! its finding), a layer with problems in several files and roots (all reported), the JSON
//! array, exit codes, the library entry, and every corpus layer (no errors).
#![expect(clippy::disallowed_methods, reason = "tests list the corpus")]

mod cli_common;

use clauz3::{LoadOptions, Rule, Severity};
use cli_common::shown;
use std::path::{Path, PathBuf};

/// Runs `clauz3 lint ARGS` in `dir`: exit code, stdout, stderr.
fn lint(dir: impl AsRef<Path>, args: &[&str]) -> (i32, String, String) {
    cli_common::clauz3_in(dir, "lint", args)
}

fn findings(dir: impl AsRef<Path>, args: &[&str]) -> Vec<serde_json::Value> {
    let (_, stdout, stderr) = lint(dir, &[args, &["--json"]].concat());
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("one JSON array ({e}): {stdout}{stderr}"))
}

#[test]
fn every_rule_has_a_broken_layer_that_gives_exactly_its_finding() {
    let mut all = String::new();
    for rule in Rule::ALL {
        let dir = Path::new("tests/data/lint").join(rule.code());
        assert!(dir.is_dir(), "no broken layer for rule `{}` at {}", rule.code(), dir.display());
        let json = findings(&dir, &[]);
        let codes: Vec<&str> = json.iter().map(|f| f["code"].as_str().unwrap_or_default()).collect();
        assert_eq!(codes, [rule.code()], "in {}", dir.display());
        let severity = match rule.severity() {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        assert_eq!(json[0]["severity"], severity);
        let (code, stdout, stderr) = lint(&dir, &[]);
        assert_eq!(code, i32::from(rule.severity() == Severity::Error), "{stdout}{stderr}");
        all.push_str(&format!("## {}\n{stdout}", rule.code()));
    }
    insta::assert_snapshot!(all);
}

#[test]
fn problems_in_several_files_and_roots_are_all_reported_once() {
    // A syntax error in `shop/effects.py` is reported once: what other modules import from it,
    // and relations or policies naming effects, are not reported again.
    insta::assert_snapshot!(shown(lint("tests/data/lint/many", &[])));
}

#[test]
fn json_is_one_array_of_located_findings() {
    let json = findings("tests/data/lint/duplicate-effect", &[]);
    assert_eq!(
        json,
        [serde_json::json!({
            "file": "tools/bank/trusted/refunds.py",
            "line": 5,
            "col": 1,
            "code": "duplicate-effect",
            "severity": "error",
            "message": "two trusted effects are called `pay`: tools/bank/trusted/effects.py and tools/bank/trusted/refunds.py; effect names must be unique across trusted roots",
            "notes": ["the first is declared here: tools/bank/trusted/effects.py:5:1"],
        })]
    );
    assert_eq!(findings("tests/data/run/garden", &[]), Vec::<serde_json::Value>::new());
}

#[test]
fn warnings_fail_only_with_strict() {
    let dir = "tests/data/lint/effect-body-not-runnable";
    assert_eq!(lint(dir, &[]).0, 0);
    assert_eq!(lint(dir, &["--strict"]).0, 1);
}

#[test]
fn an_effect_a_handler_manifest_serves_may_have_any_body() {
    // `notes` has real Python bodies, served by its `clauz3-handler.toml`.
    insta::assert_snapshot!(shown(lint("tests/data/run/notes", &[])), @r"
    exit: 0
    --- stdout
    no findings in 2 trusted roots
    --- stderr
    ");
}

#[test]
fn roots_are_selected_as_tools_selects_them() {
    let discovered = lint("tests/data/lint/many", &[]);
    let roots = ["tools/post/trusted", "tools/shop/trusted"];
    assert_eq!(discovered, lint("tests/data/lint/many", &roots));
    assert_eq!(discovered, lint("tests/data/lint/many", &["--trusted-roots", roots[0], roots[1], "--"]));
    // From elsewhere, files are named as found below the given import root.
    let (code, stdout, stderr) = lint(".", &["--import-root", "tests/data/lint/many"]);
    assert_eq!((code, stdout.replace("tests/data/lint/many/", ""), stderr), discovered);
}

#[test]
fn unusable_input_exits_2() {
    let empty = tempfile::tempdir().unwrap();
    insta::assert_snapshot!(shown(lint(empty.path(), &[])), @r"
    exit: 2
    --- stdout
    --- stderr
    error: no trusted roots found: give `--trusted-root DIR`, or run where `tools/<domain>/trusted` directories are
    ");
    let (code, stdout, stderr) = lint(".", &["tests/data/lint/nowhere"]);
    assert_eq!((code, stdout.as_str()), (2, ""));
    assert_eq!(stderr.lines().next(), Some("error[config]: trusted root tests/data/lint/nowhere is not a directory"));
}

#[test]
fn the_library_returns_findings_as_plain_data() {
    let options = LoadOptions {
        trusted_roots: vec![PathBuf::from("tests/data/lint/requires-signature/tools/bank/trusted")],
        ..LoadOptions::default()
    };
    let report = clauz3::lint(&options).unwrap();
    assert_eq!(report.roots, ["tests/data/lint/requires-signature/tools/bank/trusted"]);
    let [f] = report.findings.as_slice() else { panic!("one finding: {:?}", report.findings) };
    assert_eq!(f.file, "tests/data/lint/requires-signature/tools/bank/trusted/effects.py");
    assert_eq!((f.line, f.col, f.code.as_str(), f.severity), (Some(4), Some(2), "requires-signature", Severity::Error));
    assert_eq!(
        f.message,
        "precondition of `pay` predicate (amount) does not match the function signature (payee, amount)"
    );
    assert_eq!(report.count(Severity::Error), 1);
}

/// Every `tools/<domain>/trusted` below `dir`.
fn trusted_roots(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir).unwrap().flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect();
    entries.sort();
    for path in entries {
        let is_root = path.file_name().is_some_and(|n| n == "trusted")
            && path.ancestors().nth(2).and_then(Path::file_name).is_some_and(|n| n == "tools");
        if is_root {
            out.push(path);
        } else {
            trusted_roots(&path, out);
        }
    }
}

#[test]
fn every_corpus_layer_lists_and_lints_without_errors() {
    let mut roots = Vec::new();
    trusted_roots(Path::new("corpus"), &mut roots);
    assert!(roots.len() >= 12, "{roots:?}");
    let mut warnings = Vec::new();
    for root in &roots {
        let root = root.to_str().unwrap();
        let (code, _, stderr) = cli_common::clauz3_in(".", "tools", &["--trusted-root", root]);
        assert_eq!(code, 0, "clauz3 tools on {root}: {stderr}");
        let (code, stdout, stderr) = lint(".", &[root]);
        assert_eq!(code, 0, "{stdout}{stderr}");
        for f in findings(".", &[root]) {
            assert_eq!(f["severity"], "warning", "{f}");
            warnings.push(f["code"].as_str().unwrap_or_default().to_owned());
        }
    }
    // The corpus layers keep their state in module-level variables, outside the subset: they
    // are proved and dry-run, and `clauz3 run` would need a handler process for them.
    warnings.dedup();
    assert_eq!(warnings, ["effect-body-not-runnable"]);
}

#[test]
fn the_manual_shows_real_output_and_lists_every_rule() {
    let readme = std::fs::read_to_string("docs/trusted-layers.md").unwrap();
    let example = "docs/examples/repository/lint_many.console";
    assert!(readme.contains("{{#include examples/repository/lint_many.console}}"), "the manual's lint example");
    let transcript = std::fs::read_to_string(example).unwrap();
    let shown = transcript.strip_prefix("$ cd tests/data/lint/many && clauz3 lint\n").expect("the example's command");
    assert_eq!(shown, lint("tests/data/lint/many", &[]).1);
    for rule in Rule::ALL {
        assert!(
            readme.contains(&format!("| `{}` |", rule.code())),
            "docs/trusted-layers.md does not list `{}`",
            rule.code()
        );
    }
}
