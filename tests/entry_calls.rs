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
