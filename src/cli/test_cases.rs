//! `clauz3 test SOURCE...`: a library's proof cases, proved in this one process. A case named
//! `*_pass.py` must prove; one named `*_fail.py` must not (a failed, skipped or refused
//! program all count). SOURCE is `stdlib:<name>` (or the bare name: the bundled library's own
//! cases, compiled in), a case file, or a directory holding cases directly or in its
//! `tests/cases/`, `cases/` or `tests/` (a library laid out as the reference's are, `tools/`
//! beside `tests/`, whose roots are then found without flags).
//!
//! One verdict line per case, then the reference's summary (`all N cases matched their
//! names`, exit 0; or `K of N cases did not match their names:` and a line per mismatch,
//! exit 1). A case whose name has neither suffix, or a SOURCE that does not exist or holds no
//! case, is refused before anything is proved (exit 2).
#![expect(clippy::disallowed_methods, reason = "the command finds case files in the directories it is given")]

use super::bundled_cases::CASES;
use super::RootArgs;
use crate::{prove, Program, ProveOptions};
use clap::Args;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct TestArgs {
    #[command(flatten)]
    roots: RootArgs,
    /// The function each case proves.
    #[arg(long, default_value = "main")]
    target: String,
    /// Solver time limit per query, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 5, allow_negative_numbers = true, value_parser = clap::value_parser!(u32).range(1..=super::MAX_SOLVER_SECONDS))]
    timeout: u32,
    /// `stdlib:<name>`, case files (`*_pass.py`, `*_fail.py`), directories holding them, or a
    /// git remote (`gh:org/repo[@ref]`, a git URL) whose clone holds them.
    #[arg(required = true, value_name = "SOURCE")]
    sources: Vec<PathBuf>,
}

/// What a case's name says it must do.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Expect {
    Prove,
    Fail,
}

impl Expect {
    fn of(case: &Path) -> Option<Expect> {
        let name = case.file_name()?.to_str()?;
        Expect::named(name)
    }

    fn named(name: &str) -> Option<Expect> {
        if name.ends_with("_pass.py") {
            Some(Expect::Prove)
        } else if name.ends_with("_fail.py") {
            Some(Expect::Fail)
        } else {
            None
        }
    }

    fn words(self) -> &'static str {
        match self {
            Expect::Prove => "prove",
            Expect::Fail => "fail",
        }
    }
}

/// One case: how it is shown, what its name says, and where its text is.
struct Case {
    shown: String,
    expect: Expect,
    /// The text of a compiled-in case; a file's is read when it is proved.
    text: Option<&'static str>,
}

pub fn run(args: &TestArgs) -> ExitCode {
    let mut cases = Vec::new();
    for source in &args.sources {
        match cases_of(source) {
            Ok(found) => cases.extend(found),
            Err(why) => {
                errln!("error: {why}");
                return ExitCode::from(2);
            }
        }
    }
    let options = ProveOptions {
        target: args.target.clone(),
        timeout_ms: args.timeout.saturating_mul(1000),
        ..ProveOptions::default()
    };
    let mut mismatches = Vec::new();
    for case in &cases {
        let (line, proved) = verdict(case, &args.roots.options(), &options);
        outln!("{}: {line}", case.shown);
        if proved != (case.expect == Expect::Prove) {
            mismatches.push(case);
        }
    }
    if mismatches.is_empty() {
        outln!("all {} cases matched their names", cases.len());
        return ExitCode::SUCCESS;
    }
    outln!("{} of {} cases did not match their names:", mismatches.len(), cases.len());
    for case in mismatches {
        outln!("  {}: expected it to {}", case.shown, case.expect.words());
    }
    ExitCode::from(1)
}

/// The case's verdict line (or why it was refused) and whether it proved.
fn verdict(case: &Case, load: &crate::LoadOptions, options: &ProveOptions) -> (String, bool) {
    // A compiled-in case proves against the bundled layers, not what the disk holds.
    let loaded = match case.text {
        Some(text) => Program::load_text(&case.shown, text, load, Vec::new),
        None => Program::load(Path::new(&case.shown), load),
    };
    match loaded {
        Ok(program) => {
            let report = prove(&program, options);
            (report.line.clone(), report.proved())
        }
        Err(e) => match e.skipped_line(&options.target) {
            Some(line) => (line, false),
            None => {
                let first = e.text.lines().next().unwrap_or("refused").to_owned();
                (format!("refused: {first}"), false)
            }
        },
    }
}

/// A case file.
fn file_case(path: &Path, expect: Expect) -> Case {
    Case { shown: path.display().to_string(), expect, text: None }
}

/// The cases `source` names: a bundled library's, a git remote's (cloned first), itself when it
/// is a case file, else the
/// cases of the first of the directory, its `tests/cases/`, `cases/` and `tests/` that has
/// any, sorted by name.
fn cases_of(source: &Path) -> Result<Vec<Case>, String> {
    let text = source.to_string_lossy();
    if super::remote_source::is_remote(&text) {
        return cases_of(&super::remote_source::fetch(&text)?.dir);
    }
    let name = text.strip_prefix("stdlib:");
    if let Some((library, cases)) = CASES.iter().find(|(l, _)| Some(*l) == name || (*l == text && !source.exists())) {
        let case = |(file, text): &(&str, &'static str)| {
            Expect::named(file).map(|expect| Case {
                shown: format!("stdlib:{library}/{file}"),
                expect,
                text: Some(text),
            })
        };
        return Ok(cases.iter().filter_map(case).collect());
    }
    if name.is_some() {
        let known: Vec<String> = CASES.iter().map(|(l, _)| format!("stdlib:{l}")).collect();
        return Err(format!("{text} is not a bundled library with cases (known: {})", known.join(", ")));
    }
    if source.is_file() {
        let expect = Expect::of(source).ok_or_else(|| {
            format!("{}: a case's name ends in _pass.py (must prove) or _fail.py (must not)", source.display())
        })?;
        return Ok(vec![file_case(source, expect)]);
    }
    if !source.is_dir() {
        return Err(format!("{} does not exist", source.display()));
    }
    for dir in [source.to_path_buf(), source.join("tests").join("cases"), source.join("cases"), source.join("tests")] {
        let mut found: Vec<(PathBuf, Expect)> = std::fs::read_dir(&dir)
            .map(|entries| entries.flatten().map(|e| e.path()).filter_map(|p| Expect::of(&p).map(|x| (p, x))).collect())
            .unwrap_or_default();
        if !found.is_empty() {
            found.sort_by(|a, b| a.0.cmp(&b.0));
            return Ok(found.iter().map(|(path, expect)| file_case(path, *expect)).collect());
        }
    }
    Err(format!(
        "no cases in {}: name them *_pass.py (must prove) or *_fail.py (must not), there or in its tests/cases/",
        source.display()
    ))
}
