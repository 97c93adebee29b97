//! The soundness suite's vocabulary: expected and actual verdicts, run outcomes, argument
//! texts (the header's tuples, defaults by parameter type, counterexamples as calls), and the
//! one CPython process per batch.

use clauz3::{Conclusion, ProofReport};
use std::fmt;
use std::io::Write;
use std::process::{Command, Stdio};

/// The verdict a correct prover gives, as the program's header states it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Expect {
    Proved,
    Failed,
    Skipped,
}

impl Expect {
    pub fn word(self) -> &'static str {
        match self {
            Expect::Proved => "proved",
            Expect::Failed => "failed",
            Expect::Skipped => "skipped",
        }
    }
}

/// What the prover said about `main`.
pub enum Verdict {
    Proved,
    /// A refutation: the exception class it claims and the counterexample's `(name, repr)`s.
    /// `replay` is the prover's own replay of it in the interpreter (`reproduced` or why not).
    Failed {
        line: String,
        claimed: String,
        example: Vec<(String, String)>,
        replay: String,
    },
    /// `skipped` or `partially proved`: honestly undecided.
    Undecided(String),
    /// The program did not load (a construct outside the subset), which `prove` reports as
    /// skipped.
    Refused(String),
    /// `vacuous` or `no theorem`, which no program of the suite should get.
    Other(String),
    /// A panic or no answer in time.
    Broken(String),
}

impl Verdict {
    pub fn from_report(report: &ProofReport) -> Verdict {
        match report.conclusion {
            Conclusion::Proved => Verdict::Proved,
            Conclusion::Failed => {
                let kind = report.obligations.iter().rev().find(|o| o.status == "refuted").map(|o| o.kind.as_str());
                let claimed = match kind {
                    Some("assertion") | None => "AssertionError".to_owned(),
                    Some(other) => other.to_owned(),
                };
                let example = report.counterexample.clone().unwrap_or_default();
                let replay = report.replay.clone().unwrap_or_default();
                Verdict::Failed { line: report.line.clone(), claimed, example, replay }
            }
            Conclusion::Skipped | Conclusion::PartiallyProved => Verdict::Undecided(report.line.clone()),
            Conclusion::Vacuous | Conclusion::NoTheorem => Verdict::Other(report.line.clone()),
        }
    }

    /// How the verdict falls short of the expected one, as the report's leg: `unsound` for a
    /// proof of a failing program, `incomplete` for an honest skip of a decidable one.
    pub fn shortfall(&self, expect: Expect) -> Option<&'static str> {
        match (self, expect) {
            (Verdict::Proved, Expect::Proved)
            | (Verdict::Failed { .. }, Expect::Failed)
            | (Verdict::Undecided(_) | Verdict::Refused(_), Expect::Skipped) => None,
            (Verdict::Proved, Expect::Failed) => Some("unsound"),
            (Verdict::Proved, Expect::Skipped) | (Verdict::Failed { .. }, Expect::Proved | Expect::Skipped) => {
                Some("verdict")
            }
            (Verdict::Undecided(_) | Verdict::Refused(_), Expect::Proved | Expect::Failed) => Some("incomplete"),
            (Verdict::Other(_), _) => Some("verdict"),
            (Verdict::Broken(_), _) => Some("broken"),
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Proved => write!(f, "proved"),
            Verdict::Failed { line, replay, .. } if replay != "reproduced" => {
                write!(f, "`{}` (its replay: {replay})", escaped(line))
            }
            Verdict::Failed { line, .. } | Verdict::Undecided(line) | Verdict::Other(line) => {
                write!(f, "`{}`", escaped(line))
            }
            Verdict::Refused(why) => write!(f, "skipped (refused to load: {why})"),
            Verdict::Broken(why) => write!(f, "nothing: it {why}"),
        }
    }
}

/// One run of `main` on some arguments.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// The `repr` of what it returned.
    Value(String),
    /// The exception class it raised.
    Raised(String),
    /// A panic, a refusal or anything else that is neither.
    Broken(String),
}

impl Outcome {
    pub fn raised(&self, class: &str) -> bool {
        matches!(self, Outcome::Raised(c) if c == class)
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Value(repr) => write!(f, "returns {}", escaped(repr)),
            Outcome::Raised(class) => write!(f, "raises {class}"),
            Outcome::Broken(why) => write!(f, "broke ({why})"),
        }
    }
}

/// Non-ASCII characters as `<U+10FFFF>`, so that a report line shows which character a repr
/// holds as itself (CPython escapes the unprintable ones as `\U0010ffff`).
fn escaped(text: &str) -> String {
    text.chars().map(|c| if c.is_ascii() { c.to_string() } else { format!("<U+{:04X}>", c as u32) }).collect()
}

/// Splits at the commas outside brackets and string literals: `(0, 'a,b'), (1, [2, 3])`
/// gives the two tuples; `a: int, d: dict[str, int]` the two parameters.
pub fn split_top_level(text: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let (mut depth, mut quote, mut escape) = (0i32, None::<char>, false);
    let mut current = String::new();
    for c in text.chars() {
        match quote {
            Some(q) => {
                if escape {
                    escape = false;
                } else if c == '\\' {
                    escape = true;
                } else if c == q {
                    quote = None;
                }
            }
            None => match c {
                '\'' | '"' => quote = Some(c),
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(std::mem::take(&mut current).trim().to_owned());
                    continue;
                }
                _ => {}
            },
        }
        current.push(c);
    }
    parts.push(current.trim().to_owned());
    parts.retain(|p| !p.is_empty());
    parts
}

