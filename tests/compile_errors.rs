//! Programs CPython 3.11 parses but refuses to compile (its symbol table's and compiler's
//! `SyntaxError`s, and an f-string rule of its tokenizer) never run there, so clauz3 refuses
//! them at load with the same message and line; each has a twin CPython compiles, which
//! clauz3 must load. Every case is also compiled by python3 when it is on PATH, so the table
//! cannot drift from CPython.
#![expect(clippy::disallowed_types, reason = "the test runs CPython")]

use clauz3::Program;
use std::io::Write;
use std::process::{Command, Stdio};

/// (program, CPython's message and line, or `None` where CPython compiles it).
const CASES: &[(&str, Option<(&str, u32)>)] = &[
    ("g = 0\n\ndef main(x: int) -> None:\n    print(g)\n    global g\n    g = x\n", Some(("name 'g' is used prior to global declaration", 5))),
    ("g = 0\n\ndef main(x: int) -> None:\n    global g\n    print(g)\n    g = x\n", None),
    ("g = 0\n\ndef main(x: int) -> None:\n    g = 1\n    global g\n", Some(("name 'g' is assigned to before global declaration", 5))),
    ("def main(x: int) -> None:\n    global x\n    x = 1\n", Some(("name 'x' is parameter and global", 2))),
    ("def main(x: int) -> None:\n    def inner(y):\n        nonlocal y\n    inner(x)\n", Some(("name 'y' is parameter and nonlocal", 3))),
    ("def main(x: int) -> None:\n    y = 0\n    def inner():\n        print(y)\n        nonlocal y\n    inner()\n", Some(("name 'y' is used prior to nonlocal declaration", 5))),
    ("def main(x: int) -> None:\n    y = 0\n    def inner():\n        nonlocal y\n        y = x\n    inner()\n", None),
    ("g = 0\n\ndef main(x: int) -> None:\n    global g\n    g: int = x\n", Some(("annotated name 'g' can't be global", 5))),
    ("g: int = 0\nglobal g\n\ndef main(x: int) -> None:\n    pass\n", Some(("annotated name 'g' can't be global", 2))),
    ("def main(x: int) -> None:\n    y = 1\n    def inner():\n        global y\n        nonlocal y\n    inner()\n", Some(("name 'y' is nonlocal and global", 4))),
    ("from __future__ import braces\n\ndef main() -> None:\n    pass\n", Some(("not a chance", 1))),
    ("from __future__ import annotations, spaceships\n\ndef main() -> None:\n    pass\n", Some(("future feature spaceships is not defined", 1))),
    ("import math\nfrom __future__ import annotations\n\ndef main() -> None:\n    pass\n", Some(("from __future__ imports must occur at the beginning of the file", 2))),
    ("\"\"\"A docstring.\"\"\"\nfrom __future__ import annotations\n\ndef main() -> None:\n    pass\n", None),
    ("def main() -> None:\n    from __future__ import annotations\n", Some(("from __future__ imports must occur at the beginning of the file", 2))),
    ("x = yield 1\n\ndef main() -> None:\n    pass\n", Some(("'yield' outside function", 1))),
    ("class C:\n    x = yield\n\ndef main() -> None:\n    pass\n", Some(("'yield' outside function", 2))),
    ("def main() -> list:\n    return [(yield i) for i in range(3)]\n", Some(("'yield' inside list comprehension", 2))),
    ("def main() -> object:\n    return {i: (yield) for i in range(3)}\n", Some(("'yield' inside dict comprehension", 2))),
    ("def main() -> list:\n    def gen():\n        yield 1\n    return [i for i in gen()]\n", None),
    ("def main() -> int:\n    if True:\n        break\n    return 0\n", Some(("'break' outside loop", 3))),
    ("def main() -> int:\n    for i in range(3):\n        pass\n    else:\n        continue\n    return 0\n", Some(("'continue' not properly in loop", 5))),
    ("def main() -> int:\n    for i in range(3):\n        def inner():\n            break\n    return 0\n", Some(("'break' outside loop", 4))),
    ("def main() -> int:\n    n = 0\n    for i in range(3):\n        try:\n            n += i\n        finally:\n            continue\n    return n\n", None),
    ("class C:\n    return 1\n\ndef main() -> None:\n    pass\n", Some(("'return' outside function", 2))),
    ("def main() -> float:\n    from math import *\n    return pi\n", Some(("import * only allowed at module level", 2))),
    ("def main(xs: list) -> str:\n    return f\"{'\\n'.join(xs)}\"\n", Some(("f-string expression part cannot include a backslash", 2))),
    ("def main(xs: list) -> str:\n    nl = '\\n'\n    return f\"{nl.join(xs)}\\n{xs!r:>{10}}\"\n", None),
    ("def main(xs: list) -> int:\n    return max(x * 2 for x in xs, default=0)\n", Some(("Generator expression must be parenthesized", 2))),
    ("def main(xs: list) -> int:\n    return sum((x) for x in range(3),)\n", Some(("Generator expression must be parenthesized", 2))),
    ("def main(xs: list) -> int:\n    return max((x * 2 for x in xs), default=sum(x for x in [(1)]))\n", None),
    ("def main(xs: list) -> int:\n    return max(((x, ')') for x in xs), default=(0, ''))[0]\n", None),
    ("def main(xs: list) -> int:\n    return max((x)[0] for x in xs, default=0)\n", Some(("Generator expression must be parenthesized", 2))),
    ("def main(xs: list) -> list:\n    return [i := 0 for i in xs]\n", Some(("assignment expression cannot rebind comprehension iteration variable 'i'", 2))),
    ("def main(xs: list) -> list:\n    return [[j := i for i in xs] for j in xs]\n", Some(("assignment expression cannot rebind comprehension iteration variable 'j'", 2))),
    ("def main(xs: list) -> list:\n    return [y for y in (w := xs)]\n", Some(("assignment expression cannot be used in a comprehension iterable expression", 2))),
    ("class C:\n    ys = [(last := y) for y in range(3)]\n\ndef main() -> None:\n    pass\n", Some(("assignment expression within a comprehension cannot be used in a class body", 2))),
    ("def main(xs: list) -> list:\n    total = 0\n    return [total := total + x for x in xs]\n", None),
    ("def main(xs: list) -> None:\n    *rest = xs\n", Some(("starred assignment target must be in a list or tuple", 2))),
    ("def main(xs: list) -> None:\n    for first, *mid, *last in [xs]:\n        pass\n", Some(("multiple starred expressions in assignment", 2))),
    ("def main(xs: list) -> None:\n    a, b = 1, 2\n    a, b += 1, 1\n", Some(("'tuple' is an illegal expression for augmented assignment", 3))),
    ("def main(x: int) -> int:\n    match (x, x):\n        case (a, a):\n            return a\n    return 0\n", Some(("multiple assignments to name 'a' in pattern", 3))),
    ("def main(x: int) -> int:\n    match [x]:\n        case [a] as a:\n            return a\n    return 0\n", Some(("multiple assignments to name 'a' in pattern", 3))),
    ("def main(x: int) -> int:\n    match [x, x]:\n        case [a, b] | [b, a]:\n            return a\n    return 0\n", None),
    ("def main(xs: list) -> list:\n    (a, *b), *c = [[1, 2], 3]\n    [*d] = xs\n    *e, = xs\n    return [a, b, c, d, e]\n", None),
];

