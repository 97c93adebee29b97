//! Issue 27's soundness suite. Each program under `tests/data/soundness/<class>/` states the
//! verdict a correct prover gives (`# expect: proved|failed|skipped`) and sample inputs
//! (`# inputs: (0, ''), ...`), and is checked three ways: the prover's verdict and
//! counterexample, the interpreter's runs, and CPython's runs (all programs in one batch per
//! phase). Every mismatch of every program is listed, one line each, before the test fails,
//! as `class/file.py: leg: what differed`, the leg being one of
//! - `unsound`: proved, but the program is expected to fail (CPython makes it fail);
//! - `broken`: the prover panicked;
//! - `verdict`: another wrong verdict (a refutation of a program expected proved, ...);
//! - `incomplete`: skipped (or refused) where a correct prover decides, or no answer in time
//!   (Z3 4.8 does not always stop at a check's deadline), unless the program is
//!   listed in `incomplete.txt` (what the prover cannot decide yet, with why; a listed program
//!   that gets its expected verdict is printed, to be taken off the list);
//! - `counterexample`: the refutation's example does not fail with the claimed exception
//!   class under the interpreter or CPython, or it is empty, or lacks a parameter;
//! - `parity`: the interpreter and CPython differ on a sample input;
//! - `interpreter`: the interpreter refused or broke on the program;
//! - `program`, `header`: the program itself is wrong (a sample of a program expected proved
//!   fails under CPython, no header input of one expected failed does, a bad header).
//!
//! `SOUNDNESS_FILTER=<part of the path> cargo test --test soundness` checks only the programs
//! whose `class/file.py` contains it.
#![expect(
    clippy::disallowed_types,
    clippy::disallowed_methods,
    reason = "the suite reads its programs and the filter, and runs CPython"
)]

mod soundness_support;

use clauz3::{dry_run, prove, DryRunOptions, Program, ProveOptions};
use soundness_support::{cpython, defaults, python_call, split_top_level, Cpython, Expect, Outcome, Verdict};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::mpsc;
use std::time::Duration;

const ROOT: &str = "tests/data/soundness";
/// Per solver query, and for the whole proof of one program.
const QUERY_TIMEOUT_MS: u32 = 2_000;
const PROOF_WALL: Duration = Duration::from_secs(10);
const WORKERS: usize = 2;

/// One program of the suite, as its header and `def main` line describe it.
struct Case {
    /// `class/file.py`.
    name: String,
    source: String,
    expect: Expect,
    params: Vec<(String, String)>,
    returns: String,
    /// The calls to check: the header's inputs, then defaults from the parameters' types.
    calls: Vec<String>,
}

/// What the prover and the interpreter made of one program.
struct Checked {
    verdict: Verdict,
    /// The interpreter's outcome on each of the case's calls (empty when it refused to load).
    samples: Vec<Outcome>,
    /// The counterexample as a call, with the interpreter's outcome on it.
    counterexample: Option<(String, Outcome)>,
}

