//! Verdicts on the test programs of one directory under `tests/data/`: proved, refuted with an
//! example that replays in the interpreter and makes CPython raise the same exception, or
//! skipped naming the construct.

#![allow(dead_code, reason = "each test binary uses the checks it needs")]

use super::cpython_common;
use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::path::PathBuf;

/// The programs of `tests/data/<dir>/`.
pub struct DataDir(pub &'static str);

impl DataDir {
    fn path(&self, name: &str) -> PathBuf {
        PathBuf::from(format!("tests/data/{}/{name}.py", self.0))
    }

    pub fn report(&self, name: &str) -> clauz3::ProofReport {
        let program = Program::from_path(&self.path(name), &[]).unwrap_or_else(|e| panic!("{}", e.text));
        prove(&program, &ProveOptions::default())
    }

    pub fn proved(&self, name: &str) {
        let r = self.report(name);
        assert_eq!(r.conclusion, Conclusion::Proved, "{name}: {}", r.line);
        assert!(r.line.starts_with("main: proved! "), "{name}: {}", r.line);
    }

    /// A refutation naming `failure`, whose example replays in the interpreter and makes
    /// CPython's `main` raise `exception` too.
    pub fn refuted(&self, name: &str, failure: &str, exception: &str) {
        let r = self.report(name);
        assert!(r.line.starts_with(&format!("main: failed {failure}")), "{name}: {}", r.line);
        assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}: {}", r.line);
        let example = r.counterexample.unwrap_or_default();
        let call: Vec<String> = example.iter().map(|(n, v)| format!("{n}={v}")).collect();
        #[expect(clippy::disallowed_methods, reason = "the program runs under python3 too")]
        let source = std::fs::read_to_string(self.path(name)).expect("test program");
        let program = format!("{source}\n_target = main\ndef main():\n    return _target({})\n", call.join(", "));
        if let Some(answers) = cpython_common::cpython_each(&[program]) {
            assert!(answers[0].starts_with(&format!("!{exception}")), "{name}: python3 says {}", answers[0]);
        }
    }

    pub fn skipped(&self, name: &str, why: &str) {
        let r = self.report(name);
        assert!(r.line.starts_with("main: skipped "), "{name}: {}", r.line);
        assert!(r.line.contains(why), "{name}: {}", r.line);
    }
}
