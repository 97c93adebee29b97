//! The `dataclasses` API as agents use it (issue 29): `fields()` and its `Field` objects,
//! `MISSING`, `field(...)` keywords, `@dataclass(...)` options, `KW_ONLY`, `ClassVar` and
//! `InitVar`, run as in CPython 3.11; what clauz3 cannot reproduce is refused, located.

mod cpython_common;

use clauz3::{dry_run, DryRunOptions, Program};

/// The located reason clauz3 gives for refusing `source` before it runs.
fn refusal(source: &str) -> String {
    match Program::from_source("refused.py", source, &[]) {
        Ok(_) => panic!("accepted:\n{source}"),
        Err(e) => e.text,
    }
}

/// What a run of `source` stops on, refused where it runs.
fn run_refusal(source: &str) -> String {
    let program = Program::from_source("run.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    let trace = dry_run(&program, &DryRunOptions::default());
    trace.failure.map(|f| format!("{}: {}", f.error, f.message)).unwrap_or_else(|| "no failure".to_owned())
}

#[test]
fn fields_options_and_pseudo_fields_run_as_in_cpython() {
    let cases = [
        // Field attributes, MISSING, metadata, kw_only and hash flags.
        "from dataclasses import dataclass, field, fields, MISSING, KW_ONLY\nfrom decimal import Decimal\n@dataclass\nclass P:\n    a: int\n    b: 'Decimal' = field(default=Decimal('1.5'), hash=True, metadata={'u': 'kg'})\n    _: KW_ONLY\n    c: list = field(default_factory=list, repr=False)\ndef main():\n    return [(f.name, f.type, f.default is MISSING, f.default_factory is MISSING, f.init, f.repr, f.hash, f.compare, dict(f.metadata), f.kw_only) for f in fields(P)], fields(P(1))[1].default\n",
        // A factory is called only for an instance not given the field, in field order.
        "from dataclasses import dataclass, field\ncalls = []\ndef make():\n    calls.append(len(calls))\n    return len(calls)\n@dataclass\nclass C:\n    a: int = field(default_factory=make)\n    b: list = field(default_factory=lambda: ['x'])\n    c: object = field(default_factory=dict)\ndef main():\n    x, y = C(), C(a=9)\n    return x, y, calls, x.b is y.b\n",
        // unsafe_hash over the hashed fields; eq=False compares by identity.
        "from dataclasses import dataclass, field\n@dataclass(unsafe_hash=True)\nclass K:\n    a: int\n    b: int = field(default=0, hash=False)\n    c: int = field(default=0, compare=False, hash=True)\n@dataclass(eq=False)\nclass W:\n    a: int\ndef main():\n    return hash(K(1, 2, 3)) == hash((1, 3)), K(1, 2) == K(1, 2, 5), K(1) == K(1, 1), W(1) == W(1), len({W(1), W(1)})\n",
        // Keyword-only fields may follow defaults, and go after the others in __init__.
        "from dataclasses import dataclass, field\n@dataclass\nclass B:\n    a: int = 0\n@dataclass\nclass C(B):\n    k: int = field(kw_only=True)\n    b: int = 1\ndef main():\n    out = [C(5, 6, k=7), C(k=1)]\n    for bad in [lambda: C(1, 2, 3), lambda: C(1)]:\n        try:\n            bad()\n        except TypeError as e:\n            out.append(str(e))\n    return out\n",
        // ClassVar is no field; InitVar reaches __post_init__ and nothing else.
        "from dataclasses import dataclass, InitVar, fields, asdict, replace\nfrom typing import ClassVar\n@dataclass\nclass U:\n    n: int\n    scale: InitVar[int] = 2\n    total: ClassVar[int] = 0\n    def __post_init__(self, scale):\n        self.n *= scale\ndef main():\n    u = U(3)\n    return u, U(3, 10), [f.name for f in fields(U)], asdict(u), replace(u), replace(u, scale=1), U.total, U.scale\n",
        // init=False inherits __init__, repr=False inherits the repr.
        "from dataclasses import dataclass\n@dataclass\nclass A:\n    x: int\n@dataclass(init=False, repr=False)\nclass B(A):\n    y: int = 5\ndef main():\n    b = B(1)\n    try:\n        B(1, 2)\n    except TypeError as e:\n        return repr(b), b.y, str(e)\n",
        // slots=True: __slots__, no __dict__, no other attribute; fields() of a non-dataclass.
        // One set of `Field` objects per class: the same objects on every call.
        "from dataclasses import dataclass, fields\n@dataclass\nclass A:\n    x: int\nclass B(A):\n    pass\ndef main():\n    f = fields(A)[0]\n    f.name = 'renamed'\n    return f is fields(A(1))[0], fields(B)[0] == f, fields(B)[0].name\n",
        "from dataclasses import dataclass, fields\n@dataclass(slots=True)\nclass S:\n    a: int\n    b: int = 2\ndef main():\n    s = S(1)\n    out = [S.__slots__, hasattr(s, '__dict__'), s]\n    try:\n        s.c = 3\n    except AttributeError as e:\n        out.append(str(e))\n    for bad in [lambda: fields(1), lambda: fields(S.__slots__)]:\n        try:\n            bad()\n        except TypeError as e:\n            out.append(str(e))\n    return out\n",
        // Class patterns through a dataclass whose ClassVar is no field.
        "from dataclasses import dataclass\nfrom typing import ClassVar\n@dataclass\nclass P:\n    kind: ClassVar[str] = 'pt'\n    x: int\n    y: int = 0\ndef main():\n    match P(1, 2):\n        case P(a, b):\n            return a, b, P.kind\n",
    ];
    cpython_common::same_as_cpython_each(&cases.map(str::to_owned));
}

#[test]
fn what_cpython_refuses_or_clauz3_cannot_follow_is_refused_with_its_place() {
    let cases = [
        ("from dataclasses import dataclass\n@dataclass(match_args=False)\nclass P:\n    x: int\ndef main():\n    match P(1):\n        case P(a):\n            return a\n", "a dataclass with `match_args=False`"),
        ("from dataclasses import dataclass\n@dataclass(weakref_slot=True)\nclass P:\n    x: int\ndef main():\n    pass\n", "a `@dataclass` option other than"),
        ("from dataclasses import dataclass\n@dataclass(unsafe_hash=True)\nclass P:\n    x: int\n    def __hash__(self):\n        return 1\ndef main():\n    pass\n", "Cannot overwrite attribute __hash__ in class P"),
        ("from dataclasses import dataclass\n@dataclass(slots=True)\nclass P:\n    __slots__ = ('x',)\n    x: int\ndef main():\n    pass\n", "the class attribute `__slots__`"),
        ("from dataclasses import dataclass, field\n@dataclass\nclass P:\n    x: list = field(default=1, default_factory=list)\ndef main():\n    pass\n", "both `default=` and `default_factory=`"),
        ("from dataclasses import dataclass, field, InitVar\n@dataclass\nclass P:\n    x: InitVar[int] = field(default_factory=int)\ndef main():\n    pass\n", "an `InitVar` with `init=False` or a `default_factory`"),
        ("from dataclasses import dataclass\n@dataclass(frozen=True)\nclass A:\n    x: int\n@dataclass\nclass B(A):\n    y: int = 0\ndef main():\n    pass\n", "cannot inherit non-frozen dataclass from a frozen one"),
        ("from dataclasses import dataclass\n@dataclass\nclass A:\n    x: int\n@dataclass(frozen=True)\nclass B(A):\n    y: int = 0\ndef main():\n    pass\n", "cannot inherit frozen dataclass from a non-frozen one"),
        ("from dataclasses import dataclass, field\n@dataclass\nclass P:\n    x: int\n    y = field(default=1)\ndef main():\n    pass\n", "'y' is a field but has no type annotation"),
        ("from dataclasses import dataclass, field\n@dataclass\nclass P:\n    x: int = field(default=1, metadata=[1])\ndef main():\n    pass\n", "`metadata=` (a dict of literals)"),
        ("from dataclasses import dataclass, field, KW_ONLY\n@dataclass\nclass P:\n    x: int\n    _: KW_ONLY\n    y: int = 0\ndef main():\n    match P(1):\n        case P(a, b):\n            return a\n", "keyword-only, `init=False` or `InitVar` fields"),
    ];
    for (source, reason) in cases {
        let text = refusal(source);
        assert!(text.contains(reason), "{source}\n{text}");
        assert!(text.contains("refused.py:"), "{text}");
    }
}

#[test]
fn text_that_shows_an_address_in_cpython_is_refused_where_it_is_written() {
    let head = "from dataclasses import dataclass, field, fields, MISSING\n@dataclass\nclass P:\n    x: int\n    y: list[str] = field(default_factory=list)\n";
    let cases = [
        ("def main():\n    print(fields(P)[0])\n", "the repr of a `dataclasses.Field`"),
        ("def main():\n    print({f.name: f.default for f in fields(P)})\n", "the text of `dataclasses.MISSING`"),
        ("def main():\n    return f'{MISSING}'\n", "the text of `dataclasses.MISSING`"),
    ];
    for (body, reason) in cases {
        let text = run_refusal(&format!("{head}{body}"));
        assert!(text.contains(reason), "{body}\n{text}");
    }
}

/// Keyword-only fields, a factory of the program and an `InitVar` run in the prover over
/// terms as in the interpreter; a claim the `InitVar` breaks is refuted and replayed.
const BUDGET: &str = r#"from dataclasses import InitVar, KW_ONLY, asdict, dataclass, field, replace


def empty_log():
    return []


@dataclass
class Budget:
    limit: int
    spent: InitVar[int]
    _: KW_ONLY
    left: int = field(init=False, default=0)
    log: list = field(default_factory=empty_log)

    def __post_init__(self, spent):
        self.left = self.limit - spent if spent <= self.limit else 0
        self.log.append(spent)


def main(limit: int, spent: int) -> None:
    b = Budget(limit, spent)
    assert b.left >= 0
    assert asdict(b)["log"] == [spent]
    again = replace(b, spent=0)
    assert again.left == max(limit, 0)
"#;

#[test]
fn keyword_only_fields_factories_and_init_vars_prove_and_a_wrong_claim_fails() {
    let report = |source: &str| {
        let program = Program::from_source("budget.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
        clauz3::prove(&program, &clauz3::ProveOptions::default())
    };
    let r = report(BUDGET);
    assert_eq!(r.conclusion, clauz3::Conclusion::Proved, "{}", r.line);
    let r = report(&BUDGET.replace("assert b.left >= 0", "assert b.left > 0"));
    assert!(r.line.starts_with("main: failed assertion. Example: "), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}