fn cases(problems: &mut Vec<String>) -> Vec<Case> {
    let filter = std::env::var("SOUNDNESS_FILTER").unwrap_or_default();
    let mut paths = Vec::new();
    for class in std::fs::read_dir(ROOT).unwrap().flatten().filter(|c| c.path().is_dir()) {
        for file in std::fs::read_dir(class.path()).unwrap().flatten() {
            let path = file.path();
            if path.extension().is_some_and(|e| e == "py") {
                paths.push(path);
            }
        }
    }
    paths.sort();
    let mut out = Vec::new();
    for path in paths {
        let name = path.strip_prefix(ROOT).unwrap().to_string_lossy().replace('\\', "/");
        if !name.contains(&filter) {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        match parse_case(&name, &source) {
            Ok(case) => out.push(case),
            Err(why) => problems.push(format!("{name}: header: {why}")),
        }
    }
    out
}

fn parse_case(name: &str, source: &str) -> Result<Case, String> {
    let header = |key: &str| source.lines().find_map(|l| l.strip_prefix(key).map(str::trim));
    let expect = match header("# expect:") {
        Some("proved") => Expect::Proved,
        Some("failed") => Expect::Failed,
        Some("skipped") => Expect::Skipped,
        other => return Err(format!("`# expect:` must be proved, failed or skipped, not {other:?}")),
    };
    let inputs: Vec<String> = split_top_level(header("# inputs:").unwrap_or(""));
    if inputs.len() < 4 || inputs.iter().any(|t| !t.starts_with('(') || !t.ends_with(')')) {
        return Err(format!("`# inputs:` needs at least 4 argument tuples, has {inputs:?}"));
    }
    let def = source.lines().find(|l| l.starts_with("def main(")).ok_or("no `def main(`")?;
    let (inside, after) = def["def main(".len()..].rsplit_once(')').ok_or("unclosed `def main(`")?;
    let returns =
        after.trim().strip_prefix("->").and_then(|r| r.strip_suffix(':')).ok_or("main has no return annotation")?;
    let params: Vec<(String, String)> = split_top_level(inside)
        .iter()
        .map(|p| match p.split_once(':') {
            Some((n, t)) => Ok((n.trim().to_owned(), t.trim().to_owned())),
            None => Err(format!("parameter `{p}` has no annotation")),
        })
        .collect::<Result<_, _>>()?;
    let mut calls: Vec<String> = inputs.iter().map(|t| format!("main{t}")).collect();
    calls.extend(defaults(&params).into_iter().map(|args| format!("main({args})")));
    Ok(Case {
        name: name.to_owned(),
        source: source.to_owned(),
        expect,
        params,
        returns: returns.trim().to_owned(),
        calls,
    })
}

/// Runs `f` on a thread of its own with a big stack, at most `wall` long; a panic or a
/// timeout comes back as the error text.
fn guarded<T: Send + 'static>(wall: Duration, f: impl FnOnce() -> T + Send + 'static) -> Result<T, String> {
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            let _ = tx.send(catch_unwind(AssertUnwindSafe(f)).map_err(|_| last_panic()));
        })
        .unwrap();
    match rx.recv_timeout(wall) {
        Ok(result) => result,
        Err(_) => Err(format!("gave no answer within {} s", wall.as_secs())),
    }
}

thread_local! {
    /// The last panic on this thread, as the hook saw it (message and location).
    static LAST_PANIC: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// Panics of the legs are report lines, not noise on stderr: the hook keeps each one for
/// [`last_panic`] until the suite has judged every program.
fn keep_panics_quiet() {
    std::panic::set_hook(Box::new(|info| LAST_PANIC.with(|p| *p.borrow_mut() = info.to_string().replace('\n', " "))));
}

fn last_panic() -> String {
    LAST_PANIC.with(|p| p.borrow().clone())
}

fn prover_verdict(case: &Case) -> Verdict {
    let (name, source) = (case.name.clone(), case.source.clone());
    guarded(PROOF_WALL, move || {
        let program = match Program::from_source(&name, &source, &[]) {
            Ok(p) => p,
            Err(e) => return Verdict::Refused(first_line(e.body_refusal.as_deref().unwrap_or(&e.text))),
        };
        let report = prove(&program, &ProveOptions { timeout_ms: QUERY_TIMEOUT_MS, ..ProveOptions::default() });
        Verdict::from_report(&report)
    })
    .unwrap_or_else(Verdict::Broken)
}

/// The interpreter's outcome on each call: one program holding a runner function per call.
fn interpreter_runs(case: &Case, calls: &[String]) -> Result<Vec<Outcome>, String> {
    let mut runner = case.source.clone();
    for (i, call) in calls.iter().enumerate() {
        runner.push_str(&format!("\n\ndef soundness_call_{i}() -> {}:\n    return {call}\n", case.returns));
    }
    let (name, count) = (case.name.clone(), calls.len());
    guarded(Duration::from_secs(60), move || {
        let program =
            Program::from_source(&name, &runner, &[]).map_err(|e| format!("refused: {}", first_line(&e.text)))?;
        Ok((0..count)
            .map(|i| {
                let options = DryRunOptions { target: format!("soundness_call_{i}"), ..DryRunOptions::default() };
                match catch_unwind(AssertUnwindSafe(|| dry_run(&program, &options))) {
                    Err(_) => Outcome::Broken(last_panic()),
                    Ok(trace) => match (trace.returned, trace.failure) {
                        (_, Some(f)) => Outcome::Raised(f.error),
                        (Some(r), None) => Outcome::Value(r),
                        (None, None) => Outcome::Broken("neither returned nor failed".into()),
                    },
                }
            })
            .collect())
    })?
}

fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or("").to_owned()
}

