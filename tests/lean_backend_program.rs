//! `prove --backend lean` beyond linear integers, driven by the scripted test double:
//! if-then-else lifted into case splits (and a check that the lift keeps the meaning), boolean
//! variables case-split with `cases`, the one retry after a residual (§18.4's CP2), and the
//! spine's records in program mode.

use clauz3::lean::formula::{Cmp, Formula, IntExpr};
use clauz3::lean::lift::{has_ite, lift};
use clauz3::lean::render::Vc;
use clauz3::lean::{self, Requested, Status};
use lean_common::eval::holds;
use lean_common::{load, prove_with, scripted, scripted_by};
use std::collections::BTreeMap;

mod lean_common;

const MIN_MAX: &str = "\
def main(x: int, y: int) -> int:
    if x >= 1:
        m = min(x, 4)
        assert 1 <= m <= 4
    z = max(y, 0) + abs(x)
    assert z >= 0
    return z
";

#[test]
fn min_max_and_abs_are_lifted_into_case_splits_for_omega() {
    let (runner, seen) = scripted(0, "");
    let (z3, report) = prove_with(MIN_MAX, &runner);
    assert!(z3.proved(), "{}", z3.line);
    let c = report.counts();
    assert_eq!((c.eligible, c.not_eligible, c.accepted), (2, 0, 2), "{:?}", report.to_json()["obligations"]);
    assert!(report.obligations.iter().all(|o| o.action_classes == ["omega"]));
    let sources = seen.lock().unwrap().clone();
    assert!(!sources[0].contains("if "), "no if-then-else reaches omega");
    insta::assert_snapshot!("min_max_abs_batch", sources[0]);
    let out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!((out.exit, out.lines[0].as_str()), (0, "main: proved! assertion, assertion"));
}

const BOOLEANS: &str = "\
def main(b: bool, c: bool, x: int) -> int:
    if b and not c:
        assert b != c
    if x > 3:
        assert (b and x >= 4) or not b
    return 0
";

#[test]
fn boolean_variables_are_case_split() {
    let (runner, seen) = scripted(0, "");
    let (z3, report) = prove_with(BOOLEANS, &runner);
    assert!(z3.proved(), "{}", z3.line);
    assert!(report.obligations.iter().all(|o| o.status == Status::Accepted));
    // The second assertion's paths: one where the boolean is not in the condition (sliced
    // away: omega alone), one where it is (a case split).
    let targets: Vec<Vec<String>> =
        report.obligations.iter().map(|o| o.receipts.iter().map(|r| r.labels[1].1.clone()).collect()).collect();
    assert_eq!(targets[0], ["bool_case_split"]);
    assert!(targets[1].contains(&"linear_int_arithmetic".to_owned()), "{targets:?}");
    assert!(targets[1].iter().any(|t| t.starts_with("bool_case_split")), "{targets:?}");
    insta::assert_snapshot!("booleans_batch", seen.lock().unwrap()[0]);
}

#[test]
fn hypotheses_unrelated_to_the_condition_are_dropped() {
    // The product in the first assertion is a hypothesis of the second one, over other variables.
    let source = "\
def main(x: int, y: int, n: int) -> int:
    if 0 <= x <= 10 and 0 <= y <= 10:
        assert x * y <= 100
    if n > 0:
        assert n * 3 >= 3
    return 0
";
    let (runner, seen) = scripted(0, "");
    let (z3, report) = prove_with(source, &runner);
    assert!(z3.proved(), "{}", z3.line);
    assert_eq!(report.obligations[0].status, Status::NotEligible);
    assert!(report.obligations[0].reason.as_deref().unwrap().contains("product of two variables"));
    assert_eq!(report.obligations[1].status, Status::Accepted);
    let source = seen.lock().unwrap()[0].clone();
    assert!(source.contains("x_n") && !source.contains("x_x") && !source.contains("x_y"), "{source}");
}

#[test]
fn facts_outside_the_typed_fragment_that_the_condition_does_not_need_are_dropped() {
    let source = "\
def main(zone: str, litres: int) -> int:
    if zone == \"apples\" and 0 < litres <= 20:
        assert litres <= 50
    if len(zone) > 2:
        assert len(zone) > 1
    return 0
";
    let (runner, seen) = scripted(0, "");
    let (z3, report) = prove_with(source, &runner);
    assert!(z3.proved(), "{}", z3.line);
    assert_eq!(report.obligations[0].status, Status::Accepted, "{:?}", report.obligations[0].reason);
    // The string is in the second condition itself: not eligible.
    assert_eq!(report.obligations[1].status, Status::NotEligible);
    let source = seen.lock().unwrap()[0].clone();
    assert!(source.contains("x_litres") && !source.contains("zone"), "{source}");
}