/// Boundary values of each parameter type, as Python expressions.
fn type_defaults(annotation: &str) -> &'static [&'static str] {
    match annotation {
        "int" => &["0", "1", "-1", "10**20", "-(10**20)", "2**63"],
        "str" => &["''", "'a'", "'\\U0010ffff'", "'\u{e9}'", "'\\U00030000'", "'\\uffff'"],
        "float" => &["0.0", "-0.0", "1.5", "float('inf')", "float('nan')", "-1e308"],
        "bool" => &["True", "False"],
        "list[int]" => &["[]", "[0]", "[-1, 10**20]"],
        "list[str]" => &["[]", "['']", "['a', '\\U0010ffff']"],
        _ => &[],
    }
}

/// Argument lists built from the parameters' boundary values: the i-th list takes each
/// parameter's i-th value (cycling through shorter lists). None if a type has no defaults.
pub fn defaults(params: &[(String, String)]) -> Vec<String> {
    let values: Vec<&[&str]> = params.iter().map(|(_, t)| type_defaults(t)).collect();
    if values.iter().any(|v| v.is_empty()) {
        return Vec::new();
    }
    let count = values.iter().map(|v| v.len()).max().unwrap_or(0);
    (0..count).map(|i| values.iter().map(|v| v[i % v.len()]).collect::<Vec<_>>().join(", ")).collect()
}

/// A counterexample as a call of `main` with its arguments in parameter order.
pub fn python_call(params: &[(String, String)], example: &[(String, String)]) -> Result<String, String> {
    if example.is_empty() && !params.is_empty() {
        return Err("the example is empty but main has parameters".into());
    }
    let args = params
        .iter()
        .map(|(name, _)| match example.iter().find(|(n, _)| n == name) {
            Some((_, repr)) => Ok(python_value(repr)),
            None => Err(format!("the example has no value for `{name}`: {example:?}")),
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(format!("main({})", args.join(", ")))
}

/// A `repr` as an expression: the floats without a literal are spelled as `float(...)`, and an
/// int of more than 4300 digits in hexadecimal (CPython 3.11 refuses such a decimal literal).
fn python_value(repr: &str) -> String {
    match repr {
        "nan" | "inf" | "-inf" => format!("float('{repr}')"),
        long if long.trim_start_matches('-').len() > 4300 => match long.parse::<num_bigint::BigInt>() {
            Ok(n) if n.sign() == num_bigint::Sign::Minus => format!("-{:#x}", -n),
            Ok(n) => format!("{n:#x}"),
            Err(_) => long.to_owned(),
        },
        other => other.to_owned(),
    }
}

/// The python3 executable, when there is one.
#[derive(Clone, Copy)]
pub struct Cpython;

impl Cpython {
    pub fn find() -> Option<Cpython> {
        let ran = Command::new("python3").arg("--version").stdout(Stdio::null()).status();
        ran.is_ok_and(|s| s.success()).then_some(Cpython)
    }
}

/// Each program run fresh (its own module namespace) on each of its calls, by one python3
/// process: per program, the outcomes in call order. A call that runs over 5 s raises
/// `TimeoutError`, so a runaway program cannot hang the suite.
pub fn cpython(_: Cpython, jobs: &[(String, Vec<String>)]) -> Result<Vec<Vec<Outcome>>, String> {
    const SCRIPT: &str = r#"
import json, signal, sys
def too_long(signum, frame):
    raise TimeoutError("over 5 s")
if hasattr(signal, "SIGALRM"):
    signal.signal(signal.SIGALRM, too_long)
for job in json.load(sys.stdin):
    outcomes = []
    for call in job[1]:
        space = {"__name__": "soundness"}
        if hasattr(signal, "SIGALRM"):
            signal.alarm(5)
        try:
            exec(job[0], space)
            outcomes.append(["value", repr(eval(call, space))])
        except Exception as e:
            outcomes.append(["raised", type(e).__name__])
        if hasattr(signal, "SIGALRM"):
            signal.alarm(0)
    print(json.dumps(outcomes))
"#;
    let input = serde_json::to_string(jobs).unwrap();
    let mut child = Command::new("python3")
        .args(["-c", SCRIPT])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("python3 did not start: {e}"))?;
    child.stdin.take().unwrap().write_all(input.as_bytes()).map_err(|e| format!("python3's input: {e}"))?;
    let out = child.wait_with_output().map_err(|e| format!("python3's output: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() != jobs.len() {
        let why = String::from_utf8_lossy(&out.stderr);
        return Err(format!("python3 answered {} of {} programs: {}", lines.len(), jobs.len(), why.trim()));
    }
    lines
        .iter()
        .map(|line| {
            let pairs: Vec<(String, String)> =
                serde_json::from_str(line).map_err(|e| format!("python3 said {line}: {e}"))?;
            Ok(pairs
                .into_iter()
                .map(|(kind, text)| if kind == "value" { Outcome::Value(text) } else { Outcome::Raised(text) })
                .collect())
        })
        .collect()
}
