//! Instances of the program's classes as dict keys and set members (issue 30): hashed by the
//! class's `__hash__`, by a frozen dataclass's fields or by identity, matched by hash, then
//! identity, then `stored == key`, with the program's methods called as CPython calls them.
//! What clauz3 cannot follow is refused, never guessed; the prover skips instance keys and the
//! concrete search still finds a failing run. The battery programs
//! `tests/data/classes/hash*.py` cover the operations at length.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

const K: &str = "
LOG = []

class K:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        LOG.append(('eq', self.v, o.v if isinstance(o, K) else o))
        if not isinstance(o, K):
            return NotImplemented
        return self.v == o.v
    def __hash__(self):
        LOG.append(('hash', self.v))
        return self.v % 4
    def __repr__(self):
        return f'K{self.v}'

class Always:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        return True
";

#[test]
fn keys_call_hash_and_eq_as_cpython_does() {
    let bodies = [
        // Each key hashed, then compared with the stored keys of equal hash, in order.
        "s = {K(1), K(5), K(1), K(9), K(5)}\n    return s, LOG",
        "d = {K(1): 'a', K(2): 'b'}\n    d[K(5)] = 'c'\n    d[K(1)] = 'z'\n    del d[K(2)]\n    return d, K(9) in d, d.get(K(5)), d.pop(K(1)), LOG",
        // A key of another type with an equal hash: the int declines, `K` declines.
        "return {1: 'int', K(1): 'k'}, K(1) in {1: 0}, 1 in {K(1)}, {K(0)} == {K(0)}, LOG",
        // `__eq__` that says yes to anything finds the stored int of equal hash.
        "d = {1: 'a'}\n    return Always() in d, d[Always()], len({Always(), Always()}), len({1, Always()})",
        // Tuples and frozen dataclasses hash their parts with the parts' `__hash__`.
        "t = {(K(1), 2): 'x'}\n    return t[(K(1), 2)], (K(1), 3) in t, frozenset([K(3), K(7), K(3)]), LOG",
        // Views and set algebra.
        "d = {K(1): 1, K(2): 2}\n    return K(1) in d.keys(), (K(2), 2) in d.items(), d.keys() & {K(5), K(2)}, {K(1)} | {K(5)}, {K(1), K(2)} - {K(6)}",
        // Iterators read once: the keys are not taken from them before the operation reads
        // them (`dict(zip(...))` was `{}` in any program with a class defining `__hash__`).
        "return dict(zip(['a', 'b'], [1, 2])), set(map(abs, [-1, 1, 2])), frozenset(iter([3, 3])), dict(enumerate('xy')), dict(reversed([(1, 2)]))",
    ];
    let mut sources: Vec<String> = bodies.iter().map(|b| format!("{K}\ndef main():\n    {b}\n")).collect();
    // A `__hash__` that raises, or returns something other than an int.
    sources.push(
        "class R:\n    def __hash__(self):\n        raise ValueError('no')\nclass S:\n    def __hash__(self):\n        return 1.5\ndef main():\n    out = []\n    for f in [lambda: {R(): 1}, lambda: {S()}, lambda: R() in {1: 2}]:\n        try:\n            f()\n        except (ValueError, TypeError) as e:\n            out.append(repr(e))\n    return out\n"
            .to_owned(),
    );
    // Plain classes by identity, frozen dataclasses by fields, unhashable ones a `TypeError`.
    sources.push(
        "from dataclasses import dataclass\n@dataclass(frozen=True)\nclass P:\n    x: int\n@dataclass\nclass M:\n    x: int\nclass C:\n    pass\nclass E:\n    def __eq__(self, o):\n        return True\ndef main():\n    a, b = C(), C()\n    d = {a: 1, b: 2, P(1): 3}\n    out = [d[a], d[b], C() in d, d[P(1)], P(2) in d, len({P(1), P(1)})]\n    for x in [M(1), E()]:\n        try:\n            {x}\n        except TypeError as e:\n            out.append(str(e))\n    return out\n"
            .to_owned(),
    );
    cpython_common::same_as_cpython_each(&sources);
}

