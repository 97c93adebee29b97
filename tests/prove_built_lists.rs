//! Lists built over a list of unknown length: `keep.append(...)` in a loop over a trusted query
//! result, and a list comprehension over one, become lists of unknown length whose items are
//! what some rows add, in order. Proofs go through them; refutations replay (and agree with
//! CPython); what would let one row see what another added stays refused.

#[path = "cpython_common/mod.rs"]
mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::path::PathBuf;

fn report(name: &str) -> clauz3::ProofReport {
    proved_in("query_loops", "beds", name)
}

fn proved_in(data: &str, layer: &str, name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/{data}/programs/built_{name}.py"));
    let root = PathBuf::from(format!("tests/data/{data}/tools/{layer}/trusted"));
    let program = Program::from_path(&path, &[root]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

fn assert_refuted(name: &str, prefix: &str) {
    let r = report(name);
    assert!(r.line.starts_with(prefix), "{name}: {}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}");
}

fn assert_skipped(name: &str, reason: &str) {
    let r = report(name);
    assert_eq!(r.conclusion, Conclusion::Skipped, "{name}: {}", r.line);
    assert!(r.line.contains(reason), "{name}: {}", r.line);
}

#[test]
fn a_list_filtered_or_mapped_from_rows_holds_only_what_rows_add() {
    assert_eq!(report("filter_pass").line, "main: proved! assertion, guarantee");
    assert_eq!(report("map_pass").line, "main: proved! assertion, guarantee");
    assert_refuted("filter_fail", "main: failed guarantee. Example: list_beds_result_1=['rose']");
}

#[test]
fn a_built_list_is_no_longer_than_its_rows_and_its_first_items() {
    assert_eq!(report("count_pass").line, "main: proved! assertion, guarantee");
    assert_eq!(report("comp_len_pass").line, "main: proved! assertion, guarantee");
    // Eight rows starting with `r`, after the item held before the loop: nine waterings.
    assert_refuted("prefix_fail", "main: failed guarantee. Example: list_beds_result_1=[");
}

#[test]
fn a_list_of_query_rows_is_built_as_a_table() {
    let rows = |name: &str| proved_in("rows", "pantry", name);
    assert_eq!(rows("rows_pass").line, "main: proved! guarantee");
    assert_eq!(rows("rows_comp_pass").line, "main: proved! assertion, guarantee");
    let r = rows("rows_fail");
    assert!(r.line.starts_with("main: failed guarantee. Example: find_jars_result_1=[Jar("), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn equal_rows_both_kept_are_two_items() {
    // A model whose kept items were all distinct would prove `each_bed_once`.
    assert_refuted("equal_rows_fail", "main: failed guarantee. Example: list_beds_result_1=[");
}

#[test]
fn a_list_comprehension_over_rows_is_built() {
    assert_eq!(report("comp_pass").line, "main: proved! assertion, guarantee");
    assert_refuted("comp_fail", "main: failed guarantee. Example: list_beds_result_1=['x']");
}

#[test]
fn values_each_row_defines_for_itself_are_not_shared_by_all_items() {
    // `strip` makes a text defined by facts on the row's path; one shared text for every kept
    // item made `keep[0] != keep[1]` impossible, and the program was wrongly proved.
    let r = report("own_values");
    assert_ne!(r.conclusion, Conclusion::Proved, "{}", r.line);
    if r.conclusion == Conclusion::Failed {
        assert_eq!(r.replay.as_deref(), Some("reproduced"));
    }
}

#[test]
fn a_body_that_could_see_another_rows_items_is_refused() {
    let mutation = "`.append()` inside a loop over a list of unknown length";
    assert_skipped("peek_skip", mutation);
    assert_skipped("alias_skip", mutation);
    assert_skipped("twice_skip", "appending to a list more than once per row");
    assert_skipped("walrus_skip", "builds only a list comprehension with one `for` clause and no `:=`");
}

/// `main(xs)` proved over every list of strings; when refuted, CPython running `main` on the
/// example fails the same way as the interpreter does.
fn refuted_like_cpython(source: &str) {
    let program = Program::from_source("built.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert!(r.line.starts_with("main: failed assertion. Example: xs="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let (_, example) = r.counterexample.expect("an example").into_iter().find(|(n, _)| n == "xs").expect("xs");
    let checked = source.replace("def main(", "def checked(");
    let run = format!("{checked}\n\ndef main():\n    return checked({example})\n");
    cpython_common::same_as_cpython(&run);
    assert!(cpython_common::clauz3(&run).starts_with("!AssertionError"), "{run}");
}

#[test]
fn refutations_through_built_lists_fail_under_cpython_too() {
    refuted_like_cpython(
        "def main(xs: list[str]) -> None:\n    keep = []\n    for x in xs:\n        if x.startswith('a'):\n            keep.append(x + '!')\n    for k in keep:\n        assert k != 'ab!'\n",
    );
    refuted_like_cpython(
        "def main(xs: list[str]) -> None:\n    keep = [x for x in xs if x != '']\n    assert len(keep) < 2 or keep[0] != keep[1]\n",
    );
}