fn check(case: &Case, problems: &mut Vec<String>) -> Checked {
    let verdict = prover_verdict(case);
    let samples = match interpreter_runs(case, &case.calls) {
        Ok(outcomes) => outcomes,
        Err(why) => {
            problems.push(format!("{}: interpreter: {why}", case.name));
            Vec::new()
        }
    };
    let counterexample = match &verdict {
        Verdict::Failed { example, .. } => match python_call(&case.params, example) {
            Ok(call) => {
                let outcome = match interpreter_runs(case, std::slice::from_ref(&call)) {
                    Ok(mut o) => o.pop().unwrap_or_else(|| Outcome::Broken("no run".into())),
                    Err(why) => Outcome::Broken(why),
                };
                Some((call, outcome))
            }
            Err(why) => {
                problems.push(format!("{}: counterexample: {why}", case.name));
                None
            }
        },
        Verdict::Proved | Verdict::Undecided(_) | Verdict::Refused(_) | Verdict::Other(_) | Verdict::Broken(_) => None,
    };
    Checked { verdict, samples, counterexample }
}

/// Every rule the suite enforces on one program, given CPython's outcomes (absent when python3
/// is not installed).
fn judge(
    case: &Case,
    checked: &Checked,
    cpython_samples: Option<&[Outcome]>,
    cpython_example: Option<&Outcome>,
    known_incomplete: &std::collections::BTreeSet<String>,
) -> Vec<String> {
    let mut out = Vec::new();
    let mut say = |leg: &str, what: String| out.push(format!("{}: {leg}: {what}", case.name));
    // No answer within the wall is the solver's incompleteness (a check that overran its
    // deadline), not a wrong verdict.
    let shortfall = match (checked.verdict.shortfall(case.expect), &checked.verdict) {
        (Some("broken"), Verdict::Broken(why)) if why.starts_with("gave no answer within") => Some("incomplete"),
        (shortfall, _) => shortfall,
    };
    match (shortfall, known_incomplete.contains(&case.name)) {
        (Some("incomplete"), true) | (None, false) => {}
        (Some(leg), _) => say(leg, format!("expected {}, prover said {}", case.expect.word(), checked.verdict)),
        // Not a failure: a solver's time limit can decide a listed program on a faster machine.
        (None, true) => println!("{}: listed in incomplete.txt, now {}: remove it", case.name, case.expect.word()),
    }
    if let (Verdict::Failed { claimed, .. }, Some((call, interp))) = (&checked.verdict, &checked.counterexample) {
        if !interp.raised(claimed) {
            say("counterexample", format!("{call}: prover claimed {claimed}, interpreter {interp}"));
        }
        if let Some(py) = cpython_example.filter(|py| !py.raised(claimed)) {
            say("counterexample", format!("{call}: prover claimed {claimed}, CPython {py}"));
        }
    }
    for (i, call) in case.calls.iter().enumerate() {
        let fails = |o: &&Outcome| matches!(o, Outcome::Raised(_) | Outcome::Broken(_));
        match (checked.samples.get(i), cpython_samples.and_then(|s| s.get(i))) {
            (Some(interp), Some(py)) if interp != py => {
                say("parity", format!("{call}: interpreter {interp}, CPython {py}"));
            }
            // Without CPython, a proved program must at least run in the interpreter.
            (Some(interp), None) if case.expect == Expect::Proved && fails(&interp) => {
                say("interpreter", format!("{call}: {interp}, but the program is expected proved"));
            }
            (_, Some(py)) if case.expect == Expect::Proved && fails(&py) => {
                say("program", format!("{call}: CPython {py}, so the program cannot be expected proved"));
            }
            (Some(_) | None, Some(_) | None) => {}
        }
    }
    if let (Expect::Failed, Some(py)) = (case.expect, cpython_samples) {
        let header_inputs = case.calls.len() - defaults(&case.params).len();
        if !py[..header_inputs].iter().any(|o| matches!(o, Outcome::Raised(_))) {
            say("program", "expected failed, but no header input fails under CPython (add one that does)".into());
        }
    }
    out
}

/// A CPython batch's outcomes, or none (and a report line) when the batch itself broke.
fn batch_or_report(batch: Result<Vec<Vec<Outcome>>, String>, problems: &mut Vec<String>) -> Option<Vec<Vec<Outcome>>> {
    batch.map_err(|why| problems.push(format!("(all programs): cpython: {why}"))).ok()
}

