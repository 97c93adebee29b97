//! Exceeding a limit is a `limit` diagnostic naming the limit and the place: never a hang, a
//! panic or an out-of-memory.

use clauz3::{dry_run, DryRunOptions, Limits, Program};

fn run(source: &str, limits: Limits) -> clauz3::EffectTrace {
    let program = Program::from_source("limits.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    dry_run(&program, &DryRunOptions { limits, ..DryRunOptions::default() })
}

fn failure(source: &str, limits: Limits) -> (String, String, u32) {
    let trace = run(source, limits);
    let f = trace.failure.expect("the run must stop");
    (f.error, f.message, f.location.map_or(0, |l| l.line))
}

#[test]
fn an_endless_loop_runs_out_of_steps() {
    let (error, message, line) = failure(
        "def main() -> int:\n    n = 0\n    while True:\n        n += 1\n    return n\n",
        Limits { max_steps: 10_000, ..Limits::default() },
    );
    assert_eq!((error.as_str(), message.as_str(), line), ("LimitExceeded", "the program ran more than 10000 steps", 4));
}

#[test]
fn a_run_stops_at_the_exact_step_past_its_budget() {
    // The run takes some thousands of steps (past a clock reading every 4096): a budget of
    // exactly that many lets it finish, one fewer stops it, at every size tried.
    let source = "def main() -> int:\n    n = 0\n    for i in range(5000):\n        n += i\n    return n\n";
    let steps = run(source, Limits::default()).steps;
    assert!(steps > 4096, "{steps}");
    for budget in [steps, steps + 1, steps.next_multiple_of(4096)] {
        let trace = run(source, Limits { max_steps: budget, ..Limits::default() });
        assert!(trace.failure.is_none(), "budget {budget} of a run of {steps} steps");
        assert_eq!(trace.steps, steps);
    }
    for budget in [steps - 1, 4096, 4095, 1] {
        let (error, message, _) = failure(source, Limits { max_steps: budget, ..Limits::default() });
        assert_eq!((error.as_str(), message), ("LimitExceeded", format!("the program ran more than {budget} steps")));
    }
}

#[test]
fn a_long_comprehension_counts_steps_too() {
    let (error, _, line) = failure(
        "def main() -> int:\n    return len([i for i in range(1000000)])\n",
        Limits { max_steps: 1_000, ..Limits::default() },
    );
    assert_eq!((error.as_str(), line), ("LimitExceeded", 2));
}

#[test]
fn runaway_recursion_hits_the_depth_limit() {
    let (error, message, line) = failure(
        "def down(n: int) -> int:\n    return down(n + 1)\n\ndef main() -> int:\n    return down(0)\n",
        Limits::default(),
    );
    assert_eq!(error, "LimitExceeded");
    assert_eq!(message, "calls nested more than 1000 deep (maximum recursion depth exceeded)");
    assert_eq!(line, 2);
}

#[test]
fn runaway_generator_resumes_hit_the_depth_limit() {
    // Each level's resume enters a call (`Domain::enter_call`), whose error is built out of line.
    let (error, message, line) = failure(
        "def chain(n: int):\n    if n == 0:\n        yield 0\n        return\n    yield from chain(n - 1)\n\ndef main() -> int:\n    return sum(chain(2000))\n",
        Limits::default(),
    );
    assert_eq!(error, "LimitExceeded");
    assert_eq!(message, "calls nested more than 1000 deep (maximum recursion depth exceeded)");
    assert_eq!(line, 5);
}

#[test]
fn deep_but_bounded_recursion_is_fine() {
    let trace = run("def depth(n: int) -> int:\n    if n == 0:\n        return 0\n    return 1 + depth(n - 1)\n\ndef main() -> int:\n    return depth(990)\n", Limits::default());
    assert_eq!(trace.returned.as_deref(), Some("990"));
}

#[test]
fn huge_values_are_refused_before_they_are_built() {
    for (source, what) in [
        ("def main() -> int:\n    return 2 ** 100000000\n", "bits"),
        ("def main() -> int:\n    return 1 << 100000000\n", "bits"),
        ("def main() -> int:\n    return len('ab' * 1000000000)\n", "items"),
        ("def main() -> int:\n    return len([0] * 1000000000)\n", "items"),
        ("def main() -> int:\n    return len(list(range(1000000000)))\n", "items"),
    ] {
        let (error, message, line) = failure(source, Limits::default());
        assert_eq!((error.as_str(), line), ("LimitExceeded", 2), "{source}");
        assert!(message.ends_with(what), "{source}: {message}");
    }
}

#[test]
fn growing_a_list_forever_hits_a_limit() {
    let (error, _, _) = failure(
        "def main() -> int:\n    xs = [1]\n    while True:\n        xs = xs + xs\n    return 0\n",
        Limits::default(),
    );
    assert_eq!(error, "LimitExceeded");
}

#[test]
fn deeply_nested_expressions_are_a_diagnostic_not_a_crash() {
    // CPython compiles about 2,990 levels and so does clauz3.
    let source = format!("def main() -> int:\n    return {}1\n", "-".repeat(2_900));
    assert!(Program::from_source("nested.py", &source, &[]).is_ok());
    let source = format!("def main() -> int:\n    return {}1\n", "-".repeat(3_100));
    let err = Program::from_source("nested.py", &source, &[]).err().expect("refused");
    assert!(err.text.starts_with("error[limit]: expression nested more than 3000 levels deep"), "{}", err.text);
    let source = format!("def main() -> list:\n    return {}{}\n", "[".repeat(5000), "]".repeat(5000));
    assert!(Program::from_source("nested.py", &source, &[]).is_err());
}

/// Whether python3, reading `source` as its main module, compiles it (`None` without python3).
#[expect(clippy::disallowed_types, reason = "the test runs CPython")]
fn cpython_compiles(source: &str) -> Option<bool> {
    use std::io::Write;
    let mut child = std::process::Command::new("python3")
        .arg("-")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(source.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    Some(!String::from_utf8_lossy(&out.stderr).contains("RecursionError"))
}

#[test]
fn statements_and_expressions_nest_as_deep_as_cpython_compiles_and_run() {
    let sum = |n: usize| vec!["y"; n].join(" + ");
    let main = |body: String| format!("def main() -> None:\n    y = 1\n    print({body})\n");
    // (program, whether CPython 3.11 compiles it, what it prints): its compiler counts the
    // statements around an expression too, whatever the terms are.
    let cases = [
        (format!("y = 1\nx = {}\n\ndef main() -> None:\n    print(x)\n", sum(2_999)), true, "2999"),
        (format!("y = 1\nx = {}\n\ndef main() -> None:\n    print(x)\n", sum(3_000)), false, ""),
        (main(sum(2_997)), true, "2997"),
        (main(sum(2_998)), false, ""),
        (main(format!("{}y", "-".repeat(2_996))), true, "1"),
        (main(format!("{}y", "-".repeat(2_997))), false, ""),
    ];
    for (source, compiles, printed) in &cases {
        let head = &source[..40];
        if let Some(cpython) = cpython_compiles(source) {
            assert_eq!(cpython, *compiles, "CPython disagrees with the table on {head}");
        }
        match Program::from_source("deep.py", source, &[]) {
            Ok(program) => {
                assert!(compiles, "accepted, but CPython refuses it: {head}");
                let trace = dry_run(&program, &DryRunOptions::default());
                assert!(trace.failure.is_none(), "{head}: {:?}", trace.failure.map(|f| f.message));
                assert_eq!(trace.output.trim(), *printed, "{head}");
            }
            Err(e) => {
                assert!(!compiles, "refused, but CPython compiles it: {head}\n{}", e.text);
                assert!(e.text.starts_with("error[limit]: expression nested more than 3000 levels deep"), "{}", e.text);
            }
        }
    }
}

#[test]
fn recursion_deeper_than_the_native_stack_allows_is_fine_when_the_limit_allows_it() {
    let limits = Limits { max_depth: 120_000, ..Limits::default() };
    let trace = run("def depth(n: int) -> int:\n    if n == 0:\n        return 0\n    return 1 + depth(n - 1)\n\ndef main() -> int:\n    return depth(100000)\n", limits);
    assert_eq!(trace.returned.as_deref(), Some("100000"));
}

/// The text of the diagnostic refusing `source`, which must be refused.
fn refusal(source: &str) -> String {
    Program::from_source("nested.py", source, &[]).err().expect("refused").text
}

#[test]
fn more_than_200_brackets_open_at_once_is_a_syntax_error_as_in_cpython() {
    for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
        let source = format!("def main() -> object:\n    return {}1{}\n", open.repeat(200), close.repeat(200));
        assert!(Program::from_source("nested.py", &source, &[]).is_ok(), "{open}");
        let source = format!("def main() -> object:\n    return {}1{}\n", open.repeat(201), close.repeat(201));
        let text = refusal(&source);
        assert!(text.starts_with("error[syntax]: invalid syntax: too many nested parentheses"), "{text}");
        // At the 201st bracket: `    return ` is 11 columns.
        assert!(text.contains("nested.py:2:212"), "{text}");
    }
    // Brackets closed again do not add up, and brackets in an f-string's text are its own.
    let calls = "print(len(str(1)))\n    ".repeat(100);
    let fstring = format!("f'{{{}1{}}}'", "(".repeat(150), ")".repeat(150));
    let source = format!("def main() -> None:\n    {calls}x = {fstring} + {}'a'{}\n", "(".repeat(100), ")".repeat(100));
    assert!(Program::from_source("nested.py", &source, &[]).is_ok());
}

/// `depth` loops (or other blocks written by `open`) nested in `main`, around `pass`.
fn nested_blocks(depth: usize, open: impl Fn(usize) -> String) -> String {
    let mut source = String::from("from contextlib import suppress\n\ndef main(xs: list[int]) -> None:\n");
    for level in 0..depth {
        source += &format!("{}{}\n", "    ".repeat(level + 1), open(level));
    }
    source + &format!("{}pass\n", "    ".repeat(depth + 1))
}

#[test]
fn more_than_20_nested_blocks_is_a_syntax_error_as_in_cpython() {
    let for_loop = |level: usize| format!("for x{level} in xs:");
    assert!(Program::from_source("nested.py", &nested_blocks(20, for_loop), &[]).is_ok());
    let text = refusal(&nested_blocks(21, for_loop));
    assert!(text.starts_with("error[syntax]: invalid syntax: too many statically nested blocks"), "{text}");
    assert!(text.contains("nested.py:24:85"), "{text}");
    // `with a, b:` holds two blocks; `if` holds none.
    let with_two = |level: usize| format!("with suppress(ValueError) as a{level}, suppress(KeyError):");
    assert!(Program::from_source("nested.py", &nested_blocks(10, with_two), &[]).is_ok());
    assert!(refusal(&nested_blocks(11, with_two)).contains("statically nested blocks"));
    let branch = |level: usize| format!("if len(xs) > {level}:");
    assert!(Program::from_source("nested.py", &nested_blocks(60, branch), &[]).is_ok());
    // A function or class body starts over.
    let outer = nested_blocks(15, for_loop);
    let inner = nested_blocks(15, for_loop).replace("def main(", "def inner(");
    let inner: String = inner.lines().skip(2).map(|line| format!("{}{line}\n", "    ".repeat(16))).collect();
    let source = outer.trim_end().strip_suffix("pass").expect("ends with pass").to_owned() + inner.trim_start();
    assert!(Program::from_source("nested.py", &source, &[]).is_ok(), "{source}");
}

#[test]
fn an_except_handler_holds_two_blocks_and_a_finally_one() {
    // Nested in `except` bodies: ten levels are fine, the eleventh handler is refused there.
    let in_handler = |level: usize| format!("try:\n{0}    pass\n{0}except ValueError:", "    ".repeat(level + 1));
    assert!(Program::from_source("nested.py", &nested_blocks(10, in_handler), &[]).is_ok());
    let text = refusal(&nested_blocks(11, in_handler));
    assert!(text.contains("statically nested blocks") && text.contains("nested.py:34:"), "{text}");
    let in_finally = |level: usize| format!("try:\n{0}    pass\n{0}finally:", "    ".repeat(level + 1));
    assert!(Program::from_source("nested.py", &nested_blocks(20, in_finally), &[]).is_ok());
    assert!(refusal(&nested_blocks(21, in_finally)).contains("statically nested blocks"));
    // The `else` of a loop or a `try` is outside it.
    let in_else = |level: usize| format!("for y in xs:\n{0}    pass\n{0}else:", "    ".repeat(level + 1));
    assert!(Program::from_source("nested.py", &nested_blocks(30, in_else), &[]).is_ok());
}
