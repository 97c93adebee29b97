//! Differential test of the interpreter against CPython: random subset expressions must give
//! the same `repr` (or the same exception class) under both. Needs `python3` on PATH.
#![expect(clippy::disallowed_types, clippy::disallowed_methods, reason = "the test runs CPython")]

use clauz3::{dry_run, DryRunOptions, Program};
use proptest::prelude::*;
use std::io::Write;
use std::process::{Command, Stdio};

fn leaf() -> impl Strategy<Value = String> {
    prop_oneof![
        (-20i64..20).prop_map(|i| if i < 0 { format!("({i})") } else { i.to_string() }),
        Just("(10 ** 20)".to_owned()),
        Just("9223372036854775807".to_owned()),
        prop::sample::select(vec!["0.5", "(-1.25)", "3.0", "1e16", "0.1", "(-0.0)", "2.675"]).prop_map(str::to_owned),
        prop::sample::select(vec!["'a'", "'Bc d'", "''", "'x,y,,z'", "' pad '", "'é'", "\"it's\""])
            .prop_map(str::to_owned),
        prop::sample::select(vec!["True", "False", "None"]).prop_map(str::to_owned),
    ]
}

fn expr() -> impl Strategy<Value = String> {
    leaf().prop_recursive(4, 32, 3, |inner| {
        let binop = prop::sample::select(vec![
            "+", "-", "*", "//", "%", "/", "<", "<=", "==", "!=", ">", "&", "|", "^", " and ", " or ", " in ",
            " not in ",
        ]);
        prop_oneof![
            (inner.clone(), binop, inner.clone()).prop_map(|(a, op, b)| format!("({a}{op}{b})")),
            (inner.clone(), 0u32..4).prop_map(|(a, e)| format!("({a} ** {e})")),
            (inner.clone(), 0i64..6).prop_map(|(a, n)| format!("({a} << {n})")),
            inner.clone().prop_map(|a| format!("(-{a})")),
            inner.clone().prop_map(|a| format!("(not {a})")),
            prop::collection::vec(inner.clone(), 0..4).prop_map(|v| format!("[{}]", v.join(", "))),
            prop::collection::vec(inner.clone(), 0..3).prop_map(|v| format!(
                "({}{})",
                v.join(", "),
                if v.len() == 1 { "," } else { "" }
            )),
            (inner.clone(), -3i64..4).prop_map(|(a, i)| format!("({a})[{i}]")),
            (inner.clone(), -3i64..4, -3i64..4).prop_map(|(a, i, j)| format!("({a})[{i}:{j}]")),
            inner.clone().prop_map(|a| format!("({a})[::-1]")),
            (
                prop::sample::select(vec![
                    "len", "abs", "str", "int", "float", "bool", "round", "sorted", "list", "tuple", "min", "max",
                    "sum", "any", "all"
                ]),
                inner.clone()
            )
                .prop_map(|(f, a)| format!("{f}({a})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("min({a}, {b})")),
            (inner.clone(), 0i64..4).prop_map(|(a, n)| format!("round({a}, {n})")),
            (
                inner.clone(),
                prop::sample::select(vec![
                    "", ":>6", ":<5", ":^7", ":08.3f", ":.2e", ":,", ":x", ":+d", ":.3g", ":%", "!r", ":05", ":<05",
                    ":_", ":=8", ":*>4", ":#o", ":.1"
                ])
            )
                .prop_map(|(a, spec)| format!("f'<{{{a}{spec}}}>'")),
            (
                inner.clone(),
                prop::sample::select(vec![
                    ".upper()",
                    ".lower()",
                    ".strip()",
                    ".split()",
                    ".split(',')",
                    ".replace('a', 'xy')",
                    ".find('a')",
                    ".count('a')",
                    ".startswith('a')",
                    ".endswith('d')",
                    ".lstrip(' p')",
                    ".index('a')",
                ])
            )
                .prop_map(|(a, m)| format!("({a}){m}")),
            (inner.clone(), inner.clone()).prop_map(|(sep, items)| format!("({sep}).join({items})")),
            (inner.clone(), inner.clone(), inner.clone()).prop_map(|(a, c, b)| format!("({a} if {c} else {b})")),
            (inner.clone(), inner.clone(), inner.clone()).prop_map(|(a, b, c)| format!("({a} < {b} <= {c})")),
            (inner.clone(), inner.clone()).prop_map(|(k, v)| format!("{{{k}: {v}}}")),
            (inner.clone(), inner.clone(), inner.clone())
                .prop_map(|(k, v, q)| format!("{{{k}: {v}}}.get({q}, 'none')")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("list(zip({a}, {b}))")),
            (prop::sample::select(vec!["enumerate", "reversed", "set"]), inner.clone()).prop_map(|(f, a)| {
                if f == "set" {
                    format!("sorted(set({a}))")
                } else {
                    format!("list({f}({a}))")
                }
            }),
            inner.clone().prop_map(|a| format!("sorted({a}, reverse=True)")),
            inner.clone().prop_map(|a| format!("[x * 2 for x in {a} if x]")),
            inner.prop_map(|a| format!("{{x: 1 for x in {a}}}")),
        ]
    })
}

/// What CPython says for each expression: `repr` or `!ExceptionName`.
fn cpython(exprs: &[String]) -> Vec<String> {
    let mut script =
        String::from("import sys\nfor src in sys.stdin.read().split('\\x00'):\n    if not src: continue\n");
    script.push_str("    try:\n        r = repr(eval(src, {'__builtins__': __builtins__}))\n    except Exception as e:\n        r = '!' + type(e).__name__\n");
    script.push_str("    print(r.encode('unicode_escape').decode('ascii'))\n");
    let mut child = Command::new("python3")
        .args(["-c", &script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    child.stdin.take().unwrap().write_all(exprs.join("\0").as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    String::from_utf8(out.stdout).unwrap().lines().map(str::to_owned).collect()
}

fn clauz3(expr: &str) -> String {
    let source = format!("def main():\n    return {expr}\n");
    let program = match Program::from_source("expr.py", &source, &[]) {
        Ok(p) => p,
        Err(e) if e.json.iter().all(|d| d["kind"] == "syntax") => return "!SyntaxError".to_owned(),
        Err(e) => return format!("!refused: {}", e.text),
    };
    let trace = dry_run(&program, &DryRunOptions::default());
    let text = match (&trace.returned, &trace.failure) {
        (Some(r), _) => r.clone(),
        (None, Some(f)) => format!("!{}", f.error),
        (None, None) => "!nothing".to_owned(),
    };
    text.chars()
        .flat_map(|c| if c.is_ascii() && c != '\\' { vec![c] } else { c.escape_unicode().collect::<Vec<_>>() })
        .collect()
}

fn normalise(cpython: &str) -> String {
    // Re-escape CPython's unicode_escape output the way `clauz3` lines are escaped.
    let decoded: String = unescape(cpython);
    decoded
        .chars()
        .flat_map(|c| if c.is_ascii() && c != '\\' { vec![c] } else { c.escape_unicode().collect::<Vec<_>>() })
        .collect()
}

fn unescape(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' && i + 1 < bytes.len() {
            let (c, len) = match bytes[i + 1] {
                b'\\' => ('\\', 2),
                b'n' => ('\n', 2),
                b't' => ('\t', 2),
                b'r' => ('\r', 2),
                b'x' => (char::from_u32(u32::from_str_radix(&s[i + 2..i + 4], 16).unwrap()).unwrap(), 4),
                b'u' => (char::from_u32(u32::from_str_radix(&s[i + 2..i + 6], 16).unwrap()).unwrap_or('?'), 6),
                b'U' => (char::from_u32(u32::from_str_radix(&s[i + 2..i + 10], 16).unwrap()).unwrap_or('?'), 10),
                _ => ('\\', 1),
            };
            out.push(c);
            i += len;
        } else {
            out.push(bytes[i] as char);
            i += 1;
        }
    }
    out
}

proptest! {
    // 24 batches of 150 expressions by default; PROPTEST_CASES asks for more.
    #![proptest_config(ProptestConfig::with_cases(std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(24)))]

    #[test]
    fn expressions_evaluate_like_cpython(exprs in prop::collection::vec(expr(), 150)) {
        let expected = cpython(&exprs);
        prop_assert_eq!(expected.len(), exprs.len());
        let mut refused = 0;
        for (e, want) in exprs.iter().zip(&expected) {
            let got = clauz3(e);
            if got.starts_with("!refused: error[unsupported]: printf-style") || got == "!Unsupported" {
                // `'...' % x` is outside the subset on purpose.
                refused += 1;
                continue;
            }
            // A name CPython only finds missing at run time, clauz3 refuses before running.
            if want == "!NameError" && got.starts_with("!refused: error[unsupported]: name `") {
                continue;
            }
            // Where CPython runs out of memory, clauz3 stops at its size limit first.
            let want = if want == "!MemoryError" { "!LimitExceeded".to_owned() } else { normalise(want) };
            prop_assert_eq!(&got, &want, "expression: {}", e);
        }
        prop_assert!(refused * 10 < exprs.len(), "too many expressions were outside the subset: {}", refused);
    }
}
