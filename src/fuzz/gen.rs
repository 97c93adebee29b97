//! The program generator: proptest strategies for well-formed agent programs of the subset with
//! a generated trusted layer. Library code, so the `fuzz` tests and `clauz3 fuzz` draw the same
//! programs; proptest's shrinking drops statements and guarantees and simplifies expressions.
//!
//! Programs mix what the prover must prove (identities such as `e // k * k + e % k == e`, which
//! hold whatever `e` is), what it should refute (random assertions, divisions by inputs,
//! preconditions), and what stresses the shared evaluator (branches on inputs and on trusted
//! returns, helpers, unrolled and `while` loops, loops over query results, strings, lists,
//! dicts), so both verdicts and every oracle get exercised, and the constructs where bugs were
//! found (nested functions binding late, `gen_closures`; edge values, `gen_edges`), and issue
//! 30's constructs (exceptions, `gen_exc`; classes, `gen_classes`; `match`, `gen_match`;
//! `global`/`nonlocal`, generators and format specs, `gen_scopes`; `with`, properties,
//! `isinstance`, exception chains and enums, `gen_objects`).

use super::case::{Case, Layer};
use super::gen_closures::closure_stmt;
use super::gen_edges::edge_stmt;
use super::spec::Guarantee;
use proptest::prelude::*;
use proptest::sample::select;

/// A whole case: layer, helper, guarantees and 1 to 6 statements.
pub fn case() -> BoxedStrategy<Case> {
    (layer(), int_expr_over("n"), prop::collection::vec(guarantee(), 0..3), prop::collection::vec(stmt(), 1..7))
        .prop_map(|(layer, helper, guarantees, body)| Case { layer, helper, guarantees, body })
        .boxed()
}

fn layer() -> impl Strategy<Value = Layer> {
    (
        select(vec![None, Some(50), Some(1000)]),
        select(vec![-5i64, 0, 1]),
        select(vec![10i64, 100]),
        1usize..4,
        1usize..4,
    )
        .prop_map(|(pay_max, quote_lo, quote_hi, ids_max, items_max)| Layer {
            pay_max,
            quote_lo,
            quote_hi,
            ids_max,
            items_max,
        })
}

fn guarantee() -> BoxedStrategy<Guarantee> {
    let names = prop::collection::vec(select(vec!["ann", "bob", "a", ""]), 1..3)
        .prop_map(|v| v.into_iter().map(str::to_owned).collect::<Vec<_>>());
    prop_oneof![
        (0i64..4).prop_map(Guarantee::PaysAtMost),
        select(vec![0i64, 10, 40, 100]).prop_map(Guarantee::TotalAtMost),
        names.prop_map(Guarantee::PaysOnly),
        select(vec![1i64, 20, 51]).prop_map(Guarantee::AmountsBelow),
        Just(Guarantee::NoNotes),
        select(vec![0i64, 5, 19]).prop_map(Guarantee::NoPayOver),
        Just(Guarantee::DistinctPayees),
        (select(vec![1i64, 10]), 0i64..3).prop_map(|(n, k)| Guarantee::FewBig(n, k)),
        Just(Guarantee::Acts),
        Just(Guarantee::PaidANoted),
        (select(vec![20i64, 100]), 1i64..4).prop_map(|(n, k)| Guarantee::Both(n, k)),
        Just(Guarantee::PaysRowNames),
        select(vec![0i64, 1, 5]).prop_map(Guarantee::KeepsOk),
    ]
    .boxed()
}

fn lit(range: std::ops::RangeInclusive<i64>) -> impl Strategy<Value = String> {
    range.prop_map(|i| if i < 0 { format!("({i})") } else { i.to_string() })
}

fn str_lit() -> impl Strategy<Value = String> {
    select(vec!["", "a", "ab", "bob", "ann", "xy", "7", "é"]).prop_map(|s| format!("{s:?}"))
}

