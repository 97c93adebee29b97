//! No input makes clauz3 panic: arbitrary token soups and damaged corpus programs either load
//! and run within small limits, or are refused with a diagnostic.
#![expect(clippy::disallowed_methods, reason = "tests read their fixtures")]

use clauz3::{dry_run, DryRunOptions, Limits, Program};
use proptest::prelude::*;

const TOKENS: &[&str] = &[
    "def ",
    "main",
    "(",
    ")",
    ":",
    "\n",
    "    ",
    "return ",
    "x",
    "y",
    " = ",
    "1",
    "0",
    "-1",
    "2.5",
    "'s'",
    "f'{x}'",
    "[",
    "]",
    "{",
    "}",
    ",",
    "+",
    "-",
    "*",
    "/",
    "//",
    "%",
    "**",
    "<<",
    ">>",
    "&",
    "|",
    "^",
    "~",
    "==",
    "<",
    " and ",
    " or ",
    " not ",
    " in ",
    " is ",
    "None",
    "True",
    "if ",
    "else",
    "elif ",
    "for ",
    "while ",
    "break",
    "continue",
    "pass",
    "lambda",
    "class ",
    "import ",
    "from ",
    "len",
    "range",
    "sorted",
    "print",
    ".append",
    ".split",
    "assert ",
    "raise ",
    "ValueError",
    "#",
    "\\",
    "\"",
    "'",
    "async ",
    "yield ",
    "try:",
    "with ",
    "@",
    "global ",
    "del ",
    "__x__",
    "...",
    ";",
    "10**100",
    "\t",
];

fn check(source: &str) {
    let limits = Limits { max_steps: 20_000, max_depth: 50, ..Limits::default() };
    if let Ok(program) = Program::from_source("fuzz.py", source, &[]) {
        let trace = dry_run(&program, &DryRunOptions { limits, ..DryRunOptions::default() });
        if let Some(f) = &trace.failure {
            assert!(!f.error.is_empty());
        }
    }
}

proptest! {
    #[test]
    fn token_soup_never_panics(tokens in proptest::collection::vec(0..TOKENS.len(), 0..60)) {
        let source: String = tokens.iter().map(|&i| TOKENS[i]).collect();
        check(&source);
    }

    #[test]
    fn damaged_programs_never_panic(which in 0usize..52, cut in 0usize..2000, insert in 0..TOKENS.len()) {
        let mut programs: Vec<_> = std::fs::read_dir("corpus/ledger/programs").unwrap()
            .chain(std::fs::read_dir("corpus/depot/programs").unwrap())
            .flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "py")).collect();
        programs.sort();
        let text = std::fs::read_to_string(&programs[which % programs.len()]).unwrap();
        let mut at = cut.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let damaged = format!("{}{}{}", &text[..at], TOKENS[insert], &text[at..]);
        check(&damaged);
    }
}

#[test]
fn pathological_inputs_are_refused_cleanly() {
    for source in [
        String::new(),
        "\0".to_owned(),
        "def main(:\n".to_owned(),
        format!("def main():\n    return {}\n", "[".repeat(20_000)),
        format!("def main():\n    return {}1\n", "not ".repeat(5_000)),
        format!("def main():\n    x = 1\n{}", "    x = x + 1\n".repeat(5_000)),
        "def main():\n    return main()\n".to_owned(),
    ] {
        check(&source);
    }
}
