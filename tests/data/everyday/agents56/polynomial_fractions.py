"""Polynomials with exact Fraction coefficients: arithmetic, derivative, roots by bisection."""
from fractions import Fraction
from functools import total_ordering
from itertools import zip_longest


@total_ordering
class Poly:
    def __init__(self, coeffs):
        coeffs = [Fraction(c) for c in coeffs]
        while len(coeffs) > 1 and coeffs[-1] == 0:
            coeffs.pop()
        self.coeffs = coeffs  # lowest degree first

    @property
    def degree(self) -> int:
        return len(self.coeffs) - 1

    def __call__(self, x):
        result = Fraction(0)
        for c in reversed(self.coeffs):
            result = result * x + c
        return result

    def __add__(self, other):
        return Poly([a + b for a, b in zip_longest(self.coeffs, other.coeffs, fillvalue=0)])

    def __neg__(self):
        return Poly([-c for c in self.coeffs])

    def __sub__(self, other):
        return self + (-other)

    def __mul__(self, other):
        out = [Fraction(0)] * (self.degree + other.degree + 1)
        for i, a in enumerate(self.coeffs):
            for j, b in enumerate(other.coeffs):
                out[i + j] += a * b
        return Poly(out)

    def __eq__(self, other):
        return self.coeffs == other.coeffs

    def __lt__(self, other):
        return (self.degree, self.coeffs[::-1]) < (other.degree, other.coeffs[::-1])

    def __hash__(self):
        return hash(tuple(self.coeffs))

    def derivative(self):
        return Poly([c * i for i, c in enumerate(self.coeffs)][1:] or [0])

    def __str__(self):
        terms = []
        for power in range(self.degree, -1, -1):
            c = self.coeffs[power]
            if c == 0 and self.degree > 0:
                continue
            sign = "-" if c < 0 else "+"
            mag = abs(c)
            coef = "" if mag == 1 and power else str(mag)
            var = "" if power == 0 else ("x" if power == 1 else f"x^{power}")
            terms.append(f"{sign} {coef}{var}")
        text = " ".join(terms)
        return text[2:] if text.startswith("+ ") else "-" + text[2:]


def bisect_root(p, lo, hi, steps=30):
    lo, hi = Fraction(lo), Fraction(hi)
    if p(lo) * p(hi) > 0:
        raise ValueError("no sign change")
    for _ in range(steps):
        mid = (lo + hi) / 2
        if p(lo) * p(mid) <= 0:
            hi = mid
        else:
            lo = mid
    return (lo + hi) / 2


def main():
    p = Poly([-2, 0, 1])            # x^2 - 2
    q = Poly([Fraction(1, 2), 3])   # 3x + 1/2
    print("p =", p, "| q =", q)
    print("p + q =", p + q)
    print("p * q =", p * q)
    print("p - p =", p - p, "degree", (p - p).degree)
    print("p' =", p.derivative(), "| (p*q)' =", (p * q).derivative())
    print("q(2/3) =", q(Fraction(2, 3)))
    root = bisect_root(p, 1, 2)
    print(f"sqrt(2) ~ {float(root):.8f} (denominator {root.denominator})")
    print("sorted:", [str(x) for x in sorted([p * q, q, p, Poly([5])])])
    print("distinct:", len({p, Poly([-2, 0, 1, 0]), q}))
    try:
        bisect_root(Poly([1, 0, 1]), -1, 1)
    except ValueError as e:
        print("bisect failed:", e)


if __name__ == "__main__":
    main()
