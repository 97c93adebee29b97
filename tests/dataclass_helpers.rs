//! `dataclasses.asdict`, `astuple`, `replace` and `is_dataclass` (issue 30): run as in CPython
//! 3.11 (nested dataclasses, lists, tuples, named tuples and dicts copied, `replace` through
//! the class's `__init__`, with CPython's errors), and proved over fields holding terms.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

fn report(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("helpers.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    prove(&program, &ProveOptions::default())
}

const NESTED: &str = r#"import dataclasses
from dataclasses import dataclass, field, asdict, astuple, replace, is_dataclass
from typing import NamedTuple


class Pair(NamedTuple):
    a: int
    b: int


@dataclass
class Inner:
    v: int
    tags: list = field(default_factory=list)


@dataclass(frozen=True)
class Outer:
    name: str
    inner: Inner
    pairs: tuple = ()
    extra: dict = field(default_factory=dict)
    hidden: int = field(default=7, init=False)


class Plain:
    pass


@dataclass
class Sub(Inner):
    w: int = 3


def main():
    i = Inner(1, [Inner(2), (3, Inner(4))])
    o = Outer("o", i, (Pair(1, 2), [Inner(5)]), {"k": Inner(6), (1, 2): [1]})
    d = asdict(o)
    t = astuple(o)
    d["inner"]["tags"].append("new")
    out = [d, t, i.tags, dataclasses.asdict(Sub(9)), astuple(Sub(1, [], 2))]
    out.append(type(t[2][0]).__name__)
    r = replace(o, name="p")
    out.append((r, r == o, r.inner is o.inner, r.hidden))
    out.append(dataclasses.replace(Sub(1), w=5))
    out.append([is_dataclass(o), is_dataclass(Outer), is_dataclass(Plain()), is_dataclass(1), is_dataclass(Sub), is_dataclass(Pair(1, 2))])
    for bad in [lambda: replace(o, hidden=1), lambda: replace(o, nope=1), lambda: asdict(Plain()), lambda: astuple(1), lambda: replace(1), lambda: asdict(Outer), lambda: replace(o, "x"), lambda: asdict(), lambda: is_dataclass(o, 1)]:
        try:
            out.append(bad())
        except (TypeError, ValueError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out
"#;

const POINT: &str = r#"from dataclasses import dataclass, asdict, astuple, replace


@dataclass(frozen=True)
class Pt:
    x: int
    y: int


def main(n: int, m: int) -> None:
    p = Pt(n, m)
    q = replace(p, y=n)
    assert q.x == q.y
    assert asdict(p) == {"x": n, "y": m}
    assert astuple(q) == (n, n)
    assert replace(p) == p
"#;

#[test]
fn the_helpers_run_as_in_cpython() {
    let cases = [
        NESTED.to_owned(),
        // What `asdict` cannot copy as CPython's `copy.deepcopy` would is refused, not guessed.
        "from dataclasses import dataclass, astuple\n\n@dataclass\nclass A:\n    xs: list\n\ndef main():\n    a = A([1, (2, 3)])\n    t = astuple(a)\n    t[0].append(4)\n    return t, a, astuple(A([])) == ([],)\n".to_owned(),
    ];
    cpython_common::same_as_cpython_each(&cases);
}

#[test]
fn a_set_inside_is_refused_with_its_place() {
    let source = "from dataclasses import dataclass, asdict\n\n@dataclass\nclass A:\n    s: set\n\ndef main():\n    return asdict(A({1}))\n";
    let out = cpython_common::clauz3(source);
    assert!(out.contains("deep-copy a `set`"), "{out}");
}

#[test]
fn the_helpers_prove_over_terms_and_a_wrong_claim_fails() {
    let r = report(POINT);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let r = report(&POINT.replace("assert replace(p) == p", "assert replace(p, x=m) == p"));
    assert!(r.line.starts_with("main: failed assertion. Example: m="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}
