//! Parameter defaults CPython computes when the `def` runs (expressions, lambdas, mutable
//! literals, names bound before or only after the `def`), on module-level functions, methods
//! and nested functions: compared with CPython in the interpreter, then proved or refuted, and
//! what stays refused is refused naming the parameter, never a hidden name.

mod cpython_common;

use clauz3::{dry_run, prove, Conclusion, DryRunOptions, Program, ProveOptions};
use cpython_common::same_as_cpython_each;

fn each(sources: &[&str]) {
    same_as_cpython_each(&sources.iter().map(|s| s.to_string()).collect::<Vec<_>>());
}

#[test]
fn computed_defaults_are_computed_once_when_the_def_runs() {
    each(&[
        "X = [1, 2, 3]\n\ndef f(n=len(X)):\n    return n\n\ndef main():\n    X.append(4)\n    return f(), f(7), len(X)\n",
        "A = 3\nB = 4\n\ndef f(x, *, n=A + B, k=A * B):\n    return x + n + k\n\ndef main():\n    return f(1), f(1, n=0), f(1, k=0, n=0)\n",
        "def f(n=[x * x for x in range(3)], m={k: k for k in 'ab'}, /, *, t=tuple(range(2))):\n    return n, m, t\n\ndef main():\n    return f()\n",
        "LOG = []\n\ndef note(x):\n    LOG.append(x)\n    return x\n\ndef f(a=note(1), *, b=note(2)):\n    return a + b\n\ndef g(c=note(3)):\n    return c\n\ndef main():\n    return f(), g(), f(), LOG\n",
        "def helper(x):\n    return x + 1\n\ndef f(g=helper, b=len, e=ValueError, s=sorted):\n    return g(1), b('ab'), e.__name__, s([2, 1])\n\ndef main():\n    return f()\n",
        "LIMIT = 3\n\ndef f(x, n=LIMIT):\n    return x + n\n\ndef g():\n    global LIMIT\n    LIMIT = 10\n\ndef main():\n    g()\n    return f(1), LIMIT\n",
        "def f(n=1 // 0):\n    return n\n\ndef main():\n    return f()\n",
    ]);
}

#[test]
fn lambdas_as_defaults_run_as_in_cpython() {
    each(&[
        "def f(xs, key=lambda x: -x):\n    return sorted(xs, key=key)\n\ndef main():\n    return f([3, 1, 2]), f([3, 1, 2], key=lambda x: x)\n",
        // The body of a lambda runs at a call, when the helper it names is bound.
        "def f(key=lambda x: helper(x)):\n    return key(3)\n\ndef helper(x):\n    return x * 10\n\ndef main():\n    return f()\n",
        "K = 5\n\ndef f(add=lambda x, k=K * 2: x + k):\n    return add(1), add(1, 0)\n\ndef main():\n    return f()\n",
    ]);
}

#[test]
fn mutable_defaults_are_shared_between_calls() {
    each(&[
        "def f(x, acc=[]):\n    acc.append(x)\n    return acc\n\ndef main():\n    return f(1), f(2), f(3, []), f(4)\n",
        "def f(x, acc={}):\n    acc[x] = len(acc)\n    return acc\n\ndef main():\n    a = f('a')\n    b = f('b')\n    return a is b, a\n",
        "X = [1, 2]\n\ndef f(acc=X):\n    acc.append(3)\n    return acc\n\ndef main():\n    return f(), X, f() is X\n",
        "def f(x, seen=set()):\n    seen.add(x)\n    return len(seen)\n\ndef main():\n    return f(1), f(1), f(2)\n",
    ]);
}

#[test]
fn method_and_nested_defaults_run_as_in_cpython() {
    each(&[
        "class C:\n    def m(self, n=len('abc'), acc=[]):\n        acc.append(n)\n        return acc\n\ndef main():\n    c = C()\n    return c.m(), c.m(1), C().m()\n",
        "LIMIT = len([1])\n\nclass C:\n    def m(self, n=LIMIT, *, k=LIMIT + 1):\n        return n, k\n\n    @staticmethod\n    def s(key=lambda v: v * 2):\n        return key(4)\n\ndef main():\n    return C().m(), C().m(5, k=0), C.s()\n",
        "def outer(m):\n    def inner(x, n=m * 2, acc=[]):\n        acc.append(x)\n        return x + n, acc\n    return inner\n\ndef main():\n    g = outer(3)\n    return g(1), g(2), outer(1)(5)\n",
    ]);
}

/// A `def` whose default reads a name the module binds only later raises `NameError` where it
/// runs, before `main` is called.
#[test]
fn a_default_read_before_its_name_is_bound_is_a_name_error() {
    each(&[
        "def f(x, n=LIMIT):\n    return x + n\n\nLIMIT = 5\n\ndef main():\n    return f(1)\n",
        "def f(x, n=LIMIT):\n    return x + n\n\nLIMIT = len([1, 2])\n\ndef main():\n    return f(1)\n",
        "def f(n=len(LATER)):\n    return n\n\nLATER = [1]\n\ndef main():\n    return f()\n",
        "def f(n=g()):\n    return n\n\ndef g():\n    return 1\n\ndef main():\n    return f()\n",
        "class C:\n    def m(self, n=LATER):\n        return n\n\nLATER = 1\n\ndef main():\n    return C().m()\n",
    ]);
}

