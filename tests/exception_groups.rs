//! Exception groups left uncaught, and the `except*` forms CPython refuses to compile (issue
//! 29): an uncaught group prints CPython 3.11's boxed `Exception Group Traceback` before
//! clauz3's diagnostic, and each refusal is CPython's `SyntaxError` wording. The programs the
//! battery compares with CPython are in `tests/data/everyday/excgroup72/`.

mod cpython_common;

use cpython_common::{script, written};

/// `clauz3 dry-run` of `source` prints on stderr what `python3` prints, then the diagnostic.
fn same_traceback(name: &str, source: &str) -> String {
    let (_dir, path) = written(name, source);
    let (want_out, want_err, want_code) = script(&path);
    assert_eq!(want_code, 1, "{want_err}");
    let (out, err, code) = cpython_common::binary_streams(&["dry-run", "--quiet"], &path);
    assert_eq!(code, 1, "{err}");
    assert_eq!(out, want_out);
    assert!(err.len() >= want_err.len(), "{err}\nCPython:\n{want_err}");
    let (traceback, diagnostic) = err.split_at(want_err.len());
    assert_eq!(traceback, want_err);
    diagnostic.to_owned()
}

#[test]
fn a_handler_raising_after_an_except_star_prints_the_boxed_group_as_its_context() {
    let diagnostic = same_traceback("uncaught_group.py", include_str!("data/exception_groups/uncaught_group.py"));
    assert!(diagnostic.starts_with("error[runtime]: RuntimeError: import aborted\n"), "{diagnostic}");
}

#[test]
fn the_part_of_a_group_no_except_star_matched_escapes_in_its_original_shape() {
    let diagnostic = same_traceback("star_leak.py", include_str!("data/exception_groups/star_leak.py"));
    assert!(diagnostic.starts_with("error[runtime]: ExceptionGroup: fetch (1 sub-exception)\n"), "{diagnostic}");
}

#[test]
fn except_star_forms_cpython_refuses_are_its_syntax_errors() {
    let cases = [
        ("    try:\n        pass\n    except*:\n        pass\n", "expected one or more exception types"),
        (
            "    try:\n        pass\n    except ValueError:\n        pass\n    except* TypeError:\n        pass\n",
            "cannot have both 'except' and 'except*' on the same 'try'",
        ),
        (
            "    try:\n        pass\n    except* TypeError:\n        pass\n    except ValueError:\n        pass\n",
            "cannot have both 'except' and 'except*' on the same 'try'",
        ),
        (
            "    try:\n        pass\n    except* TypeError:\n        return 1\n",
            "'break', 'continue' and 'return' cannot appear in an except* block",
        ),
        (
            "    for i in range(2):\n        try:\n            pass\n        except* TypeError:\n            continue\n",
            "'break', 'continue' and 'return' cannot appear in an except* block",
        ),
    ];
    for (body, message) in cases {
        let source = format!("def main():\n{body}\n\nmain()\n");
        let (_dir, path) = written("refused.py", &source);
        let (_, want_err, _) = script(&path);
        assert!(want_err.contains(&format!("SyntaxError: {message}")), "{want_err}");
        let (_, err, code) = cpython_common::binary_streams(&["dry-run"], &path);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(message), "{source}\n{err}");
    }
}
