//! Generated exception handling (issue 30): `try` around the operations that may raise
//! (division, indexing, a missing key, a `raise` on a branch), handlers that catch the class,
//! a base of it, or the wrong class (so the possibility stays a failure), `else:`, `finally:`,
//! a bare re-raise caught further out, `raise ... from` with the chain read back, and
//! handlers whose classes are computed when the exception reaches them (a conditional
//! expression choosing the class, or a value that is no class: CPython's `TypeError`).

use proptest::prelude::*;
use proptest::sample::select;

/// One statement over `main`'s locals (`x`, `y`, `t`, `xs`, `d`); `int` draws int expressions,
/// `str` string ones, `cond` conditions.
pub fn exc_stmt(
    int: BoxedStrategy<String>,
    str: BoxedStrategy<String>,
    cond: BoxedStrategy<String>,
) -> BoxedStrategy<String> {
    let risky = prop_oneof![
        int.clone().prop_map(|e| (format!("x = x // ({e})"), "ZeroDivisionError")),
        int.clone().prop_map(|e| (format!("y = y % ({e})"), "ZeroDivisionError")),
        int.clone().prop_map(|e| (format!("y = xs[{e}]"), "IndexError")),
        str.clone().prop_map(|e| (format!("y = d[{e}]"), "KeyError")),
        cond.clone().prop_map(|c| (format!("if {c}:\n        raise ValueError(\"no\")\n    x = x + 1"), "ValueError")),
    ];
    let handled = select(vec!["x = x + 1", "y = -1", "t = t + \"!\"", "pass"]);
    prop_oneof![
        (risky.clone(), handled.clone(), select(CATCHERS.to_vec())).prop_map(|((body, own), h, class)| {
            let class = if class == OWN { own } else { class };
            format!("try:\n    {body}\n{}\n    {h}", except_clause(class))
        }),
        (risky.clone(), handled.clone(), cond.clone(), select(COMPUTED.to_vec())).prop_map(
            |((body, own), h, c, other)| {
                let other = if other == OWN { own } else { other };
                format!("try:\n    {body}\nexcept ({own} if {c} else {other}):\n    {h}")
            }
        ),
        (risky.clone(), handled.clone(), handled.clone()).prop_map(|((body, own), h, fin)| format!(
            "try:\n    {body}\nexcept {own} as err:\n    {h}\nelse:\n    y = y + 2\nfinally:\n    {fin}"
        )),
        (risky.clone(), handled).prop_map(|((body, _), fin)| format!("try:\n    {body}\nfinally:\n    {fin}")),
        (risky.clone(), select(vec!["from err", "from None", ""])).prop_map(|((body, own), from)| {
            // The chain `raise ... from` and an implicit context leave, read back.
            format!(
                "try:\n    try:\n        {}\n    except {own} as err:\n        raise RuntimeError(\"wrapped\") {from}\nexcept RuntimeError as w:\n    y = y + (1 if w.__cause__ is None else 2)\n    x = x + (3 if w.__suppress_context__ else 4)\n    t = t + type(w.__context__).__name__",
                body.replace("\n    ", "\n        ")
            )
        }),
        (risky, int).prop_map(|((body, own), e)| format!(
            "try:\n    try:\n        {}\n    except {own}:\n        x = x + ({e})\n        raise\nexcept Exception:\n    y = y + 1",
            body.replace("\n    ", "\n        ")
        )),
        select(CATCHERS.to_vec()).prop_map(|c| {
            let class = if c == OWN { "KeyError" } else { c };
            format!("try:\n    y = d[t]\n{}\n    y = 0", except_clause(class))
        }),
    ]
    .boxed()
}

/// Stands for the class the guarded operation raises.
const OWN: &str = "<own>";

/// What a handler names: the class itself, a base of every class generated, classes that may
/// not match, or everything (a bare `except:`).
const CATCHERS: [&str; 6] = [OWN, "Exception", "LookupError", "ArithmeticError", "(KeyError, ValueError)", ""];

/// What a computed handler names when its condition is false: the class itself, classes that
/// may not match, or a value that is no class.
const COMPUTED: [&str; 4] = [OWN, "LookupError", "(KeyError, ValueError)", "3"];

fn except_clause(class: &str) -> String {
    if class.is_empty() {
        "except:".to_owned()
    } else {
        format!("except {class}:")
    }
}
