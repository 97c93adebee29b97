//! CPython's protocols around the program's special methods (issue 30): rich comparisons that
//! decline with `NotImplemented` (then reflected, then identity), the generated `__eq__` and
//! `__hash__` a dataclass subclass with `eq=False` keeps from its base, and the hooks builtins
//! call. Each case runs as in CPython and proves as CPython would fail.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

fn report(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("protocols.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    prove(&program, &ProveOptions::default())
}

const DECLINING_EQ: &str = "
class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        if not isinstance(other, A):
            return NotImplemented
        return self.v == other.v

class B:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        if isinstance(other, A):
            return self.v == other.v
        return NotImplemented
";

#[test]
fn comparisons_that_decline_fall_back_as_in_cpython() {
    let cases = [
        // `NotImplemented` from `__eq__` tries the other side, then identity (`!=` inverts).
        format!("{DECLINING_EQ}\ndef main():\n    a = A(1)\n    return a == A(1), a == 1, a != 1, 1 == a, a == a, a != a, a == B(1), B(2) == a, a != B(1), [a] == [A(1)], a in [1, A(1)]\n"),
        // Ordering that both sides decline is a TypeError naming both types.
        "class O:\n    def __lt__(self, o):\n        return NotImplemented\ndef main():\n    out = []\n    try:\n        O() < O()\n    except TypeError as e:\n        out.append(str(e))\n    try:\n        O() > 1\n    except TypeError as e:\n        out.append(str(e))\n    return out\n".to_owned(),
        // A subclass's reflected method is asked first, and may decline.
        "class P:\n    def __eq__(self, o):\n        return 'P'\nclass Q(P):\n    def __eq__(self, o):\n        return NotImplemented\ndef main():\n    return P() == Q(), Q() == P(), P() != Q()\n".to_owned(),
    ];
    cpython_common::same_as_cpython_each(&cases);
}

#[test]
fn a_claim_on_a_declined_equality_is_refuted() {
    // `a == 1` is False (both decline, then identity): `NotImplemented` is no true answer.
    let source = format!("{DECLINING_EQ}\ndef main(n: int) -> None:\n    a = A(n)\n    assert a == n\n");
    let r = report(&source);
    assert_eq!(r.line, "main: failed assertion. Example: n=0.", "{}", r.line);
    let source = format!(
        "{DECLINING_EQ}\ndef main(n: int) -> None:\n    a = A(n)\n    assert a != n and a == A(n) and B(n) == a\n"
    );
    assert_eq!(report(&source).conclusion, Conclusion::Proved);
}

const FROZEN_SUBCLASS: &str = "
from dataclasses import dataclass

@dataclass(frozen=True)
class Base:
    x: int

@dataclass(frozen=True, eq=False)
class Sub(Base):
    y: int = 0
";

#[test]
fn an_eq_false_subclass_keeps_its_bases_generated_eq_and_hash() {
    let cases = [
        format!("{FROZEN_SUBCLASS}\ndef main():\n    a = Sub(1, 2)\n    return hash(a) == hash(Base(1)), hash(a) == hash((1, 2)), a == Sub(1, 3), a == Base(1), Base(1) == a, a != Sub(2, 2)\n"),
    ];
    cpython_common::same_as_cpython_each(&cases);
    let source = format!("{FROZEN_SUBCLASS}\ndef main(n: int) -> None:\n    assert Sub(n, 1) == Sub(n, 2)\n    assert hash(Sub(3, n)) == hash(Base(3))\n");
    assert_eq!(report(&source).conclusion, Conclusion::Proved, "{}", report(&source).line);
    let source = format!("{FROZEN_SUBCLASS}\ndef main(n: int) -> None:\n    assert Sub(n, 1) != Sub(n, 2)\n");
    assert_eq!(report(&source).line, "main: failed assertion. Example: n=0.");
}

#[test]
fn class_attributes_assigned_at_run_time_and_globals_in_methods_run_as_in_cpython() {
    let cases = [
        // `Cls.n += 1` rebinds the class's attribute, seen through subclasses and instances
        // that do not bind the name themselves; a new class attribute can be added.
        "class A:\n    n = 0\n    tag = 'a'\n    def bump(self):\n        A.n += 1\n        return self.n\nclass B(A):\n    tag = 'b'\ndef main():\n    a, b = A(), B()\n    a.bump()\n    b.bump()\n    B.n = 10\n    A.tag = 'z'\n    a.n = 5\n    A.extra = [1]\n    A.extra.append(2)\n    return A.n, B.n, a.n, b.n, A.tag, B.tag, b.extra, a.bump(), B().n\n".to_owned(),
        // A method's `global` statement rebinds the module's variable.
        "handled = 0\nclass C:\n    def run(self):\n        global handled\n        handled += 1\n        return handled\ndef main():\n    C().run()\n    return C().run(), handled\n".to_owned(),
    ];
    cpython_common::same_as_cpython_each(&cases);
}

#[test]
fn a_class_counter_proves_and_its_wrong_claim_fails() {
    let source = "class Job:\n    made = 0\n    def __init__(self):\n        Job.made += 1\n\ndef main(n: int) -> int:\n    for _ in range(min(max(n, 0), 3)):\n        Job()\n    assert Job.made <= 3\n    return Job.made\n";
    assert_eq!(report(source).conclusion, Conclusion::Proved, "{}", report(source).line);
    let source = source.replace("Job.made <= 3", "Job.made < 3");
    let r = report(&source);
    assert!(r.line.starts_with("main: failed assertion. Example: n="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let method = "handled = 0\nclass C:\n    def run(self):\n        global handled\n        handled += 1\n\ndef main(n: int) -> None:\n    if n > 0:\n        C().run()\n    assert handled == 0\n";
    assert_eq!(report(method).line, "main: failed assertion. Example: n=1.");
}

const HOOKS: &str = "
class S:
    def __int__(self):
        return 'x'
    def __float__(self):
        return 1
    def __index__(self):
        return 2.0

class N:
    pass

class I:
    def __index__(self):
        return 3
    def __call__(self, a, b=2):
        return a + b
    def __reversed__(self):
        return reversed([1, 2])

class F:
    def __float__(self):
        return 2.5
";

#[test]
fn conversion_and_call_hooks_run_as_in_cpython() {
    let body = "def main():\n    out = []\n    for f in [lambda: int(S()), lambda: float(S()), lambda: range(S()), lambda: [1, 2][S()], lambda: int(N()), lambda: range(N()), lambda: N()(1), lambda: int(I()), lambda: float(I()), lambda: list(range(I(), 5)), lambda: 'abcd'[I()], lambda: int(F()), lambda: float(F()), lambda: (1, 2, 3, 4)[I()], lambda: I()(1, b=5), lambda: list(map(I(), [1, 2])), lambda: list(reversed(I())), lambda: reversed(N())]:\n        try:\n            out.append(f())\n        except TypeError as e:\n            out.append(str(e))\n    xs = [1, 2, 3, 4]\n    xs[I()] = 9\n    del xs[I()]\n    out.append(xs)\n    return out\n";
    cpython_common::same_as_cpython_each(&[format!("{HOOKS}\n{body}")]);
}

#[test]
fn hooks_prove_and_their_failures_are_found() {
    let source = format!("{HOOKS}\ndef main(n: int) -> int:\n    xs = [0, 1, 2, 3, 4]\n    k = I()\n    assert int(k) == 3 and k(n, b=1) == n + 1\n    return xs[k] + int(float(F()))\n");
    assert_eq!(report(&source).conclusion, Conclusion::Proved, "{}", report(&source).line);
    let source = format!("{HOOKS}\ndef main(n: int) -> int:\n    xs = list(range(max(n, 0)))\n    return xs[I()]\n");
    let r = report(&source);
    assert!(r.line.starts_with("main: failed IndexError: list index out of range. Example: n="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn slicing_an_instance_passes_a_slice_object() {
    let source = "class W:\n    def __getitem__(self, k):\n        return [1, 2, 3][k]\n\ndef main() -> int:\n    assert len(W()[1:]) == 2\n    return len(W()[1:])\n";
    let r = report(source);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let r = report(&source.replace("== 2", "== 3"));
    assert_eq!(r.line, "main: failed assertion", "{}", r.line);
}

const TRUTH: &str = "
class B:
    def __init__(self, n):
        self.n = n
    def __bool__(self):
        return self.n

class L:
    def __len__(self):
        return 'x'

class C:
    def __call__(self):
        return 1

class G:
    def __len__(self):
        return 2
    def __getitem__(self, i):
        if i >= 2:
            raise IndexError
        return i * 10
";

#[test]
fn truth_and_length_of_the_wrong_type_fail_as_in_cpython() {
    let body = "def main():\n    out = []\n    for f in [lambda: bool(B(1)), lambda: not B(0), lambda: bool(L()), lambda: len(L()), lambda: callable(C()), lambda: callable(B(1)), lambda: 10 in G(), lambda: [x for x in G()]]:\n        try:\n            out.append(f())\n        except TypeError as e:\n            out.append(str(e))\n    return out\n";
    cpython_common::same_as_cpython_each(&[format!("{TRUTH}\n{body}")]);
    // An assert on such an instance is CPython's TypeError, not a truth the prover may assume.
    let source = format!("{TRUTH}\ndef main(n: int) -> None:\n    assert B(n) or n == 0\n");
    let r = report(&source);
    assert!(
        r.line.starts_with("main: failed TypeError: __bool__ should return bool, returned int. Example: n="),
        "{}",
        r.line
    );
    let source = format!("{TRUTH}\ndef main() -> list:\n    return list(reversed(G()))\n");
    let r = report(&source);
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("`reversed()` of an instance of `G` without `__reversed__`"), "{}", r.line);
}

const POST_INIT: &str = "
from dataclasses import dataclass, field

@dataclass
class D:
    a: int
    tag: str = field(default='t', compare=False, repr=False)
    twice: int = field(default=0, init=False)

    def __post_init__(self):
        self.twice = self.a * 2
";

#[test]
fn post_init_and_field_options_prove_and_their_failures_are_found() {
    let source = format!("{POST_INIT}\ndef main(n: int) -> None:\n    d = D(n, 'x')\n    assert d.twice == 2 * n and d == D(n, 'y') and repr(D(1)) == 'D(a=1, twice=2)'\n");
    assert_eq!(report(&source).conclusion, Conclusion::Proved, "{}", report(&source).line);
    let source = format!("{POST_INIT}\ndef main(n: int) -> None:\n    assert D(n).twice == n\n");
    let r = report(&source);
    assert!(r.line.starts_with("main: failed assertion. Example: n=") && !r.line.ends_with("n=0."), "{}", r.line);
    // `init=False` takes no argument: CPython's message.
    let source = format!("{POST_INIT}\ndef main(n: int) -> None:\n    D(n, 'x', 3)\n");
    assert!(
        report(&source).line.starts_with(
            "main: failed TypeError: D.__init__() takes from 2 to 3 positional arguments but 4 were given"
        ),
        "{}",
        report(&source).line
    );
}

const SIZED: &str = "
class Sized:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
";

#[test]
fn a_length_past_an_index_sized_integer_overflows_as_in_cpython() {
    // CPython checks the sign first (ValueError), then that the length fits a `Py_ssize_t`.
    let body = "def main():\n    out = []\n    for n in [3, 0, -1, -2**63 - 1, 2**63 - 1, 2**63, True]:\n        for f in [lambda: len(Sized(n)), lambda: bool(Sized(n)), lambda: 'y' if Sized(n) else 'n', lambda: not Sized(n)]:\n            try:\n                out.append(f())\n            except (ValueError, OverflowError) as e:\n                out.append(type(e).__name__ + ': ' + str(e))\n    return out\n";
    cpython_common::same_as_cpython_each(&[format!("{SIZED}\n{body}")]);
    // Was proved: a truth test on a huge length was taken as true.
    let source = format!("{SIZED}\ndef main(n: int) -> None:\n    if n >= 0:\n        assert Sized(n) or n == 0\n");
    let r = report(&source);
    assert_eq!(
        r.line,
        "main: failed OverflowError: cannot fit 'int' into an index-sized integer. Example: n=9223372036854775808."
    );
    let source =
        format!("{SIZED}\ndef main(n: int) -> None:\n    if 0 <= n < 2**63:\n        assert Sized(n) or n == 0\n");
    assert_eq!(report(&source).conclusion, Conclusion::Proved, "{}", report(&source).line);
}

const INDEXED: &str = "
class H:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return self.v
    def __index__(self):
        return self.v
    def __eq__(self, o):
        return False
";

#[test]
fn hashes_and_indexes_past_a_machine_word_run_as_in_cpython() {
    // A `__hash__` that fits 64 bits is kept (-1 becomes -2), a bigger one is reduced; `bin`,
    // `hex`, `oct` and sequence repetition take `__index__`, and one past 64 bits overflows
    // naming the class.
    let body = "def main():\n    out = []\n    for v in [-1, -2, 2**61 - 1, 2**61, 2**64, -2**64, 2**63, True, 10**30]:\n        for f in [lambda: hash(H(v)), lambda: [1, 2, 3][H(v)], lambda: 'abc'[H(v)], lambda: range(H(v))[0:2], lambda: bin(H(v)), lambda: hex(H(v)), lambda: oct(H(v)), lambda: [0] * H(v) if v < 5 else 'big', lambda: H(v) * 'ab' if v < 5 else 'big', lambda: H(v) in {1: 2}]:\n            try:\n                out.append(f())\n            except Exception as e:\n                out.append(type(e).__name__ + ': ' + str(e))\n    return out\n";
    cpython_common::same_as_cpython_each(&[format!("{INDEXED}\n{body}")]);
    // Was proved: the hash was reduced as an int's even when it fit 64 bits.
    let source = format!("{INDEXED}\ndef main(n: int) -> None:\n    assert hash(H(2**61)) == hash(2**61)\n");
    assert_eq!(report(&source).line, "main: failed assertion. Example: n=0.");
    let source = format!("{INDEXED}\ndef main(n: int) -> None:\n    assert hash(H(2**61)) == 2**61 and hash(H(-1)) == -2 and hash(H(2**64)) == hash(2**64)\n");
    assert_eq!(report(&source).conclusion, Conclusion::Proved, "{}", report(&source).line);
}
