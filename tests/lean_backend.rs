//! `prove --backend lean|both` driven by the scripted test double (no Lean toolchain can be
//! installed here): rendering, eligibility, the deny-list, routing, the verdict and exit code for
//! acceptance, rejection and a missing toolchain, and body-free reports.
#![expect(
    clippy::disallowed_methods,
    clippy::disallowed_types,
    reason = "the CLI test writes a program and runs the binary"
)]

use clauz3::lean::formula::{Cmp, Formula, IntExpr};
use clauz3::lean::render::{denied, Vc};
use clauz3::lean::route::{route, BOOL_CASES, BOOL_LINEAR};
use clauz3::lean::{self, LeanReport, Requested, ScriptedLeanRunner, Status};
use lean_common::{prove_with, scripted};

mod lean_common;

fn statuses(report: &LeanReport) -> Vec<(String, Status, Option<String>)> {
    report.obligations.iter().map(|o| (o.kind.clone(), o.status, o.reason.clone())).collect()
}

const LINEAR: &str = "\
def main(x: int, y: int) -> int:
    if x > 0 and y > 0:
        assert x + y > 1
    r = x % 7
    assert 0 <= r
    q = x // 3
    assert 3 * q <= x
    return q
";

#[test]
fn linear_integer_obligations_render_as_omega_candidates() {
    let (runner, seen) = scripted(0, "");
    let (z3, report) = prove_with(LINEAR, &runner);
    assert!(z3.proved(), "{}", z3.line);
    assert!(report.obligations.iter().all(|o| o.status == Status::Accepted), "{:?}", statuses(&report));
    assert!(report.obligations.iter().all(|o| o.action_classes == ["omega"]));
    let sources = seen.lock().unwrap().clone();
    assert_eq!(sources.len(), 1, "all positive candidates go into one batch file");
    insta::assert_snapshot!("linear_batch", sources[0]);
}

#[test]
fn division_by_a_symbolic_divisor_gets_its_own_obligation() {
    let source = "def main(x: int, y: int) -> int:\n    if y > 0:\n        return x // y\n    return 0\n";
    let (runner, seen) = scripted(0, "");
    let (z3, report) = prove_with(source, &runner);
    assert!(z3.proved(), "{}", z3.line);
    assert_eq!(report.obligations.len(), 1);
    assert_eq!(report.obligations[0].kind, "ZeroDivisionError");
    assert_eq!(report.obligations[0].status, Status::Accepted);
    insta::assert_snapshot!("zero_division", seen.lock().unwrap()[0]);
}

#[test]
fn each_construct_renders_to_its_lean_form() {
    let int = |n: i64| IntExpr::Lit(n.into());
    let x = || IntExpr::Var("x".into());
    let closed = Vc {
        path: vec![],
        condition: Formula::And(vec![
            Formula::Cmp(Cmp::Eq, IntExpr::FloorMod(Box::new(int(52)), Box::new(int(-7))), int(-4)),
            Formula::Cmp(Cmp::Eq, IntExpr::FloorDiv(Box::new(int(52)), Box::new(int(7))), int(7)),
            Formula::Not(Box::new(Formula::Lit(false))),
            Formula::Iff(Box::new(Formula::Lit(true)), Box::new(Formula::Or(vec![Formula::Lit(true)]))),
            Formula::Cmp(
                Cmp::Ne,
                IntExpr::Ite(Box::new(Formula::Cmp(Cmp::Lt, int(1), int(2))), Box::new(int(3)), Box::new(int(4))),
                IntExpr::Sub(vec![int(0), IntExpr::Neg(Box::new(int(5)))]),
            ),
        ]),
    };
    insta::assert_snapshot!("closed_constructs", lean::candidate_text("ob_1_p1", &closed, false).unwrap());
    let open = Vc {
        path: vec![
            Formula::Cmp(Cmp::Le, int(0), x()),
            Formula::Implies(
                Box::new(Formula::Cmp(Cmp::Gt, x(), int(10))),
                Box::new(Formula::Cmp(Cmp::Ge, IntExpr::Mul(vec![int(2), x()]), int(20))),
            ),
        ],
        condition: Formula::Cmp(
            Cmp::Lt,
            IntExpr::EMod(Box::new(IntExpr::Add(vec![x(), int(1)])), Box::new(int(4))),
            IntExpr::EDiv(Box::new(int(17)), Box::new(int(4))),
        ),
    };
    insta::assert_snapshot!("linear_constructs", lean::candidate_text("ob_2_p1", &open, false).unwrap());
}

