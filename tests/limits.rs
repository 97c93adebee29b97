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
    // Parentheses add no level; CPython compiles about 2,990 levels and so does clauz3.
    let source = format!("def main() -> int:\n    return {}1{}\n", "-(".repeat(2_900), ")".repeat(2_900));
    assert!(Program::from_source("nested.py", &source, &[]).is_ok());
    let source = format!("def main() -> int:\n    return {}1{}\n", "-(".repeat(3_100), ")".repeat(3_100));
    let err = Program::from_source("nested.py", &source, &[]).err().expect("refused");
    assert!(err.text.starts_with("error[limit]: expression nested more than 3000 levels deep"), "{}", err.text);
    let source = format!("def main() -> list:\n    return {}{}\n", "[".repeat(5000), "]".repeat(5000));
    assert!(Program::from_source("nested.py", &source, &[]).is_err());
}

#[test]
fn recursion_deeper_than_the_native_stack_allows_is_fine_when_the_limit_allows_it() {
    let limits = Limits { max_depth: 120_000, ..Limits::default() };
    let trace = run("def depth(n: int) -> int:\n    if n == 0:\n        return 0\n    return 1 + depth(n - 1)\n\ndef main() -> int:\n    return depth(100000)\n", limits);
    assert_eq!(trace.returned.as_deref(), Some("100000"));
}
