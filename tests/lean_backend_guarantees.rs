//! `prove --backend lean` on guarantees: each feasible path's claim, with the path's facts, is a
//! condition of its own; a guarantee is eligible only when every path's condition is, and is
//! discharged only when Lean accepts all of them. Driven by the scripted test double over the
//! test garden's trusted layer.

use clauz3::lean::formula::{Cmp, Formula, IntExpr};
use clauz3::lean::lift::{fold_literals, lift};
use clauz3::lean::{self, LeanReport, Requested, ScriptedLeanRunner, Status};
use clauz3::{Program, ProofReport, ProveOptions};
use lean_common::eval::holds;
use lean_common::{scripted, scripted_by};
use std::collections::BTreeMap;

#[allow(dead_code, reason = "programs here load with a trusted layer, not through `load`")]
mod lean_common;

const ROOT: &str = "tests/data/contracts/tools/garden/trusted";

/// Proves `source` over the test garden's trusted layer, Lean answering through `runner`.
fn prove_garden(source: &str, runner: &ScriptedLeanRunner) -> (ProofReport, LeanReport) {
    let files = clauz3::loader::trusted_root_files(ROOT.as_ref()).unwrap();
    let program = Program::from_source("agent.py", source, &files).unwrap_or_else(|e| panic!("{}", e.text));
    lean::prove_and_check(&program, &ProveOptions::default(), runner, lean::TimeLimits::default()).unwrap()
}

fn statuses(report: &LeanReport) -> Vec<(&str, Status, Option<&str>)> {
    report.obligations.iter().map(|o| (o.kind.as_str(), o.status, o.reason.as_deref())).collect()
}

const BUDGET: &str = "\
import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import soil_moisture, water


