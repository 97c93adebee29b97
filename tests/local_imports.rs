//! Imports inside functions: moved to module level where that cannot change what CPython does
//! (`syntax/local_imports.rs`), refused where it could — a name the import binds read in
//! another function (CPython's `NameError` there) or before the import (`UnboundLocalError`).
//! The programs that run are in `tests/data/everyday/imports59/`.

use clauz3::api::Program;

fn refusal(text: &str) -> String {
    match Program::from_source("agent.py", text, &[]) {
        Ok(_) => panic!("loaded, though CPython fails it:\n{text}"),
        Err(e) => e.text,
    }
}

#[test]
fn a_name_read_where_cpython_would_not_see_the_import_keeps_the_import_refused() {
    let elsewhere = "def helper(n):\n    return json.dumps(n)\n\n\ndef main(n: int) -> str:\n    import json\n    return helper(n)\n";
    let text = refusal(elsewhere);
    assert!(text.contains("imports inside functions are not in the clauz3 subset"), "{text}");
    assert!(text.contains("agent.py:6:5"), "{text}");
    let before = "def main(n: int) -> str:\n    s = json.dumps(n)\n    import json\n    return s\n";
    let text = refusal(before);
    assert!(text.contains("agent.py:3:5"), "{text}");
    let rebound = "def main(n: int) -> int:\n    import math\n    math = n\n    return math\n";
    assert!(refusal(rebound).contains("agent.py:2:5"));
}

#[test]
fn an_import_that_may_move_loads_and_names_no_construct() {
    let text = "def main(n: int) -> str:\n    import json\n    from collections import Counter\n    return json.dumps(Counter([n]))\n";
    assert!(Program::from_source("agent.py", text, &[]).is_ok());
}
