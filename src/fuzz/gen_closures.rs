//! Generated nested functions, where issue 27's closure bugs were: Python binds a free variable
//! late (a nested function reads the enclosing variable as it is when called, not when
//! defined), so each statement defines a nested `def` and then changes what it reads before
//! calling it: a variable reassigned, a list or dict mutated, a name bound only after the
//! `def`, a nested function defined after the one calling it, recursion, a `def` in a loop
//! read after the loop, and a call made before what it reads is bound (CPython's `NameError`
//! or `UnboundLocalError`), a `lambda` reading late, and `nonlocal` rebinding.

use proptest::prelude::*;
use proptest::sample::select;

/// One closure statement over `main`'s locals; `int` draws int expressions, `str_lit` string
/// literals, `cond` conditions.
pub fn closure_stmt(
    int: BoxedStrategy<String>,
    str_lit: BoxedStrategy<String>,
    cond: BoxedStrategy<String>,
) -> BoxedStrategy<String> {
    prop_oneof![
        // A variable (a local or a parameter) reassigned after the `def`.
        (select(vec!["x", "a", "t"]), int.clone(), int.clone()).prop_map(|(v, e, arg)| {
            let (read, set) = match v {
                "t" => ("len(t)".to_owned(), format!("t = t + str({e})")),
                v => (v.to_owned(), format!("{v} = {e}")),
            };
            format!("def late_var(n: int) -> int:\n    return n + {read}\n{set}\ny = y + late_var({arg})")
        }),
        // A list mutated after the `def`.
        (int.clone(), select(vec!["len(xs)", "xs[-1]", "sum(xs)", "xs[0]"])).prop_map(|(e, read)| format!(
            "def late_list() -> int:\n    return {read}\nxs.append({e})\ny = y + late_list()"
        )),
        // A dict mutated after the `def`.
        (str_lit.clone(), int.clone()).prop_map(|(key, e)| format!(
            "def late_dict(key: str) -> int:\n    return d.get(key, 0) + len(d)\nd[{key}] = {e}\ny = y + late_dict({key})"
        )),
        // A name bound only after the `def`, and the call after it.
        (int.clone(), int.clone()).prop_map(|(e, arg)| format!(
            "def late_name(n: int) -> int:\n    return n * bound_later\nbound_later = {e}\ny = y + late_name({arg})"
        )),
        // A call before the name it reads is bound: CPython raises `NameError`.
        (cond.clone(), int.clone()).prop_map(|(c, e)| format!(
            "def too_early() -> int:\n    return bound_after + 1\nif {c}:\n    y = y + too_early()\nbound_after = {e}"
        )),
        // A nested function calling one defined after it in the enclosing body.
        (int.clone(), int.clone()).prop_map(|(e, arg)| format!(
            "def caller(n: int) -> int:\n    return defined_later(n) + 1\ndef defined_later(n: int) -> int:\n    return n * 2 + x\nx = {e}\ny = y + caller({arg})"
        )),
        // The same, called before the callee's `def` runs: `NameError` in CPython.
        (cond.clone(), int.clone()).prop_map(|(c, arg)| format!(
            "def early_caller(n: int) -> int:\n    return not_yet(n)\nif {c}:\n    y = y + early_caller({arg})\ndef not_yet(n: int) -> int:\n    return n - x"
        )),
        // Recursion of a nested function, bounded by its argument.
        (int.clone(), 0i64..5).prop_map(|(e, bound)| format!(
            "def down(n: int) -> int:\n    if n <= 0:\n        return x % 7\n    return n + down(n - 1)\ny = y + down(min(abs({e}), {bound}))"
        )),
        // A `def` in a loop, called after it: it sees the loop variable's last value (and is
        // unbound when the loop ran no time).
        (0u32..4, int.clone()).prop_map(|(n, e)| format!(
            "for i in range({n}):\n    def in_loop() -> int:\n        return i * 10 + ({e})\ny = y + in_loop()"
        )),
        // A nested function in a nested function, both reading enclosing variables.
        (int.clone(), int.clone()).prop_map(|(e, arg)| format!(
            "def outer(n: int) -> int:\n    def inner(m: int) -> int:\n        return m + n + x\n    return inner(n + 1)\nx = {e}\ny = y + outer({arg})"
        )),
        // A `lambda` reads late too.
        (int.clone(), int.clone()).prop_map(|(e, arg)| format!(
            "late_lambda = lambda n: n + x\nx = {e}\ny = y + late_lambda({arg})"
        )),
        // `nonlocal` rebinds the enclosing variable; the caller sees each change.
        (int.clone(), int).prop_map(|(e, arg)| format!(
            "def bump(n: int) -> int:\n    nonlocal x\n    x = x + n\n    return x\ny = y + bump({e}) + bump({arg})"
        )),
        // A parameter shadowing an enclosing variable, and a string read late.
        (str_lit, cond).prop_map(|(l, c)| format!(
            "def shadow(x: int) -> str:\n    return t + str(x)\nt = t + {l}\nif {c}:\n    t = shadow(y)"
        )),
    ]
    .boxed()
}