#[test]
fn routing_follows_the_shape() {
    let x = || IntExpr::Var("x".into());
    let vc = |condition| Vc { path: vec![], condition };
    let closed = vc(Formula::Cmp(Cmp::Eq, IntExpr::Lit(1.into()), IntExpr::Lit(1.into())));
    assert_eq!(route(&closed).unwrap().action_class, "decide");
    let linear = vc(Formula::Cmp(Cmp::Le, x(), IntExpr::Add(vec![x(), IntExpr::Lit(1.into())])));
    assert_eq!(route(&linear).unwrap().action_class, "omega");
    let product = vc(Formula::Cmp(Cmp::Le, IntExpr::Lit(0.into()), IntExpr::Mul(vec![x(), x()])));
    assert!(route(&product).unwrap_err().contains("non-linear"));
    let fdiv = vc(Formula::Cmp(Cmp::Le, IntExpr::FloorDiv(Box::new(x()), Box::new(IntExpr::Lit((-2).into()))), x()));
    assert!(route(&fdiv).unwrap_err().contains("positive literal"));
    // An if-then-else over integer variables is lifted into a case split, then `omega`.
    let ite = vc(Formula::Ite(
        Box::new(Formula::Cmp(Cmp::Gt, x(), IntExpr::Lit(0.into()))),
        Box::new(linear.condition.clone()),
        Box::new(Formula::Lit(true)),
    ));
    assert_eq!(route(&ite).unwrap(), clauz3::lean::route::LINEAR);
    let boolean = vc(Formula::Var("b".into()));
    assert_eq!(route(&boolean).unwrap(), BOOL_CASES);
    let mixed = vc(Formula::Implies(Box::new(Formula::Var("b".into())), Box::new(linear.condition.clone())));
    assert_eq!(route(&mixed).unwrap(), BOOL_LINEAR);
    let clash = vc(Formula::And(vec![Formula::Var("x".into()), linear.condition.clone()]));
    assert!(route(&clash).unwrap_err().contains("both as an integer and as a boolean"));
}

#[test]
fn obligations_outside_the_fragment_stay_with_z3_and_are_counted() {
    let source = "\
def main(x: int, y: int, s: str) -> int:
    assert \"a\" + \"b\" == \"ab\"
    if x > 0 and y > 0:
        assert x * y > 0
    if len(s) > 2:
        assert len(s) > 1
    return 0
";
    let (runner, seen) = scripted(0, "");
    let (z3, report) = prove_with(source, &runner);
    assert!(z3.proved(), "{}", z3.line);
    let got = statuses(&report);
    assert!(got.iter().all(|(_, s, _)| *s == Status::NotEligible), "{got:?}");
    let reasons: Vec<String> = got.iter().map(|(_, _, r)| r.clone().unwrap()).collect();
    assert_eq!(reasons[0], "settled on concrete values: `+` on strings");
    assert!(reasons[1].contains("non-linear"), "{reasons:?}");
    assert!(reasons[2].contains("outside the typed fragment"), "{reasons:?}");
    assert_eq!(report.counts().eligible, 0);
    assert!(seen.lock().unwrap().is_empty(), "nothing eligible: Lean is not asked");
    // Nothing eligible: `lean` does not claim a proof; `both` keeps Z3's verdict.
    let out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!(out.exit, 2);
    assert!(out.lines[0].contains("not proved by lean"), "{:?}", out.lines);
    assert_eq!(lean::outcome(&z3, &report, Requested::Both).exit, 0);
}

#[test]
fn lean_never_claims_a_proof_when_some_obligations_were_left_to_z3() {
    // One linear obligation Lean accepts, one non-linear one it cannot take.
    let source = "\
def main(x: int, y: int) -> int:
    if 0 <= x <= 10:
        assert x + 1 <= 11
    if x > 0 and y > 0:
        assert x * y > 0
    return 0
";
    let (runner, _) = scripted(0, "");
    let (z3, report) = prove_with(source, &runner);
    assert!(z3.proved(), "{}", z3.line);
    let c = report.counts();
    assert!(c.accepted >= 1 && c.not_eligible >= 1, "{c:?}");
    let out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!(out.exit, 2);
    assert!(out.lines[0].contains("not proved by lean") && out.lines[0].contains("Z3 only"), "{:?}", out.lines);
    assert_eq!(lean::outcome(&z3, &report, Requested::Both).exit, 0);
}

