//! A solver check that ignores its time limit must not hang the command: libz3 4.8 does not
//! look at its interrupt flag in some float queries, so the command line gives such a check
//! ten seconds past its deadline, then says so and exits 1 (nothing proved), keeping what it
//! printed before. The program here is one such query at some time limits; at others the
//! solver answers and the verdict is the refutation CPython agrees with.
#![expect(clippy::disallowed_types, reason = "the test runs the binary")]

use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// Long enough for the grace period and a loaded machine; only a hang reaches it.
const HUNG: Duration = Duration::from_secs(300);

#[test]
fn a_check_deaf_to_its_time_limit_ends_the_command_with_a_message() {
    for timeout in ["1", "5"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_clauz3"))
            .args(["prove", "--timeout", timeout, "tests/data/solver_stuck/round_pinned_float.py"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("clauz3 starts");
        let started = Instant::now();
        while child.try_wait().expect("waits").is_none() {
            if started.elapsed() > HUNG {
                let _ = child.kill();
                panic!("`clauz3 prove --timeout {timeout}` still ran after {HUNG:?}");
            }
            sleep(Duration::from_millis(100));
        }
        let out = child.wait_with_output().expect("output");
        let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert_eq!(out.status.code(), Some(1), "--timeout {timeout}\n{stdout}\n{stderr}");
        let refuted = stdout.contains("main: failed assertion. Example: x=2.675.");
        let gave_up = stderr.starts_with("error[limit]: the solver ran 10s past its time limit of ")
            && stderr.trim_end().ends_with("nothing more is proved, and the command stops here");
        assert!(refuted || gave_up, "--timeout {timeout}\n{stdout}\n{stderr}");
        assert!(!stdout.contains("proved!"), "{stdout}");
    }
}
