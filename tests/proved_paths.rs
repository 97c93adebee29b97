//! A proof's kept paths, as `clauz3 fuzz` holds concrete runs against them: a run whose effect
//! results satisfy a proved path's condition is admitted, one whose results no path with its
//! calls allows (nor its effects' postconditions) is rejected.

use clauz3::prover::Admission;
use clauz3::{dry_run, prove_keeping_paths, Conclusion, DataValue, DryRunOptions, EffectRecord, Program};
use clauz3::{ProveOptions, ScriptedReturns};
use num_bigint::BigInt;
use std::path::PathBuf;

const ROOT: &str = "tests/data/prove/tools/bank/trusted";

fn program() -> Program {
    let path = PathBuf::from("tests/data/prove/programs/pay_capped_pass.py");
    Program::from_path(&path, &[PathBuf::from(ROOT)]).unwrap_or_else(|e| panic!("{}", e.text))
}

/// The effect calls of a dry run of `main` where `balance()` returns `funds`.
fn calls_with_funds(program: &Program, funds: i64) -> Vec<EffectRecord> {
    let returns = ScriptedReturns::from_json(&serde_json::json!({ "balance": [funds] })).expect("returns");
    let trace = dry_run(program, &DryRunOptions { target: "main".into(), returns, ..DryRunOptions::default() });
    assert!(trace.failure.is_none(), "{:?}", trace.failure);
    trace.effects
}

#[test]
fn runs_are_admitted_exactly_when_their_results_fit_a_path_with_their_calls() {
    let program = program();
    let (report, paths) = prove_keeping_paths(&program, &ProveOptions::default());
    assert_eq!(report.conclusion, Conclusion::Proved, "{}", report.line);
    for funds in [4, 40, 2000, 2003, 0] {
        let calls = calls_with_funds(&program, funds);
        assert_eq!(paths.admit(&[], &calls), Admission::Admitted, "balance() = {funds}");
    }
    // The calls of a run that paid, with a balance under which `main` never pays.
    let mut paid = calls_with_funds(&program, 40);
    assert_eq!(paid.len(), 2, "balance, then pay");
    for funds in [4000, 3, -40] {
        paid[0].returned = DataValue::Int(BigInt::from(funds));
        assert_eq!(paths.admit(&[], &paid), Admission::Rejected, "pay after balance() = {funds}");
    }
    // The calls of a run that did not pay, with a balance under which `main` pays.
    let mut unpaid = calls_with_funds(&program, 4000);
    assert_eq!(unpaid.len(), 1, "balance only");
    unpaid[0].returned = DataValue::Int(BigInt::from(400));
    assert_eq!(paths.admit(&[], &unpaid), Admission::Rejected);
    // Every path assumes the effect's postcondition (`balance() >= 0`).
    unpaid[0].returned = DataValue::Int(BigInt::from(-40));
    assert_eq!(paths.admit(&[], &unpaid), Admission::Rejected);
}