#[test]
fn the_deny_list_refuses_suspicious_text() {
    for word in ["sorry", "admit", "native_decide", "set_option", "#eval", "unsafe"] {
        assert_eq!(denied(&format!("∀ (x : Int), {word} x")), Some(word));
    }
    assert_eq!(denied("∀ (x_a : Int), (x_a ≤ (x_a + 1))"), None);
    // A program variable whose generated name holds a deny-listed word is not eligible.
    let source =
        "def main(sorry_count: int) -> int:\n    if sorry_count > 0:\n        assert sorry_count >= 1\n    return 0\n";
    let (runner, seen) = scripted(0, "");
    let (_, report) = prove_with(source, &runner);
    assert_eq!(report.obligations[0].status, Status::NotEligible);
    assert!(report.obligations[0].reason.as_deref().unwrap().contains("deny-listed word `sorry`"));
    assert!(seen.lock().unwrap().is_empty());
}

#[test]
fn lean_accepting_every_candidate_gives_proved() {
    let (runner, _) = scripted(0, "");
    let (z3, report) = prove_with(LINEAR, &runner);
    let out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!(out.exit, 0);
    assert_eq!(out.lines[0], "main: proved! assertion, assertion, assertion");
    assert!(out.lines[1].starts_with("lean: 3 of 3 obligations re-checked by Lean (exit 0)"), "{:?}", out.lines);
    assert!(out.lines[1].contains("scripted test double"), "a test double never passes for Lean");
    assert!(out.errors.is_empty());
    let c = report.counts();
    assert_eq!((c.eligible, c.accepted, c.residual, c.not_eligible), (3, 3, 0, 0));
}

#[test]
fn lean_rejecting_a_z3_proof_is_a_disagreement_with_exit_1() {
    let (runner, seen) = scripted(1, "");
    let (z3, report) = prove_with(LINEAR, &runner);
    assert!(z3.proved());
    assert!(report.obligations.iter().all(|o| o.status == Status::Residual));
    // The batch failed, so each candidate was rerun on its own; each residual was retried once
    // (a batch of the retries, then each alone).
    let candidates: usize = report.obligations.iter().map(|o| o.receipts.len()).sum();
    assert_eq!(report.run.cp2_requests.len() * 2, candidates);
    assert_eq!(seen.lock().unwrap().len(), 2 + candidates);
    for requested in [Requested::Lean, Requested::Both] {
        let out = lean::outcome(&z3, &report, requested);
        assert_eq!(out.exit, 1);
        assert!(out.lines[0].contains("CLAUZ3_LEAN_Z3_DISAGREEMENT"), "{:?}", out.lines);
        assert_eq!(out.errors.len(), 3);
        assert!(out.errors[0].starts_with("error[CLAUZ3_LEAN_Z3_DISAGREEMENT]: ob_1 (assertion at agent.py:3)"));
    }
    let json = report.to_json();
    assert_eq!(json["findings"][0]["error_code"], "CLAUZ3_LEAN_Z3_DISAGREEMENT");
    assert_eq!(json["counts"]["residual"], 3);
    assert_eq!(json["obligations"][0]["oracle"]["oracle_result_class"], "z3_unsat");
    assert_eq!(json["obligations"][0]["oracle"]["counted_as_forward_success"], false);
}

#[test]
fn without_a_toolchain_lean_is_unavailable_and_never_claims_a_proof() {
    let runner = ScriptedLeanRunner::without_toolchain();
    let (z3, report) = prove_with(LINEAR, &runner);
    assert!(report.unavailable);
    assert!(report.obligations.iter().all(|o| o.status == Status::Unavailable));
    assert!(runner.calls().is_empty(), "no build or check without a toolchain");
    let lean_out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!(lean_out.exit, 2);
    assert_eq!(lean_out.lines[0], "main: not proved by lean: Lean unavailable (no lake on PATH)");
    assert_eq!(lean_out.lines[1], "lean: unavailable (no lake on PATH): 3 obligations not checked");
    assert!(!lean_out.lines[0].contains("proved!"));
    let both = lean::outcome(&z3, &report, Requested::Both);
    assert_eq!(both.exit, 0);
    assert_eq!(both.lines, vec![z3.line.clone(), lean_out.lines[1].clone()]);
    assert_eq!(report.to_json()["counts"]["unavailable"], 3);
}

#[test]
fn a_refuted_program_is_not_sent_to_lean() {
    let (runner, seen) = scripted(0, "");
    let (z3, report) = prove_with("def main(x: int) -> int:\n    assert x > 0\n    return x\n", &runner);
    assert!(!z3.proved());
    assert!(seen.lock().unwrap().is_empty());
    let out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!(out.exit, 1);
    assert!(out.lines[0].contains("failed assertion"));
    assert!(out.lines[1].starts_with("lean: not run"));
}