@clauz3.guarantee(garden.total_water_at_most(litres=50))
@clauz3.guarantee(garden.at_most_calls())
def main(extra: int) -> None:
    m = soil_moisture(\"east\")
    if m < 40:
        water(\"east\", 40 - m)
    if 0 < extra <= 10:
        water(\"west\", extra)
";

#[test]
fn guarantees_over_int_arguments_and_call_counts_are_discharged_path_by_path() {
    let (runner, seen) = scripted(0, "");
    let (z3, report) = prove_garden(BUDGET, &runner);
    assert!(z3.proved(), "{}", z3.line);
    let c = report.counts();
    assert_eq!((c.eligible, c.accepted, c.not_eligible), (4, 4, 0), "{:?}", report.to_json()["obligations"]);
    let guarantees: Vec<&lean::LeanObligation> = report.obligations.iter().filter(|o| o.kind == "guarantee").collect();
    assert_eq!(guarantees.len(), 2);
    // One candidate per feasible path (four: watering east or not, west or not), all accepted;
    // the count's two one-call paths state the same proposition, checked once.
    for g in &guarantees {
        assert_eq!(g.status, Status::Accepted);
        assert_eq!(g.receipts.len(), if g.id == "ob_3" { 4 } else { 3 }, "{}", g.id);
    }
    insta::assert_snapshot!("guarantee_batch", seen.lock().unwrap()[0]);
    let out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!(out.exit, 0, "{:?}", out.lines);
    assert!(out.lines[0].starts_with("main: proved!"), "{:?}", out.lines);
}

const ONE_STRING_PATH: &str = "\
import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import water


@clauz3.guarantee(garden.only_beds([\"east\"]))
@clauz3.guarantee(garden.at_most_calls(limit=1))
def main(bed: str, litres: int) -> None:
    if 0 < litres <= 5 and bed == \"east\":
        water(bed, litres)
";

#[test]
fn a_guarantee_with_one_path_outside_the_fragment_is_not_eligible() {
    let (runner, seen) = scripted(0, "");
    let (z3, report) = prove_garden(ONE_STRING_PATH, &runner);
    assert!(z3.proved(), "{}", z3.line);
    // `only_beds` is `True` on the paths that do not water, a string comparison on the one
    // that does: the guarantee is one obligation, so it is not eligible at all.
    assert_eq!(
        statuses(&report),
        [
            ("precondition", Status::Accepted, None),
            ("guarantee", Status::NotEligible, Some("outside the typed fragment: a string comparison")),
            ("guarantee", Status::Accepted, None),
        ]
    );
    let sources = seen.lock().unwrap().clone();
    assert!(sources.iter().all(|s| !s.contains("ob_2")), "no candidate of the ineligible guarantee is checked");
    let c = report.counts();
    assert_eq!((c.eligible, c.accepted, c.not_eligible), (2, 2, 1));
    // Lean accepted every eligible obligation, yet it never claims the program.
    let out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!(out.exit, 2, "{:?}", out.lines);
    assert!(out.lines[0].starts_with("main: not proved by lean"), "{:?}", out.lines);
    assert!(out.lines.iter().all(|l| !l.contains("proved!")), "{:?}", out.lines);
    let counts = &report.to_json()["counts"];
    assert_eq!((&counts["eligible"], &counts["discharged"], &counts["ineligible"]), (&2.into(), &2.into(), &1.into()));
}

#[test]
fn lean_rejecting_one_path_of_a_guarantee_proved_by_z3_is_a_disagreement() {
    // Lean rejects the path watering only east (first try and retry); every other candidate
    // is accepted.
    let (runner, _) = scripted_by(|source| i32::from(source.contains("ob_3_p2")), "");
    let (z3, report) = prove_garden(BUDGET, &runner);
    assert!(z3.proved(), "{}", z3.line);
    let c = report.counts();
    assert_eq!((c.eligible, c.accepted, c.residual, c.not_eligible), (4, 3, 1, 0), "{:?}", statuses(&report));
    let budget = &report.obligations[2];
    assert_eq!((budget.kind.as_str(), budget.status), ("guarantee", Status::Residual));
    assert_eq!(budget.action_classes, ["omega", "decide", "simp_with_closed_premises"]);
    let out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!(out.exit, 1, "{:?}", out.lines);
}

#[test]
fn literal_guards_of_a_claim_fold_away_keeping_the_meaning() {
    // A claim as the contract meaning builds it: sums of `ite(guard, value, 0)` whose guards are
    // conjunctions of literals for calls every path reaches, and literal disjuncts.
    let x = || IntExpr::Var("x".into());
    let n = |v: i64| IntExpr::Lit(v.into());
    let t = Formula::Lit(true);
    let f = Formula::Lit(false);
    let guarded = |g: Formula, v: IntExpr| IntExpr::Ite(Box::new(g), Box::new(v), Box::new(n(0)));
    let le = |a: IntExpr, b: IntExpr| Formula::Cmp(Cmp::Le, a, b);
    let not = |a: Formula| Formula::Not(Box::new(a));
    let cases = [
        le(IntExpr::Add(vec![n(0), guarded(Formula::And(vec![t.clone(), t.clone()]), x())]), n(5)),
        Formula::Or(vec![not(t.clone()), Formula::And(vec![t.clone(), le(x(), n(3))])]),
        Formula::Implies(Box::new(f.clone()), Box::new(le(x(), n(0)))),
        Formula::And(vec![le(n(1), x()), Formula::Implies(Box::new(le(x(), n(2))), Box::new(t.clone()))]),
        Formula::Ite(Box::new(not(f.clone())), Box::new(le(x(), n(4))), Box::new(f.clone())),
    ];
    let has_literal = |g: &Formula| {
        let mut found = false;
        g.visit(&mut |node| found |= matches!(node, clauz3::lean::formula::Node::Formula(Formula::Lit(_))));
        found
    };
    for c in &cases {
        let folded = fold_literals(&lift(c).unwrap());
        assert!(folded == Formula::Lit(true) || !has_literal(&folded), "{folded:?}");
        for xv in -8..=8 {
            let env = BTreeMap::from([("x".to_owned(), xv)]);
            assert_eq!(holds(c, &env), holds(&folded, &env), "x={xv} in {c:?}");
        }
    }
}
