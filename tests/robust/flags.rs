//! Numeric flags have ranges: outside them is a usage error (exit 2) naming the range, before
//! any work starts.

use crate::support::Scratch;

#[test]
fn numeric_flags_outside_their_range_are_usage_errors_naming_it() {
    let s = Scratch::new();
    let cases: &[(&[&str], &str)] = &[
        (&["fuzz", "--jobs", "100000"], "error: invalid value '100000' for '--jobs <N>': 100000 is not in 1..=64"),
        (&["fuzz", "--jobs", "0"], "error: invalid value '0' for '--jobs <N>': 0 is not in 1..=64"),
        (
            &["prove", "--timeout", "-1", "x.py"],
            "error: invalid value '-1' for '--timeout <SECONDS>': -1 is not in 1..=3600",
        ),
        (
            &["dry-run", "--max-memory", "99999999", "x.py"],
            "error: invalid value '99999999' for '--max-memory <MIB>': 99999999 is not in 1..=65536",
        ),
        (
            &["dry-run", "--max-depth", "-5", "x.py"],
            "error: invalid value '-5' for '--max-depth <N>': -5 is not in 1..=1000000",
        ),
        (
            &["run", "--step-budget", "0", "x.py"],
            "error: invalid value '0' for '--step-budget <N>': 0 is not in 1..=1000000000000",
        ),
        (
            &["prove", "--max-source-kib", "0", "x.py"],
            "error: invalid value '0' for '--max-source-kib <KIB>': 0 is not in 1..=1048576",
        ),
    ];
    for (args, message) in cases {
        let out = s.run(args);
        assert_eq!((out.code, out.stderr.lines().next().unwrap_or_default()), (2, *message), "{args:?}");
        assert!(!s.path().join("fuzz-out").exists(), "{args:?} started working");
    }
}
