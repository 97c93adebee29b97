//! The command line as a user sees it: exit codes, stdout and stderr, snapshot-tested.
#![expect(clippy::disallowed_types, reason = "the CLI tests run the binary")]

use std::process::Command;

fn clauz3(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3")).args(args).output().expect("the binary runs");
    format!(
        "exit: {}\n--- stdout\n{}--- stderr\n{}",
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

const SPLIT_RENT: &str = "corpus/ledger/programs/split_rent.py";
const SPLIT_RENT_RETURNS: &str = "corpus/ledger/programs/split_rent.returns.json";

#[test]
fn dry_run_prints_the_effect_trace_output_and_return_value() {
    insta::assert_snapshot!(clauz3(&["dry-run", "--returns", SPLIT_RENT_RETURNS, SPLIT_RENT]));
}

#[test]
fn dry_run_json_is_one_document() {
    let text = clauz3(&["dry-run", "--json", "--returns", SPLIT_RENT_RETURNS, SPLIT_RENT]);
    let json = text.split("--- stdout\n").nth(1).unwrap().split("--- stderr").next().unwrap();
    let doc: serde_json::Value = serde_json::from_str(json).expect("valid JSON");
    assert_eq!(doc["status"], "ok");
    assert_eq!(doc["effects"][0]["effect"], "transfer");
    assert_eq!(doc["effects"][0]["location"], serde_json::json!({"file": SPLIT_RENT, "line": 23, "column": 22}));
    insta::assert_snapshot!(text);
}

#[test]
fn quiet_prints_only_what_the_program_printed_and_its_result() {
    insta::assert_snapshot!(clauz3(&["dry-run", "--quiet", "--returns", SPLIT_RENT_RETURNS, SPLIT_RENT]));
}

#[test]
fn explicit_trusted_roots_work_like_discovery() {
    let explicit = clauz3(&[
        "dry-run",
        "--trusted-root",
        "corpus/ledger/tools/ledger/trusted",
        "--quiet",
        "--returns",
        SPLIT_RENT_RETURNS,
        SPLIT_RENT,
    ]);
    let discovered = clauz3(&["dry-run", "--quiet", "--returns", SPLIT_RENT_RETURNS, SPLIT_RENT]);
    assert_eq!(explicit, discovered);
}

#[test]
fn roots_are_discovered_above_a_program_named_from_its_own_directory() {
    // `prove split_rent.py` run in `programs/`: the tools directory is above the current one.
    let from_its_directory = |program: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
            .args(["dry-run", "--quiet", "--returns", "split_rent.returns.json", program])
            .current_dir("corpus/ledger/programs")
            .output()
            .expect("the binary runs");
        (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned())
    };
    let from_the_top = clauz3(&["dry-run", "--quiet", "--returns", SPLIT_RENT_RETURNS, SPLIT_RENT]);
    for program in ["split_rent.py", "./split_rent.py"] {
        let (code, stdout) = from_its_directory(program);
        assert_eq!(code, Some(0), "{program}");
        assert!(from_the_top.contains(&stdout), "{program}: {stdout}");
    }
}

#[test]
fn a_runtime_failure_keeps_the_trace_and_exits_1() {
    insta::assert_snapshot!(clauz3(&[
        "dry-run",
        "--returns",
        "corpus/ledger/programs/bonus_fails_precondition.returns.json",
        "corpus/ledger/programs/bonus_fails_precondition.py"
    ]));
}

#[test]
fn an_unsupported_program_is_refused_with_exit_2() {
    insta::assert_snapshot!(clauz3(&["dry-run", "corpus/rejected/class_metaclass.py"]));
}

#[test]
fn input_errors_exit_2() {
    insta::assert_snapshot!("missing_file", clauz3(&["dry-run", "corpus/no/such/program.py"]));
    insta::assert_snapshot!(
        "bad_returns",
        clauz3(&[
            "dry-run",
            "--returns",
            "tests/data/bad_returns.json",
            "corpus/ledger/programs/close_month_fails_assert.py"
        ])
    );
    insta::assert_snapshot!(
        "unknown_effect_returns",
        clauz3(&["dry-run", "--returns", "tests/data/unknown_effect_returns.json", SPLIT_RENT])
    );
    insta::assert_snapshot!("no_target", clauz3(&["dry-run", "--target", "nope", SPLIT_RENT]));
    insta::assert_snapshot!("bad_flag", clauz3(&["dry-run", "--frobnicate", SPLIT_RENT]));
}

#[test]
fn version_prints_the_version() {
    let text = clauz3(&["--version"]);
    assert_eq!(text, format!("exit: 0\n--- stdout\nclauz3 {}\n--- stderr\n", env!("CARGO_PKG_VERSION")));
}
