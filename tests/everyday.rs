//! Issue 29's battery of everyday agent programs: every `*.py` under `tests/data/everyday/`
//! (any depth) runs in CPython and in clauz3 and must agree (see `battery_common`).
//! `EVERYDAY_FILTER=<part of the path> cargo test --test everyday` checks only matching programs.

mod battery_common;

#[test]
fn everyday_programs_run_as_in_cpython_and_prove_or_skip() {
    battery_common::run_battery("tests/data/everyday", "EVERYDAY_FILTER");
}
