//! Generated edge values, where issue 27's semantics bugs were: characters beyond the Basic
//! Multilingual Plane (and the highest code points) in string literals, `nan`, `inf` and
//! `-0.0`, ints far beyond 64 bits, empty needles searched from a start past the end, and
//! slices whose bounds lie outside the string or are negative.

use proptest::prelude::*;
use proptest::sample::select;

/// String literals of high characters, written as raw characters and as `\U` escapes.
pub fn high_str_lit() -> BoxedStrategy<String> {
    select(vec![
        "\"\u{1F600}\"",
        "\"a\u{1F600}b\"",
        "\"\u{2FFFF}\u{30000}\"",
        "\"\u{10FFFF}\"",
        "\"\\U0001F600x\"",
        "\"\\U00030000\"",
        "\"\\U0010FFFF\\U0002FFFF\"",
        "\"\u{e9}\u{1F600}\"",
    ])
    .prop_map(str::to_owned)
    .boxed()
}

/// Bounds for `find`'s start and for slices: inside, at and past the end, negative, huge.
fn bound() -> impl Strategy<Value = &'static str> {
    select(vec!["0", "1", "2", "3", "5", "9", "100", "(-1)", "(-3)", "(-100)", "10**30", "(-(10**30))", "len(t)"])
}

/// One edge statement over `main`'s locals; `int` draws int expressions, `str` string ones.
pub fn edge_stmt(int: BoxedStrategy<String>, str: BoxedStrategy<String>) -> BoxedStrategy<String> {
    let float = select(vec!["float(\"nan\")", "float(\"inf\")", "float(\"-inf\")", "-0.0", "0.0", "1e308 * 10"]);
    let needle = prop_oneof![3 => Just("\"\"".to_owned()), 1 => high_str_lit(), 1 => Just("\"a\"".to_owned())];
    prop_oneof![
        // Floats: comparisons with themselves and with (big) ints, `str`, `int`, `min`/`max`.
        (float.clone(), select(vec!["==", "!=", "<", ">=", "<="]), int.clone())
            .prop_map(|(f, op, e)| format!("fl = {f}\nif fl {op} ({e}):\n    x = x + 1\nif fl == fl:\n    y = y + 1")),
        (
            float.clone(),
            select(vec!["str(fl)", "str(fl * 0)", "str(-fl)", "str(max(fl, 1.5))", "str(min(1.5, fl))", "f\"{fl}\""])
        )
            .prop_map(|(f, text)| format!("fl = {f}\nt = t + {text}")),
        (float, select(vec!["int(fl)", "round(fl)", "int(fl + 0.5)"]))
            .prop_map(|(f, i)| format!("fl = {f}\ny = y + {i}")),
        // Ints far beyond 64 bits.
        (select(vec!["10**30", "(-(10**30))", "2**100 + 1", "10**30 // 7"]), int.clone())
            .prop_map(|(big, e)| format!("big = {big}\nx = x + big % 1000 + ({e})\ny = y + len(str(big * ({e})))")),
        // Empty (and high) needles from a start past the end, or negative.
        (str.clone(), needle.clone(), bound()).prop_map(|(s, n, k)| format!("y = y + ({s}).find({n}, {k})")),
        (str.clone(), needle.clone(), bound(), bound())
            .prop_map(|(s, n, k, j)| format!("y = y + ({s}).count({n}, {k}, {j})")),
        (str.clone(), select(vec!["startswith", "endswith"]), needle.clone(), bound())
            .prop_map(|(s, m, n, k)| format!("if ({s}).{m}({n}, {k}):\n    x = x + 1")),
        (str.clone(), needle, bound()).prop_map(|(s, n, k)| format!("y = y + ({s}).index({n}, {k})")),
        // Slices out of range, negative, reversed, with a step.
        (str.clone(), bound(), bound(), select(vec!["", ":-1", ":2", ":-2"]))
            .prop_map(|(s, k, j, step)| format!("t = ({s})[{k}:{j}{step}]\ny = y + len(t)")),
        // High characters through the string operations.
        (high_str_lit(), str, int)
            .prop_map(|(h, s, e)| format!("t = {h} + ({s})\ny = y + len(t) + t.find({h}) + len(t[({e}) % 5:])")),
    ]
    .boxed()
}
