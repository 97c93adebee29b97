//! Dict views (`d.keys()`, `d.values()`, `d.items()`) compared with CPython, value for value
//! and error for error: each case is the body of a `main()` run under python3 and under the
//! interpreter. Then the prover on views of dicts holding terms: what it proves, what it
//! refutes (replayed in the interpreter), and what it skips by name.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};
use cpython_common::same_as_cpython_each;

/// One program per body.
fn programs(bodies: &[&str]) -> Vec<String> {
    bodies.iter().map(|b| format!("def main():\n    {}\n", b.replace('\n', "\n    "))).collect()
}

#[test]
fn views_print_and_name_their_type_as_cpython_does() {
    same_as_cpython_each(&programs(&[
        "d = {1: 'a', 2: 'b'}\nreturn repr(d.keys()), str(d.values()), repr(d.items()), repr({}.items())",
        "d = {1: [2], 'k': (3,)}\nreturn d.items(), d.values(), [d.keys()]",
        "d = {1: 2}\nreturn type(d.keys()), type(d.values()), type(d.items()), type(d.keys()) == type({}.keys())",
        "d = {1: 2}\nreturn isinstance(d.keys(), type({}.keys())), isinstance(d.values(), type({}.keys())), type(d.items()) is type({}.items())",
        "d = {1: 2}\nreturn len(d.keys()), len({}.values()), bool(d.items()), bool({}.keys()), not d.values()",
        "return hash({}.keys())",
        "return {{}.items(): 1}",
        "d = {1: 2}\nreturn d.keys()[0]",
        "d = {1: 2}\nreturn d.values().isdisjoint([1])",
        "d = {1: 2}\nreturn callable(type(d.keys())), d.keys() is d.keys(), d.keys() is not None",
    ]));
}

#[test]
fn views_are_live() {
    same_as_cpython_each(&programs(&[
        "d = {1: 2}\nk, v, i = d.keys(), d.values(), d.items()\nd[3] = 4\nd[1] = 5\nreturn k, v, i, len(k)",
        "d = {'a': 1, 'b': 2}\nks = d.keys()\ndel d['a']\nd.clear()\nreturn ks, list(ks), 'a' in ks",
        "d = {1: 1, 2: 2}\nfor k in d.keys():\n    d[k + 10] = 0\nreturn d",
        "d = {1: 1, 2: 2}\nfor k, v in d.items():\n    d[k] = v * 10\nreturn d",
        "d = {1: 1, 2: 2}\nfor v in d.values():\n    d.pop(1)\nreturn d",
        "d = {1: 1, 2: 2, 3: 3}\nout = []\nfor k in reversed(d.keys()):\n    out.append(k)\nreturn out, list(reversed(d.items())), list(reversed(d.values())), list(reversed(d))",
        "d = {1: 1, 2: 2}\nfor k in reversed(d):\n    d[k + 5] = 1\nreturn d",
        "d = {1: 1, 2: 2}\nit = iter(d.items())\nd[3] = 3\nreturn next(it)",
        "d = {1: 1}\nit = enumerate(d.values())\nd[2] = 2\nreturn list(it)",
        "d = {'x': 1}\nz = zip(d.keys(), d.values())\nd['x'] = 5\nreturn list(z)",
        "d = {1: 2}\nks = d.keys()\nd.update({3: 4}, five=5)\nreturn ks, d.values()",
    ]));
}

