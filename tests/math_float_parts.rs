//! `math`'s functions on a float's parts (issue 29): `fmod`, `modf`, `frexp`, `ldexp`, `ulp`,
//! `nextafter` and `remainder`, exact as CPython's over normal, subnormal, extreme and special
//! values, with its errors; the prover never proves a false claim about them.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

const VALUES: &str = "[0.0, -0.0, 1.0, -1.0, 0.5, 3.0, -2.5, 0.1, 123.456, -7.25, 1e-310, -1e-310, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, -1.7976931348623157e308, 1e16, 2.0**-1074, 2.0**1023, float('inf'), float('-inf')]";

#[test]
fn float_parts_are_cpythons() {
    let bodies = [
        "    return [(math.modf(x), math.frexp(x), math.ulp(x)) for x in xs]\n",
        "    return [[math.ldexp(x, i) if abs(x) < 1e300 or i <= 0 else None for i in (0, 1, -1, 52, -1074, -1080, 1000, -3000)] for x in xs]\n",
        "    return [[(math.nextafter(x, y), math.remainder(x, y) if y and abs(x) != float('inf') else None, math.fmod(x, y) if y and abs(x) != float('inf') else None) for y in xs] for x in xs]\n",
        "    out = []\n    for call in [lambda: math.fmod(1.0, 0.0), lambda: math.fmod(float('inf'), 1.0), lambda: math.remainder(1.0, 0.0), lambda: math.ldexp(1.0, 5000), lambda: math.ldexp(1.0, 2.5), lambda: math.remainder(float('inf'), 1)]:\n        try:\n            out.append(call())\n        except (ValueError, OverflowError, TypeError) as e:\n            out.append(type(e).__name__ + ': ' + str(e))\n    return out, math.modf(float('nan'))[0] != math.modf(float('nan'))[0], math.nextafter(1.0, float('nan'))\n",
    ];
    let sources: Vec<String> =
        bodies.iter().map(|b| format!("import math\n\n\ndef main():\n    xs = {VALUES}\n{b}")).collect();
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn the_prover_proves_them_on_plain_values_and_never_a_false_claim() {
    let prove_source = |body: &str| {
        let source = format!("import math\n\n\ndef main(x: float) -> float:\n    {body}\n    return x\n");
        let program = Program::from_source("parts.py", &source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
        prove(&program, &ProveOptions::default())
    };
    let r = prove_source("assert math.modf(2.5) == (0.5, 2.0) and math.frexp(8.0) == (0.5, 4)");
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let r = prove_source("assert math.remainder(7.0, 2.0) == 1.0");
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
    let r = prove_source("assert math.fmod(x, 2.0) >= 0");
    assert_ne!(r.conclusion, Conclusion::Proved, "{}", r.line);
}
