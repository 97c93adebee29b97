//! Annotations read back (`__annotations__`, `inspect.signature`, `typing.get_type_hints`, a
//! `TypedDict`'s keys): what clauz3 does not compute as CPython does is refused by name, never
//! read as an empty or partial dict.

use clauz3::{dry_run, DryRunOptions, Program};

/// The failure a program's run ends with: (error kind, message).
fn refusal(source: &str) -> (String, String) {
    let program = Program::from_source("module.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let trace = dry_run(&program, &DryRunOptions::default());
    let failure = trace.failure.unwrap_or_else(|| panic!("ran:\n{source}"));
    (failure.error, failure.message)
}

fn returned(source: &str) -> String {
    let program = Program::from_source("module.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let trace = dry_run(&program, &DryRunOptions::default());
    if let Some(f) = trace.failure {
        panic!("{}: {}\n{source}", f.error, f.message);
    }
    trace.returned.unwrap_or_default()
}

#[test]
fn annotations_clauz3_does_not_compute_are_refused_by_name() {
    let cases = [
        // A `typing` form clauz3 has no value for is none here.
        ("from typing import ChainMap\n\ndef f(x: ChainMap[str, int]) -> int:\n    return 1\n\ndef main():\n    return f.__annotations__\n", "`__annotations__` of `f`"),
        ("import inspect\nfrom typing import ChainMap\n\ndef f(x: ChainMap[str, int]):\n    return 1\n\ndef main():\n    return str(inspect.signature(f))\n", "`inspect.signature` of `f`"),
        // Nor is an alias of one (`ChainMap[str, int]`) in a class body.
        ("from typing import ChainMap\n\nclass C:\n    items: ChainMap[str, int]\n\ndef main():\n    return C.__annotations__\n", "`__annotations__` of the class `C`"),
        // A TypedDict whose annotations hold such a form keeps its keys, not its annotations.
        ("from typing import TypedDict, ChainMap\n\nclass Order(TypedDict):\n    kind: ChainMap[str, str]\n\ndef main():\n    return Order.__annotations__\n", "`__annotations__` of `Order`"),
        // A string annotation is evaluated by CPython's `get_type_hints`.
        ("from typing import get_type_hints\n\ndef f(x: 'int'):\n    return 1\n\ndef main():\n    return get_type_hints(f)\n", "string annotation 'int' of `x`"),
        // Under `from __future__ import annotations`, an annotation whose text is not written
        // back (a call).
        ("from __future__ import annotations\n\ndef f(x: make(1)):\n    return 1\n\ndef main():\n    return f.__annotations__\n", "`__annotations__` of `f`"),
    ];
    for (source, said) in cases {
        let (error, message) = refusal(source);
        assert_eq!(error, "Unsupported", "{source}");
        assert!(message.contains(said), "{message}\n{source}");
    }
}

#[test]
fn typed_dict_keys_need_no_annotation_values() {
    let source = "from typing import TypedDict, Literal, NotRequired\n\nclass Order(TypedDict):\n    kind: Literal['a']\n    note: NotRequired[str]\n\ndef main():\n    return sorted(Order.__required_keys__), sorted(Order.__optional_keys__), Order.__total__\n";
    assert_eq!(returned(source), "(['kind'], ['note'], True)");
}

#[test]
fn typing_cast_gives_its_value_back() {
    let source = "from typing import cast\nimport typing\n\ndef main():\n    return cast(int, '3'), typing.cast('list[int]', [1])\n";
    assert_eq!(returned(source), "('3', [1])");
}

/// Annotations naming `typing`'s forms are the forms, as CPython computes them; under
/// `from __future__ import annotations` each is its text (a `TypedDict`'s a `ForwardRef`).
#[test]
fn typing_forms_in_annotations_are_computed() {
    let forms = "from typing import Literal, Optional, TypedDict\n\nKind = Literal['a', 'b']\n\nclass Order(TypedDict):\n    kind: Kind\n    note: Optional[str]\n\ndef f(x: Optional[int], y: int | None = None) -> Kind:\n    return 'a'\n\ndef main():\n    return f.__annotations__, Order.__annotations__\n";
    assert_eq!(
        returned(forms),
        "({'x': typing.Optional[int], 'y': int | None, 'return': typing.Literal['a', 'b']}, {'kind': typing.Literal['a', 'b'], 'note': typing.Optional[str]})"
    );
    let future = "from __future__ import annotations\nfrom typing import Literal, TypedDict\n\nclass Order(TypedDict):\n    kind: Literal[\"a\"]\n\ndef f(x: dict[str,int], y: 'Order') -> None:\n    return None\n\ndef main():\n    return f.__annotations__, Order.__annotations__\n";
    assert_eq!(
        returned(future),
        "({'x': 'dict[str, int]', 'y': \"'Order'\", 'return': 'None'}, {'kind': ForwardRef(\"Literal['a']\", module='__main__')})"
    );
}