#[test]
fn reports_hold_no_statement_text() {
    let marker = "zqmarker_4711";
    let source = format!(
        "def main({marker}: int) -> int:\n    if {marker} > 2:\n        assert {marker} - 1 > 1\n    return {marker} % 5\n"
    );
    let checker_marker = "CHECKER_OUTPUT_MARKER_9";
    let (runner, seen) = scripted(0, checker_marker);
    let (_, report) = prove_with(&source, &runner);
    assert_eq!(report.obligations[0].status, Status::Accepted);
    assert!(seen.lock().unwrap()[0].contains(&format!("x_{marker}")), "the marker reached the generated text");
    let json = report.to_json().to_string();
    assert!(!json.contains(marker), "statement text leaked: {json}");
    assert!(!json.contains(checker_marker));
    assert!(!json.contains('∀') && !json.contains("omega\n") && !json.contains("theorem"));
    assert!(json.contains("\"statement_sha256\":\"sha256:"), "{json}");
}

#[test]
fn the_cli_says_lean_is_unavailable_without_lake_on_path() {
    let dir = tempfile::tempdir().unwrap();
    let program = dir.path().join("agent.py");
    std::fs::write(&program, LINEAR).unwrap();
    let run = |backend: &str, json: bool| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_clauz3"));
        cmd.args(["prove", "--backend", backend, "--lean-out"]).arg(dir.path().join("records")).env("PATH", dir.path());
        if json {
            cmd.arg("--json");
        }
        cmd.arg(&program).output().unwrap()
    };
    let lean = run("lean", false);
    let stdout = String::from_utf8_lossy(&lean.stdout);
    assert_eq!(lean.status.code(), Some(2), "{stdout}");
    assert!(stdout.contains("lean: unavailable (no lake on PATH): 3 obligations not checked"), "{stdout}");
    assert!(!stdout.contains("proved!"), "{stdout}");
    // The spine's records are written even though Lean could not run: blocked, nothing run.
    let records = dir.path().join("records").join("agent");
    let result = std::fs::read_to_string(records.join("clauz3_lean_spine_result.json")).unwrap();
    let result: serde_json::Value = serde_json::from_str(&result).unwrap();
    assert_eq!(result["status"], "blocked");
    assert_eq!(result["organ_id"], "clauz3_lean_spine");
    assert_eq!(result["blocked_reasons"][0], "Lean toolchain unavailable (no lake on PATH)");
    let trace = result["transition_trace"].as_array().unwrap();
    assert!(trace.len() >= 3 && trace.iter().all(|t| t["lean_run_mode"] == "not_run"), "{trace:?}");
    assert_eq!(result["command"], "clauz3 prove --backend lean --target main .../agent.py");
    for file in ["board", "validation_receipt", "acceptance"] {
        assert!(records.join(format!("clauz3_lean_spine_{file}.json")).is_file(), "{file}");
    }
    let both = run("both", false);
    let stdout = String::from_utf8_lossy(&both.stdout);
    assert_eq!(both.status.code(), Some(0), "{stdout}");
    assert!(stdout.starts_with("main: proved! assertion, assertion, assertion\nlean: unavailable"), "{stdout}");
    let json = run("lean", true);
    let doc: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(json.status.code(), Some(2));
    assert_eq!(doc["lean"]["counts"]["unavailable"], 3);
    assert_eq!(doc["lean"]["obligations"][0]["status"], "unavailable");
    assert_eq!(doc["lean"]["obligations"][0]["action_classes"][0], "omega");
    assert!(doc["lean"]["records"].as_str().unwrap().ends_with("agent"), "{}", doc["lean"]["records"]);
}

#[test]
fn each_entry_gets_its_own_records_directory() {
    let dir = tempfile::tempdir().unwrap();
    for sub in ["a", "b"] {
        std::fs::create_dir(dir.path().join(sub)).unwrap();
        std::fs::write(dir.path().join(sub).join("agent.py"), LINEAR).unwrap();
    }
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["prove", "--backend", "both", "--lean-out", "records", "a/agent.py", "b/agent.py"])
        .current_dir(dir.path())
        .env("PATH", dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    for name in ["agent", "agent_2"] {
        let result = dir.path().join("records").join(name).join("clauz3_lean_spine_result.json");
        let result: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(result).unwrap()).unwrap();
        assert_eq!(result["status"], "blocked");
    }
    let second = dir.path().join("records/agent_2/clauz3_lean_spine_result.json");
    let second: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(second).unwrap()).unwrap();
    assert_eq!(second["command"], "clauz3 prove --backend both --target main b/agent.py");
}
