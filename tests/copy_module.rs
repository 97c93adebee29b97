//! The `copy` module (issue 29): `copy` and `deepcopy` give CPython's sharing, for builtin
//! containers and their `collections` kinds, instances, dataclasses, named tuples, cycles and
//! the classes' own hooks; and the prover, which runs the same definition, proves what a copy
//! shares and what it does not, refuting the twin claims.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

fn conclusion(source: &str) -> (Conclusion, String) {
    let program = Program::from_source("copies.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    (r.conclusion, r.line)
}

const CLASSES: &str = r#"import copy
from collections import Counter, OrderedDict, defaultdict, deque
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple


class Color(Enum):
    RED = 1


class Point(NamedTuple):
    x: int
    tags: list


@dataclass
class Item:
    name: str
    tags: list = field(default_factory=list)


@dataclass(frozen=True)
class Frozen:
    values: list


class Node:
    def __init__(self, v):
        self.v = v
        self.next = None


class Hooked:
    def __init__(self, data):
        self.data = data
        self.log = []

    def __copy__(self):
        c = Hooked(self.data)
        c.log = ["copied"]
        return c

    def __deepcopy__(self, memo):
        c = Hooked(copy.deepcopy(self.data, memo))
        c.log = ["deep"]
        return c
"#;

#[test]
fn copies_share_what_cpython_shares() {
    let bodies = [
        // A shallow copy shares its items; a deep one shares what the original shared.
        "    inner = [1, 2]\n    outer = [inner, inner, {'k': inner}]\n    s = copy.copy(outer)\n    d = copy.deepcopy(outer)\n    s[0].append(3)\n    return outer, s, d, s[0] is outer[0], d[0] is d[1], d[2]['k'] is d[0], d[0] is inner\n",
        // Cycles, through lists and through instances.
        "    cyc = [1]\n    cyc.append(cyc)\n    dc = copy.deepcopy(cyc)\n    a, b = Node(1), Node(2)\n    a.next, b.next = b, a\n    a2 = copy.deepcopy(a)\n    return dc[1] is dc, dc is not cyc, a2.next.next is a2, a2 is not a, copy.copy(a).next is b\n",
        // The `collections` kinds keep their kind, default factory and maxlen.
        "    out = []\n    for v in (Counter('abca'), defaultdict(list, {'a': [1]}), OrderedDict([('z', [1]), ('a', [2])]), deque([[1], [2]], maxlen=3), {1, 2}):\n        s, d = copy.copy(v), copy.deepcopy(v)\n        out.append((type(s).__name__, type(d).__name__, s == v, d == v, s is v, d is v))\n    return out, copy.deepcopy(defaultdict(list))['new'], copy.deepcopy(deque([], maxlen=2)).maxlen\n",
        // Dataclasses (frozen too) without `__init__`, and the hooks.
        "    it = Item('a', ['x'])\n    it2, it3 = copy.copy(it), copy.deepcopy(it)\n    it.tags.append('y')\n    fr = Frozen([1])\n    fr2 = copy.deepcopy(fr)\n    fr.values.append(2)\n    h = Hooked([1])\n    return it2, it3, it2.tags is it.tags, fr2, copy.copy(fr) == fr, copy.copy(h).log, copy.deepcopy(h).log, copy.deepcopy([h, h])[1].log\n",
        // Immutable values, members, tuples and named tuples.
        "    t = (1, 'a', (2, 3))\n    p = Point(1, [2])\n    p2 = copy.deepcopy(p)\n    p.tags.append(3)\n    fs = frozenset({1, 2})\n    return copy.copy(Color.RED) is Color.RED, copy.deepcopy(t) is t, copy.copy(t) is t, copy.deepcopy((1, [2])), p2, copy.copy(p), type(p2).__name__, copy.copy(fs) is fs, copy.deepcopy(fs) == fs, copy.copy(None), copy.deepcopy(3.5), copy.copy(len) is len\n",
        // What cannot be copied.
        "    out = []\n    for v in [(x for x in [1])]:\n        try:\n            copy.deepcopy(v)\n        except TypeError as e:\n            out.append(str(e))\n    return out\n",
    ];
    let sources: Vec<String> = bodies.iter().map(|b| format!("{CLASSES}\n\ndef main():\n{b}")).collect();
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn what_is_not_modelled_is_refused_at_the_call() {
    let source = format!("{CLASSES}\n\ndef main():\n    return copy.copy(iter([1, 2]))\n");
    assert_eq!(
        cpython_common::clauz3(&source),
        "!Unsupported: copying an iterator is not modelled: copy a list of its items"
    );
    let source = format!("{CLASSES}\n\ndef main():\n    return copy.deepcopy(ValueError('x'))\n");
    assert!(cpython_common::clauz3(&source).starts_with("!Unsupported: copying an exception"));
    // CPython's copy asks a `__getattr__` hook for `__deepcopy__` and `__setstate__` (on the
    // blank copy too, where a hook reading a field recurses): refused, not copied quietly.
    let hooked = "class Rec:\n    def __init__(self):\n        self.d = {}\n    def __getattr__(self, n):\n        return self.d[n]\n";
    for call in ["copy.copy(Rec())", "copy.deepcopy([Rec()])"] {
        let source = format!("import copy\n\n{hooked}\n\ndef main():\n    return {call}\n");
        assert!(
            cpython_common::clauz3(&source)
                .starts_with("!Unsupported: copying an instance of `Rec`, whose class defines `__getattr__`"),
            "{call}"
        );
    }
}

const ALIASING: &str = r#"import copy
from dataclasses import dataclass, field


@dataclass
class Cart:
    owner: str
    items: list = field(default_factory=list)


def main(n: int, who: str) -> int:
    inner = [n]
    outer = [inner, {"k": inner}]
    s = copy.copy(outer)
    s[0].append(1)
    assert outer[0] == [n, 1] and outer[1]["k"] == [n, 1]
    d = copy.deepcopy(outer)
    d[0].append(2)
    assert outer[0] == [n, 1]
    assert d[1]["k"] == [n, 1, 2]
    cart = Cart(who, [n])
    shallow = copy.copy(cart)
    deep = copy.deepcopy(cart)
    shallow.items.append(5)
    deep.items.append(6)
    assert cart.items == [n, 5] and deep.items == [n, 6] and deep.owner == who
    return n
"#;

#[test]
fn the_prover_proves_what_a_copy_shares_and_refutes_the_twins() {
    let (c, line) = conclusion(ALIASING);
    assert_eq!(c, Conclusion::Proved, "{line}");
    // Each twin claims the wrong sharing: a shallow copy not sharing, a deep one sharing.
    let twins = [
        ("assert outer[0] == [n, 1] and", "assert outer[0] == [n] and"),
        ("assert d[1][\"k\"] == [n, 1, 2]", "assert outer[0] == [n, 1, 2]"),
        ("cart.items == [n, 5]", "cart.items == [n]"),
        ("deep.items == [n, 6]", "deep.items == [n, 5, 6]"),
    ];
    for (from, to) in twins {
        assert!(ALIASING.contains(from), "{from}");
        let (c, line) = conclusion(&ALIASING.replace(from, to));
        assert_eq!(c, Conclusion::Failed, "{to}: {line}");
    }
}

#[test]
fn identity_of_lists_and_dicts_holding_terms_is_the_programs() {
    let claims = [
        ("a = [1]\n    b = a\n    a.append(n)\n    assert a is b", true),
        ("a = [1]\n    b = a\n    a.append(n)\n    assert a is not b", false),
        ("a = [n]\n    b = list(a)\n    assert a is not b", true),
        ("a = [n]\n    b = list(a)\n    assert a is b", false),
        ("a = [1]\n    d = {'x': a}\n    a.append(n)\n    assert d['x'] is a and d['x'] == [1, n]", true),
        ("a = [1]\n    d = {'x': a}\n    a.append(n)\n    assert d['x'] is not a", false),
        ("a = [n]\n    d = {'x': n}\n    assert a is not d and [1] is not a", true),
    ];
    for (body, holds) in claims {
        let (c, line) = conclusion(&format!("def main(n: int) -> int:\n    {body}\n    return n\n"));
        let want = if holds { Conclusion::Proved } else { Conclusion::Failed };
        assert_eq!(c, want, "{body}: {line}");
    }
}
