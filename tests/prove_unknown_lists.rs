//! Issue 29's lists of unknown length in proofs (a trusted effect's list result, a list
//! parameter): slices, `+`, `==`/`!=` and orderings with lists, `index` and `count`. Each
//! form proves a program that holds and refutes a twin a wrong model would prove, with an
//! example that replays in the interpreter and fails under python3 too; a step slice past the
//! bound it is read to, and a change of such a list, are `skipped`, naming the construct.

#[path = "cpython_common/mod.rs"]
mod cpython_common;
#[path = "data_verdicts/mod.rs"]
mod data_verdicts;

use data_verdicts::DataDir;

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
fn changing_a_list_of_unknown_length_is_skipped() {
    LISTS.skipped("append_skipped", "`list.append` on a list of unknown length");
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