/// Int expressions over the locals of `main` (`var` is `"n"` for the helper's body).
fn int_expr_over(var: &'static str) -> BoxedStrategy<String> {
    let vars: Vec<&'static str> = if var == "n" { vec!["n"] } else { vec!["a", "b", "x", "y", "k", "q"] };
    let mut leaves = vec![select(vars).prop_map(str::to_owned).boxed(), lit(-9..=12).boxed()];
    if var != "n" {
        leaves.push(
            select(vec!["10**20", "(-(2**64))", "9223372036854775807", "len(t)", "len(xs)", "xs[0]", "d[\"ann\"]"])
                .prop_map(str::to_owned)
                .boxed(),
        );
    }
    let leaf = prop::strategy::Union::new(leaves);
    leaf.prop_recursive(2, 8, 2, |inner| {
        prop_oneof![
            (inner.clone(), select(vec!["+", "-"]), inner.clone()).prop_map(|(l, op, r)| format!("({l} {op} {r})")),
            (inner.clone(), lit(-4..=5)).prop_map(|(l, k)| format!("({l} * {k})")),
            (inner.clone(), select(vec!["//", "%"]), select(vec!["(-7)", "(-2)", "(-1)", "1", "2", "3", "7"]))
                .prop_map(|(l, op, k)| format!("({l} {op} {k})")),
            (inner.clone(), inner.clone()).prop_map(|(l, r)| format!("min({l}, {r})")),
            (inner.clone(), inner.clone()).prop_map(|(l, r)| format!("max({l}, {r})")),
            inner.clone().prop_map(|e| format!("abs({e})")),
            (inner.clone(), inner.clone(), inner).prop_map(|(c, l, r)| format!("({l} if {c} > 0 else {r})")),
        ]
    })
    .boxed()
}

fn int_expr() -> BoxedStrategy<String> {
    int_expr_over("x")
}

fn str_expr() -> BoxedStrategy<String> {
    let leaf = prop_oneof![select(vec!["s", "t"]).prop_map(str::to_owned), str_lit()];
    leaf.prop_recursive(2, 6, 2, |inner| {
        prop_oneof![
            (inner.clone(), str_lit()).prop_map(|(l, r)| format!("({l} + {r})")),
            (inner.clone(), prop::option::of(-3i64..4), prop::option::of(-3i64..5)).prop_map(|(e, i, j)| {
                let b = |v: Option<i64>| v.map(|v| v.to_string()).unwrap_or_default();
                format!("{e}[{}:{}]", b(i), b(j))
            }),
            int_expr().prop_map(|e| format!("str({e})")),
            // Our parser predates PEP 701: no quotes inside an f-string's braces.
            (select(vec!["a", "x", "y % 7", "-b"]), select(vec!["s", "t"]))
                .prop_map(|(e, s)| format!("f\"{{{e}}}-{{{s}}}\"")),
        ]
    })
    .boxed()
}

fn cond() -> BoxedStrategy<String> {
    let simple = prop_oneof![
        (int_expr(), select(vec!["<", "<=", "==", "!=", ">", ">="]), int_expr())
            .prop_map(|(l, op, r)| format!("{l} {op} {r}")),
        (lit(-5..=0), int_expr(), lit(1..=9)).prop_map(|(lo, e, hi)| format!("{lo} <= {e} < {hi}")),
        select(vec!["flag", "not flag"]).prop_map(str::to_owned),
        (str_lit(), str_expr()).prop_map(|(l, s)| format!("{l} in {s}")),
        (str_expr(), select(vec!["startswith", "endswith"]), str_lit()).prop_map(|(s, m, l)| format!("{s}.{m}({l})")),
        (str_expr(), str_lit()).prop_map(|(s, l)| format!("{s} == {l}")),
        (str_expr(), 0i64..4).prop_map(|(s, k)| format!("len({s}) > {k}")),
    ];
    simple
        .prop_recursive(1, 4, 2, |inner| {
            prop_oneof![
                (inner.clone(), select(vec!["and", "or"]), inner.clone())
                    .prop_map(|(l, op, r)| format!("({l}) {op} ({r})")),
                inner.prop_map(|c| format!("not ({c})")),
            ]
        })
        .boxed()
}

/// A one-line statement that may sit in a branch: an assignment or an effect call.
fn simple() -> BoxedStrategy<String> {
    prop_oneof![
        2 => (select(vec!["x", "y"]), int_expr()).prop_map(|(v, e)| format!("{v} = {e}")),
        2 => str_expr().prop_map(|e| format!("t = {e}")),
        1 => (str_expr(), int_expr()).prop_map(|(to, n)| format!("pay({to}, {n})")),
        2 => (str_expr(), int_expr()).prop_map(|(to, n)| format!("pay({to}, abs({n}) % 20)")),
        2 => (str_expr(), str_lit()).prop_map(|(to, tag)| format!("note({to}, {tag})")),
    ]
    .boxed()
}