#[test]
fn each_program_gets_the_verdict_and_runs_cpython_gives() {
    let mut problems = Vec::new();
    let cases = cases(&mut problems);
    assert!(!cases.is_empty() || !problems.is_empty(), "no program matches SOUNDNESS_FILTER");
    let python = Cpython::find();
    keep_panics_quiet();
    let sample_jobs: Vec<(String, Vec<String>)> = cases.iter().map(|c| (c.source.clone(), c.calls.clone())).collect();
    let samples_thread = python.map(|py| std::thread::spawn(move || cpython(py, &sample_jobs)));

    // The prover and the interpreter, programs shared out between a few threads.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut results: Vec<Option<(Checked, Vec<String>)>> = (0..cases.len()).map(|_| None).collect();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..WORKERS)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                        let Some(case) = cases.get(i) else { break };
                        let mut problems = Vec::new();
                        let checked = check(case, &mut problems);
                        done.push((i, checked, problems));
                    }
                    done
                })
            })
            .collect();
        for handle in handles {
            for (i, checked, problems) in handle.join().unwrap() {
                results[i] = Some((checked, problems));
            }
        }
    });
    let results: Vec<(Checked, Vec<String>)> = results.into_iter().map(Option::unwrap).collect();

    let cpython_samples = samples_thread.and_then(|t| batch_or_report(t.join().unwrap(), &mut problems));
    let example_jobs: Vec<(String, Vec<String>)> = cases
        .iter()
        .zip(&results)
        .map(|(c, (r, _))| (c.source.clone(), r.counterexample.iter().map(|(call, _)| call.clone()).collect()))
        .collect();
    let cpython_examples = python.and_then(|py| batch_or_report(cpython(py, &example_jobs), &mut problems));
    if python.is_none() {
        println!("python3 not found: the CPython leg was skipped");
    }

    let known_incomplete = listed_incomplete();
    for (i, (case, (checked, own))) in cases.iter().zip(&results).enumerate() {
        let samples = cpython_samples.as_ref().map(|s| s[i].as_slice());
        let example = cpython_examples.as_ref().and_then(|e| e[i].first());
        problems.extend(own.iter().cloned().chain(judge(case, checked, samples, example, &known_incomplete)));
    }
    let skipped = cases.iter().filter(|c| known_incomplete.contains(&c.name)).count();
    println!("{skipped} of {} programs are listed as not decided yet (incomplete.txt)", cases.len());
    drop(std::panic::take_hook());
    for line in &problems {
        println!("{line}");
    }
    assert!(problems.is_empty(), "{}", summary(&problems, cases.len()));
}

/// The programs the prover may still skip although they are decidable: the first word of each
/// line of `incomplete.txt` (the rest says why).
fn listed_incomplete() -> std::collections::BTreeSet<String> {
    let text = std::fs::read_to_string(format!("{ROOT}/incomplete.txt")).unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_owned)
        .collect()
}

/// How many lines, programs and lines per leg: `lines` are `name: leg: what`.
fn summary(lines: &[String], programs: usize) -> String {
    let mut names = std::collections::BTreeSet::new();
    let mut legs = std::collections::BTreeMap::<&str, usize>::new();
    for line in lines {
        let mut parts = line.splitn(3, ": ");
        names.insert(parts.next().unwrap_or(""));
        *legs.entry(parts.next().unwrap_or("")).or_default() += 1;
    }
    let per_leg: Vec<String> = legs.iter().map(|(leg, n)| format!("{leg} {n}")).collect();
    format!(
        "{} mismatches in {} of {programs} programs, one line each above ({})",
        lines.len(),
        names.len(),
        per_leg.join(", ")
    )
}

/// The suite's own parsing: tuples with commas inside strings and brackets, parameters with
/// generic annotations, counterexamples as calls.
#[test]
fn headers_and_counterexamples_become_calls() {
    assert_eq!(
        split_top_level("(0, 'a,b'), (1, [2, 3]), ('\\'', \"(\")"),
        ["(0, 'a,b')", "(1, [2, 3])", "('\\'', \"(\")"]
    );
    assert_eq!(split_top_level("a: int, d: dict[str, int]"), ["a: int", "d: dict[str, int]"]);
    let params = [("s".to_owned(), "str".to_owned()), ("x".to_owned(), "float".to_owned())];
    let example = [("x".to_owned(), "nan".to_owned()), ("s".to_owned(), "'é'".to_owned())];
    assert_eq!(python_call(&params, &example).unwrap(), "main('é', float('nan'))");
    assert!(python_call(&params, &[]).is_err());
    assert_eq!(defaults(&params)[4], "'\\U00030000', float('nan')");
    let case = parse_case(
        "c/p.py",
        "# expect: failed\n# inputs: (1,), (2,), (3,), (4,)\ndef main(n: int) -> int:\n    return n\n",
    )
    .unwrap();
    assert_eq!((case.expect, case.returns.as_str(), case.calls.len()), (Expect::Failed, "int", 10));
    assert!(parse_case("c/p.py", "# expect: proved\n# inputs: (1,)\ndef main(n: int) -> int:\n    return n\n").is_err());
}