#[test]
fn lifting_if_then_else_keeps_the_meaning() {
    let x = || IntExpr::Var("x".into());
    let y = || IntExpr::Var("y".into());
    let n = |v: i64| IntExpr::Lit(v.into());
    let ite = |c: Formula, a: IntExpr, b: IntExpr| IntExpr::Ite(Box::new(c), Box::new(a), Box::new(b));
    let gt = |a: IntExpr, b: IntExpr| Formula::Cmp(Cmp::Gt, a, b);
    let min = |a: IntExpr, b: IntExpr| ite(Formula::Cmp(Cmp::Le, a.clone(), b.clone()), a, b);
    let cases = [
        // min(max(x, 0), 4) <= y
        Formula::Cmp(Cmp::Le, min(ite(gt(x(), n(0)), x(), n(0)), n(4)), y()),
        // abs(x) // 3 == ite(y > x, y, x) % 5 (an ite in a divisor's operand and twice)
        Formula::Cmp(
            Cmp::Eq,
            IntExpr::FloorDiv(Box::new(ite(gt(n(0), x()), IntExpr::Neg(Box::new(x())), x())), Box::new(n(3))),
            IntExpr::FloorMod(Box::new(ite(gt(y(), x()), y(), x())), Box::new(n(5))),
        ),
        // an ite whose condition holds an ite, inside a formula-valued ite
        Formula::Ite(
            Box::new(gt(ite(gt(x(), y()), x(), y()), n(2))),
            Box::new(gt(IntExpr::Add(vec![x(), min(x(), y())]), n(0))),
            Box::new(Formula::Not(Box::new(gt(min(y(), n(1)), x())))),
        ),
    ];
    for f in &cases {
        let lifted = lift(f).unwrap();
        assert!(has_ite(f) && !has_ite(&lifted));
        for xv in -6..=6 {
            for yv in -6..=6 {
                let env = BTreeMap::from([("x".to_owned(), xv), ("y".to_owned(), yv)]);
                assert_eq!(holds(f, &env), holds(&lifted, &env), "x={xv} y={yv} in {f:?}");
            }
        }
    }
}

#[test]
fn each_route_and_its_retry_render_to_their_lean_form() {
    let x = || IntExpr::Var("x".into());
    let b = || Formula::Var("b".into());
    let linear = Formula::Cmp(Cmp::Le, x(), IntExpr::Add(vec![x(), IntExpr::Lit(1.into())]));
    let vcs = [
        (
            "closed",
            Vc { path: vec![], condition: Formula::Cmp(Cmp::Eq, IntExpr::Lit(2.into()), IntExpr::Lit(2.into())) },
        ),
        ("linear", Vc { path: vec![], condition: linear.clone() }),
        ("bools", Vc { path: vec![b()], condition: Formula::Or(vec![b(), Formula::Var("c".into())]) }),
        ("mixed", Vc { path: vec![b()], condition: Formula::Implies(Box::new(b()), Box::new(linear)) }),
    ];
    let mut text = String::new();
    for (name, vc) in &vcs {
        for retry in [false, true] {
            text.push_str(&format!("-- {name}, retry: {retry}\n"));
            text.push_str(&lean::candidate_text("ob_1_p1", vc, retry).unwrap());
            text.push('\n');
        }
    }
    insta::assert_snapshot!("routes_and_retries", text);
}

const LINEAR: &str = "\
def main(x: int, y: int) -> int:
    if x > 0 and y > 0:
        assert x + y > 1
    r = x % 7
    assert 0 <= r
    return r
";

#[test]
fn a_residual_is_retried_once_and_the_retry_can_discharge_it() {
    // First tries fail, the `simp_with_closed_premises` retries pass.
    let (runner, seen) = scripted_by(|source| i32::from(!source.contains("__simp_with_closed_premises")), "");
    let (z3, report) = prove_with(LINEAR, &runner);
    assert!(report.obligations.iter().all(|o| o.status == Status::Accepted), "{:?}", report.to_json());
    assert!(report.obligations.iter().all(|o| o.action_classes == ["omega", "simp_with_closed_premises"]));
    // One retry per first try; the build, the batch of first tries, each first try alone, then
    // the retries in one batch.
    let retries = report.run.cp2_requests.len();
    assert_eq!(report.run.rows.len(), 2 * retries);
    assert_eq!(runner.calls().len(), 1 + 1 + retries + 1, "{:?}", runner.calls());
    assert!(seen.lock().unwrap().last().unwrap().contains("try simp_all"));
    assert_eq!(lean::outcome(&z3, &report, Requested::Lean).exit, 0);
    let result = report.spine_result(&z3, "clauz3 prove --backend lean agent.py", load(LINEAR).source());
    let fields = result.common_fields();
    assert_eq!(result.status(), "pass", "{:?}", result.blocked_reasons());
    assert_eq!(fields["authority_counters"]["cp2_translation_count"], retries);
    assert_eq!(fields["authority_counters"]["cp2_downstream_effect_count"], retries);
    assert_eq!(fields["authority_counters"]["residual_transition_count"], retries);
    assert_eq!(fields["authority_counters"]["accepted_transition_count"], retries);
    let request = &fields["cp2_translation_trace"][0];
    assert_eq!(request["candidate_action_class"], "retry_with_recipe");
    assert_eq!(request["downstream_transition_id"], "ob_1_p1__simp_with_closed_premises");
    assert_eq!(request["downstream_effect"], true);
}