/// Assertions that hold for every value, whatever the operands are: the prover must prove them
/// and no run may fail them.
fn identity() -> BoxedStrategy<String> {
    let k = select(vec!["(-6)", "(-3)", "(-2)", "(-1)", "1", "2", "3", "5"]);
    prop_oneof![
        (int_expr(), k).prop_map(|(e, k)| format!("assert ({e}) // {k} * {k} + ({e}) % {k} == {e}")),
        (int_expr(), 1i64..7).prop_map(|(e, k)| format!("assert 0 <= ({e}) % {k} < {k}")),
        (int_expr(), 1i64..7).prop_map(|(e, k)| format!("assert ({e}) // {k} * {k} <= {e}")),
        (int_expr(), int_expr()).prop_map(|(p, q)| format!("assert min({p}, {q}) <= max({p}, {q})")),
        (str_expr(), -3i64..5).prop_map(|(s, j)| format!("assert {s}[:{j}] + {s}[{j}:] == {s}")),
        (str_expr(), 0i64..4).prop_map(|(s, j)| format!("assert len({s}[:{j}]) <= {j}")),
        (str_expr(), str_lit()).prop_map(|(s, l)| format!("assert {l} in {s} + {l}")),
        (str_expr(), str_lit()).prop_map(|(s, l)| format!("assert ({s} + {l}).endswith({l})")),
    ]
    .boxed()
}

fn stmt() -> BoxedStrategy<String> {
    prop_oneof![
        2 => simple(),
        2 => (cond(), simple(), simple()).prop_map(|(c, a, b)| format!("if {c}:\n    {a}\nelse:\n    {b}")),
        1 => (str_expr(), lit(-6..=20)).prop_map(|(item, k)| format!(
            "q = quote({item})\nif q > {k}:\n    pay(\"bob\", q)\nelse:\n    note(t, \"cheap\")"
        )),
        1 => (cond(), str_lit(), str_lit()).prop_map(|(c, i, j)| format!(
            "if {c}:\n    q = quote({i})\nelse:\n    q = quote({j}) + 1\nx = x + q"
        )),
        1 => str_expr().prop_map(|item| format!("if check({item}):\n    pay(t, 1)\nelse:\n    note(t, \"no\")")),
        1 => (0u32..4, select(vec!["x = x + i", "y = y + i * 3 - a", "x = x + a // (i + 1)", "t = t + str(i)"]))
            .prop_map(|(n, body)| format!("for i in range({n}):\n    {body}")),
        1 => (select(vec!["3", "a % 3", "min(abs(b), 3)", "min(len(t), 2)"]), lit(-2..=3))
            .prop_map(|(bound, step)| format!("k = 0\nwhile k < {bound}:\n    x = x + {step}\n    k = k + 1")),
        1 => cond().prop_map(|c| format!("assert {c}")),
        6 => identity(),
        // Runtime-error obligations: division by an expression, an index one past the end, a
        // key that may be missing.
        2 => prop_oneof![
            int_expr().prop_map(|e| format!("x = x // ({e})")),
            int_expr().prop_map(|e| format!("y = y % ({e})")),
            int_expr().prop_map(|e| format!("y = xs[({e}) % 4]")),
            str_expr().prop_map(|e| format!("y = d[{e}]")),
        ],
        // Loops over query results are quantified; the prover is slow on several in one
        // program, so they come up less often than the rest.
        1 => prop_oneof![
            (int_expr(), 0i64..5).prop_map(|(n, k)| format!(
                "for v in ids({n}):\n    if v > {k}:\n        pay(\"ann\", v)"
            )),
            Just("for w in names():\n    note(w, \"hi\")".to_owned()),
        ],
        1 => int_expr().prop_map(|e| format!("d[\"carl\"] = {e}\ny = d.get(t, 0) + len(d)")),
        1 => int_expr().prop_map(|e| format!("xs.append({e})\ny = sum(xs)")),
        1 => int_expr().prop_map(|e| format!("x = helper({e})")),
        2 => rows(),
        2 => sets(),
        // Where issue 27's bugs were: nested functions binding late, and edge values.
        2 => closure_stmt(int_expr(), str_lit().boxed(), cond()),
        2 => edge_stmt(int_expr(), str_expr()),
        // Exceptions as control flow: handled, handled by a base, or by the wrong class.
        3 => super::gen_exc::exc_stmt(int_expr(), str_expr(), cond()),
        // Classes (a dataclass and a plain class, mutated through aliases) and `match`.
        3 => super::gen_classes::class_stmt(int_expr(), str_expr(), simple()),
        3 => super::gen_match::match_stmt(int_expr(), str_lit().boxed(), simple()),
        // The second round: `global`/`nonlocal` counters and generators, `with`, properties,
        // `isinstance`, `raise ... from`, enums, format specs.
        4 => super::gen_scopes::scope_stmt(int_expr(), cond(), simple()),
        5 => super::gen_objects::object_stmt(int_expr(), str_expr(), cond()),
        2 => super::gen_scopes::format_stmt(int_expr()),
    ]
    .boxed()
}

