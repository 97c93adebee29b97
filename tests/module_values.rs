//! Module-level values read by module-level functions' defaults and unpacked into several
//! names: what CPython cannot run the same way is refused naming the construct and line.

use clauz3::Program;

fn refusal(source: &str) -> String {
    match Program::from_source("module.py", source, &[]) {
        Ok(_) => panic!("accepted:\n{source}"),
        Err(e) => e.text,
    }
}

#[test]
fn a_default_naming_a_value_bound_after_the_def_is_refused() {
    let text = refusal("def f(x, n=LIMIT):\n    return n\n\nLIMIT = len([1, 2])\n\ndef main():\n    return f(1)\n");
    assert!(text.contains("the default of `n` is the module-level variable `LIMIT`"), "{text}");
    assert!(text.contains("NameError") && text.contains("module.py:1:"), "{text}");
}

#[test]
fn a_default_naming_a_value_a_function_rebinds_is_refused() {
    let text = refusal(
        "LIMIT = [3]\n\ndef f(x, n=LIMIT):\n    return n\n\ndef g():\n    global LIMIT\n    LIMIT = [4]\n\ndef main():\n    g()\n    return f(1)\n",
    );
    assert!(text.contains("rebinds with `global`") && text.contains("module.py:3:"), "{text}");
}

#[test]
fn a_method_default_naming_a_module_value_is_refused() {
    let text = refusal("LIMIT = len([1])\n\nclass C:\n    def m(self, n=LIMIT):\n        return n\n\ndef main():\n    return C().m()\n");
    assert!(text.contains("a method's defaults may not read"), "{text}");
}

#[test]
fn unpacking_computed_values_and_defaults_are_accepted() {
    let source = "def pair():\n    return 1, [2]\n\nA, B = pair()\nfirst, *rest = range(3)\nN = len(rest)\n\ndef f(x, n=N, b=B):\n    return x + n + len(b)\n\ndef main():\n    return f(A)\n";
    Program::from_source("module.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
}