/// CPython's verdict on each program: `ok`, or its message and line.
fn cpython(sources: &[&str]) -> Option<Vec<Option<(String, u32)>>> {
    let script = "import sys\nfor src in sys.stdin.read().split('\\x00'):\n    try:\n        compile(src, 'c.py', 'exec')\n        print('ok')\n    except SyntaxError as e:\n        print(f'{e.msg}\\t{e.lineno}')\n";
    let Ok(mut child) = Command::new("python3")
        .args(["-c", script])
        .env("PYTHONIOENCODING", "utf-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
    else {
        eprintln!("note: python3 is not on PATH; CPython's verdicts are not compared");
        return None;
    };
    child.stdin.take().expect("stdin").write_all(sources.join("\0").as_bytes()).expect("python3 reads");
    let out = child.wait_with_output().expect("python3 runs");
    let verdicts = String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(|line| line.split_once('\t').map(|(m, l)| (m.to_owned(), l.parse().expect("a line number"))))
        .collect::<Vec<_>>();
    assert_eq!(verdicts.len(), sources.len(), "python3 answered every program");
    Some(verdicts)
}

#[test]
fn programs_cpython_will_not_compile_are_refused_with_its_message_and_line() {
    let sources: Vec<&str> = CASES.iter().map(|(source, _)| *source).collect();
    if let Some(verdicts) = cpython(&sources) {
        for ((source, expected), cpython) in CASES.iter().zip(verdicts) {
            let expected = expected.map(|(m, l)| (m.to_owned(), l));
            assert_eq!(cpython, expected, "CPython disagrees with the table on:\n{source}");
        }
    }
    for (source, expected) in CASES {
        match (Program::from_source("c.py", source, &[]), expected) {
            (Ok(_), None) => {}
            (Ok(_), Some((message, _))) => panic!("loaded, but CPython refuses it ({message}):\n{source}"),
            (Err(e), None) => panic!("refused, but CPython compiles it:\n{source}\n{}", e.text),
            (Err(e), Some((message, line))) => {
                let head = format!("error[syntax]: invalid syntax: {message}");
                assert!(e.text.starts_with(&head), "{}\nwanted: {head}", e.text);
                assert!(e.text.contains(&format!("c.py:{line}:")), "{}\nwanted line {line}", e.text);
            }
        }
    }
}

/// The cases of `tests/data/compile_errors/cases.txt`: each program under a line with
/// CPython's verdict, `#### ok` or `#### error LINE: MESSAGE` (written by
/// `scripts/compile-error-cases.py`).
fn data_cases() -> Vec<(String, Option<(String, u32)>)> {
    let text = include_str!("data/compile_errors/cases.txt");
    let mut cases: Vec<(String, Option<(String, u32)>)> = Vec::new();
    for line in text.split_inclusive('\n') {
        if let Some(verdict) = line.strip_prefix("#### ") {
            let verdict = verdict.trim_end_matches('\n');
            let expected = verdict.strip_prefix("error ").map(|rest| {
                let (line, message) = rest.split_once(": ").expect("error LINE: MESSAGE");
                (message.to_owned(), line.parse().expect("a line number"))
            });
            assert!(expected.is_some() || verdict == "ok", "a verdict line: {verdict}");
            cases.push((String::new(), expected));
        } else {
            cases.last_mut().expect("a verdict line first").0.push_str(line);
        }
    }
    cases
}

#[test]
fn the_case_file_agrees_with_cpython_and_clauz3() {
    let cases = data_cases();
    let sources: Vec<&str> = cases.iter().map(|(source, _)| source.as_str()).collect();
    if let Some(verdicts) = cpython(&sources) {
        for ((source, expected), cpython) in cases.iter().zip(verdicts) {
            assert_eq!(&cpython, expected, "CPython disagrees with the case file on:\n{source}");
        }
    }
    let mut wrong = Vec::new();
    for (source, expected) in &cases {
        let outcome = match (Program::from_source("c.py", source, &[]), expected) {
            (Ok(_), None) => continue,
            (Ok(_), Some((message, _))) => format!("loaded, but CPython refuses it ({message})"),
            (Err(e), None) if !e.text.starts_with("error[syntax]") && !e.text.starts_with("error[limit]") => continue,
            (Err(e), None) => format!("refused, but CPython compiles it: {}", e.text),
            (Err(e), Some((message, line))) => {
                let head = format!("error[syntax]: invalid syntax: {message}\n");
                if e.text.starts_with(&head) && e.text.contains(&format!("c.py:{line}:")) {
                    continue;
                }
                format!("{}wanted: {head}at line {line}", e.text)
            }
        };
        wrong.push(format!("{source}-> {outcome}"));
    }
    assert!(wrong.is_empty(), "{} of {} cases differ:\n\n{}", wrong.len(), cases.len(), wrong.join("\n\n"));
}

/// The modules clauz3 ships are parsed at load without the refusals above (and without the
/// nesting limits), which would cost a third of their parse in every process; this holds each
/// of them, as the binary holds it, to every refusal a user's file meets.
#[test]
fn every_shipped_module_passes_the_rules_its_load_leaves_out() {
    let mut map = clauz3::source::SourceMap::default();
    let mut refused = Vec::new();
    let mut count = 0;
    for (module, text) in clauz3::layer::shipped_texts() {
        count += 1;
        let file = map.add(clauz3::source::SourceFile::new(format!("<clauz3>/{module}.py"), text));
        if let Err(d) = clauz3::syntax::parse(&map, file) {
            refused.push(format!("{module}: {d:?}"));
        }
    }
    assert!(count > 40, "only {count} shipped modules listed");
    assert!(refused.is_empty(), "shipped modules a user's file could not be:\n{}", refused.join("\n"));
}
