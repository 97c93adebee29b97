//! The `fractions` module (issue 29): `Fraction` runs as in CPython 3.11 (exact arithmetic
//! with ints, fractions and floats, parsing, comparisons, hashing alike with equal numbers,
//! `limit_denominator`, CPython's errors), and a proof over fractions of symbolic ints runs the
//! same model.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

#[test]
fn fractions_run_as_in_cpython() {
    let exprs = [
        "F(3, 4)",
        "F(-6, 4)",
        "F(6, -4)",
        "F(0)",
        "F(5)",
        "F('3/4')",
        "F(' -1.25 ')",
        "F('2e-3')",
        "F('1_000/3')",
        "F('1/0')",
        "F('abc')",
        "F('1.')",
        "F('.5')",
        "F('.')",
        "F('')",
        "F('1__0')",
        "F(1.5)",
        "F(0.1)",
        "F(float('nan'))",
        "F(float('inf'))",
        "F([1])",
        "F(1.5, 2)",
        "F(F(1, 2), F(3, 4))",
        "F(1, 0)",
        "F(True)",
        "F(1, 2) + F(1, 3)",
        "F(1, 2) + 1",
        "1 + F(1, 2)",
        "F(1, 2) + 0.5",
        "0.25 + F(1, 2)",
        "F(1, 2) - F(1, 3)",
        "3 - F(1, 2)",
        "F(2, 3) * F(3, 4)",
        "2 * F(1, 3)",
        "F(1, 2) / F(1, 4)",
        "1 / F(3)",
        "F(1, 2) / 0",
        "F(7, 2) // F(1, 3)",
        "7 // F(2)",
        "F(7, 2) % F(1, 3)",
        "F(-7, 2) % 3",
        "F(1, 2) // 0",
        "F(2, 3) ** 2",
        "F(2, 3) ** -2",
        "F(0) ** -1",
        "F(4) ** F(1, 2)",
        "2 ** F(3)",
        "2 ** F(1, 2)",
        "2 ** F(-1)",
        "-F(1, 2)",
        "abs(F(-3, 4))",
        "int(F(-7, 2))",
        "int(F(7, 2))",
        "float(F(1, 3))",
        "round(F(5, 2))",
        "round(F(7, 2))",
        "round(F(-5, 2))",
        "round(F(7, 3))",
        "round(F(1, 3), 2)",
        "round(F(1234, 7), -2)",
        "round(F(1, 8), 2)",
        "bool(F(0))",
        "F(1, 2) < F(2, 3)",
        "F(1, 2) < 0.6",
        "F(1, 2) == 0.5",
        "F(1, 2) == F(2, 4)",
        "F(2) == 2",
        "F(1, 2) > float('nan')",
        "F(1, 2) < float('inf')",
        "F(1, 2) == float('inf')",
        "F(1, 2) == 'x'",
        "sorted([F(1, 2), 0.3, 1, F(1, 3)])",
        "hash(F(1, 2))",
        "hash(F(2)) == hash(2)",
        "hash(F(1, 2)) == hash(0.5)",
        "hash(F(-1))",
        "hash(F(1, 3))",
        "hash(F(-5, 7))",
        "str(F(3, 4))",
        "repr(F(3, 4))",
        "str(F(4, 2))",
        "F(3, 4).numerator",
        "F(3, 4).denominator",
        "F(3, 4).as_integer_ratio()",
        "F(3.141592653589793).limit_denominator(1000)",
        "F(3.141592653589793).limit_denominator(10)",
        "F(1, 3).limit_denominator(0)",
        "F(7, 3).limit_denominator(100)",
        "F('0.333').limit_denominator(5)",
        "F.from_float(0.5)",
        "sum([F(1, 2), F(1, 3), F(1, 6)])",
        "max(F(1, 2), F(2, 3))",
        "F(1, 2) in {F(2, 4)}",
        "{F(1, 2): 'half'}[0.5]",
        // More than one key: found through the table's hash, not a lone entry's comparison.
        "{F(1, 2): 'half', 1: 'one', 2.5: 'more'}[0.5]",
        "{0.5: 'half', 3: 'three', 'x': 0}[F(1, 2)], {1: 'one', 2: 'two'}[F(4, 2)]",
        "{F(1, 2): 1, 0.5: 2, F(2, 4): 3, True: 4, F(1): 5}",
        "isinstance(F(1), F)",
    ];
    let source = cpython_common::outcomes_of("from fractions import Fraction as F", &exprs);
    cpython_common::same_as_cpython(&source);
}

const HALVES: &str = r#"from fractions import Fraction


def main(n: int) -> None:
    if 1 <= n <= 50:
        half = Fraction(n, 2 * n)
        assert half == Fraction(1, 2)
        assert half + half == 1
        assert Fraction(n, 3).denominator in (1, 3)
        assert Fraction(n, 4).denominator != 2
"#;

#[test]
fn fractions_of_symbolic_ints_prove_what_holds_and_refute_the_rest() {
    let program = Program::from_source("halves.py", HALVES, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{}", r.line);
    let holds = HALVES.replace("        assert Fraction(n, 4).denominator != 2\n", "");
    let program = Program::from_source("halves.py", &holds, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_ne!(r.conclusion, Conclusion::Failed, "{}", r.line);
}

/// `Fraction.__bases__` is `(numbers.Rational,)` in CPython; clauz3's model derives from other
/// classes, so reading it is refused rather than answered with the model's own bases. A
/// program's subclass still lists the class it names.
#[test]
fn the_bases_of_the_modelled_class_are_refused_not_the_models() {
    let source = "from fractions import Fraction\n\n\nclass Share(Fraction):\n    pass\n\n\ndef main():\n    return [c.__name__ for c in Share.__bases__], Fraction.__bases__\n";
    let program = clauz3::Program::from_source("bases.py", source, &[]).expect("accepted");
    let trace = clauz3::dry_run(&program, &clauz3::DryRunOptions::default());
    let failure = trace.failure.expect("refused at run time");
    assert!(failure.message.contains("`__bases__` of a class deriving from `fractions.Fraction`"), "{failure:?}");
    let ok = source.replace(", Fraction.__bases__", "");
    assert_eq!(cpython_common::clauz3(&ok), "['Fraction']");
}
