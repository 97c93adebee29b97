//! The prover corpus (`corpus/prove/<domain>/`): every program's verdict, by name, against
//! `verdicts.json` (the reference's verdict, or the true one where we deliberately go beyond
//! it); every refutation must replay in the interpreter. A few programs are known gaps, listed
//! below with the reason: for those the prover must still never claim a proof.
#![expect(clippy::disallowed_methods, reason = "tests read their fixtures")]
#![expect(clippy::disallowed_types, reason = "one test runs the binary")]

use clauz3::{prove, Conclusion, LoadOptions, Program, ProveOptions};
use std::path::{Path, PathBuf};

/// Programs whose expected verdict is not reached yet, and why (they are `skipped`, never
/// proved). None today: `quota/budget_alert_zero_fail.py`, which libz3 4.8 cannot decide, is
/// refuted by running it on candidate inputs (`tests/prove_search.rs`).
const KNOWN_GAPS: &[(&str, &str)] = &[];

struct Case {
    domain: String,
    file: String,
    expect: String,
    obligation: Option<String>,
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    let mut domains: Vec<PathBuf> =
        std::fs::read_dir("corpus/prove").unwrap().flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect();
    domains.sort();
    for dir in domains {
        let text = std::fs::read_to_string(dir.join("verdicts.json")).unwrap();
        let verdicts: serde_json::Map<String, serde_json::Value> = serde_json::from_str(&text).unwrap();
        for (file, v) in verdicts {
            out.push(Case {
                domain: dir.file_name().unwrap().to_string_lossy().into_owned(),
                file,
                expect: v["expect"].as_str().unwrap().to_owned(),
                obligation: v["obligation"].as_str().map(str::to_owned),
            });
        }
    }
    out
}

/// The verdict line and conclusion, as `clauz3 prove` would print them.
fn verdict(case: &Case) -> (String, Option<Conclusion>, Option<String>) {
    let dir = Path::new("corpus/prove").join(&case.domain);
    let options = LoadOptions { import_roots: vec![dir.clone()], ..LoadOptions::default() };
    match Program::load(&dir.join("programs").join(&case.file), &options) {
        Ok(program) => {
            let r = prove(&program, &ProveOptions::default());
            (r.line.clone(), Some(r.conclusion), r.replay.clone())
        }
        Err(e) => match e.skipped_line("main") {
            Some(line) => (line, Some(Conclusion::Skipped), None),
            None => (e.text, None, None),
        },
    }
}

#[test]
fn every_program_gets_its_verdict() {
    let cases = cases();
    assert!(cases.len() >= 150, "the corpus has {} programs", cases.len());
    let mut wrong = Vec::new();
    for case in &cases {
        let name = format!("{}/{}", case.domain, case.file);
        let (line, conclusion, replay) = verdict(case);
        let got = match conclusion {
            Some(Conclusion::Proved) => "proved",
            Some(Conclusion::Failed) => "failed",
            Some(Conclusion::Skipped) => "skipped",
            Some(Conclusion::PartiallyProved) => "partially proved",
            Some(Conclusion::Vacuous) => "vacuous",
            Some(Conclusion::NoTheorem) | None => "error",
        };
        if let Some((_, why)) = KNOWN_GAPS.iter().find(|(n, _)| *n == name) {
            assert!(matches!(got, "skipped" | "partially proved"), "{name} is a known gap ({why}) but got: {line}");
            continue;
        }
        if case.file.ends_with("_pass.py") != (case.expect == "proved") {
            wrong.push(format!("{name}: named against its expected verdict {}", case.expect));
        }
        let obligation_ok = match (&case.obligation, got) {
            (Some(o), "failed") => line.starts_with(&format!("main: failed {o}")),
            _ => true,
        };
        if got != case.expect || !obligation_ok {
            wrong.push(format!("{name}: expected {} {:?}, got: {line}", case.expect, case.obligation));
        }
        if got == "failed" && replay.as_deref() != Some("reproduced") {
            wrong.push(format!("{name}: the counterexample did not replay: {replay:?} ({line})"));
        }
    }
    assert!(wrong.is_empty(), "{} of {} programs wrong:\n{}", wrong.len(), cases.len(), wrong.join("\n"));
}

/// The full `--explain` output of a representative program per verdict kind.
#[test]
fn representative_outputs() {
    let picks = [
        ("orchard", "programs/valve_litres_fail.py"),
        ("payroll", "programs/parse_amount_fail.py"),
        ("helpdesk", "programs/agent_slot_fail.py"),
        ("fleet", "programs/daily_routes_fail.py"),
        ("loans", "programs/average_loan_fail.py"),
        ("pharmacy", "programs/fridge_range_fail.py"),
        ("shipping", "programs/audit_finally_pass.py"),
        ("quota", "programs/daily_cost_pass.py"),
    ];
    let mut out = String::new();
    for (domain, file) in picks {
        let dir = format!("corpus/prove/{domain}");
        let run = std::process::Command::new(env!("CARGO_BIN_EXE_clauz3"))
            .args(["prove", "--explain", "--trusted-root", &format!("tools/{domain}/trusted"), file])
            .current_dir(&dir)
            .output()
            .unwrap();
        out.push_str(&format!(
            "$ (cd {dir}; clauz3 prove --explain --trusted-root tools/{domain}/trusted {file})\nexit: {}\n{}{}\n",
            run.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&run.stderr)
        ));
    }
    insta::assert_snapshot!(out);
}
