//! `typing.NamedTuple` classes (issue 30): instances are tuples that know their class, so they
//! run as CPython runs them (compared with python3), prove with symbolic fields, and what
//! CPython refuses when it creates the class is refused, located.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

fn report(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("nt.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    prove(&program, &ProveOptions::default())
}

const POINT: &str = "from typing import NamedTuple\nclass P(NamedTuple):\n    x: int\n    y: int = 0\n    def norm(self):\n        return abs(self.x) + abs(self.y)\n    @property\n    def s(self):\n        return self.x + self.y\n";

#[test]
fn named_tuples_run_as_in_cpython() {
    let bodies = [
        // Construction and its errors.
        "return P(1), P(1, 2), P(y=2, x=1), P(*[3, 4]), P(**{'x': 5})",
        "return P()",
        "return P(1, 2, 3)",
        "return P(1, z=2)",
        "return P(1, x=2)",
        // A tuple in every operation.
        "p = P(3, 4)\n    a, b = p\n    return a, b, p[0], p[-1], p[:1], len(p), list(p), p + (5,), p * 2, tuple(p), 3 in p",
        "return P(1) == (1, 0), (1, 0) == P(1), P(1) != P(1, 1), P(1) < P(1, 1), hash(P(1)) == hash((1, 0))",
        "return sorted([P(2), P(1, 5), P(1, -1)]), max(P(1), P(0, 9)), {P(1): 'a'}[(1, 0)], {P(1), (1, 0)}",
        "return P(1, 2).count(2), P(1, 2).index(2), P(1, 2)[5]",
        "return P(1) < 1",
        // What the class adds.
        "p = P(-3, 4)\n    return p.x, p.y, p.norm(), p.s, P._fields, p._fields, P._field_defaults",
        "p = P(1)\n    return p._replace(y=5), p._asdict(), P._make([7, 8]), p._make(iter([0, 0]))",
        "return P(1)._replace(z=1, w=2)",
        "return P(1)._replace(2)",
        "return P._make([1])",
        "return P(1).zz",
        "return P.zz",
        "return isinstance(P(1), P), isinstance(P(1), tuple), isinstance((1, 0), P), type(P(1)) is P, type(P(1)).__name__",
        "return repr(P('a', [1])), str(P(1.5)), f'{P(1)}', [P(1)], {'k': P(1)}, (P(1),)",
        // Immutable, as CPython says it.
        "p = P(1)\n    p.x = 2",
        "p = P(1)\n    p.z = 2",
        "p = P(1)\n    p.norm = 2",
        "p = P(1)\n    p.s = 2",
        "p = P(1)\n    p.count = 2",
        // Patterns: a class pattern by field, positional through its fields, a sequence pattern.
        "out = []\n    for p in [P(0, 1), P(2, 3), P(4)]:\n        match p:\n            case P(x=0, y=y):\n                out.append(('zero', y))\n            case P(a, 3):\n                out.append(('three', a))\n            case (a, b):\n                out.append(('pair', a, b))\n    return out",
    ];
    let sources: Vec<String> = bodies.iter().map(|b| format!("{POINT}def main():\n    {b}\n")).collect();
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn named_tuple_fields_are_proved_and_refuted_with_symbolic_values() {
    let proved = format!(
        "{POINT}def main(a: int, b: int) -> int:\n    p = P(a, b)\n    q = p._replace(y=a)\n    u, v = q\n    assert u == v == a\n    assert q.s == 2 * a\n    assert p.norm() >= 0\n    assert p[1] == b and len(p) == 2\n    match p:\n        case P(x=0):\n            return 0\n        case P(x, y):\n            assert x != 0\n            return x + y\n    return 1\n"
    );
    let r = report(&proved);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let refuted = format!(
        "{POINT}def main(a: int, b: int) -> int:\n    p = P(a, b)._replace(x=b)\n    assert p.norm() < 10, 'too far'\n    return p.s\n"
    );
    let r = report(&refuted);
    assert!(r.line.starts_with("main: failed assertion. Example: "), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn what_cpython_refuses_when_it_makes_the_class_is_refused() {
    let cases = [
        ("class Q(NamedTuple):\n    _a: int\n", "Field names cannot start with an underscore"),
        (
            "class Q(NamedTuple):\n    a: int = 1\n    b: int\n",
            "Non-default namedtuple field b cannot follow default field a",
        ),
        (
            "class Q(NamedTuple):\n    a: int\n    def __len__(self):\n        return 0\n",
            "the special method `__len__` in a `NamedTuple` class",
        ),
        (
            "class Q(NamedTuple):\n    a: int\n    def _replace(self):\n        return 1\n",
            "overwriting the `NamedTuple` attribute `_replace`",
        ),
        ("class Q(NamedTuple):\n    a: int\nclass R(Q):\n    pass\n", "deriving from a `NamedTuple` class"),
    ];
    for (class, reason) in cases {
        let source = format!("from typing import NamedTuple\n{class}def main():\n    pass\n");
        let text = match Program::from_source("refused.py", &source, &[]) {
            Ok(_) => panic!("accepted:\n{source}"),
            Err(e) => e.text,
        };
        assert!(text.contains(reason), "{source}\n{text}");
        assert!(text.contains("refused.py:"), "{text}");
    }
}

/// `collections.namedtuple(...)` spellings: each makes the class `typing.NamedTuple` makes.
const MADE: &[&str] = &[
    "from collections import namedtuple\nP = namedtuple('P', 'x y', defaults=[0])\n",
    "import collections\nP = collections.namedtuple('P', ['x', 'y'], defaults=(0,), rename=False)\n",
    "from collections import namedtuple as nt\nP = nt('P', 'x, y', defaults=(0,))\n",
];

#[test]
fn collections_namedtuple_runs_as_in_cpython() {
    let bodies = [
        "return P(1), P(1, 2), P(y=2, x=1), P(*[3, 4]), P()",
        "return P(1, 2, 3)",
        "p = P(3, 4)\n    a, b = p\n    return a, b, p[0], p[-1], p[:1], len(p), p + (5,), 3 in p, p.x, p.y",
        "return P(1) == (1, 0), P(1) < P(1, 1), hash(P(1)) == hash((1, 0)), sorted([P(2), P(1, 5)]), {P(1): 'a'}[(1, 0)]",
        "p = P(1)\n    return p._replace(y=5), p._asdict(), P._make([7, 8]), P._fields, p._fields, P._field_defaults",
        "return P(1)._replace(z=1)",
        "return repr(P('a', [1])), str(P(1.5)), f'{P(1)}', [P(1)], type(P(1)).__name__, isinstance(P(1), tuple)",
        "p = P(1)\n    p.x = 2",
        "oid, *rest = P(1, 2)\n    return oid, rest, max([P(1, 9), P(2, 0)], key=lambda r: r.y).x",
    ];
    let sources: Vec<String> =
        MADE.iter().flat_map(|m| bodies.iter().map(move |b| format!("{m}def main():\n    {b}\n"))).collect();
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn collections_namedtuple_fields_are_proved_with_symbolic_values() {
    let proved = format!(
        "{}def main(a: int, b: int) -> int:\n    p = P(a, b)._replace(y=a)\n    u, v = p\n    assert u == v == a and p.x == a\n    return p[0]\n",
        MADE[0]
    );
    let r = report(&proved);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let refuted =
        format!("{}def main(a: int) -> int:\n    p = P(a)\n    assert p.x < 10, 'big'\n    return p.y\n", MADE[1]);
    let r = report(&refuted);
    assert!(r.line.starts_with("main: failed assertion. Example: "), "{}", r.line);
}

#[test]
fn what_cpython_refuses_in_namedtuple_is_refused_where_it_is_called() {
    let cases = [
        ("P = namedtuple('P', 'x _y')", "Field names cannot start with an underscore: '_y'"),
        ("P = namedtuple('P', 'x 1y')", "Type names and field names must be valid identifiers: '1y'"),
        ("P = namedtuple('P', 'x class')", "Type names and field names cannot be a keyword: 'class'"),
        ("P = namedtuple('P', 'x x')", "Encountered duplicate field name: 'x'"),
        ("P = namedtuple('P', 'x', defaults=[1, 2])", "Got more default values than field names"),
        ("P = namedtuple('P', 'x', rename=True)", "keyword"),
        ("P = namedtuple('Q', 'x')", "type name"),
        ("P = namedtuple('P', FIELDS)", "field names"),
    ];
    for (line, reason) in cases {
        let source = format!("from collections import namedtuple\nFIELDS = 'a'\n{line}\ndef main():\n    pass\n");
        let text = match Program::from_source("refused.py", &source, &[]) {
            Ok(_) => panic!("accepted:\n{source}"),
            Err(e) => e.text,
        };
        assert!(text.contains(reason), "{source}\n{text}");
        assert!(text.contains("refused.py:3:"), "{text}");
    }
}

/// A `NamedTuple` class's own `__lt__` decides `<` in proofs, while `>` (which it does not
/// define) stays `tuple`'s: a model comparing as tuples throughout would prove the first
/// program's assertion wrongly (its twin) and refute the second's.
#[test]
fn own_orderings_of_named_tuples_decide_in_proofs() {
    const V: &str = "from typing import NamedTuple\nclass V(NamedTuple):\n    a: int\n    b: int\n    def __lt__(self, other):\n        return self.b < other.b\n";
    let refuted = format!(
        "{V}def main(x: int) -> int:\n    p, q = V(x, 1), V(x + 1, 0)\n    assert p < q, 'tuple order'\n    return x\n"
    );
    let r = report(&refuted);
    assert!(r.line.starts_with("main: failed assertion. Example: "), "{}", r.line);
    let proved = format!(
        "{V}def main(x: int) -> int:\n    p, q = V(x, 1), V(x + 1, 0)\n    assert q < p and q > p and max(p, q) == q and sorted([p, q])[0] == q\n    return x\n"
    );
    let r = report(&proved);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
}
