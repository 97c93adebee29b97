//! What the agents76 battery (issue 29) found: `typing.overload` stubs (refused as decorated
//! methods or names bound twice), `__name__` of a subscripted class (`list[str].__name__`,
//! read from dataclass field types) and a function's `@unique` enumeration with aliases
//! (refused, where CPython raises `ValueError` when its `class` statement runs). Its everyday
//! programs run against CPython in `tests/everyday.rs` (`everyday/agents76_fixes/`); here,
//! each form against CPython, and what stays refused.

mod cpython_common;

use clauz3::Program;

fn refusal(source: &str) -> String {
    match Program::from_source("edge.py", source, &[]) {
        Ok(_) => panic!("accepted:\n{source}"),
        Err(e) => e.text,
    }
}

#[test]
fn overload_stubs_give_way_to_their_implementation() {
    let sources = [
        "from typing import overload\n\n@overload\ndef f(x: int) -> int: ...\n@overload\ndef f(x: str) -> str: ...\ndef f(x):\n    return x * 2\n\ndef main():\n    return f(2), f('ab'), f.__name__",
        "import typing as t\n\nclass Box:\n    def __init__(self, items):\n        self.items = items\n\n    @t.overload\n    def __getitem__(self, i: int) -> int: ...\n    @t.overload\n    def __getitem__(self, i: slice) -> list: ...\n    def __getitem__(self, i):\n        return self.items[i]\n\ndef main():\n    b = Box([1, 2, 3])\n    return b[0], b[1:], sorted(k for k in vars(Box) if not k.startswith('__'))",
        "from typing import overload as ov\n\nclass C:\n    @ov\n    @staticmethod\n    def make(x: int = 0) -> int: ...\n    @ov\n    @staticmethod\n    def make(x: str = '', *, strict: bool = True) -> str: ...\n    @staticmethod\n    def make(x=0, *, strict=True):\n        return (x, strict)\n\ndef main():\n    return C.make(), C.make('a', strict=False)",
        "from typing import overload\n\ndef main():\n    @overload\n    def g(v: int) -> int: ...\n    @overload\n    def g(v: float) -> float: ...\n    def g(v):\n        return v + 1\n    return g(1), g(0.5)",
    ];
    let sources: Vec<String> = sources.iter().map(|s| (*s).to_owned()).collect();
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn overload_stubs_without_an_implementation_are_refused() {
    let module = refusal(
        "from typing import overload\n\n@overload\ndef f(x: int) -> int: ...\n\ndef main():\n    return f(1)\n",
    );
    assert!(
        module.contains("`@overload` on `f` without an implementation (`def f` after the stubs): CPython binds the name to a stub whose calls raise NotImplementedError"),
        "{module}"
    );
    let method = refusal("from typing import overload\n\nclass C:\n    @overload\n    def m(self, x: int) -> int: ...\n    def other(self):\n        return 1\n\ndef main():\n    return C().other()\n");
    assert!(method.contains("`@overload` on `m` without an implementation"), "{method}");
    // A stub whose default is computed is made as any other `def`: the name bound twice.
    let computed = refusal("from typing import overload\n\ndef zero():\n    return 0\n\n@overload\ndef f(x: int = zero()) -> int: ...\ndef f(x=0):\n    return x\n\ndef main():\n    return f()\n");
    assert!(computed.contains("`f` is bound more than once at module level"), "{computed}");
}

#[test]
fn subscripted_classes_are_named_by_their_class() {
    let sources = [
        "import collections\n\ndef main():\n    aliases = [list[int], dict[str, int], collections.deque[int], tuple[int, ...], type[int], frozenset[str], collections.Counter[str]]\n    return [(a.__name__, a.__qualname__, a.__module__) for a in aliases]",
        "from typing import Generic, TypeVar\nT = TypeVar('T')\n\nclass Box(Generic[T]):\n    pass\n\ndef main():\n    return Box[int].__name__, Box[int].__qualname__, Box[int].__module__ == Box.__module__",
        "from dataclasses import dataclass, field, fields\nimport collections\n\n@dataclass\nclass J:\n    tags: list[str] = field(default_factory=list)\n    queue: collections.deque[int] = field(default_factory=collections.deque)\n    n: int = 0\n\ndef main():\n    return [getattr(f.type, '__name__', None) for f in fields(J)]",
        "def main():\n    return getattr(3, '__name__', 'none'), getattr(list[int], '__name__', None)",
    ];
    let sources: Vec<String> = sources.iter().map(|s| (*s).to_owned()).collect();
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn a_functions_unique_enum_with_aliases_raises_where_it_runs() {
    let sources = [
        "from enum import Enum, unique\n\ndef make():\n    @unique\n    class C(Enum):\n        A = 1\n        B = 1\n        D = 2\n        E = 2\n    return C\n\ndef main():\n    try:\n        make()\n    except ValueError as e:\n        return str(e)",
        "from enum import Flag, IntEnum, unique, auto\n\ndef main():\n    @unique\n    class P(Flag):\n        R = auto()\n        W = auto()\n        RW = R | W\n    out = [m.name for m in P]\n    try:\n        @unique\n        class L(IntEnum):\n            LOW = 1\n            ALSO_LOW = 1\n    except ValueError as e:\n        out.append(str(e))\n    return out",
        "from enum import Enum, unique\n\ndef main():\n    @unique\n    class C(Enum):\n        A = 1\n        B = 1\n    return C",
    ];
    let sources: Vec<String> = sources.iter().map(|s| (*s).to_owned()).collect();
    cpython_common::same_as_cpython_each(&sources);
    let module = refusal("from enum import Enum, unique\n\n@unique\nclass C(Enum):\n    A = 1\n    B = 1\n\ndef main():\n    return list(C)\n");
    assert!(
        module.contains("`@unique` on a module-level enumeration with aliases (CPython raises ValueError: duplicate values found in <enum 'C'>: B -> A as the module loads)"),
        "{module}"
    );
}
