//! Imports inside functions: moved to module level where that cannot change what CPython does
//! (`syntax/local_imports.rs`), else bound as the function's locals where the statement runs
//! (`syntax/local_import_bindings.rs`), so a name read before the import is CPython's
//! `UnboundLocalError` and one read in another function is not the import's. What cannot be
//! modelled stays refused where it is written. The programs that run are in
//! `tests/data/everyday/imports59/` and `lang60/`.

use clauz3::api::Program;

fn refusal(text: &str) -> String {
    match Program::from_source("agent.py", text, &[]) {
        Ok(_) => panic!("loaded, though it should be refused:\n{text}"),
        Err(e) => e.text,
    }
}

/// What `main()` printed, or the message it failed with.
fn run(text: &str) -> Result<String, String> {
    let program = Program::from_source("agent.py", text, &[]).map_err(|e| e.text)?;
    let options = clauz3::DryRunOptions { target: "main".to_owned(), ..clauz3::DryRunOptions::default() };
    let trace = clauz3::dry_run(&program, &options);
    match trace.failure {
        Some(f) => Err(f.message),
        None => Ok(trace.output),
    }
}

#[test]
fn a_name_read_in_another_function_is_not_the_import() {
    let elsewhere =
        "def helper(n):\n    return json.dumps(n)\n\n\ndef main():\n    import json\n    return helper(1)\n";
    let text = refusal(elsewhere);
    assert!(text.contains("json"), "{text}");
    assert!(text.contains("agent.py:2:12"), "{text}");
}

#[test]
fn a_name_read_before_the_import_is_unbound_as_in_cpython() {
    let before = "def main():\n    try:\n        s = json.dumps(1)\n    except UnboundLocalError as e:\n        print(e)\n    import json\n    print(json.dumps([2]))\n";
    let out = run(before).expect("runs");
    assert_eq!(out, "cannot access local variable 'json' where it is not associated with a value\n[2]\n");
    let rebound = "def main():\n    import math\n    print(math.floor(2.5))\n    math = 3\n    print(math)\n";
    assert_eq!(run(rebound).expect("runs"), "2\n3\n");
}

#[test]
fn imports_under_if_try_and_for_bind_when_they_run() {
    let text = "def pick(fast):\n    if fast:\n        import json as codec\n    else:\n        from json import dumps\n        return dumps([0])\n    return codec.dumps([1])\n\n\ndef main():\n    try:\n        import math\n    except ImportError:\n        math = None\n    for _ in range(2):\n        from collections import Counter\n    print(pick(True), pick(False), math.isqrt(17), Counter('aab')['a'])\n";
    assert_eq!(run(text).expect("runs"), "[1] [0] 4 2\n");
    let skipped = "def main():\n    if False:\n        import json\n    return json.dumps(1)\n";
    let message = run(skipped).expect_err("unbound");
    assert!(message.contains("UnboundLocalError"), "{message}");
}

#[test]
fn an_optional_import_in_a_function_takes_its_fallback_where_the_module_is_missing() {
    let text = "def load():\n    try:\n        import acme_yaml as yaml\n    except ImportError as e:\n        print(type(e).__name__, e)\n        yaml = None\n    try:\n        import json\n    except ImportError:\n        json = None\n    return yaml, json.dumps(1)\n\n\ndef main():\n    print(load())\n";
    assert_eq!(run(text).expect("runs"), "ModuleNotFoundError No module named 'acme_yaml'\n(None, '1')\n");
    // CPython 3.11 has `tomllib`, which clauz3 does not model: no fallback can stand for it.
    let stdlib = "def main():\n    try:\n        import tomllib\n    except ImportError:\n        tomllib = None\n    return tomllib\n";
    assert!(refusal(stdlib).contains("`tomllib` exists in CPython's standard library"), "{}", refusal(stdlib));
}

#[test]
fn what_cannot_be_a_local_binding_stays_refused_where_written() {
    let global = "def main():\n    global json\n    if True:\n        import json\n    return json.dumps(1)\n";
    assert!(refusal(global).contains("agent.py:4:9"), "{}", refusal(global));
    let star = "def main():\n    if True:\n        from math import *\n    return 1\n";
    assert!(refusal(star).contains("agent.py:3:9"), "{}", refusal(star));
}

#[test]
fn an_import_that_may_move_loads_and_names_no_construct() {
    let text = "def main(n: int) -> str:\n    import json\n    from collections import Counter\n    return json.dumps(Counter([n]))\n";
    assert!(Program::from_source("agent.py", text, &[]).is_ok());
}
