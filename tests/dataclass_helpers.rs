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

/// Values that are no dataclass or container go through `copy.deepcopy`, as in CPython:
/// sets, `Decimal`, `Fraction`, dates, enumeration members and plain instances.
const DEEP: &str = r#"from dataclasses import dataclass, asdict, astuple, field
from datetime import date
from decimal import Decimal
from enum import Enum
from fractions import Fraction


class Tier(Enum):
    FREE = 1
    PAID = 2


class Note:
    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return f"Note({self.text!r})"


@dataclass
class Rec:
    s: set
    d: Decimal
    f: Fraction
    when: date
    tier: Tier
    note: Note
    rows: list = field(default_factory=list)


def main():
    r = Rec({1, 2}, Decimal("1.50"), Fraction(1, 3), date(2024, 2, 29), Tier.PAID, Note("hi"), [(Tier.FREE, {3})])
    d = asdict(r)
    d["s"].add(9)
    d["note"].text = "changed"
    d["rows"][0][1].add(4)
    t = astuple(r)
    return d, t, r.s, r.note, r.rows, d["tier"] is Tier.PAID, d["note"] is r.note
"#;

#[test]
fn values_that_are_no_dataclass_are_deep_copied_as_in_cpython() {
    cpython_common::same_as_cpython_each(&[DEEP.to_owned()]);
}

/// A `Counter` is rebuilt by CPython through its class from pairs, which it counts: refused.
#[test]
fn a_counter_inside_is_refused_with_its_place() {
    let source = "from collections import Counter\nfrom dataclasses import dataclass, asdict\n\n@dataclass\nclass A:\n    c: Counter\n\ndef main():\n    return asdict(A(Counter('ab')))\n";
    let out = cpython_common::clauz3(source);
    assert!(out.contains("`dataclasses.asdict`/`astuple` of a `Counter`"), "{out}");
}

/// CPython rebuilds these through their class from their items (a `Counter` counts them, a
/// subclass runs its `__init__`): refused. The refusal asks what the value is (its builtin
/// kind, or its class's builtin base), not how its type is spelled, in both domains.
#[test]
fn values_rebuilt_through_their_class_are_refused_by_kind_in_both_domains() {
    let made = [
        ("`Counter`", "Counter('ab')"),
        ("`defaultdict`", "defaultdict(int, a=1)"),
        ("`OrderedDict`", "OrderedDict(a=1)"),
        ("`Tally`, a class deriving from `Counter`", "Tally('ab')"),
        ("`Tagged`, a class deriving from `list`", "Tagged([1, 2], tag='q')"),
    ];
    for (what, value) in made {
        let source = format!(
            "from collections import Counter, OrderedDict, defaultdict\nfrom dataclasses import dataclass, asdict, astuple\n\n\nclass Tally(Counter):\n    pass\n\n\nclass Tagged(list):\n    def __init__(self, items=(), tag='t'):\n        super().__init__(items)\n        self.tag = tag\n\n\n@dataclass\nclass A:\n    c: object\n\n\ndef main(n: int) -> int:\n    d = asdict(A({value})) if n > 0 else astuple(A([{value}]))\n    return len(d)\n"
        );
        let refused = format!("`dataclasses.asdict`/`astuple` of a {what}");
        let out = cpython_common::clauz3(&source.replace("def main(n: int)", "def main(n: int = 1)"));
        assert!(out.contains(&refused), "{value}: {out}");
        let r = report(&source);
        assert_eq!(r.conclusion, Conclusion::Skipped, "{value}: {}", r.line);
        assert!(r.line.contains(&refused), "{value}: {}", r.line);
    }
}

/// `fields()` decides which values a guarantee adds up: the prover runs it over fields that
/// hold terms, and a claim the fields break is refuted.
const FIELDS: &str = r#"from dataclasses import MISSING, asdict, dataclass, field, fields


@dataclass
class Order:
    qty: int
    price: int = 10
    note: str = field(default="", compare=False)
    tags: list = field(default_factory=list)


def main(n: int) -> None:
    o = Order(n)
    required = [f.name for f in fields(o) if f.default is MISSING and f.default_factory is MISSING]
    assert required == ["qty"]
    d = asdict(o)
    total = 0
    for f in fields(Order):
        if f.type is int and f.compare:
            total += d[f.name]
    assert total == n + 10
"#;

#[test]
fn fields_and_asdict_prove_over_terms_and_a_wrong_claim_fails() {
    let r = report(FIELDS);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let r = report(&FIELDS.replace("assert total == n + 10", "assert total > 2 * n"));
    assert!(r.line.starts_with("main: failed assertion. Example: n="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn the_helpers_prove_over_terms_and_a_wrong_claim_fails() {
    let r = report(POINT);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let r = report(&POINT.replace("assert replace(p) == p", "assert replace(p, x=m) == p"));
    assert!(r.line.starts_with("main: failed assertion. Example: m="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}
