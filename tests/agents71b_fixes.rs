//! What the agents71b battery (issue 29) found: `type()` with three arguments, which makes a
//! class while the program runs (dyn72: `sema/made_class.rs`), rather than a wrong
//! `TypeError`, a base it cannot model refused where it is called, and the other argument
//! counts failing as in CPython. Its everyday
//! programs (`contextlib.redirect_stdout`/`redirect_stderr`, an abstract method implemented
//! under the program's own decorator) run against CPython in `tests/everyday.rs`
//! (`everyday/agents71b_fixes/`), with proofs and failing twins in
//! `tests/data/soundness/std_modules/redirect_*`.

mod cpython_common;

#[test]
fn type_with_three_arguments_makes_a_class() {
    let bodies = [
        "type('Dup', (object,), {'x': 1}).x",
        "type('Dup', (), {'x': 1, 'f': lambda self: 7})().f()",
        "[type('A', (), {}).__name__, type('A', (), {'__qualname__': 'B.A'}).__qualname__]",
    ];
    let sources: Vec<String> = bodies.iter().map(|b| format!("def main():\n    return {b}\n")).collect();
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn type_with_three_arguments_refuses_a_builtin_base_where_it_is_called() {
    let source = "def main():\n    return type('Env', (dict,), {'x': 1})\n";
    assert_eq!(
        cpython_common::clauz3(source),
        "!Unsupported: a class made by `type()` deriving from a value that is not a class of the program (write a `class` statement)"
    );
}

#[test]
fn type_with_two_or_four_arguments_fails_as_in_cpython() {
    let bodies = ["type('A', ())", "type('A', (), {}, 1)", "type()", "type(3), type('x'), type(None)"];
    let sources: Vec<String> = bodies
        .iter()
        .map(|b| {
            format!("def main():\n    try:\n        return {b}\n    except TypeError as e:\n        return str(e)\n")
        })
        .collect();
    cpython_common::same_as_cpython_each(&sources);
}
