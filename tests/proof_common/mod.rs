//! Proving a program text inside a test: its report, and the verdicts the tests of prover
//! paths assert (a proof, and a refutation the interpreter reproduces).
#![allow(dead_code, reason = "each test file uses some of these")]

use clauz3::{prove, Conclusion, Program, ProveOptions};

/// The proof report of `source` (a refusal to load it fails the test).
pub fn report(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("program.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    prove(&program, &ProveOptions::default())
}

pub fn assert_proved(source: &str) {
    let r = report(source);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}\n{source}", r.line);
}

/// A refutation the interpreter reproduces.
pub fn assert_failed(source: &str) {
    let r = report(source);
    assert_eq!(r.conclusion, Conclusion::Failed, "{}\n{source}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{source}");
}
