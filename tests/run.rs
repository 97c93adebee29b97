//! `clauz3 run` and `clauz3 policy-check` as a user sees them: exit codes, the report, the
//! approval paths (terminal, policy, --yes, none), limits and the audit log, over a layer whose
//! effects are mock bodies run by the interpreter (`tests/data/run/garden`).
#![expect(clippy::disallowed_types, reason = "the CLI tests run the binary")]

mod run_common;

use run_common::{events, read_log};
use std::process::{Command, Stdio};

const GARDEN: &str = "tests/data/run/garden";

/// Runs clauz3 in the garden directory with stdin closed (no terminal) and a fresh audit log.
fn clauz3(args: &[&str]) -> (String, Vec<serde_json::Value>) {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("audit.jsonl");
    let mut all: Vec<&str> = args.to_vec();
    if args.first() == Some(&"run") {
        all.insert(1, "--audit-log");
        all.insert(2, log.to_str().unwrap());
    }
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(&all)
        .env_remove("CLAUZ3_APPROVAL_SERVICE")
        .env_remove("CLAUZ3_APPROVAL_URL")
        .current_dir(GARDEN)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    let text = format!(
        "exit: {}\n--- stdout\n{}--- stderr\n{}",
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr).replace(log.to_str().unwrap(), "[LOG]")
    );
    (text, read_log(&log))
}

#[test]
fn yes_runs_a_proved_program_and_reports_every_effect() {
    let (text, log) = clauz3(&["run", "--yes", "programs/water_dry_beds.py"]);
    insta::assert_snapshot!(text);
    assert_eq!(
        events(&log),
        [
            "run",
            "approval",
            "started 1",
            "ok 1",
            "started 2",
            "ok 2",
            "started 3",
            "ok 3",
            "started 4",
            "ok 4",
            "finished"
        ]
    );
    assert_eq!(log[1]["by"], "--yes");
    assert_eq!(log[2]["args"], serde_json::json!({"bed": "a"}));
    assert_eq!(log[2]["handler"], "body");
    assert_eq!(log[3]["returned"], 40);
}

#[test]
fn a_program_that_does_not_prove_is_never_approved_or_run() {
    let (text, log) = clauz3(&["run", "--yes", "programs/too_much_water.py"]);
    insta::assert_snapshot!(text);
    assert!(log.is_empty(), "nothing is logged before approval: {log:?}");
}

#[test]
fn without_a_terminal_nobody_is_asked_and_nothing_runs() {
    let (text, log) = clauz3(&["run", "programs/water_dry_beds.py"]);
    insta::assert_snapshot!(text);
    assert!(log.is_empty());
}

#[test]
fn a_policy_approves_automatically() {
    let (text, log) = clauz3(&["run", "--policy", "approve_small.json", "programs/water_dry_beds.py"]);
    insta::assert_snapshot!(text);
    assert_eq!(log[1]["decision"], "auto_approved");
    assert_eq!(log[1]["by"], "policy rule 'small-garden': at most 40 litres");
}

#[test]
fn a_policy_rejection_exits_3_and_runs_nothing() {
    let (text, log) = clauz3(&["run", "--policy", "reject_thirsty.json", "programs/water_dry_beds.py"]);
    insta::assert_snapshot!(text);
    assert_eq!(events(&log), ["run", "approval"]);
    assert_eq!(log[1]["decision"], "auto_rejected");
}

#[test]
fn a_policy_that_asks_without_a_terminal_is_an_error() {
    let (text, _) = clauz3(&["run", "--policy", "ask_only.json", "programs/water_dry_beds.py"]);
    insta::assert_snapshot!(text);
}

#[test]
fn the_step_budget_stops_the_run_and_names_the_effects_performed() {
    let (text, log) = clauz3(&["run", "--yes", "--step-budget", "3000", "programs/long_loop.py"]);
    insta::assert_snapshot!(text);
    assert_eq!(events(&log), ["run", "approval", "started 1", "ok 1", "finished"]);
    assert_eq!(log[4]["status"]["status"], "failed");
}

#[test]
fn the_memory_cap_stops_the_run_and_names_the_effects_performed() {
    let (text, log) = clauz3(&["run", "--yes", "--max-memory", "64", "programs/hoarder.py"]);
    insta::assert_snapshot!(text);
    assert_eq!(events(&log), ["run", "approval", "started 1", "ok 1", "finished"]);
    assert_eq!(log[4]["status"]["status"], "failed");
}

