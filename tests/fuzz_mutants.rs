//! The mutation check: with a known bug planted in the interpreter or the prover, the fuzzer
//! must find a disagreement within a bounded number of generated programs (and reports none
//! without one, which `tests/fuzz.rs` checks).

use clauz3::fuzz::{fuzz, FuzzOptions, OracleOptions};
use clauz3::mutant::Mutant;
use proptest::strategy::ValueTree;

/// Cases the fuzzer may use to find a planted bug.
const BUDGET: u64 = 150;

fn hunt(mutant: Mutant, seed: u64, path_check: bool) -> clauz3::fuzz::FuzzReport {
    let options = FuzzOptions {
        seed,
        cases: BUDGET,
        jobs: 1,
        oracle: OracleOptions { envs: 12, timeout_ms: 2_000, seed, path_check, ..OracleOptions::default() },
        shrink_steps: 0,
        stop_at_first: true,
        mutant: Some(mutant),
        ..FuzzOptions::default()
    };
    fuzz(&options, &|_| {})
}

/// The first disagreement the fuzzer finds with `mutant` planted, within the budget.
fn finds(mutant: Mutant, seed: u64) -> clauz3::fuzz::Finding {
    let report = hunt(mutant, seed, true);
    let found = report
        .findings
        .first()
        .unwrap_or_else(|| panic!("{mutant:?} not found in {} cases: {}", report.stats.cases, report.stats.line()));
    eprintln!("{mutant:?}: case {} ({}): {}", found.index, found.disagreement.kind, found.disagreement.message);
    found.clone()
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

/// A prover that leaves out the worlds where a trusted int result is 0 proves no false
/// obligation in the budget (every run passes the other checks), but a run whose `quote`
/// returned 0 follows no proved path.
#[test]
fn finds_a_world_left_out_of_the_proof_only_by_path_conditions() {
    let without = hunt(Mutant::SymNonZeroResult, 8, false);
    assert!(without.findings.is_empty(), "{:?}", without.findings.first().map(|f| &f.disagreement));
    assert_eq!(without.stats.cases, BUDGET);
    let found = finds(Mutant::SymNonZeroResult, 8);
    assert_eq!(found.disagreement.kind, "proved-off-path", "{}", found.disagreement.message);
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

/// On the effect-free programs, which CPython runs before anything is proved, the CPython
/// oracle finds a concrete bug by itself.
#[test]
fn the_cpython_oracle_alone_finds_a_concrete_bug() {
    if !clauz3::fuzz::cpython::available() {
        return;
    }
    let oracle = OracleOptions { envs: 12, timeout_ms: 2_000, seed: 8, cpython: true, ..OracleOptions::default() };
    clauz3::mutant::plant(Some(Mutant::FloorDivRounding));
    let found = (0..BUDGET)
        .map(|i| clauz3::fuzz::case_tree(8, i).current())
        .filter(clauz3::fuzz::cpython::applies)
        .find_map(|case| clauz3::fuzz::check(&case, &oracle).disagreement);
    clauz3::mutant::plant(None);
    let found = found.expect("the planted bug is found");
    assert_eq!(found.kind, "cpython", "{}", found.message);
}
