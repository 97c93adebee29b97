//! `sys.argv` in a dry run: the program's path as the command line named it, then the
//! arguments given after `--`, compared with `python3 PATH ARGS...`; and `argparse`'s
//! `parse_args()` reading them. The prover refuses to know them (`prove_forms.rs`).
#![expect(clippy::disallowed_types, reason = "the test runs the binary and python3 as a user does")]

use std::process::Command;

const PROGRAM: &str = "tests/data/argv/report_options.py";

fn dry_run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["dry-run", "--quiet", PROGRAM, "--"])
        .args(args)
        .output()
        .expect("the binary runs");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

fn python(args: &[&str]) -> String {
    let out = Command::new("python3").arg(PROGRAM).args(args).output().expect("python3 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn sys_argv_holds_the_program_path_and_the_arguments_after_the_double_dash() {
    for args in [&[][..], &["--month=9", "--export", "north"][..], &["a b", "--month=2"][..]] {
        let (code, out, err) = dry_run(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        // `--quiet` ends with `str()` of what `main()` returned; python3 prints nothing then.
        let printed = out.rsplit_once('\n').map_or("", |(p, _)| p).rsplit_once('\n').map_or("", |(p, _)| p);
        assert_eq!(format!("{printed}\n"), python(args), "{args:?}");
    }
}

#[test]
fn an_argument_argparse_does_not_know_ends_the_run_as_in_cpython() {
    let (code, out, err) = dry_run(&["--colour"]);
    assert_eq!(code, 2, "{out}");
    let python = Command::new("python3").args([PROGRAM, "--colour"]).output().expect("python3 runs");
    assert_eq!(python.status.code(), Some(2));
    assert_eq!(err, String::from_utf8_lossy(&python.stderr));
}
