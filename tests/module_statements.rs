//! Module-level statements run as importing the module runs them (issue 29): in order, once,
//! before the target, in `dry-run` and `prove` alike. An exception they raise is CPython's
//! traceback from `<module>` with its exit status; a trusted effect called while the module
//! loads is refused where it is called; `id()` numbers objects by identity.

mod cpython_common;

use cpython_common::{script, written};

use clauz3::{dry_run, prove, Conclusion, DryRunOptions, Program, ProveOptions, TrustedFile};

/// Programs whose module level raises: what they print first, CPython's traceback (from the
/// `<module>` frame, through the functions module-level code calls) and exit status 1.
const RAISING: &[&str] = &[
    "LIMITS = {\"a\": 1, \"b\": 2}\nprint(\"checking\", len(LIMITS))\nfor key in LIMITS:\n    if LIMITS[key] > 1:\n        raise ValueError(f\"limit for {key} too high\")\n\n\ndef main():\n    print(\"unreachable\")\n\n\nif __name__ == \"__main__\":\n    main()\n",
    "REGISTRY = {}\n\n\ndef register(name, value):\n    if name in REGISTRY:\n        raise KeyError(f\"duplicate {name}\")\n    REGISTRY[name] = value\n\n\nfor name in [\"x\", \"y\", \"x\"]:\n    register(name, len(REGISTRY))\n\n\ndef main():\n    return REGISTRY\n\n\nif __name__ == \"__main__\":\n    main()\n",
    "RAW = \"4x\"\ntry:\n    SETTINGS = int(RAW)\nexcept ValueError as e:\n    raise RuntimeError(\"settings unreadable\") from e\n\n\ndef main():\n    return SETTINGS\n\n\nmain()\n",
    "COUNTS = {\"a\": 1}\nCOUNTS[\"b\"] = COUNTS[\"b\"] + 1\n\n\ndef main():\n    return COUNTS\n\n\nmain()\n",
];

#[test]
fn an_exception_while_the_module_loads_is_cpythons_traceback_and_status() {
    for (i, source) in RAISING.iter().enumerate() {
        let (_dir, path) = written(&format!("load{i}.py"), source);
        let (want_out, want_err, want_code) = script(&path);
        let (out, err, code) = cpython_common::binary_streams(&["dry-run", "--quiet"], &path);
        assert_eq!((out.as_str(), code), (want_out.as_str(), want_code), "{source}\n{err}");
        assert!(err.starts_with(&want_err), "{source}\n{err}\nCPython:\n{want_err}");
        assert!(want_err.contains("in <module>"), "{want_err}");
    }
    // An `assert` at module level: CPython's frame also marks the condition with carets, which
    // clauz3's tracebacks do not draw for `assert` (in functions either); the rest is CPython's.
    let source = "TABLE = [(\"a\", 1), (\"b\", 2)]\nassert len(TABLE) == 3, f\"table has {len(TABLE)} rows\"\n\n\ndef main():\n    return TABLE\n\n\nmain()\n";
    let (_dir, path) = written("assert.py", source);
    let (_, want_err, want_code) = script(&path);
    let (_, err, code) = cpython_common::binary_streams(&["dry-run", "--quiet"], &path);
    assert_eq!(code, want_code, "{err}");
    assert!(want_err.ends_with("AssertionError: table has 2 rows\n"), "{want_err}");
    assert!(err.contains("line 2, in <module>\n    assert len(TABLE) == 3, f\"table has {len(TABLE)} rows\"\nAssertionError: table has 2 rows\n"), "{err}");
}

const SHOP: &str = "import clauz3\n\n@clauz3.trusted\ndef stock(sku: str) -> int: ...\n";

fn shop() -> Vec<TrustedFile> {
    vec![TrustedFile {
        package: "tools.shop.trusted".into(),
        module: "tools.shop.trusted.effects".into(),
        display: "tools/shop/trusted/effects.py".into(),
        text: SHOP.into(),
    }]
}

/// An effect would run before the target, outside the calls its guarantees and approval are
/// about: called from module-level code (directly, in a loop, or through a function), it is
/// refused where it is called, in the dry run and the proof alike, before any effect runs.
#[test]
fn a_trusted_effect_called_while_the_module_loads_is_refused_there() {
    let sources = [
        "from tools.shop.trusted.effects import stock\n\nSTART = stock('mug')\n\ndef main() -> int:\n    return START\n",
        "from tools.shop.trusted.effects import stock\n\nLEVELS = {}\nfor sku in ['mug', 'cup']:\n    LEVELS[sku] = stock(sku)\n\ndef main() -> int:\n    return len(LEVELS)\n",
        "from tools.shop.trusted.effects import stock\n\ndef warm():\n    return stock('mug')\n\nwarm()\n\ndef main() -> int:\n    return 1\n\nif __name__ == '__main__':\n    main()\n",
    ];
    for source in sources {
        let program = Program::from_source("agent.py", source, &shop()).unwrap_or_else(|e| panic!("{}", e.text));
        let trace = dry_run(&program, &DryRunOptions::default());
        assert!(trace.effects.is_empty(), "{source}");
        let failure = trace.failure.unwrap_or_else(|| panic!("ran:\n{source}"));
        assert!(failure.message.contains("a trusted effect is called at module level"), "{}", failure.message);
        let report = prove(&program, &ProveOptions::default());
        assert_ne!(report.conclusion, Conclusion::Proved, "{source}\n{}", report.line);
    }
    // In a function the module only defines, the effect runs when the target calls it.
    let called = "from tools.shop.trusted.effects import stock\n\ndef warm():\n    return stock('mug')\n\ndef main() -> int:\n    return warm()\n";
    let program = Program::from_source("agent.py", called, &shop()).unwrap_or_else(|e| panic!("{}", e.text));
    let options = DryRunOptions {
        returns: clauz3::ScriptedReturns::from_json(&serde_json::json!({"stock": [4]})).unwrap(),
        ..DryRunOptions::default()
    };
    assert_eq!(dry_run(&program, &options).returned.as_deref(), Some("4"));
}

