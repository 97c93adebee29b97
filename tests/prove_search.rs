//! Where the solver cannot decide (libz3 4.8 gives up on arithmetic with an int quotient rounded
//! to a double, `pct / 100 * 3`),
//! running the program on candidate inputs may still find a failure: reported as `failed` with
//! an example that replays, and a note saying how it was found. Finding nothing leaves the
//! verdict `skipped`, never proved.

use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::path::PathBuf;

fn prove_source(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("agent.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

#[test]
fn a_failing_candidate_refutes_what_the_solver_could_not_decide() {
    let r = prove_source(
        "def main(pct: int) -> int:\n    if 0 <= pct <= 50:\n        t = int(pct / 100 * 3)\n        assert t < 1\n        return t\n    return 0\n",
    );
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
    assert_eq!(r.line, "main: failed assertion. Example: pct=50.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let explanation = r.explanation.unwrap_or_default();
    assert!(explanation.contains("found by running the program on candidate inputs"), "{explanation}");
}

/// The zero-percent alert needed the run-based search while a quotient compared with a literal
/// was a floating-point fact; stated over the integers, the solver refutes it itself.
#[test]
fn a_zero_percent_alert_is_refuted_by_the_solver() {
    let path = PathBuf::from("corpus/prove/quota/programs/budget_alert_zero_fail.py");
    let root = PathBuf::from("corpus/prove/quota/tools/quota/trusted");
    let program = Program::from_path(&path, &[root]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.line, "main: failed assertion. Example: pct=0.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let explanation = r.explanation.unwrap_or_default();
    assert!(!explanation.contains("found by running"), "{explanation}");
    assert!(explanation.contains("precondition of `set_budget_alert` violated"), "{explanation}");
}

#[test]
fn when_no_candidate_fails_the_verdict_stays_skipped() {
    let r = prove_source(
        "def main(pct: int) -> float:\n    if 1 <= pct <= 100:\n        t = pct / 100 * 3\n        assert 0.0 < t <= 3.0\n        return t\n    return 0.0\n",
    );
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("the solver could not decide"), "{}", r.line);
}