#[test]
fn views_feed_builtins_and_methods_as_cpython_does() {
    same_as_cpython_each(&programs(&[
        "d = {'b': 2, 'a': 1, 'c': 3}\nreturn sorted(d.keys()), sorted(d.items()), sorted(d.values(), reverse=True), list(d.items())",
        "d = {'b': 2, 'a': 1}\nreturn sum(d.values()), max(d.values()), min(d.keys()), any(d.values()), all(d.keys()), tuple(d.items())",
        "d = {'b': 2, 'a': 1}\nreturn dict(d.items()), dict(zip(d.values(), d.keys())), list(enumerate(d.keys(), 1))",
        "d = {'b': 2, 'a': 1}\nreturn ', '.join(d.keys()), sorted(d.items(), key=lambda kv: kv[1]), max(d.items(), key=lambda kv: kv[1])",
        "d = {3: 'x', 1: 'y'}\nxs = [0]\nxs.extend(d.keys())\nxs += d.values()\nreturn xs",
        "d = {3: 30, 1: 10}\ns = {9}\ns.update(d.keys())\nreturn s, set(d.keys()), frozenset(d.items()), set(d.values()), sorted(set({'y': 1, 'x': 2}.keys()))",
        "d = {3: 4, 1: 2}\na, b = d.items()\nk1, k2 = d.keys()\nreturn a, b, k1, k2",
        "d = {3: 4}\na, b = d.keys()",
        "d = {1: 2}\nreturn list(map(str, d.keys())), list(filter(None, d.values())), [k * 2 for k in d.keys()]",
        "d = {1: 2, 3: 4}\nreturn {v: k for k, v in d.items()}, [(k, v) for k, v in d.items() if v > 2]",
        "d = {1: 2}\nreturn f'{d.keys()} {d.items()!r}', '%s' % (d.values(),), format(d.keys())",
        "d = {1: 2}\nreturn next(d.keys())",
    ]));
}

#[test]
fn membership_and_equality_follow_cpython() {
    same_as_cpython_each(&programs(&[
        "d = {1: 2, 3: [4]}\nreturn 1 in d.keys(), 5 not in d.keys(), 2 in d.values(), [4] in d.values(), (1, 2) in d.items(), (3, [4]) in d.items()",
        "d = {1: 2}\nreturn (1, 3) in d.items(), (1,) in d.items(), 1 in d.items(), (1, 2, 3) in d.items(), [1, 2] in d.items(), (2, 1) in d.items()",
        "d = {1: 2}\nreturn [1] in d.keys()",
        "d = {1: 2}\nreturn ([1], 2) in d.items()",
        "d = {1: 2}\nreturn [1] in d.values(), {1: 2} in d.values()",
        "d = {1: 2, 3: 4}\nreturn d.keys() == {1, 3}, d.keys() == [1, 3], {3, 1} == d.keys(), d.keys() == frozenset({1, 3}), d.keys() != {1}",
        "d = {1: 2, 3: 4}\nreturn d.items() == {(1, 2), (3, 4)}, d.items() == {(1, 2)}, d.items() == [(1, 2), (3, 4)], d.items() == d.copy().items()",
        "d = {1: 2}\ne = {1: 2}\nv = d.values()\nreturn v == v, d.values() == d.values(), d.values() == e.values(), d.values() != d.values(), v == [2]",
        "d = {1: 2, 3: 4}\nreturn d.keys() < {1, 3, 5}, d.keys() <= {1, 3}, d.keys() > {1}, d.keys() >= d.keys(), {1} < d.keys(), d.items() <= {(1, 2), (3, 4), (5, 6)}",
        "d = {1: 2}\nreturn d.keys() < [1, 2]",
        "d = {1: 2}\nreturn d.values() < d.values()",
        "d = {1: [2]}\nreturn d.items() == {(1, 3)}",
        "d = {1: [2]}\nreturn d.items() == {(1, 3), (4, 5)}",
        "d = {1: 2}\nreturn [d.keys()] == [{1}], (d.items(),) == ({(1, 2)},), {'k': d.keys()} == {'k': {1}}",
    ]));
}

