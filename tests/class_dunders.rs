//! Operator and container special methods of the program's classes (issue 30): binary
//! operators with `NotImplemented` and reflection, in-place and unary operators, items and
//! iteration through `__iter__`/`__next__`/`__getitem__`, aliased methods and shared class
//! attributes run as in CPython (the battery programs `tests/data/classes/operators.py` and
//! `containers.py`, and the cases below); proofs over them hold or fail as CPython would.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

fn report(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("dunders.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    prove(&program, &ProveOptions::default())
}

/// A refutation with exactly this verdict line, which the interpreter reproduces.
fn assert_refuted(source: &str, line: &str) {
    let r = report(source);
    assert_eq!(r.line, line, "{source}");
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{source}");
}

const MONEY: &str = "
class Money:
    def __init__(self, cents: int):
        if cents < 0:
            raise ValueError('negative')
        self.cents = cents

    def __add__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return Money(self.cents + other.cents)

    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented

    def __sub__(self, other):
        return Money(max(self.cents - other.cents, 0))


def main(a: int, b: int) -> int:
    x = Money(max(a, 0))
    y = Money(max(b, 0))
    total = sum([x, y, x - y])
    total += y
    assert total.cents >= 0
    return total.cents
";

#[test]
fn money_whose_operators_keep_cents_non_negative_is_proved() {
    let r = report(MONEY);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
}

#[test]
fn money_whose_subtraction_goes_negative_is_refuted() {
    let source = MONEY.replace("max(self.cents - other.cents, 0)", "self.cents - other.cents");
    assert_refuted(&source, "main: failed ValueError: negative. Example: a=-1, b=1.");
}

#[test]
fn a_claim_the_operators_do_not_keep_is_refuted() {
    let source = MONEY.replace("assert total.cents >= 0", "assert total.cents > 0");
    assert_refuted(&source, "main: failed assertion. Example: a=0, b=0.");
}

#[test]
fn an_operator_both_sides_decline_fails_as_in_cpython() {
    let source = MONEY.replace("sum([x, y, x - y])", "x + 1");
    assert_refuted(
        &source,
        "main: failed TypeError: unsupported operand type(s) for +: 'Money' and 'int'. Example: a=0, b=0.",
    );
}

#[test]
fn operators_and_containers_print_as_in_cpython() {
    let cases = [
        // The reflected method of a subclass runs first only when it overrides the base's.
        "class A:\n    def __add__(self, o):\n        return 'A.add'\n    def __radd__(self, o):\n        return 'A.radd'\nclass B(A):\n    pass\nclass C(A):\n    def __radd__(self, o):\n        return 'C.radd'\ndef main():\n    return A() + B(), A() + C(), B() + A(), 1 + A()\n",
        // `__iadd__` returning NotImplemented falls back to `__add__`; failures name the operator.
        "class N:\n    def __init__(self, v):\n        self.v = v\n    def __iadd__(self, o):\n        return NotImplemented\n    def __add__(self, o):\n        return N(self.v + o)\ndef main():\n    out = []\n    n = N(1)\n    m = n\n    n += 2\n    out.append((n.v, m.v, n is m))\n    try:\n        n **= 2\n    except TypeError as e:\n        out.append(str(e))\n    try:\n        -n\n    except TypeError as e:\n        out.append(str(e))\n    try:\n        abs(n)\n    except TypeError as e:\n        out.append(str(e))\n    try:\n        n[0]\n    except TypeError as e:\n        out.append(str(e))\n    return out\n",
        // `__getitem__` iteration stops at IndexError, and `in` falls back to it.
        "class S:\n    def __getitem__(self, i):\n        if i > 2:\n            raise IndexError(i)\n        return 'abc'[i]\ndef main():\n    s = S()\n    return list(s), 'b' in s, 'z' in s, ''.join(s), sorted(s, reverse=True), dict(enumerate(s))\n",
        // An iterator class, `next` with a default, and `__iter__` returning a non-iterator.
        "class It:\n    def __init__(self):\n        self.n = 0\n    def __iter__(self):\n        return self\n    def __next__(self):\n        self.n += 1\n        if self.n > 2:\n            raise StopIteration\n        return self.n\nclass Bad:\n    def __iter__(self):\n        return [1]\ndef main():\n    it = It()\n    out = [next(it), list(it), next(it, 'done')]\n    try:\n        list(Bad())\n    except TypeError as e:\n        out.append(str(e))\n    return out\n",
        // A mutable class attribute is one object for the class and every instance.
        "class Log:\n    lines = []\n    seen = {}\n    def add(self, s):\n        self.lines.append(s)\n        Log.seen[s] = len(self.lines)\ndef main():\n    a, b = Log(), Log()\n    a.add('x')\n    b.add('y')\n    first = (list(Log.lines), a.lines is b.lines, dict(Log.seen))\n    b.lines = ['own']\n    return first, a.lines, b.lines\n",
        // A builtin left operand that declines keeps CPython's message for its type.
        "class V:\n    pass\ndef main():\n    out = []\n    for f in (lambda: 'a' + V(), lambda: [1] + V(), lambda: (1,) + V(), lambda: [1] * V(), lambda: 1 + V(), lambda: V() * 2, lambda: 2.5 ** V()):\n        try:\n            f()\n        except TypeError as e:\n            out.append(str(e))\n    return out\n",
        // A second run starts with the class attribute as the class body made it.
        "class Log:\n    lines = []\ndef main():\n    Log.lines.append(1)\n    return Log.lines\n",
    ];
    let sources: Vec<String> = cases.iter().map(|c| c.to_string()).collect();
    cpython_common::same_as_cpython_each(&sources);
}

/// The located reason clauz3 gives for refusing `source`.
fn refusal(source: &str) -> String {
    match Program::from_source("refused.py", source, &[]) {
        Ok(_) => panic!("accepted:\n{source}"),
        Err(e) => e.text,
    }
}

#[test]
fn special_methods_outside_the_subset_stay_refused() {
    let cases = [
        ("class C:\n    def __new__(cls):\n        pass\ndef main():\n    pass\n", "the special method `__new__`"),
        (
            "class C:\n    def __getattribute__(self, n):\n        pass\ndef main():\n    pass\n",
            "the special method `__getattribute__`",
        ),
        (
            "class C:\n    def __class_getitem__(cls, item):\n        pass\ndef main():\n    pass\n",
            "the special method `__class_getitem__`",
        ),
        ("class C:\n    __radd__ = 3\ndef main():\n    pass\n", "the class attribute `__radd__`"),
        (
            "class C:\n    def f(self):\n        pass\n    __getattribute__ = f\ndef main():\n    pass\n",
            "the class attribute `__getattribute__`",
        ),
        (
            "class C:\n    @staticmethod\n    def f():\n        return 1\n    items = [f()]\ndef main():\n    pass\n",
            "a class attribute that is not a literal",
        ),
    ];
    for (source, reason) in cases {
        let text = refusal(source);
        assert!(text.contains(reason), "{source}\n{text}");
        assert!(text.contains("refused.py:"), "{text}");
    }
}

#[test]
fn a_getattr_hook_runs_as_cpythons_and_is_not_asked_for_special_methods() {
    let hooked = "class Rec:\n    def __init__(self, **kw):\n        self.d = kw\n    def __getattr__(self, n):\n        try:\n            return self.d[n]\n        except KeyError:\n            raise AttributeError(n) from None\n";
    let body = format!(
        "{hooked}\n\ndef main():\n    r = Rec(a=1, b=[2])\n    out = [r.a, r.b, getattr(r, 'c', 3), hasattr(r, 'c'), r.d]\n    try:\n        r.zz\n    except AttributeError as e:\n        out.append(repr(e))\n    try:\n        len(r)\n    except TypeError as e:\n        out.append(str(e))\n    return out\n"
    );
    cpython_common::same_as_cpython_each(&[body]);
    // CPython's modules look special methods up on the class, past the hook; clauz3's models may
    // ask the instance, so the hook asked for one is refused.
    let source = format!("import math\n\n{hooked}\n\ndef main():\n    return math.floor(Rec())\n");
    assert!(
        cpython_common::clauz3(&source).starts_with("!Unsupported: `Rec.__getattr__` asked for `__floor__`"),
        "{}",
        cpython_common::clauz3(&source)
    );
}
