//! Generated `match` statements (issue 30): literal and OR patterns over ints and strings,
//! capture patterns with guards, sequence patterns (fixed length and with `*rest`) over lists
//! and tuples, and mapping patterns over the program's dict (whose keys may be missing, so
//! which case runs depends on the inputs).

use proptest::prelude::*;
use proptest::sample::select;

/// One statement over `main`'s locals; `int` draws int expressions, `str_lit` string
/// literals, `simple` one-line statements.
pub fn match_stmt(
    int: BoxedStrategy<String>,
    str_lit: BoxedStrategy<String>,
    simple: BoxedStrategy<String>,
) -> BoxedStrategy<String> {
    let small = || -3i64..4;
    prop_oneof![
        // Literals and an OR pattern over an int; no case may match.
        (int.clone(), small(), small(), small(), simple.clone(), any::<bool>()).prop_map(
            |(e, p, q, r, then, wild)| {
                let last = if wild { "case _:\n        x = x - 1" } else { "case -9:\n        x = 0" };
                format!("match {e}:\n    case {p}:\n        {then}\n    case {q} | {r}:\n        y = y + 1\n    {last}")
            }
        ),
        // String literals, then a capture with a guard, then a capture.
        (str_lit.clone(), str_lit.clone(), 0i64..3).prop_map(|(l, m, n)| format!(
            "match t:\n    case {l}:\n        y = y + 1\n    case {m} | \"bob\":\n        y = y + 2\n    case other if len(other) > {n}:\n        t = other + \"!\"\n    case other:\n        x = x + len(other)"
        )),
        // Guards on captures of an int: the guard may fail and the next case runs.
        (int.clone(), small(), simple.clone()).prop_map(|(e, k, then)| format!(
            "match {e}:\n    case mv if mv > {k}:\n        y = y + mv\n    case mv if mv % 2 == 0:\n        {then}\n    case mv:\n        x = x - mv"
        )),
        // Sequence patterns over the program's list (three items, more after `append`).
        (int.clone(), any::<bool>(), small()).prop_map(|(e, grow, k)| {
            let grow = if grow { format!("xs.append({e})\n") } else { String::new() };
            format!(
                "{grow}match xs:\n    case [m1, m2, {k}]:\n        y = m1 + m2\n    case [m1, *mrest]:\n        y = y + m1 + len(mrest)\n    case []:\n        y = 0"
            )
        }),
        // A tuple subject built from inputs, literals and captures mixed.
        (int.clone(), str_lit.clone(), small()).prop_map(|(e, l, k)| format!(
            "match (({e}) % 3, t):\n    case (0, {l}):\n        y = y + 1\n    case ({k}, mu) | (2, mu):\n        t = mu + t\n    case (mn, _) if mn > 0:\n        x = x + mn\n    case _:\n        pass"
        )),
        // Mapping patterns: keys that may be missing, nested with a guard, `**rest`.
        (str_lit.clone(), int.clone(), select(vec!["ann", "bob"])).prop_map(|(key, e, want)| format!(
            "d[{key}] = {e}\nmatch d:\n    case {{\"{want}\": mv, \"carl\": mw}}:\n        y = mv + mw\n    case {{\"ann\": mv, **mrest}} if mv > 0:\n        y = y + mv + len(mrest)\n    case {{\"bob\": 2}}:\n        x = x + 2\n    case _:\n        y = y - 1"
        )),
        // A match inside a loop, on a dict's values looked up by a computed key.
        (int, str_lit).prop_map(|(e, l)| format!(
            "for i in range(3):\n    match [i, ({e}) % 2]:\n        case [0, 0]:\n            t = t + {l}\n        case [mn, 1] if mn > 0:\n            y = y + mn\n        case [_, _]:\n            x = x + 1"
        )),
    ]
    .boxed()
}