fn refusal(source: &str) -> String {
    let program = Program::from_source("keys.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    let trace = clauz3::dry_run(&program, &clauz3::DryRunOptions::default());
    trace.failure.expect("refused").message
}

#[test]
fn what_clauz3_cannot_follow_is_refused_not_guessed() {
    // CPython would miss the key (its stored hash is the old one); clauz3 keeps first hashes.
    let changed = "class H:\n    def __init__(self):\n        self.n = 1\n    def __hash__(self):\n        return self.n\ndef main():\n    k = H()\n    d = {k: 1}\n    k.n = 2\n    return k in d\n";
    let message = refusal(changed);
    assert!(message.contains("whose `__hash__` changed after it served as a dict key or set member"), "{message}");
    // An identity hash is an address.
    let message = refusal("class C:\n    pass\ndef main():\n    return hash(C())\n");
    assert!(message.contains("memory address"), "{message}");
}

fn report(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("keys.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    prove(&program, &ProveOptions::default())
}

const PT: &str = "
from dataclasses import dataclass

@dataclass(frozen=True)
class Pt:
    x: int
    y: int

class V:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, V) and self.v == o.v
    def __hash__(self):
        return self.v
";

#[test]
fn the_prover_reads_instance_keys_and_failing_runs_are_still_found() {
    // The keys' hashes and the program's `__eq__` answers were taken before the lookups.
    let holds = format!("{PT}\ndef main(n: int) -> None:\n    d = {{V(1): n, Pt(1, 2): n + 1}}\n    assert d[V(1)] == n and Pt(1, 2) in d\n");
    let r = report(&holds);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let breaks = format!("{PT}\ndef main(n: int) -> None:\n    d = {{V(1): n, Pt(1, 2): n + 1}}\n    assert d[V(1)] + d[Pt(1, 2)] != 7\n");
    assert_eq!(report(&breaks).line, "main: failed assertion. Example: n=3.");
    let symbolic = format!("{PT}\ndef main(n: int) -> None:\n    s = {{V(n), V(1)}}\n    assert len(s) == 2\n");
    assert_eq!(report(&symbolic).line, "main: failed assertion. Example: n=1.");
    let symbolic = format!("{PT}\ndef main(n: int) -> None:\n    s = {{V(n), V(n + 1)}}\n    assert len(s) == 2\n");
    assert_ne!(report(&symbolic).conclusion, Conclusion::Proved);
    assert_ne!(report(&symbolic).conclusion, Conclusion::Failed);
}

#[test]
fn a_large_table_looked_up_by_plain_keys_is_not_read_whole() {
    // Plain keys in a table of a program with hashed classes: no pass over the table per
    // lookup (this would take minutes), and instance keys in a small table still answer.
    let source = format!(
        "{K}\ndef main():\n    d = {{}}\n    for i in range(20000):\n        d[i] = i\n    s = 0\n    for i in range(20000):\n        s += d[i]\n    return s, 1 in {{K(1)}}, len({{K(j) for j in range(40)}}.copy())\n"
    );
    cpython_common::same_as_cpython(&source);
}

#[test]
fn a_large_table_of_hashed_instances_is_looked_up_by_hash() {
    // Instances with their own `__hash__` and `__eq__`, and dates, as keys of large tables:
    // each lookup asks `__eq__` of the stored keys of equal hash alone (reading every stored
    // key per lookup made these quadratic: minutes here), and still finds the equal ones.
    let source = "
from datetime import date, timedelta

class Cell:
    def __init__(self, r, c):
        self.r, self.c = r, c
    def __eq__(self, o):
        return isinstance(o, Cell) and (self.r, self.c) == (o.r, o.c)
    def __hash__(self):
        return hash((self.r, self.c % 50))

def main():
    seen = set()
    for r in range(100):
        for c in range(100):
            seen.add(Cell(r, c))
            seen.add(Cell(r, c))
    counts = {}
    day = date(2024, 1, 1)
    for i in range(6000):
        d = day + timedelta(days=i % 4000)
        counts[d] = counts.get(d, 0) + 1
    return len(seen), Cell(3, 77) in seen, Cell(3, 177) in seen, len(counts), counts[day], sum(counts.values())
";
    cpython_common::same_as_cpython(source);
}
