//! Issue 29's lists of unknown length in proofs (a trusted effect's list result, a list
//! parameter): slices, `+`, `==`/`!=` and orderings with lists, `index` and `count`, and their
//! changes (`append`, `extend`, `+=`, `insert`, `pop`, `remove`, `clear`, `reverse`, `sort`,
//! `xs[i] = v`, `del xs[i]`), seen through every alias. Each form proves a program that holds
//! and refutes a twin a wrong model would prove, with an example that replays in the
//! interpreter and fails under python3 too; a step slice past the bound it is read to, and a
//! change the prover cannot follow exactly, are `skipped`, naming the construct.

#[path = "cpython_common/mod.rs"]
mod cpython_common;
#[path = "data_verdicts/mod.rs"]
mod data_verdicts;

use clauz3::{prove, Program, ProveOptions};
use data_verdicts::DataDir;
use std::path::PathBuf;

const LISTS: DataDir = DataDir("unknown_lists");

#[test]
fn concatenation_keeps_every_item_in_order() {
    // Before, `jobs + ["flush"]` was refuted with a `TypeError` CPython never raises.
    LISTS.proved("concat_pass");
    LISTS.refuted("concat_fail", "assertion. Example: jobs=[]", "AssertionError");
}

#[test]
fn slices_with_step_one_are_exact_for_every_length() {
    LISTS.proved("slice_pass");
    LISTS.refuted("slice_fail", "assertion. Example: jobs=[]", "AssertionError");
    // Bounds that are terms, negative ones counted from the end and clamped as CPython does.
    LISTS.proved("slice_bounds_pass");
    LISTS.refuted("slice_bounds_fail", "assertion. Example: jobs=[", "AssertionError");
}

#[test]
fn slices_with_a_step_are_read_per_length() {
    LISTS.proved("strided_pass");
    LISTS.refuted("strided_fail", "assertion. Example: readings=[", "AssertionError");
    LISTS.skipped(
        "strided_unbounded_skipped",
        "slicing with a step over a list of unknown length is modelled up to 16 items",
    );
}

#[test]
fn equality_with_a_list_compares_length_and_items() {
    LISTS.proved("equal_pass");
    LISTS.refuted("equal_fail", "assertion. Example: jobs=[", "AssertionError");
    LISTS.refuted("equal_empty_fail", "assertion. Example: jobs=[]", "AssertionError");
    LISTS.proved("order_pass");
    LISTS.refuted("order_fail", "assertion. Example: versions=[", "AssertionError");
}

#[test]
fn index_and_count_read_the_items() {
    LISTS.proved("search_pass");
    LISTS.refuted("search_fail", "ValueError: 'deploy' is not in list. Example: jobs=", "ValueError");
    LISTS.refuted("count_fail", "assertion. Example: jobs=[", "AssertionError");
}

#[test]
fn a_change_is_seen_through_every_alias_and_not_through_a_copy() {
    LISTS.proved("alias_pass");
    // A model copying the list into each name, or sharing it with `list(jobs)`, proves this.
    LISTS.refuted("alias_fail", "assertion. Example: jobs=[", "AssertionError");
    LISTS.proved("helper_alias_pass");
    LISTS.refuted("helper_alias_fail", "assertion. Example: ", "AssertionError");
}

#[test]
fn pop_takes_the_item_at_its_index_with_cpythons_index_errors() {
    LISTS.proved("pop_pass");
    LISTS.refuted("pop_fail", "assertion. Example: readings=[", "AssertionError");
    LISTS.refuted("pop_empty_fail", "IndexError: pop from empty list. Example: readings=[", "IndexError");
}

#[test]
fn insert_clamps_its_index_as_cpython_does() {
    LISTS.proved("insert_pass");
    LISTS.refuted("insert_fail", "assertion. Example: steps=[", "AssertionError");
}

#[test]
fn remove_drops_the_first_equal_item_or_raises_value_error() {
    LISTS.proved("remove_pass");
    LISTS.refuted("remove_fail", "assertion. Example: tags=[", "AssertionError");
    LISTS.refuted("remove_missing_fail", "ValueError: list.remove(x): x not in list. Example: tags=[", "ValueError");
}

#[test]
fn item_assignment_del_and_clear_change_the_list() {
    LISTS.proved("edit_items_pass");
    LISTS.refuted("edit_items_fail", "IndexError: list assignment index out of range. Example: scores=[", "IndexError");
}

#[test]
fn extend_and_plus_equals_append_every_item_in_order() {
    LISTS.proved("extend_pass");
    LISTS.refuted("extend_fail", "assertion. Example: mine=[", "AssertionError");
}

#[test]
fn reverse_and_a_short_sort_reorder_the_items() {
    LISTS.proved("reverse_sort_pass");
    LISTS.refuted("reverse_sort_fail", "assertion. Example: ranks=[", "AssertionError");
}

#[test]
fn changes_the_prover_cannot_follow_exactly_are_skipped() {
    LISTS.skipped(
        "change_in_loop_skipped",
        "iterating over a list of unknown length that changed after the iteration started",
    );
    LISTS.skipped("change_after_reversed_skipped", "changing a list of unknown length after `reversed` read it");
    LISTS.skipped("other_type_skipped", "putting an item of another type into a list of unknown length");
}

/// A program of this directory calling the effects of the trusted root `root`.
fn with_effects(name: &str, root: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/unknown_lists/{name}.py"));
    let program = Program::from_path(&path, &[PathBuf::from(root)]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

#[test]
fn an_effects_list_result_can_be_changed() {
    let beds = "tests/data/query_loops/tools/beds/trusted";
    let r = with_effects("effect_pass", beds);
    assert!(r.line.starts_with("main: proved! "), "{}", r.line);
    let r = with_effects("effect_fail", beds);
    assert!(r.line.starts_with("main: failed assertion. Example: list_beds_result_1=["), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{}", r.line);
}

/// A guarantee speaks of an effect's list argument as it was passed: the program changing the
/// list afterwards changes nothing the call was given. Calls kept the shared list itself, so
/// emptying it after the call proved a bound on the recipients the call broke, for lists of
/// unknown length, lists holding terms and plain lists alike.
#[test]
fn a_list_passed_to_an_effect_is_kept_as_it_was_passed() {
    let mail = "tests/data/unknown_lists/tools/mail/trusted";
    let r = with_effects("sent_then_changed_pass", mail);
    assert!(r.line.starts_with("main: proved! "), "{}", r.line);
    for (name, example) in [
        ("sent_then_changed_fail", "recipients_result_1=["),
        ("known_list_sent_then_changed_fail", "deputy="),
        ("plain_list_sent_then_changed_fail", "extra="),
    ] {
        let r = with_effects(name, mail);
        assert!(r.line.starts_with(&format!("main: failed guarantee. Example: {example}")), "{name}: {}", r.line);
        assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}: {}", r.line);
    }
}

#[test]
fn a_starred_sequence_pattern_takes_the_slice() {
    LISTS.proved("match_rest_pass");
    LISTS.refuted("match_rest_fail", "assertion. Example: words=[", "AssertionError");
}

/// Printing a list of unknown length in a program whose class writes its own text: the list
/// holds no instance, so the domain writes it (it was skipped as "taking every item at once").
#[test]
fn a_list_of_unknown_length_prints_beside_a_class_with_its_own_repr() {
    LISTS.proved("printed_beside_repr_pass");
}
