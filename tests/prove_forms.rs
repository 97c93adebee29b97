//! Issue 29's forms in proofs, with symbolic parameters: each family (lambdas, generator
//! expressions and functions, `for`/`while ... else`, `:=`, `del`, starred targets, slice
//! assignment, slices of a list with symbolic bounds, `*args`/`**kwargs`/keyword-only parameters and `*`/`**` in calls, module-level
//! lists and dicts, computed module-level values, statements run as the module loads,
//! `object()` sentinels, `getattr`/`hasattr`, methods taken from their class as values, `match`,
//! attributes of functions set by decorators, functions assigned to a class and bound through
//! an instance, methods decorated by the program's decorators, `with` around a generator's `yield`) has a program that proves and one the prover refutes with an example that
//! replays in the interpreter.

use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::path::PathBuf;

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/forms/{name}.py"));
    let program = Program::from_path(&path, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

const FAMILIES: &[&str] = &[
    "lambda",
    "genexp",
    "generator",
    "loop_else",
    "walrus",
    "del",
    "starred",
    "slice_assign",
    "slice_bounds",
    "slice_bounds_backward",
    "star_args",
    "module_values",
    "module_computed",
    "module_statements",
    "sentinel",
    "getattr",
    "method_value",
    "match",
    "function_attrs",
    "tagged",
    "class_function",
    "method_decorator",
    "gen_with",
];

#[test]
fn every_family_proves_its_passing_program() {
    for family in FAMILIES {
        let r = report(&format!("{family}_pass"));
        assert_eq!(r.conclusion, Conclusion::Proved, "{family}: {}", r.line);
        assert!(r.line.starts_with("main: proved! assertion"), "{family}: {}", r.line);
    }
}

#[test]
fn every_family_refutes_its_failing_program_with_a_replaying_example() {
    for family in FAMILIES {
        let r = report(&format!("{family}_fail"));
        assert_eq!(r.conclusion, Conclusion::Failed, "{family}: {}", r.line);
        assert!(r.line.contains(". Example: "), "{family}: {}", r.line);
        assert_eq!(r.replay.as_deref(), Some("reproduced"), "{family}: {}", r.line);
    }
}

#[test]
fn deleting_a_missing_key_is_a_key_error_for_the_keys_that_miss() {
    let r = report("del_fail");
    assert!(r.line.starts_with("main: failed KeyError"), "{}", r.line);
}

#[test]
fn a_generator_body_is_proved_item_by_item_as_the_consumer_takes_them() {
    // The refuting example makes one item fail the consumer's assertion inside the loop.
    let r = report("generator_fail");
    assert!(r.line.starts_with("main: failed assertion. Example: a="), "{}", r.line);
}

fn report_with_beds(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/forms/rows/{name}.py"));
    let root = PathBuf::from("tests/data/query_loops/tools/beds/trusted");
    let program = Program::from_path(&path, &[root]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

#[test]
fn a_generator_carried_across_the_rows_of_a_query_is_skipped_not_proved() {
    // Its fourth item breaks `water`'s precondition: proving it per symbolic row would have
    // carried its position between the runs standing for different rows.
    let r = report_with_beds("generator_across_rows");
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(
        r.line.contains("taking items from a generator made before a loop over a list of unknown length"),
        "{}",
        r.line
    );
    assert!(r.line.contains("at line 15"), "{}", r.line);
    // A generator made for each row is proved row by row.
    let r = report_with_beds("generator_per_row");
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
}

#[test]
fn taking_every_row_of_a_query_at_once_is_never_proved_from_one_row() {
    // A quantified loop hands out one row standing for all: collected, the list had one item,
    // and `first, *rest = rows` with `len(rest) == 0`, `count(*rows) <= 1` and a `key=` sort
    // of the rows were all proved. Now the rows are taken item by item, one path per length,
    // and each is refuted with the shortest list that fails.
    let refuted = [
        ("starred_rows", "main: failed ValueError: not enough values to unpack (expected at least 1, got 0). Example: list_beds_result_1=[]."),
        ("spread_rows", "main: failed assertion. Example: list_beds_result_1=['', '']."),
        ("sorted_key_rows", "main: failed assertion. Example: list_beds_result_1=['"),
    ];
    for (name, prefix) in refuted {
        let r = report_with_beds(name);
        assert!(r.line.starts_with(prefix), "{name}: {}", r.line);
        assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}");
    }
}

#[test]
fn a_symbolic_slice_bound_past_the_end_selects_nothing() {
    // `queue[-count:]` is empty exactly when `count` leaves no item: the example is one of them.
    let r = report("slice_bounds_fail");
    assert!(r.line.starts_with("main: failed IndexError: list index out of range. Example: count="), "{}", r.line);
}

#[test]
fn a_function_attribute_carried_across_the_rows_of_a_query_is_skipped_not_proved() {
    // `dose.given` counts the rows: proved per symbolic row it would be 1 each time, and
    // every dose within `water`'s precondition.
    let r = report_with_beds("function_attr_rows");
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("assigning the attribute `given`"), "{}", r.line);
    assert!(r.line.contains("at line 12"), "{}", r.line);
}

#[test]
fn a_proof_reading_sys_argv_is_skipped_since_no_proof_knows_the_command_line() {
    // Proved for the one command line of a run without arguments, the assertion would fail
    // for `clauz3 dry-run argv_skipped.py -- a`.
    let r = report("argv_skipped");
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("`sys.argv`: the command line a run is given"), "{}", r.line);
    assert!(r.line.contains("at line 5"), "{}", r.line);
}
