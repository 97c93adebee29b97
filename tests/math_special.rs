//! `math.erf` and `math.erfc` (issue 29): the C library's as CPython 3.11 calls it, bit for bit
//! over thousands of arguments (tiny, subnormal, near the switch points of the approximation,
//! large, infinite, nan, negative zero); `gamma`/`lgamma` stay refused with their place; the
//! prover never proves a false claim about them.

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

#[test]
fn gamma_is_refused_where_it_is_called() {
    let source = "import math\n\n\ndef main():\n    return math.gamma(4.5)\n";
    let err = Program::from_source("g.py", source, &[]).map(|_| ()).unwrap_err();
    assert!(err.text.contains("`math.gamma` may be imported but clauz3 has no model of it"), "{}", err.text);
    assert!(err.text.contains("g.py:5:12"), "{}", err.text);
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
}
