//! An exception raised inside a modelled standard-library module (`statistics`, `math`,
//! `functools`, `itertools`, `operator`: subset Python shipped as `<clauz3>/<module>.py`) is
//! reported at the program's call of the module, where the user can act on it, with CPython's
//! final traceback line; where the module raised it is a note naming the module's function.
//! `dry-run`, `run` and `prove` agree on the place (issue 30).
#![expect(clippy::disallowed_types, reason = "the tests run python3 for CPython's final line")]

mod cli_common;

use cli_common::clauz3_in;

const DIR: &str = "tests/data/modelled_errors";

/// CPython's last traceback line for running `main()` of `path`, or `None` without python3.
fn cpython_final_line(path: &str) -> Option<String> {
    let script = "import runpy, sys\nrunpy.run_path(sys.argv[1])['main']()\n";
    let out = std::process::Command::new("python3").args(["-c", script, path]).output().ok()?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    Some(stderr.lines().last().unwrap_or_default().to_owned())
}

/// (program, the place of the program's call, the module function named in the note).
const RAISING: &[(&str, &str, &str)] = &[
    ("mean_of_nothing.py", "6:12", "statistics.mean"),
    // The call inside the program's own helper, not the helper's call in `main`.
    ("negative_root.py", "5:12", "math.sqrt"),
    ("empty_reduce.py", "5:12", "functools.reduce"),
    // A generator of the module raises while the program's `for` takes its items.
    ("running_total.py", "6:18", "itertools._accumulate"),
];

#[test]
fn dry_run_places_a_modelled_modules_exception_at_the_programs_call() {
    for (file, place, function) in RAISING {
        let path = format!("{DIR}/{file}");
        let (code, _, stderr) = clauz3_in(".", "dry-run", &[&path]);
        assert_eq!(code, 1, "{stderr}");
        // CPython's traceback comes first; the diagnostic after it.
        let mut lines = stderr.lines().skip_while(|l| !l.starts_with("error["));
        let first = lines.next().unwrap_or_default();
        assert_eq!(lines.next(), Some(format!(" --> {path}:{place}").as_str()), "{stderr}");
        let note = format!("  = note: raised inside `{function}`, clauz3's model of the module: <clauz3>/");
        assert!(stderr.lines().any(|l| l.starts_with(&note)), "{stderr}");
        assert!(!stderr.contains(" --> <clauz3>/"), "{stderr}");
        if let Some(want) = cpython_final_line(&path) {
            assert_eq!(first.strip_prefix("error[runtime]: "), Some(want.as_str()), "{stderr}");
        }
    }
}

#[test]
fn a_caught_modelled_exception_is_the_programs_to_handle() {
    let (code, stdout, stderr) = clauz3_in(".", "dry-run", &[&format!("{DIR}/caught_statistics.py")]);
    assert_eq!(
        (code, stdout.as_str(), stderr.as_str()),
        (0, "main: ran (0 effects)\nreturned: 'no median: no median for empty data'\n", "")
    );
}

#[test]
fn run_refuses_at_the_programs_call() {
    let path = format!("{DIR}/mean_of_nothing.py");
    let (code, stdout, stderr) = clauz3_in(".", "run", &["--yes", &path]);
    assert_eq!(code, 1, "{stdout}{stderr}");
    assert!(stdout.starts_with("main: failed StatisticsError: mean requires at least one data point\n"), "{stdout}");
    assert!(
        stderr.starts_with(&format!(
            "error[refuted]: statistics.StatisticsError: mean requires at least one data point\n --> {path}:6:12\n"
        )),
        "{stderr}"
    );
}

/// The prover's failed verdict, its obligation and its explanation name the program's line,
/// both for a `raise` in the module taken on a path and for an obligation the module's
/// arithmetic meets on terms (`operator.floordiv`'s `//`).
#[test]
fn a_failed_proof_is_located_at_the_programs_call() {
    let cases = [
        ("root_of_input.py", "6:16", "math.sqrt", "main: failed ValueError: math domain error. Example: x="),
        (
            "divide_inputs.py",
            "6:16",
            "operator.floordiv",
            "main: failed ZeroDivisionError: integer division or modulo by zero. Example: a=",
        ),
    ];
    for (file, place, function, verdict) in cases {
        let path = format!("{DIR}/{file}");
        let (code, stdout, _) = clauz3_in(".", "prove", &["--json", &path]);
        assert_eq!(code, 1, "{stdout}");
        let report: serde_json::Value = serde_json::from_str(&stdout).expect("one JSON document");
        assert!(report["line"].as_str().is_some_and(|l| l.starts_with(verdict)), "{stdout}");
        let (line, column) = place.split_once(':').expect("line:col");
        let location = &report["obligations"][0]["location"];
        assert_eq!(location["file"], path.as_str(), "{stdout}");
        assert_eq!(location["line"].to_string(), line, "{stdout}");
        assert_eq!(location["column"].to_string(), column, "{stdout}");
        assert_eq!(report["replay"], "reproduced", "{stdout}");
        let explanation = report["explanation"].as_str().unwrap_or_default();
        assert!(explanation.contains(&format!(" --> {path}:{place}\n")), "{explanation}");
        assert!(explanation.contains(&format!("= note: raised inside `{function}`")), "{explanation}");
    }
}

/// The same module called from a proved path stays proved, its obligations placed at the
/// program's calls.
#[test]
fn a_guarded_call_proves_with_its_obligation_at_the_call() {
    let path = std::env::temp_dir().join(format!("clauz3-modelled-{}.py", std::process::id()));
    let source = "import operator\n\ndef main(a: int, b: int) -> int:\n    if b != 0:\n        return operator.floordiv(a, b)\n    return 0\n";
    #[expect(clippy::disallowed_methods, reason = "the test writes its program")]
    std::fs::write(&path, source).expect("temp file");
    let shown = path.display().to_string();
    let (code, stdout, _) = clauz3_in(".", "prove", &["--json", &shown]);
    assert_eq!(code, 0, "{stdout}");
    let report: serde_json::Value = serde_json::from_str(&stdout).expect("one JSON document");
    assert_eq!(report["obligations"][0]["location"]["file"], shown.as_str(), "{stdout}");
    assert_eq!(report["obligations"][0]["location"]["line"], 5, "{stdout}");
    assert_eq!(report["obligations"][0]["status"], "proved", "{stdout}");
}
