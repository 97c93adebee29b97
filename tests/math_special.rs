//! `math.erf` and `math.erfc` (issue 29): the C library's as CPython 3.11 calls it, bit for bit
//! over thousands of arguments (tiny, subnormal, near the switch points of the approximation,
//! large, infinite, nan, negative zero); `gamma`/`lgamma` (CPython's own approximation) and
//! `asinh`/`acosh`/`atanh`/`cbrt` likewise; the prover never proves a false claim about them.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

/// A program computing `erf`/`erfc` of a seeded sample, printed as their exact bits (`hex`),
/// so one differing last bit fails the comparison.
fn sample_program(func: &str) -> String {
    format!(
        "import math\nimport random\n\n\ndef main():\n    rng = random.Random(56)\n    \
         xs = [0.0, -0.0, 5e-324, -5e-324, 1e-300, 2.2250738585072014e-308, 1e-8, 0.84375, -0.84375, 1.25, 2.857142857142857, 6.0, 26.0, 27.3, 28.0, -6.0, 1e300, -1e300, 1.7976931348623157e308, float('inf'), float('-inf')]\n    \
         xs += [rng.uniform(-1, 1) for _ in range(1500)]\n    \
         xs += [rng.uniform(-8, 8) for _ in range(1500)]\n    \
         xs += [rng.uniform(-30, 30) for _ in range(500)]\n    \
         xs += [10.0 ** rng.uniform(-320, 2) * rng.choice([1, -1]) for _ in range(500)]\n    \
         out = [math.{func}(x).hex() for x in xs]\n    \
         return out, math.isnan(math.{func}(float('nan'))), math.{func}(3), math.{func}(True)\n"
    )
}

#[test]
fn erf_and_erfc_are_cpythons_to_the_last_bit() {
    let sources: Vec<String> = ["erf", "erfc"].iter().map(|f| sample_program(f)).collect();
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn erf_refuses_what_is_not_a_number_as_cpython_does() {
    let body = "import math\n\n\ndef main():\n    out = []\n    for x in ['1', None, 10 ** 400]:\n        try:\n            out.append(math.erf(x))\n        except (TypeError, OverflowError) as e:\n            out.append(type(e).__name__ + ': ' + str(e))\n    return out\n";
    cpython_common::same_as_cpython_each(&[body.to_owned()]);
}

/// `gamma`/`lgamma` (CPython's own approximation) and `asinh`/`acosh`/`atanh`/`cbrt` (the C
/// library's) of a seeded sample, as exact bits, with each error CPython raises by its type.
fn gamma_family_program(func: &str) -> String {
    format!(
        "import math\nimport random\n\n\ndef main():\n    rng = random.Random(62)\n    \
         xs = [0.0, -0.0, 5e-324, -5e-324, 1e-21, -1e-21, 1e-300, 0.5, -0.5, 1.0, 2.0, 3.0, 4.5, 5.0, 5.5246800407767296, 6.0, 22.0, 23.0, 24.0, 139.9, 140.0, 140.5, 171.6, 171.7, 200.0, 200.5, -200.5, -250.5, -1.0, -2.0, -3.5, -171.5, 1e300, -1e300, 0.9999999999999999, 1.0000000000000002, float('inf'), float('-inf'), float('nan')]\n    \
         xs += [rng.uniform(0, 5) for _ in range(800)]\n    \
         xs += [rng.uniform(-5, 0) for _ in range(400)]\n    \
         xs += [rng.uniform(5, 180) for _ in range(600)]\n    \
         xs += [rng.uniform(-180, -5) for _ in range(400)]\n    \
         xs += [10.0 ** rng.uniform(-320, 3) * rng.choice([1, -1]) for _ in range(400)]\n    \
         out = []\n    \
         for x in xs:\n        \
         try:\n            \
         out.append(math.{func}(x).hex())\n        \
         except (ValueError, OverflowError) as e:\n            \
         out.append(type(e).__name__ + ': ' + str(e))\n    \
         return out, math.{func}(3), math.{func}(True)\n"
    )
}

#[test]
fn gamma_lgamma_and_the_inverse_hyperbolics_are_cpythons_to_the_last_bit() {
    let sources: Vec<String> =
        ["gamma", "lgamma", "asinh", "acosh", "atanh", "cbrt"].iter().map(|f| gamma_family_program(f)).collect();
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn gamma_refuses_what_is_not_a_number_as_cpython_does() {
    let body = "import math\n\n\ndef main():\n    out = []\n    for f in [math.gamma, math.lgamma, math.cbrt, math.atanh]:\n        for x in ['1', None, 10 ** 400, 1 + 2j]:\n            try:\n                out.append(f(x))\n            except (TypeError, OverflowError) as e:\n                out.append(type(e).__name__ + ': ' + str(e))\n    return out, math.gamma.__name__, math.lgamma.__module__\n";
    cpython_common::same_as_cpython_each(&[body.to_owned()]);
}

#[test]
fn the_prover_proves_erf_on_plain_values_and_never_a_false_claim() {
    let prove_source = |body: &str| {
        let source = format!("import math\n\n\ndef main(x: float) -> float:\n    {body}\n    return x\n");
        let program = Program::from_source("erf.py", &source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
        prove(&program, &ProveOptions::default())
    };
    let r = prove_source("assert math.erf(0.0) == 0.0 and math.erfc(0.0) == 1.0");
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let r = prove_source("assert math.erf(1.0) == 0.8427007929497149");
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let r = prove_source("assert math.erf(1.0) > 0.85");
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
    let r = prove_source("assert math.erf(x) < 1.0");
    assert_ne!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let r = prove_source("assert math.gamma(5) == 24.0 and math.lgamma(0.5) == 0.5723649429247004");
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let r = prove_source("assert math.gamma(0.5) ** 2 == math.pi");
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
    // A pole: CPython raises, so the prover must find the failure.
    let r = prove_source("math.gamma(-2.0)");
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
    let r = prove_source("assert math.gamma(x) != 0.0");
    assert_ne!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let r = prove_source("assert math.atanh(0.5) < math.acosh(2.0) < math.cbrt(8.0) == 2.0");
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
}