#[test]
fn a_residual_the_retry_cannot_discharge_is_a_disagreement() {
    let (runner, _) = scripted(1, "");
    let (z3, report) = prove_with(LINEAR, &runner);
    assert!(report.obligations.iter().all(|o| o.status == Status::Residual));
    let out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!(out.exit, 1);
    assert!(out.lines.iter().all(|l| !l.contains("proved!")), "{:?}", out.lines);
    let result = report.spine_result(&z3, "clauz3 prove --backend lean agent.py", load(LINEAR).source());
    assert_eq!(result.status(), "blocked");
    let fields = result.common_fields();
    assert_eq!(fields["error_codes"], serde_json::json!(["CLAUZ3_LEAN_Z3_DISAGREEMENT"]));
    assert_eq!(fields["authority_counters"]["cp2_downstream_effect_count"], 0);
    assert!(result.blocked_reasons().iter().any(|r| r.contains("CLAUZ3_LEAN_Z3_DISAGREEMENT")));
}

#[test]
fn program_records_are_the_spines_four_without_any_statement_text() {
    let marker = "zqmarker_4711";
    let source = format!(
        "def main({marker}: int, w: int) -> int:\n    if {marker} > 2:\n        assert {marker} - 1 > 1\n    if w > 1:\n        assert w * w > w\n    return 0\n"
    );
    let (runner, _) = scripted(0, "CHECKER_OUTPUT_MARKER_9");
    let (z3, report) = prove_with(&source, &runner);
    let c = report.counts();
    assert_eq!((c.eligible, c.accepted, c.not_eligible), (1, 1, 1));
    let result = report.spine_result(&z3, "clauz3 prove --backend lean agent.py", load(&source).source());
    let paths = lean::RecordPaths { out_dir: "out".into(), acceptance: None };
    let records = lean::records(&result, &paths, "2024-01-01T00:00:00+00:00");
    let names: Vec<String> = records.iter().map(|(p, _)| p.display().to_string()).collect();
    assert_eq!(
        names,
        [
            "out/clauz3_lean_spine_result.json",
            "out/clauz3_lean_spine_board.json",
            "out/clauz3_lean_spine_validation_receipt.json",
            "out/clauz3_lean_spine_acceptance.json"
        ]
    );
    let result_record = &records[0].1;
    // Every eligible obligation was discharged: the spine passes, but one obligation was left to
    // Z3, so the program is not proved by Lean (and never by a test double).
    assert_eq!(result_record["status"], "pass", "{}", result_record["blocked_reasons"]);
    assert_eq!(result_record["every_obligation_discharged_by_lean"], false);
    assert_eq!(result_record["program_proved_by_lean"], false);
    assert_eq!(result_record["execution_witness_mode"], "scripted_test_double");
    assert_eq!(
        result_record["obligation_counts"],
        serde_json::json!({"eligible": 1, "discharged": 1, "residual": 0, "ineligible": 1,
                           "unavailable": 0, "not_run": 0, "contract_rejected": 0})
    );
    let oracle = &result_record["claim_separation"]["oracle_compared"];
    assert_eq!(oracle.as_array().unwrap().len(), 2, "one Z3 oracle row per obligation");
    assert_eq!(oracle[0]["oracle_result_class"], "z3_unsat");
    assert_eq!(oracle[0]["counted_as_forward_success"], false);
    assert_eq!(result_record["authority_counters"]["oracle_forward_success_increment_count"], 0);
    assert_eq!(result_record["transition_trace"][0]["statement_sha256"].as_str().unwrap().len(), 71);
    assert_eq!(records[2].1["cp2_translation_status"], "pass");
    assert_eq!(records[3].1["accepted_organ_id"], "clauz3_lean_spine");
    for (path, record) in &records {
        let text = record.to_string();
        for leak in [marker, "CHECKER_OUTPUT_MARKER_9", "∀", "theorem", "intros", ":= by"] {
            assert!(!text.contains(leak), "{} leaks {leak:?}", path.display());
        }
    }
}

#[test]
fn lists_of_concrete_length_reach_lean_through_the_provers_unrolling() {
    // `len`, `sum` and indexing (by a symbolic index: an if-then-else over the positions) of
    // lists whose length is known; `len` of a literal list is settled on concrete values.
    let source = "\
def main(i: int, x: int, y: int) -> int:
    xs = [x, 2, 3]
    if 0 <= i < 3:
        assert xs[i] <= max(x, 3)
    if x > 0 and y > 0:
        assert sum([x, y, 1]) >= 3
        assert len([x, y]) == 2
    return 0
";
    let (runner, _) = scripted(0, "");
    let (z3, report) = prove_with(source, &runner);
    assert!(z3.proved(), "{}", z3.line);
    let got: Vec<(&str, Status)> = report.obligations.iter().map(|o| (o.kind.as_str(), o.status)).collect();
    assert_eq!(
        got,
        [
            ("IndexError", Status::Accepted),
            ("assertion", Status::Accepted),
            ("assertion", Status::Accepted),
            ("assertion", Status::NotEligible)
        ]
    );
    assert!(report.obligations[3].reason.as_deref().unwrap().contains("concrete values"));
}