fn returned(source: &str) -> String {
    let program = Program::from_source("module.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let trace = dry_run(&program, &DryRunOptions::default());
    match trace.failure {
        Some(f) => format!("{}: {}", f.error, f.message),
        None => trace.returned.unwrap_or_default(),
    }
}

fn refusal(source: &str) -> String {
    match Program::from_source("module.py", source, &[]) {
        Ok(_) => panic!("accepted:\n{source}"),
        Err(e) => e.text.lines().next().unwrap_or_default().to_owned(),
    }
}

/// Names bound by module-level statements are module variables: a loop's variables outlive it,
/// a later plain assignment rebinds what a loop or `if` bound, and a function reads the value
/// the module ended with.
#[test]
fn names_module_level_statements_bind_are_module_variables() {
    let source = "for k, v in [('a', 1), ('b', 2)]:\n    pass\nfor k, v in [('c', 3)]:\n    pass\nLEVEL = 1\nif k == 'c':\n    LEVEL = 2\nLEVEL = LEVEL * 10\nk = 'z'\nTOTAL = 0\nTOTAL += v\n\ndef main():\n    return k, v, LEVEL, TOTAL\n";
    assert_eq!(returned(source), "('z', 3, 20, 3)");
    let unbound = "if False:\n    FLAG = True\n\ndef main():\n    return FLAG\n";
    assert_eq!(returned(unbound), "NameError: NameError: name 'FLAG' is not defined");
    let shadowing =
        "def helper():\n    return 1\n\nfor helper in range(2):\n    pass\n\ndef main():\n    return helper\n";
    assert_eq!(
        refusal(shadowing),
        "error[unsupported]: a `for` loop at module level rebinds `helper`, which the module binds to a function, class or module: use another name"
    );
}

/// `id()` is one number per object for the run: equal exactly when `is` holds; a number's
/// identity CPython leaves to its storage is refused, and wrong calls are CPython's errors.
#[test]
fn id_numbers_objects_by_identity() {
    let source = "class P:\n    pass\n\ndef main():\n    a, b = P(), P()\n    xs = [a, b, a, None, None]\n    seen = []\n    for x in xs:\n        if id(x) not in seen:\n            seen.append(id(x))\n    return len(seen), id(a) == id(xs[2]), id(a) == id(b), id(a) > 0\n";
    assert_eq!(returned(source), "(3, True, False, True)");
    let int = "def main():\n    return id(3)\n";
    assert!(returned(int).contains("`id()` of a `int` value"), "{}", returned(int));
    let none = "def main():\n    return id()\n";
    assert_eq!(returned(none), "TypeError: TypeError: id() takes exactly one argument (0 given)");
}

/// A proof may rest on which ids are equal, never on their order or size: CPython's addresses
/// may come in any order.
#[test]
fn a_proof_never_rests_on_the_order_of_ids() {
    let ordered = "def main(n: int) -> int:\n    a = [n]\n    b = [n]\n    assert id(a) < id(b)\n    return n\n";
    let program = Program::from_source("ids.py", ordered, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let report = prove(&program, &ProveOptions::default());
    assert_ne!(report.conclusion, Conclusion::Proved, "{}", report.line);
    // Nor refuted: the interpreter's numbers cannot replay an order the solver picked (this
    // was a `failed` with a parity error).
    assert!(report.line.contains("skipped") && report.line.contains("an `id()` number"), "{}", report.line);
    let distinct = ordered.replace("id(a) < id(b)", "id(a) != id(b) and id(a) > 0");
    let program = Program::from_source("ids.py", &distinct, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let report = prove(&program, &ProveOptions::default());
    assert_eq!(report.conclusion, Conclusion::Proved, "{}", report.line);
}

/// A `try:` of imports holding other statements too: where the sandbox lacks a module, the
/// statements before its import run, then the fallback, as in CPython without that module.
#[test]
fn a_try_of_imports_with_other_statements_falls_back_where_a_module_is_missing() {
    let source = "try:\n    FAST = True\n    import ujson as json\n    FAST = 'ujson'\nexcept ImportError:\n    import json\n    FALLBACK = True\n\ndef main():\n    return FAST, FALLBACK, json.dumps([1])\n";
    assert_eq!(returned(source), "(True, True, '[1]')");
    let present = "try:\n    import json\n    HAVE_JSON = True\nexcept ImportError:\n    HAVE_JSON = False\n\ndef main():\n    return HAVE_JSON\n";
    assert_eq!(returned(present), "True");
}
