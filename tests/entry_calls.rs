//! A program's own entry call (`main()` bare at the end, or under `if __name__ ==
//! "__main__":`) is the call the tool makes: accepted, and never made a second time. With
//! another `--target`, the file would not be the program run, so it is refused.
#![expect(clippy::disallowed_types, reason = "the test runs the binary as a user does")]

use std::process::Command;

fn clauz3(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3")).args(args).output().expect("the binary runs");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

#[test]
fn a_bare_trailing_call_and_the_main_guard_run_the_target_once() {
    for program in ["tests/data/entry/bare_call.py", "tests/data/entry/guard.py"] {
        let (code, out, err) = clauz3(&["dry-run", "--quiet", program]);
        assert_eq!((code, out.as_str()), (0, "main runs\n2\n"), "{program}: {err}");
        let (code, out, _) = clauz3(&["prove", program]);
        assert_eq!(code, 0, "{program}: {out}");
        assert!(out.starts_with("main: proved!"), "{program}: {out}");
    }
}

#[test]
fn another_target_than_the_module_calls_is_refused() {
    let (code, _, err) = clauz3(&["dry-run", "--target", "helper", "tests/data/entry/guard.py"]);
    assert_ne!(code, 0);
    assert!(err.contains("the module calls `main()` when run, but the target is `helper`"), "{err}");
    assert!(err.contains("guard.py:11:1"), "{err}");
    let (_, out, _) = clauz3(&["prove", "--target", "helper", "tests/data/entry/guard.py"]);
    assert!(out.starts_with("helper: skipped unsupported program body (the module calls `main()`"), "{out}");
}

#[test]
fn an_entry_call_of_a_function_that_needs_arguments_is_refused() {
    let (code, _, err) = clauz3(&["dry-run", "tests/data/entry/needs_args.py"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("the module calls `main()` without arguments, but `main` requires some"), "{err}");
}

#[test]
fn sys_exit_of_main_ends_the_dry_run_with_its_result_as_the_status() {
    let (code, out, err) = clauz3(&["dry-run", "--quiet", "tests/data/entry/exit_status.py"]);
    assert_eq!((code, out.as_str(), err.as_str()), (3, "over limit: cpu\n3\n", ""));
    let (code, out, _) = clauz3(&["dry-run", "tests/data/entry/exit_status.py"]);
    assert_eq!(code, 3);
    assert!(out.starts_with("main: exited with status 3 (0 effects)\n"), "{out}");
    let (code, out, _) = clauz3(&["prove", "tests/data/entry/exit_status.py"]);
    assert_eq!((code, out.as_str()), (0, "main: proved! nothing to prove\n"));
}

#[test]
fn sys_exit_with_a_message_writes_it_to_stderr_and_exits_with_one() {
    let (code, out, err) = clauz3(&["dry-run", "--quiet", "tests/data/entry/exit_message.py"]);
    assert_eq!((code, out.as_str(), err.as_str()), (1, "8080\n", "bad port: '80a'\n"));
    // Ending the program is not a failure the prover reports.
    let (code, out, _) = clauz3(&["prove", "tests/data/entry/exit_message.py"]);
    assert_eq!((code, out.as_str()), (0, "main: proved! nothing to prove\n"));
}

#[test]
fn print_of_main_is_an_entry_call() {
    let (code, out, err) = clauz3(&["dry-run", "--quiet", "tests/data/entry/print_result.py"]);
    assert_eq!((code, out.as_str()), (0, "checked\n[('failed', 1), ('ok', 3)]\n"), "{err}");
}

#[test]
fn a_guarantee_is_never_proved_over_a_path_that_ends_in_sys_exit() {
    // The path that exits breaks the water budget: a model that took the exit as the end of
    // a correct run would prove it.
    let args = ["prove", "--import-root", "corpus/prove/orchard", "tests/data/entry/exit_guarded.py"];
    let (_, out, _) = clauz3(&args);
    assert!(
        out.starts_with("main: skipped unsupported program body (a path ending in `SystemExit` (`sys.exit`), on which the guarantees are not checked at line 14"),
        "{out}"
    );
}