#[test]
fn an_error_in_a_default_is_located_at_the_default() {
    for (source, want) in [
        (
            "def f(n=1 // 0):\n    return n\n\ndef main():\n    return f()\n",
            "error[runtime]: ZeroDivisionError: integer division or modulo by zero\n --> module.py:1:9\n  |\n1 | def f(n=1 // 0):\n  |         ^^^^^^\n",
        ),
        (
            "def f(x, n=LIMIT):\n    return x + n\n\nLIMIT = 5\n\ndef main():\n    return f(1)\n",
            "error[runtime]: NameError: name 'LIMIT' is not defined\n --> module.py:1:12\n  |\n1 | def f(x, n=LIMIT):\n  |            ^^^^^\n",
        ),
    ] {
        let program = Program::from_source("module.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
        let failure = dry_run(&program, &DryRunOptions::default()).failure.unwrap_or_else(|| panic!("ran:\n{source}"));
        assert_eq!(failure.rendered, want, "{source}");
    }
}

#[test]
fn defaults_clauz3_cannot_run_as_cpython_does_are_refused_by_parameter() {
    for (source, want) in [
        // Whether `LATER` is read depends on the branch: refused rather than guessed.
        (
            "def f(n=LATER if False else 1):\n    return n\n\nLATER = 2\n\ndef main():\n    return f()\n",
            "error[unsupported]: the default of `n` in `f` reads `LATER` (itself or through a function it calls) before the module binds it, a NameError in Python where it is read: bind `LATER` first\n --> module.py:1:9\n  |\n1 | def f(n=LATER if False else 1):\n  |         ^^^^^^^^^^^^^^^^^^^^^\n",
        ),
        (
            "class C:\n    def m(self, n=SIZE):\n        return n\n\n    SIZE = 3\n\ndef main():\n    return C().m()\n",
            "error[unsupported]: the default of `n` reads a name the class body binds: clauz3 does not compute defaults in a class namespace; bind the value at module level\n --> module.py:2:19\n  |\n2 |     def m(self, n=SIZE):\n  |                   ^^^^\n",
        ),
        // A function bound twice is refused for itself; its defaults' values are not.
        (
            "def f(n=len('a')):\n    return n\n\ndef f(n=len('b')):\n    return n\n\ndef main():\n    return f()\n",
            "error[unsupported]: `f` is bound more than once at module level; prove and run could see different definitions\n --> module.py:4:1\n  |\n4 | def f(n=len('b')):\n  | ^^^^^^^^^^^^^^^^^^\n  = note: first bound here: module.py:1:1\n",
        ),
        // A module value calling a function whose default lambda reads a name bound later.
        (
            "def f(key=lambda: LATER):\n    return key()\n\nX = f()\nLATER = 5\n\ndef main():\n    return X\n",
            "error[unsupported]: the module-level value of `X` reads `LATER` (itself or through a function it calls) before the module binds it, a NameError in Python where it is read: bind `LATER` first\n --> module.py:4:5\n  |\n4 | X = f()\n  |     ^^^\n",
        ),
    ] {
        match Program::from_source("module.py", source, &[]) {
            Ok(_) => panic!("accepted:\n{source}"),
            Err(e) => assert_eq!(e.text, want, "{source}"),
        }
    }
}

fn prove_line(source: &str) -> (Conclusion, String) {
    let program = Program::from_source("agent.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let report = prove(&program, &ProveOptions::default());
    if report.conclusion == Conclusion::Failed {
        assert_eq!(report.replay.as_deref(), Some("reproduced"), "{source}");
    }
    (report.conclusion, report.line)
}

#[test]
fn the_prover_sees_defaults_computed_at_the_def() {
    let cases = [
        (
            "def f(x: int, acc=[]) -> list:\n    acc.append(x)\n    return acc\n\ndef main(a: int, b: int):\n    f(a)\n    r = f(b)\n    assert len(r) == 2\n    assert r[0] == a\n",
            "main: proved! assertion, assertion",
        ),
        (
            "def f(x: int, acc=[]) -> list:\n    acc.append(x)\n    return acc\n\ndef main(a: int, b: int):\n    f(a)\n    assert len(f(b)) == 1\n",
            "main: failed assertion. Example: a=0, b=0.",
        ),
        (
            "SCALE = [2, 3]\n\ndef f(x: int, *, k=len(SCALE) * 10, key=lambda v: v + 1) -> int:\n    return key(x) + k\n\ndef main(a: int):\n    assert f(a) == a + 21\n    assert f(a, k=0) == a + 1\n",
            "main: proved! assertion, assertion",
        ),
        (
            "SCALE = [2, 3]\n\ndef f(x: int, *, k=len(SCALE) * 10) -> int:\n    return x + k\n\ndef main(a: int):\n    assert f(a) > a + 20\n",
            "main: failed assertion. Example: a=0.",
        ),
        (
            "class Counter:\n    def bump(self, n=len('ab'), seen=[]):\n        seen.append(n)\n        return len(seen)\n\ndef main(a: int):\n    Counter().bump()\n    assert Counter().bump(a) == 2\n",
            "main: proved! assertion",
        ),
        (
            "def outer(m: int):\n    def inner(x: int, n=m * 2, acc=[]):\n        acc.append(x)\n        return x + n + len(acc)\n    return inner\n\ndef main(a: int):\n    g = outer(a)\n    g(1)\n    assert g(0) == 2 * a + 2\n",
            "main: proved! assertion",
        ),
        (
            "def f(x: int, n=LIMIT) -> int:\n    return x + n\n\nLIMIT = 5\n\ndef main(a: int):\n    assert f(a) == a + 5\n",
            "main: failed NameError: name 'LIMIT' is not defined. Example: a=0.",
        ),
        (
            "def f(x: int, d=1 // 0) -> int:\n    return x\n\ndef main(a: int):\n    assert f(a) == a\n",
            "main: failed ZeroDivisionError: integer division or modulo by zero. Example: a=0.",
        ),
    ];
    for (source, want) in cases {
        assert_eq!(prove_line(source).1, want, "{source}");
    }
}
