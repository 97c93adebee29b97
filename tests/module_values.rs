//! Module-level values read by functions' defaults and unpacked into several names: a default
//! is the object the `def` saw, and one naming a value bound only after its `def` is CPython's
//! `NameError`.

use clauz3::{dry_run, DryRunOptions, Program};

#[test]
fn a_default_naming_a_value_bound_after_the_def_is_a_name_error() {
    for limit in ["len([1, 2])", "3"] {
        let source = format!("def f(x, n=LIMIT):\n    return n\n\nLIMIT = {limit}\n\ndef main():\n    return f(1)\n");
        let program = Program::from_source("module.py", &source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
        let trace = dry_run(&program, &DryRunOptions::default());
        let failure = trace.failure.unwrap_or_else(|| panic!("ran:\n{source}"));
        assert_eq!(
            (failure.error.as_str(), failure.message.as_str()),
            ("NameError", "NameError: name 'LIMIT' is not defined")
        );
    }
}

#[test]
fn defaults_naming_rebound_or_computed_values_are_what_the_def_saw() {
    let source = "LIMIT = [3]\n\ndef f(x, n=LIMIT):\n    return n\n\ndef g():\n    global LIMIT\n    LIMIT = [4]\n\nSIZE = len([1])\n\nclass C:\n    def m(self, n=SIZE):\n        return n\n\ndef main():\n    g()\n    return f(1), LIMIT, C().m()\n";
    let program = Program::from_source("module.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    assert_eq!(dry_run(&program, &DryRunOptions::default()).returned.as_deref(), Some("([3], [4], 1)"));
}

#[test]
fn unpacking_computed_values_and_defaults_are_accepted() {
    let source = "def pair():\n    return 1, [2]\n\nA, B = pair()\nfirst, *rest = range(3)\nN = len(rest)\n\ndef f(x, n=N, b=B):\n    return x + n + len(b)\n\ndef main():\n    return f(A)\n";
    Program::from_source("module.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
}

/// Binding a lambda runs none of its body, so it may name what the module binds later; a
/// later value calling it before that name is bound is CPython's `NameError`, so that one is
/// refused, found through the lambda's value.
#[test]
fn a_lambda_value_reads_later_names_only_when_called() {
    let late = "Y = lambda: LATER\nLATER = 5\n\ndef main():\n    return Y()\n";
    let program = Program::from_source("module.py", late, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    assert_eq!(dry_run(&program, &DryRunOptions::default()).returned.as_deref(), Some("5"));
    let early = "Y = lambda: LATER\nX = Y()\nLATER = 5\n\ndef main():\n    return X\n";
    match Program::from_source("module.py", early, &[]) {
        Ok(_) => panic!("accepted:\n{early}"),
        Err(e) => assert_eq!(
            e.text.lines().next(),
            Some("error[unsupported]: the module-level value of `X` reads `LATER` (itself or through a function it calls) before the module binds it, a NameError in Python where it is read: bind `LATER` first")
        ),
    }
}

/// A module-level type alias of `typing`'s modelled forms (`Matrix = List[List[int]]`,
/// `Row = list[int]`, a union) is a value; one naming a form clauz3 has no value for is a name
/// annotations use, which are not evaluated: the program runs, and reading the alias as a value
/// is refused naming it, while a union of module constants stays a value.
#[test]
fn type_aliases_are_values_or_serve_annotations() {
    let source = "from typing import Dict, List, Optional\nimport typing\n\nMatrix = List[List[int]]\nRow = list[int]\nIndex = Dict[str, typing.Tuple[int, ...]]\nName = Optional[str]\nId = int | str\nREAD, WRITE = 4, 2\nBOTH = READ | WRITE\n\ndef first(m: Matrix, who: Name = None) -> Row:\n    return m[0]\n\ndef main():\n    idx: Index = {'a': (1,)}\n    ident: Id = 3\n    return first([[1, 2]]), idx, ident, BOTH, Matrix, Index, Id\n";
    let program = Program::from_source("module.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    let returned = dry_run(&program, &DryRunOptions::default()).returned;
    assert_eq!(
        returned.as_deref(),
        Some("([1, 2], {'a': (1,)}, 3, 6, typing.List[typing.List[int]], typing.Dict[str, typing.Tuple[int, ...]], int | str)")
    );
    let as_value =
        "from typing import ChainMap, List\nMatrix = ChainMap[str, List[int]]\n\ndef main():\n    return Matrix\n";
    match Program::from_source("module.py", as_value, &[]) {
        Ok(_) => panic!("accepted:\n{as_value}"),
        Err(e) => assert_eq!(
            e.text.lines().next(),
            Some("error[unsupported]: `Matrix` is a type alias, which only annotations may name (write the type itself, as `list(...)` or `{}`)")
        ),
    }
}
