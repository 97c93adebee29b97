//! Generated scopes and generators (issue 30, second round): module-level counters that
//! functions mutate through `global` (defined in [`SCOPES_PY`], written out only when a
//! statement uses them), counters in closures rebound through `nonlocal` (one cell shared by
//! two closures, two factories' cells kept apart), and generator functions (`yield` in loops
//! and branches, `yield from` a list and another generator, a `return` that ends one early)
//! consumed by `for`, `list()`, `sum()` and `next()` with and without a default.

use proptest::prelude::*;
use proptest::sample::select;

/// The module-level counter and the functions that rebind it, before `helper`.
pub const SCOPES_PY: &str = r#"hits = 0
trail = []


def bump_hits(n: int) -> int:
    global hits
    hits = hits + n
    trail.append(n)
    return hits


def drain_hits() -> int:
    global hits
    old = hits
    hits = 0
    return old


"#;

/// Whether a body uses the module-level counter (and so needs [`SCOPES_PY`]).
pub fn uses_scopes(body: &str) -> bool {
    body.contains("bump_hits(") || body.contains("drain_hits(")
}

/// One statement over `main`'s locals; `int` draws int expressions, `cond` conditions,
/// `simple` one-line statements.
pub fn scope_stmt(
    int: BoxedStrategy<String>,
    cond: BoxedStrategy<String>,
    simple: BoxedStrategy<String>,
) -> BoxedStrategy<String> {
    prop_oneof![
        // `global`: each call rebinds the module's counter; `main` reads it without binding it.
        (int.clone(), int.clone(), -3i64..6, simple.clone()).prop_map(|(e, f, k, then)| format!(
            "y = y + bump_hits({e}) + bump_hits({f})\nif hits > {k}:\n    {then}\nx = x + len(trail) + hits"
        )),
        (int.clone(), cond.clone()).prop_map(|(e, c)| format!(
            "bump_hits({e})\nif {c}:\n    bump_hits(1)\nx = x + drain_hits() + hits\ny = y + bump_hits(2) + sum(trail)"
        )),
        // `nonlocal`: two counters from one factory keep their own cells.
        (int.clone(), int.clone(), cond.clone()).prop_map(|(e, f, c)| format!(
            "def make_counter(start: int):\n    count = start\n    def inc(by: int) -> int:\n        nonlocal count\n        count += by\n        return count\n    return inc\nc1 = make_counter({e})\nc2 = make_counter(0)\nif {c}:\n    c1(2)\ny = y + c1({f}) + c2(1) + c2(1)"
        )),
        // Two closures over one cell: the reader sees what the writer rebinds.
        (int.clone(), int.clone(), simple.clone()).prop_map(|(e, f, then)| format!(
            "def make_pair(start: int):\n    count = start\n    def add(by: int) -> None:\n        nonlocal count\n        count = count + by\n    def get() -> int:\n        return count\n    return add, get\nadd1, get1 = make_pair({e})\nadd1({f})\nadd1(-1)\nif get1() > 0:\n    {then}\nx = x + get1()"
        )),
        // A generator: `yield` in a loop and a branch, `yield from` a list; consumed whole, by
        // `next` past its end (the default, or `StopIteration` without one) and by `for`.
        (int.clone(), 0i64..4, any::<bool>()).prop_map(|(e, n, bare)| {
            let last = if bare { "next(gu)" } else { "next(gu, -5)" };
            format!(
                "def gen_up(n: int):\n    for i in range(n):\n        if i % 2 == 0:\n            yield i + x\n    yield from [y, -1]\ny = y + sum(list(gen_up(min(abs({e}), 3))))\ngu = gen_up({n})\nx = x + next(gu, -5) + next(gu, -5) + {last}\nfor v in gen_up(2):\n    t = t + str(v % 10)"
            )
        }),
        // A generator delegating to another with `yield from`, one ending early by `return`,
        // and values sent back through the consumer's loop.
        (int.clone(), cond, 1i64..5).prop_map(|(e, c, n)| format!(
            "def gen_stop(n: int):\n    j = 0\n    while True:\n        if j >= n:\n            return\n        yield j * ({e})\n        j += 1\ndef gen_both():\n    yield from gen_stop({n})\n    if {c}:\n        yield 100\n    yield from gen_stop(1)\nfor v in gen_both():\n    y = y + v\nx = x + len(list(gen_both())) + max(gen_stop(2), default=-1)"
        )),
        // A generator's items feeding a comprehension and `any`, which stops pulling early.
        (int.clone(), -2i64..5).prop_map(|(e, k)| format!(
            "def gen_sq():\n    for v in xs:\n        yield v * v - ({e})\ny = y + len([w for w in gen_sq() if w > {k}])\nif any(w < 0 for w in gen_sq()):\n    x = x - 1"
        )),
    ]
    .boxed()
}

/// Format specs and `str.format` over the program's ints and strings: widths, fills and
/// alignments, signs, zero padding, grouping, bases, precision cutting a string, `!r`, and
/// fields by position and by name.
pub fn format_stmt(int: BoxedStrategy<String>) -> BoxedStrategy<String> {
    let int_spec = select(vec!["05d", "+", ",", "x", "X", ">6", "<4", "^7", "_", "#b", "*>5", "=+6", "o", "08_"]);
    let str_spec = select(vec![">5", "<4", "^6", "*^7", ".2", "-<5", "3.1", ""]);
    let text = select(vec!["t", "s", "t[:3]"]);
    // Ints are cut to a few digits first: CPython refuses text for an int of over 4,300
    // digits, which the prover finds for every field of an input, and nothing would prove.
    let v = select(vec!["x % 1000", "y % 97", "a % 10**6", "-b % 50"]);
    prop_oneof![
        (v, int_spec.clone(), text.clone(), str_spec.clone())
            .prop_map(|(v, is, s, ss)| format!("t = t + f\"{{{v}:{is}}}|{{{s}:{ss}}}\"")),
        (int.clone(), int_spec.clone(), text.clone(), str_spec.clone()).prop_map(|(e, is, s, ss)| format!(
            "fv = ({e}) % 10**6\nt = \"{{:{is}}}/{{:{ss}}}/{{}}\".format(fv, {s}, fv)\ny = y + len(t)"
        )),
        (int.clone(), text.clone(), 1usize..8).prop_map(|(e, s, w)| format!(
            "t = \"{{1!r}}-{{0}}-{{1}}\".format(({e}) % 999, {s})\nassert len(f\"{{t:>{w}}}\") >= {w}"
        )),
        (int, text, int_spec).prop_map(|(e, s, is)| format!(
            "fv = ({e}) % 10**5\nt = \"{{name}}:{{n:{is}}}\".format(name={s}, n=fv) + f\"{{fv!r}}{{t!r}}\""
        )),
    ]
    .boxed()
}