#[test]
fn set_operators_on_views_give_cpythons_sets() {
    same_as_cpython_each(&programs(&[
        "d = {1: 2, 3: 4}\nreturn d.keys() & {1, 5}, d.keys() | {7}, d.keys() - {1}, d.keys() ^ {1, 9}",
        "d = {1: 2, 3: 4}\nreturn {1, 5} & d.keys(), {7} | d.keys(), {1, 99} - d.keys(), {1, 9} ^ d.keys()",
        "d = {1: 2, 3: 4}\nreturn d.keys() & [3, 3, 8], [3, 8] & d.keys(), d.keys() | (5, 6), range(4) - d.keys(), d.keys() ^ 'ab' if False else 0",
        "d = {1: 2, 3: 4}\ne = {3: 0, 4: 0, 5: 0}\nreturn d.keys() & e.keys(), d.keys() | e.keys(), d.keys() - e.keys(), d.keys() ^ e.keys(), e.keys() - d.keys()",
        "d = {1: 2, 3: 4}\ne = {3: 4, 9: 9}\nreturn d.items() & e.items(), d.items() | e.items(), d.items() - e.items(), d.items() ^ e.items()",
        "d = {1: 2, 3: 4}\nreturn d.items() & {(1, 2), (5, 6)}, d.items() | [(7, 8)], d.items() - [(1, 2)], d.items() ^ {(3, 4), (0, 0)}",
        "d = {1: 2, 3: 4}\nreturn d.values() & d.keys(), d.values() | d.keys(), d.keys() - d.values(), d.items() & d.keys()",
        "d = {i * 8: i for i in range(12)}\ne = {i * 16: i for i in range(-3, 9)}\nreturn d.keys() & e.keys(), d.keys() | e.keys(), d.keys() ^ e.keys(), d.keys() - e.keys()",
        "d = {i * 8: i for i in range(12)}\nreturn d.keys() | set(range(0, 100, 7)), set(range(0, 100, 7)) & d.keys(), list(range(40, 0, -1)) & d.keys()",
        "d = {i: i for i in range(30)}\nreturn d.keys() - {2, 3}, d.keys() - [0, 1], d.keys() & frozenset({64, 3, 33}), frozenset({1, 40}) | d.keys()",
        "d = {1: 2}\nreturn d.values() & {1}",
        "d = {1: 2}\nreturn d.values() | d.values()",
        "d = {1: 2}\nreturn 1 & d.keys()",
        "d = {1: 2}\nreturn d.keys() | 1",
        "d = {1: [2]}\nreturn d.items() | set()",
        "d = {1: [2]}\nreturn d.items() & [(1, [3])], d.items() - [(1, 5)] if False else 0",
        "d = {1: [2]}\nreturn d.items() & [(1, [2])]",
        "d = {1: [2]}\ne = {1: [2]}\nreturn d.items() ^ e.items()",
        "d = {1: [2]}\ne = {1: [3]}\nreturn d.items() ^ e.items()",
        "d = {1: 2}\nreturn d.keys() - [[1]]",
        "d = {1: 2}\nk = d.keys()\nk |= {5}\ns = {0}\ns &= d.keys()\nxs = [9]\nxs += d.items()\nreturn k, s, xs, d",
        "d = {1: 2, 3: 4}\nreturn d.keys().isdisjoint({5}), d.keys().isdisjoint([3]), d.items().isdisjoint({(1, 2)}), d.items().isdisjoint([(1, 3)]), d.keys().isdisjoint(d.keys()), {}.keys().isdisjoint({}.keys())",
        "d = {1: 2}\nreturn d.keys().isdisjoint(5)",
        "d = {1: 2}\nreturn d.keys().isdisjoint()",
    ]));
}

