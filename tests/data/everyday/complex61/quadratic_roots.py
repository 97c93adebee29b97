"""Solve quadratics with cmath.sqrt, including complex roots, and check each root."""
import cmath


def roots(a: float, b: float, c: float) -> tuple:
    if a == 0:
        raise ValueError("not a quadratic")
    disc = cmath.sqrt(b * b - 4 * a * c)
    return (-b + disc) / (2 * a), (-b - disc) / (2 * a)


def residual(a, b, c, x) -> float:
    return abs(a * x * x + b * x + c)


def describe(z: complex) -> str:
    if z.imag == 0:
        return f"{z.real:.4f}"
    return f"{z.real:.4f} {'+' if z.imag >= 0 else '-'} {abs(z.imag):.4f}i"


def main():
    cases = [(1, -3, 2), (1, 2, 5), (2, 0, 8), (1, -2, 1), (0.5, 1.5, -2.0), (3, 1, 7)]
    for a, b, c in cases:
        r1, r2 = roots(a, b, c)
        worst = max(residual(a, b, c, r1), residual(a, b, c, r2))
        kind = "real" if r1.imag == 0 and r2.imag == 0 else "complex"
        print(f"{a}x^2 + {b}x + {c}: {describe(r1)}, {describe(r2)} ({kind}, residual {worst:.1e})")
        print("   raw:", r1, r2, repr(r1 * r2), r1 + r2)
    try:
        roots(0, 1, 1)
    except ValueError as e:
        print("error:", e)
    z = cmath.sqrt(-4)
    print(z, cmath.sqrt(2j), cmath.sqrt(-1 - 0j), cmath.sqrt(complex(-1, -0.0)))
    print(cmath.polar(1 + 1j), cmath.rect(2, cmath.pi / 3), cmath.phase(-1), cmath.phase(complex(-1, -0.0)))


if __name__ == "__main__":
    main()
