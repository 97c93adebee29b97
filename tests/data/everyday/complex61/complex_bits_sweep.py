"""A seeded sweep of complex arithmetic and cmath over several magnitudes, as a numerics
regression check prints it: every part's repr must match the reference implementation."""
import cmath
import random

RANGES = [(1e-3, 10.0), (1e-310, 1e-305), (0.5, 1.5), (700.0, 5.0), (1e153, 1e299)]
FUNCS = (cmath.sqrt, cmath.exp, cmath.log, cmath.log10, cmath.sin, cmath.cos, cmath.tan, cmath.asin,
         cmath.acos, cmath.atan, cmath.sinh, cmath.cosh, cmath.tanh, cmath.asinh, cmath.acosh,
         cmath.atanh, cmath.phase, cmath.polar)


def sample(rng: random.Random, re_scale: float, im_scale: float):
    kind = rng.randrange(4)
    if kind == 2:
        return rng.randint(-5, 5)
    if kind == 3:
        return rng.uniform(-3, 3)
    return complex(rng.uniform(-re_scale, re_scale), rng.uniform(-im_scale, im_scale))


def attempt(fn):
    try:
        return repr(fn())
    except (ZeroDivisionError, OverflowError, ValueError) as e:
        return type(e).__name__


def main():
    rng = random.Random(2026)
    checksum = 0
    for re_scale, im_scale in RANGES:
        vals = [sample(rng, re_scale, im_scale) for _ in range(12)]
        print(f"range {re_scale:g} x {im_scale:g}")
        for a, b in zip(vals, vals[1:]):
            row = [attempt(lambda: a + b), attempt(lambda: a - b), attempt(lambda: a * b),
                   attempt(lambda: a / b), attempt(lambda: a ** (b if abs(b) < 4 else 3))]
            if isinstance(a, complex):
                row += [attempt(lambda: abs(a)), str(hash(a)), format(a, ".5g"), format(a, "+.3e")]
                row += [attempt(lambda n=n: a ** n) for n in (-3, 2, 7, 150)]
                row += [attempt(lambda f=f: f(a)) for f in FUNCS]
            checksum += sum(len(t) for t in row)
            print("  " + " ".join(row))
    print("checksum", checksum)


if __name__ == "__main__":
    main()
