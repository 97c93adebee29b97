//! `frozenset` against CPython: its repr, result types of operators and methods (the left
//! operand's type), immutability errors, and hashing exactly as CPython 3.11, so a frozenset
//! as a set member or dict key lands where CPython puts it (observable in iteration order).
//! In proofs: plain frozensets fold; a frozenset meeting a set of terms is skipped.

mod cpython_common;

use clauz3::{prove, Program, ProveOptions};
use cpython_common::same_as_cpython_each;
use proptest::prelude::*;

fn programs(bodies: &[&str]) -> Vec<String> {
    bodies.iter().map(|b| format!("def main():\n    {}\n", b.replace('\n', "\n    "))).collect()
}

#[test]
fn frozensets_behave_as_in_cpython() {
    same_as_cpython_each(&programs(&[
        "return [frozenset(), frozenset([3, 1, 2]), frozenset('abca') == frozenset('abc'), frozenset(range(12))]",
        "a = frozenset([3, 1, 2])\nb = {2, 3, 4}\nreturn [a | b, b | a, a & b, b & a, a - b, b - a, a ^ b, b ^ a]",
        "a = frozenset([1, 2])\nreturn [type(a | {3}).__name__, type({3} | a).__name__, type(a.union()).__name__, type(set(a)).__name__]",
        "a = frozenset([1, 2])\nreturn [isinstance(a, frozenset), isinstance(a, set), isinstance({1}, frozenset), isinstance(a, (list, frozenset))]",
        "a = frozenset([1, 2, 3])\nreturn [a == {1, 2, 3}, {1, 2, 3} == a, a <= {1, 2, 3, 4}, a < a, a >= frozenset([1]), 2 in a, 9 not in a, len(a)]",
        "a = frozenset([1, 2, 3])\nb = [2, 3, 4]\nreturn [a.union(b, [9]), a.intersection(b, [3]), a.difference(b), a.symmetric_difference(b), a.issubset(b), a.issuperset([1]), a.isdisjoint([7])]",
        "a = frozenset([1, 2])\nreturn [a.copy() is a, frozenset(a) is a, set(a) is a, sorted(a)]",
        "a = frozenset([1, 2])\nf = a\nf |= {10}\nf -= {1}\nreturn [f, a, f is a]",
        "a = frozenset([1])\na.add(2)",
        "a = frozenset([1])\na.discard(1)",
        "a = frozenset([1])\na.update([2])",
        "return hash({1})",
        "return {frozenset([1]): 'a', frozenset(): 'b'}[frozenset([1])]",
        "return [hash(frozenset()), hash(frozenset([1, 2])), hash(frozenset([(1, 2.5), -3])), hash(frozenset([frozenset([1]), 2]))]",
        "return {frozenset([1, 2]), frozenset([3]), frozenset(), frozenset([(1, 2), 5.5]), frozenset(range(9))}",
        "return [x for x in frozenset([100, 7, 33, 64, 8, -1])]",
        "return frozenset([[1]])",
        "return frozenset(1, 2)",
    ]));
}

fn member() -> impl Strategy<Value = String> {
    prop::collection::vec(-40i64..200, 0..6).prop_map(|xs| {
        let items: Vec<String> = xs.iter().map(i64::to_string).collect();
        format!("frozenset([{}])", items.join(", "))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    /// Frozensets of ints as members of a set and keys of a dict iterate in CPython's order,
    /// which rests on their hashes.
    #[test]
    fn frozensets_hash_and_iterate_as_in_cpython(groups in prop::collection::vec(prop::collection::vec(member(), 1..12), 30)) {
        let sources: Vec<String> = groups
            .iter()
            .map(|g| {
                let items = g.join(", ");
                format!("def main():\n    s = {{{items}}}\n    d = {{f: len(f) for f in [{items}]}}\n    return [list(s), list(d), [hash(f) for f in s]]\n")
            })
            .collect();
        same_as_cpython_each(&sources);
    }
}

fn verdict(body: &str) -> String {
    let source = format!("def main(x: int):\n    {}\n", body.replace('\n', "\n    "));
    let program = Program::from_source("fz.py", &source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    let report = prove(&program, &ProveOptions::default());
    if report.counterexample.is_some() {
        assert_eq!(report.replay.as_deref(), Some("reproduced"), "{}\n{source}", report.line);
    }
    report.line
}

#[test]
fn the_prover_folds_plain_frozensets_and_skips_them_with_terms() {
    assert!(verdict("f = frozenset([1, 2])\nassert x not in f or x < 3").starts_with("main: proved"));
    assert!(verdict("assert 1 in {x} | frozenset([1])").starts_with("main: proved"));
    let added = verdict("f = frozenset([1, 2])\nf.add(x)");
    assert!(added.contains("AttributeError: 'frozenset' object has no attribute 'add'"), "{added}");
    for body in ["s = frozenset([1]) | {x}\nassert len(s) >= 1", "f = frozenset([x, 2])\nassert x in f"] {
        let line = verdict(body);
        assert!(line.starts_with("main: skipped") && line.contains("frozenset"), "{body}: {line}");
    }
}