/// Rows of the `Item` schema: loops over the `items` query reading fields, counters, `len`,
/// indexing (with its `IndexError` obligation, guarded or not), a single row from `top`, and
/// rows handed to the `keep` effect.
fn rows() -> BoxedStrategy<String> {
    let field_test = prop_oneof![
        lit(-3..=6).prop_map(|k| format!("r.qty > {k}")),
        lit(-3..=6).prop_map(|k| format!("r.qty > {k} and r.ok")),
        Just("r.ok".to_owned()),
        str_lit().prop_map(|l| format!("r.name == {l}")),
        str_lit().prop_map(|l| format!("r.name.startswith({l})")),
    ];
    let action = select(vec!["pay(r.name, r.qty)", "note(r.name, \"row\")", "keep(r)", "pay(t, 1)"]);
    // What the query is asked does not matter to its rows: plain strings keep the solver fast.
    let shelf = || select(vec!["s", "t", "\"a\"", "t + \"x\""]);
    prop_oneof![
        (shelf(), field_test.clone(), action)
            .prop_map(|(shelf, test, act)| format!("for r in items({shelf}):\n    if {test}:\n        {act}")),
        (shelf(), field_test).prop_map(|(shelf, test)| format!(
            "c = 0\nfor r in items({shelf}):\n    if {test}:\n        c += 1\ny = y + c"
        )),
        (shelf(), 0i64..3, select(vec!["qty", "name"])).prop_map(|(shelf, i, f)| {
            let target = if f == "qty" { "x = x + " } else { "t = t + " };
            format!("rows = items({shelf})\nif len(rows) > {i}:\n    {target}rows[{i}].{f}")
        }),
        (shelf(), int_expr()).prop_map(|(shelf, e)| format!("rows = items({shelf})\ny = rows[({e}) % 3].qty")),
        (shelf(), select(vec!["0", "-1"])).prop_map(|(shelf, i)| format!(
            "rows = items({shelf})\nif rows[{i}].ok:\n    note(rows[{i}].name, \"first\")"
        )),
        shelf().prop_map(|shelf| format!("y = y + len(items({shelf}))")),
        (shelf(), lit(-3..=6)).prop_map(|(shelf, k)| format!(
            "it = top({shelf})\nif it.ok and it.qty > {k}:\n    pay(it.name, it.qty)\nelse:\n    keep(it)"
        )),
    ]
    .boxed()
}

/// Sets: literals over ints and strings, `in` and `not in`, `add`, `discard`, `len`, `set()`,
/// iteration (summed, so CPython's order does not matter), comparisons, identities, and the
/// operators `| & - ^` (augmented ones through an alias, which must see the change).
fn sets() -> BoxedStrategy<String> {
    // One computed item and one input: every pair of items that may be equal is a branch.
    let int_set = (int_expr(), select(vec!["a", "b", "y"])).prop_map(|(p, q)| format!("{{{p}, {q}, 3}}"));
    prop_oneof![
        (int_set.clone(), int_expr(), simple()).prop_map(|(z, e, then)| format!("z = {z}\nif {e} in z:\n    {then}")),
        (str_expr(), str_expr(), select(vec!["in", "not in"]))
            .prop_map(|(w, e, op)| format!("w = {{t, \"ann\"}}\nw.add({w})\nif {e} {op} w:\n    y = y + len(w)")),
        (int_set.clone(), int_expr()).prop_map(|(z, e)| format!("z = {z}\nz.discard({e})\ny = y + len(z)")),
        (int_expr(), 1i64..5).prop_map(|(e, n)| format!(
            "z = set()\nfor i in range({n}):\n    z.add(({e}) % (i + 2))\nassert len(z) <= {n}"
        )),
        int_set.clone().prop_map(|z| format!("z = {z}\nfor v in z:\n    y = y + v")),
        (int_expr(), int_expr()).prop_map(|(p, q)| format!("assert len({{{p}, {q}}}) <= 2 and {p} in {{{q}, {p}}}")),
        (int_set.clone(), int_expr(), select(vec!["<=", "<", "==", ">="]))
            .prop_map(|(z, e, op)| format!("z = {z}\nif z {op} {{3, {e}}}:\n    x = x + 1")),
        (int_set.clone(), int_expr(), select(vec!["|", "&", "-", "^"])).prop_map(|(z, e, op)| format!(
            "z = {z}\nu = z {op} {{{e}, a}}\nassert len(u) <= 5\ny = y + len(u) + sum(u)"
        )),
        (int_set, int_expr(), select(vec!["|", "&", "-", "^"]))
            .prop_map(|(z, e, op)| format!("z = {z}\nu = z\nz {op}= {{{e}, 3}}\nif {e} in u:\n    y = y + len(u)")),
    ]
    .boxed()
}