#[test]
fn a_step_budget_of_zero_is_a_usage_error() {
    let (text, _) = clauz3(&["run", "--yes", "--step-budget", "0", "programs/long_loop.py"]);
    assert!(text.starts_with("exit: 2\n"), "{text}");
}

#[test]
fn an_effect_body_that_raises_is_a_runtime_error_with_the_call_listed() {
    let (text, log) = clauz3(&["run", "--yes", "programs/stuck_valve.py"]);
    insta::assert_snapshot!(text);
    assert_eq!(events(&log), ["run", "approval", "started 1", "ok 1", "started 2", "error 2", "finished"]);
}

#[test]
fn a_result_breaking_its_ensures_stops_the_run() {
    let (text, _) = clauz3(&["run", "--yes", "programs/broken_gauge.py"]);
    insta::assert_snapshot!(text);
}

#[test]
fn an_effect_nobody_can_execute_is_a_configuration_error() {
    // Found before proving: `water`, which has a handler, does not fire either.
    let (text, log) = clauz3(&["run", "--yes", "programs/stub.py"]);
    insta::assert_snapshot!(text);
    assert!(log.is_empty());
}

#[test]
fn a_target_that_needs_arguments_is_refused_before_proving() {
    let (text, log) = clauz3(&["run", "--yes", "programs/needs_args.py"]);
    insta::assert_snapshot!(text);
    assert!(log.is_empty());
}

#[test]
fn policy_check_says_what_each_policy_decides() {
    let program = "programs/water_dry_beds.py";
    let lines: Vec<String> =
        ["approve_small.json", "reject_thirsty.json", "ask_only.json", "bad_json.json", "nameless.json"]
            .iter()
            .map(|p| clauz3(&["policy-check", "--policy", p, program]).0)
            .collect();
    insta::assert_snapshot!(lines.join("\n"));
}

#[test]
fn policy_check_expect_fails_on_a_different_outcome() {
    let (text, _) = clauz3(&[
        "policy-check",
        "--policy",
        "ask_only.json",
        "--expect",
        "auto_approved",
        "programs/water_dry_beds.py",
    ]);
    insta::assert_snapshot!(text);
    let (text, _) =
        clauz3(&["policy-check", "--policy", "ask_only.json", "--expect", "ask", "programs/water_dry_beds.py"]);
    assert!(text.starts_with("exit: 0\n"), "{text}");
}

/// Runs under `script`, which gives clauz3 a terminal fed from `answers`.
fn with_terminal(answers: &str, args: &str) -> (i32, String, Vec<serde_json::Value>) {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("audit.jsonl");
    let command = format!("{} run --audit-log {} {args}", env!("CARGO_BIN_EXE_clauz3"), log.display());
    let mut child = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env_remove("CLAUZ3_APPROVAL_SERVICE")
        .env_remove("CLAUZ3_APPROVAL_URL")
        .current_dir(GARDEN)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("`script` (util-linux) runs");
    use std::io::Write;
    child.stdin.take().unwrap().write_all(answers.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).replace("\r\n", "\n"), read_log(&log))
}

#[test]
fn a_person_approves_at_the_terminal_after_reading_the_guarantees() {
    let (code, screen, log) = with_terminal("a\n", "programs/water_dry_beds.py");
    assert_eq!(code, 0, "{screen}");
    assert!(
        screen.contains(
            "  guarantee: At most 30 litres are poured in total.\n             garden.total_water_at_most(30)\n"
        ),
        "{screen}"
    );
    assert!(screen.contains("  guarantee: Only the beds ['a', 'b'] are watered.\n"), "{screen}");
    assert!(screen.contains("  includes simulated tools: tools.garden.trusted.effects.water, "), "{screen}");
    assert!(screen.contains("approval: approved_once (by terminal)\nexecuted: main\neffects: 4\n"), "{screen}");
    assert_eq!(log[1]["by"], "terminal");
}

#[test]
fn a_person_asking_for_more_stops_the_run_with_exit_3() {
    let (code, screen, log) = with_terminal("m\nplease water less\n", "programs/water_dry_beds.py");
    assert_eq!(code, 3, "{screen}");
    assert!(screen.contains("approval: request_more (by terminal)\nfeedback: please water less\n"), "{screen}");
    assert_eq!(events(&log), ["run", "approval"]);
    assert_eq!(log[1]["feedback"], "please water less");
}
