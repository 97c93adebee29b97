//! `run` and `policy-check`: approval policies are read strictly, a missing target is one
//! message everywhere, and `--json` stays JSON when the program does not load.

use crate::support::{run_in, Scratch};
use std::path::{Path, PathBuf};

fn garden() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/run/garden")
}

const PROGRAM: &str = "programs/water_dry_beds.py";

#[test]
fn a_policy_of_an_unknown_version_key_or_contract_is_refused() {
    let s = Scratch::new();
    let imports = r#""imports": {"g": "tools.garden.trusted.contracts"}"#;
    let cases = [
        (r#"{"version": 2, "rules": []}"#.to_owned(), "unknown version 2: this clauz3 reads version 1"),
        (
            r#"{"version": 1, "rulez": []}"#.to_owned(),
            "the policy has an unknown key 'rulez' (known: version, imports, rules)",
        ),
        (
            format!(
                r#"{{"version": 1, {imports}, "rules": [{{"name": "r", "decision": "auto_rejected", "unles_proven": ["g.only_beds(['a'])"]}}]}}"#
            ),
            "rule 'r' has an unknown key 'unles_proven' (known: name, decision, when_proven, unless_proven, reason)",
        ),
    ];
    for (i, (policy, why)) in cases.iter().enumerate() {
        let path = s.write(&format!("p{i}.json"), policy).display().to_string();
        for command in [&["policy-check", "--policy", &path, PROGRAM][..], &["run", "--policy", &path, PROGRAM]] {
            let out = run_in(&garden(), command);
            assert_eq!(out.code, 2, "{command:?}");
            assert_eq!(out.stderr, format!("error: invalid approval policy {path}: {why}\n"), "{command:?}");
        }
    }
    let unknown = format!(
        r#"{{"version": 1, {imports}, "rules": [{{"name": "r", "decision": "auto_approved", "when_proven": ["g.no_such_contract(40)"]}}]}}"#
    );
    let path = s.write("unknown.json", unknown).display().to_string();
    let out = run_in(&garden(), &["policy-check", "--policy", &path, PROGRAM]);
    assert_eq!((out.code, out.stdout.as_str()), (2, ""), "never a silent `ask`");
    assert!(
        out.stderr.starts_with(
            "error: approval policy rule 'r': its clauses do not load against programs/water_dry_beds.py: "
        ),
        "{}",
        out.stderr
    );
}

#[test]
fn a_missing_target_is_one_message_in_every_command() {
    let s = Scratch::new();
    s.write("nomain.py", "def helper() -> int:\n    return 1\n");
    let policy = garden().join("approve_small.json").display().to_string();
    for command in [
        &["dry-run", "nomain.py"][..],
        &["run", "--yes", "nomain.py"],
        &["policy-check", "--policy", &policy, "nomain.py"],
    ] {
        let out = s.run(command);
        assert_eq!(
            (out.code, out.stderr.as_str()),
            (2, "error[config]: no function `main` in nomain.py\n"),
            "{command:?}"
        );
    }
    // `prove` keeps the reference's verdict line.
    let out = s.run(&["prove", "nomain.py"]);
    assert_eq!((out.code, out.stdout.as_str(), out.stderr.as_str()), (1, "no theorem found for target 'main'\n", ""));
}

#[test]
fn run_json_on_a_program_that_does_not_load_prints_json() {
    let s = Scratch::new();
    s.write("syn.py", "def main(:\n");
    let out = s.run(&["run", "--json", "syn.py"]);
    assert_eq!(out.code, 2);
    let doc: serde_json::Value = serde_json::from_str(&out.stdout).expect("JSON on stdout");
    assert_eq!(doc["status"], "error");
    assert_eq!(doc["diagnostics"][0]["message"], "invalid syntax: unexpected token ':'");
    assert_eq!(doc["diagnostics"][0]["location"], serde_json::json!({"file": "syn.py", "line": 1, "column": 10}));
    assert_eq!(out.stderr, "");
}
