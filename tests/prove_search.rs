//! Where the solver cannot decide (libz3 4.8 gives up on rounding an int quotient to a double),
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
        "def main(pct: int) -> float:\n    if 0 <= pct <= 1000:\n        t = pct / 100\n        assert t < 1.0\n        return t\n    return 0.0\n",
    );
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
    assert!(r.line.starts_with("main: failed assertion. Example: pct="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn the_reference_verdict_of_a_zero_percent_alert_is_found_by_running_it() {
    let path = PathBuf::from("corpus/prove/quota/programs/budget_alert_zero_fail.py");
    let root = PathBuf::from("corpus/prove/quota/tools/quota/trusted");
    let program = Program::from_path(&path, &[root]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.line, "main: failed assertion. Example: pct=0.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let explanation = r.explanation.unwrap_or_default();
    assert!(explanation.contains("found by running the program on candidate inputs"), "{explanation}");
    assert!(explanation.contains("call: set_budget_alert(project='web', threshold=0.0)"), "{explanation}");
}

#[test]
fn when_no_candidate_fails_the_verdict_stays_skipped() {
    let r = prove_source(
        "def main(pct: int) -> float:\n    if 1 <= pct <= 100:\n        t = pct / 100\n        assert 0.0 < t <= 1.0\n        return t\n    return 0.0\n",
    );
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("the solver could not decide"), "{}", r.line);
}
