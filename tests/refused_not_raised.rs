//! What CPython 3.11 has and clauz3 does not model is refused where it runs, never answered
//! with an exception CPython would not raise: a program catching that exception was proved on
//! a path CPython never takes (`try: r.index(4) except AttributeError: ...`). Each refusal has
//! a twin on the same path whose exception CPython does raise, still raised and proved; and
//! `str()`/`bytes()` bind their arguments by name as CPython does.

mod cpython_common;

use clauz3::{prove, Program, ProveOptions};

/// A program asserting that `statement` raises (any `Exception`), after `imports`.
fn catching(imports: &str, statement: &str) -> String {
    format!(
        "{imports}\n\n\ndef main(n: int) -> int:\n    try:\n        {statement}\n        raised = False\n    \
         except Exception:\n        raised = True\n    assert raised\n    return n\n"
    )
}

fn verdict(source: &str) -> String {
    let program = Program::from_source("caught.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    prove(&program, &ProveOptions::default()).line
}

/// Statements CPython runs without raising, with the words the refusal names them by.
const REFUSED: &[(&str, &str, &str)] = &[
    ("", "'a'.encode('utf-16')", "the codec \"utf-16\""),
    ("", "b'a'.decode('CP-1252')", "the codec \"CP-1252\""),
    ("", "'é'.encode('ascii', 'namereplace')", "'namereplace'"),
    ("", "b'\\\\q'.decode('unicode_escape')", "the invalid escape '\\q'"),
    ("", "b'\\\\777'.decode('unicode_escape')", "the invalid octal escape '\\777'"),
    ("", "b'\\\\ud800'.decode('raw_unicode_escape')", "the lone surrogate"),
    ("from decimal import Decimal", "pow(Decimal(2), 3, 5)", "three-argument `pow()` of a `decimal.Decimal`"),
    ("from datetime import date", "date.fromisoformat('2024-W01-1')", "ISO week dates"),
    ("from datetime import datetime", "datetime.strptime('2024 1 1', '%Y %W %w')", "%W"),
    ("from decimal import Decimal", "Decimal(2) ** Decimal('0.5')", "integral exponent"),
    ("from datetime import datetime", "datetime(2020, 1, 1).fold", "attribute `.fold`"),
    ("from datetime import time", "time(10, 0).fold", "attribute `.fold` of a `datetime.time`"),
    ("import re", "re.compile(b'a')", "`re` over bytes"),
    ("import re", "re.findall(b'a', b'aa')", "`re` over bytes"),
    ("import re", "re.escape(b'a.b')", "`re` over bytes"),
];

/// Statements CPython does raise from, beside each refusal above: the exception stays.
const RAISED: &[(&str, &str)] = &[
    ("", "(5).index(1)"),
    ("", "'a'.encode('no-such-codec')"),
    ("", "b'\\\\x4'.decode('unicode_escape')"),
    ("", "'é'.encode('ascii', 'no-such-handler')"),
    ("", "b'a' + 'b'"),
    ("", "1 + int"),
    // `|` of classes is a union; with a value that is no type, CPython's `TypeError`.
    ("", "int | 3"),
    ("from fractions import Fraction", "divmod(Fraction(7, 2), 'a')"),
    ("from fractions import Fraction", "pow(Fraction(2), 3, 5)"),
    ("from datetime import timedelta", "divmod(timedelta(days=1), timedelta(0))"),
    ("", "format(1.5, 'q')"),
    ("from datetime import date", "date.fromisoformat('2024-13-01')"),
    ("from datetime import datetime", "datetime.strptime('x', '%Y')"),
    (
        "from datetime import datetime, tzinfo\n\n\nclass Zone(tzinfo):\n    pass",
        "datetime(2020, 1, 1, tzinfo=Zone()).utcoffset()",
    ),
    ("", "str('x', 'utf-8')"),
    ("", "bytes(b'a', source=b'b')"),
    ("", "range(5).stop_here"),
    ("class Plain:\n    pass", "Plain().missing"),
    ("import re", "re.compile(5)"),
    ("import re", "re.search('a', 5)"),
    ("import re", "re.escape(5)"),
];

#[test]
fn what_cpython_runs_is_refused_not_raised() {
    for (imports, statement, named) in REFUSED {
        let line = verdict(&catching(imports, statement));
        assert!(line.starts_with("main: skipped") && line.contains(named), "{statement}: {line}");
    }
}

#[test]
fn what_cpython_raises_is_still_raised() {
    for (imports, statement) in RAISED {
        let line = verdict(&catching(imports, statement));
        assert!(line.starts_with("main: proved"), "{statement}: {line}");
    }
}

#[test]
fn str_and_bytes_take_their_arguments_by_name_as_cpython() {
    let source = cpython_common::outcomes_of(
        "",
        &[
            "str(object=5), str(b'ab', 'ascii'), str(b'ab', encoding='ascii'), str(bytearray(b'ab'), 'utf-8')",
            "str(b'\\xff', errors='replace'), str(b'\\xff', 'ascii', 'ignore'), str(errors='strict'), str(encoding='utf-8')",
            "str('x', 'utf-8')",
            "str(5, 'utf-8')",
            "str(b'a', 5)",
            "str(b'a', 'utf-8', 5)",
            "str(1, 2, 3, 4)",
            "str(foo=1)",
            "str(1, object=2)",
            "str(b'\\xff', 'utf-8')",
            "bytes(source=b'ab'), bytearray(source=b'x'), bytes(source='a', encoding='ascii')",
            "bytes(b'a', source=b'b')",
            "bytes('a', 'utf-8', encoding='ascii')",
            "bytearray(1, source=2)",
            "bytes(1, 2, 3, 4)",
        ],
    );
    cpython_common::same_as_cpython(&source);
}

/// `pow(x, y)` of a modelled number goes through its `__pow__`/`__rpow__` as `x ** y` does
/// (it raised `TypeError` where CPython computes), and `divmod` of two `timedelta`s is their
/// floor division and remainder.
#[test]
fn pow_and_divmod_of_model_values_are_cpythons() {
    let source = cpython_common::outcomes_of(
        "from datetime import timedelta\nfrom decimal import Decimal\nfrom fractions import Fraction",
        &[
            "(pow(Fraction(1, 2), 2), pow(Decimal(2), 3), pow(2, Fraction(2)), pow(Fraction(4), Fraction(1, 2)))",
            "divmod(timedelta(days=1), timedelta(hours=5)), divmod(timedelta(days=-1), timedelta(hours=5))",
            "divmod(timedelta(days=1), timedelta(hours=-5)), divmod(timedelta(hours=1), timedelta(minutes=7))",
        ],
    );
    cpython_common::same_as_cpython(&source);
}
