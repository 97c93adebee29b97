//! The mutation check: with a known bug planted in the interpreter or the prover, the fuzzer
//! must find a disagreement within a bounded number of generated programs (and reports none
//! without one, which `tests/fuzz.rs` checks).

use clauz3::fuzz::{fuzz, FuzzOptions, OracleOptions};
use clauz3::mutant::Mutant;

/// Cases the fuzzer may use to find a planted bug.
const BUDGET: u64 = 150;

fn finds(mutant: Mutant, seed: u64) {
    let options = FuzzOptions {
        seed,
        cases: BUDGET,
        jobs: 1,
        oracle: OracleOptions { envs: 12, timeout_ms: 2_000, seed, cpython: false, ..OracleOptions::default() },
        shrink_steps: 0,
        stop_at_first: true,
        mutant: Some(mutant),
        ..FuzzOptions::default()
    };
    let report = fuzz(&options, &|_| {});
    let found = report
        .findings
        .first()
        .unwrap_or_else(|| panic!("{mutant:?} not found in {} cases: {}", report.stats.cases, report.stats.line()));
    eprintln!("{mutant:?}: case {} ({}): {}", found.index, found.disagreement.kind, found.disagreement.message);
}

#[test]
fn finds_floor_division_rounding_toward_zero() {
    finds(Mutant::FloorDivRounding, 8);
}

#[test]
fn finds_modulo_with_the_dividends_sign() {
    finds(Mutant::ModSign, 8);
}

#[test]
fn finds_a_string_slice_stopping_early() {
    finds(Mutant::StrSliceBound, 8);
}

#[test]
fn finds_in_on_strings_looking_only_at_the_start() {
    finds(Mutant::StrIn, 8);
}

#[test]
fn finds_a_dropped_effect_after_a_false_test() {
    finds(Mutant::DropElseEffect, 8);
}

#[test]
fn finds_symbolic_floor_division_truncating() {
    finds(Mutant::SymFloorDiv, 8);
}

#[test]
fn finds_symbolic_modulo_with_the_dividends_sign() {
    finds(Mutant::SymModSign, 8);
}

#[test]
fn finds_symbolic_in_as_startswith() {
    finds(Mutant::SymStrIn, 8);
}

#[test]
fn a_finding_is_shrunk_to_a_smaller_case_that_still_disagrees() {
    let options = FuzzOptions {
        seed: 8,
        cases: BUDGET,
        oracle: OracleOptions { envs: 12, timeout_ms: 2_000, seed: 8, cpython: false, ..OracleOptions::default() },
        shrink_steps: 60,
        stop_at_first: true,
        mutant: Some(Mutant::ModSign),
        ..FuzzOptions::default()
    };
    let report = fuzz(&options, &|_| {});
    let found = report.findings.first().expect("the planted bug is found");
    assert!(found.shrunk.program_py().len() < found.original.program_py().len());
    assert!(found.shrunk.body.len() <= found.original.body.len());
    clauz3::mutant::plant(Some(Mutant::ModSign));
    let again = clauz3::fuzz::check(&found.shrunk, &options.oracle);
    clauz3::mutant::plant(None);
    assert_eq!(again.disagreement.map(|d| d.kind), Some(found.disagreement.kind), "{}", found.shrunk.program_py());
}

#[test]
fn the_cpython_oracle_alone_finds_a_concrete_bug() {
    if !clauz3::fuzz::cpython::available() {
        return;
    }
    let options = FuzzOptions {
        seed: 8,
        cases: BUDGET,
        oracle: OracleOptions { envs: 12, timeout_ms: 2_000, seed: 8, cpython: true, ..OracleOptions::default() },
        shrink_steps: 0,
        stop_at_first: true,
        mutant: Some(Mutant::FloorDivRounding),
        ..FuzzOptions::default()
    };
    let report = fuzz(&options, &|_| {});
    let found = report.findings.first().expect("the planted bug is found");
    assert_eq!(found.disagreement.kind, "cpython", "{}", found.disagreement.message);
}