fn prove_source(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("agent.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

/// Proves each program, asserting its conclusion.
fn each_proof(sources: &[&str], want: Conclusion) -> Vec<clauz3::ProofReport> {
    let reports: Vec<_> = sources.iter().map(|source| (source, prove_source(source))).collect();
    reports
        .into_iter()
        .map(|(source, r)| {
            assert_eq!(r.conclusion, want, "{}\n{source}", r.line);
            r
        })
        .collect()
}

/// Programs whose dicts hold terms: the views' answers are proved, or refuted where CPython
/// fails (the refutation replayed in the interpreter).
#[test]
fn views_of_dicts_holding_terms_are_proved_or_refuted() {
    let proved = [
        // Live: a view taken before a change shows it.
        "def main(a: int, b: int) -> None:\n    d = {}\n    d['x'] = a\n    ks = d.keys()\n    d['y'] = b\n    assert len(ks) == 2 and 'y' in ks and list(ks) == ['x', 'y']\n",
        "def main(a: int, b: int) -> None:\n    d = {'x': a, 'y': b}\n    total = 0\n    for k, v in d.items():\n        total += v\n    assert total == a + b\n    assert sum(d.values()) == a + b\n",
        "def main(a: int) -> None:\n    d = {1: a}\n    assert (1, a) in d.items()\n    assert (1, a + 1) not in d.items()\n    assert a in d.values() and 1 in d.keys()\n",
        "def main(a: int) -> None:\n    d = {1: a}\n    v = d.values()\n    assert v == v and d.values() != d.values() and v is v\n",
        "def main(a: int) -> None:\n    d = {1: a, 2: a}\n    assert d.keys() & {2, 3} == {2}\n    assert d.keys() == {1, 2}\n    assert d.keys() | [5] == {1, 2, 5}\n",
        "def main(a: int) -> None:\n    d = {'x': a}\n    assert type(d.keys()) != list and isinstance(d.items(), type({}.items()))\n    assert repr(type(d.values())) == \"<class 'dict_values'>\"\n",
        "def main(a: int) -> None:\n    d = {'y': a, 'x': 1}\n    assert sorted(d.keys()) == ['x', 'y'] and ','.join(d.keys()) == 'y,x'\n    k1, k2 = d.keys()\n    assert k1 == 'y'\n",
        "def main(a: int) -> None:\n    d = {'y': a, 'x': 1}\n    for i, (k, v) in enumerate(d.items()):\n        assert i < 2\n    assert list(reversed(d.keys())) == ['x', 'y']\n",
    ];
    for r in each_proof(&proved, Conclusion::Proved) {
        assert!(r.line.starts_with("main: proved!"), "{}", r.line);
    }
    let refuted = [
        ("def main(a: int) -> None:\n    d = {'x': a}\n    for k in d.keys():\n        if a > 5:\n            d[k + '!'] = 0\n", "main: failed RuntimeError: dictionary changed size during iteration. Example: a=6."),
        ("def main(a: int) -> None:\n    d = {'x': a}\n    it = iter(d.values()) if False else enumerate(d.values())\n    d['y'] = 2\n    list(it)\n", "main: failed RuntimeError: dictionary changed size during iteration. Example: a=0."),
        ("def main(a: int) -> None:\n    d = {'x': a}\n    assert type(d.keys()) == list\n", "main: failed assertion. Example: a=0."),
        ("def main(a: int) -> None:\n    d = {1: a}\n    if (1, 7) in d.items():\n        assert False\n", "main: failed assertion. Example: a=7."),
        ("def main(a: int) -> None:\n    d = {1: a}\n    assert d.values() == d.values()\n", "main: failed assertion. Example: a=0."),
        ("def main(a: int) -> None:\n    d = {1: a}\n    assert d.keys() == [1]\n", "main: failed assertion. Example: a=0."),
    ];
    for (source, line) in refuted {
        let r = prove_source(source);
        assert_eq!(r.line, line, "{source}");
        assert_eq!(r.replay.as_deref(), Some("reproduced"), "{source}");
    }
}

/// What the prover does not model on views of terms is skipped, naming the view.
#[test]
fn unmodelled_views_of_terms_are_skipped_by_name() {
    let skipped = [
        "def main(a: int) -> None:\n    d = {1: a}\n    assert len(d.items() & {(1, 2)}) <= 1\n",
        "def main(a: int) -> None:\n    d = {1: a}\n    assert d.items() == {(1, a)}\n",
        "def main(a: int) -> None:\n    d = {1: a}\n    assert d.items().isdisjoint([(1, 3)]) or a == 3\n",
    ];
    for r in each_proof(&skipped, Conclusion::Skipped) {
        assert!(r.line.contains("dict view"), "{}", r.line);
    }
}
