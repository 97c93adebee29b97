"""Find polynomial roots with Newton's method and bisection fallback; compare iteration counts."""
import math
from typing import Callable, List, Tuple


class NoConvergence(RuntimeError):
    pass


def poly(coeffs: List[float]) -> Callable[[float], float]:
    def f(x):
        acc = 0.0
        for c in coeffs:
            acc = acc * x + c
        return acc
    return f


def derivative(coeffs: List[float]) -> List[float]:
    n = len(coeffs) - 1
    return [c * (n - i) for i, c in enumerate(coeffs[:-1])]


def newton(coeffs, x0, tol=1e-12, max_iter=50) -> Tuple[float, int]:
    f, df = poly(coeffs), poly(derivative(coeffs))
    x = x0
    for i in range(1, max_iter + 1):
        d = df(x)
        if d == 0:
            raise NoConvergence(f"flat derivative at x={x}")
        nxt = x - f(x) / d
        if abs(nxt - x) < tol:
            return nxt, i
        x = nxt
    raise NoConvergence(f"no convergence from {x0}")


def bisect_root(coeffs, lo, hi, tol=1e-12) -> Tuple[float, int]:
    f = poly(coeffs)
    if f(lo) * f(hi) > 0:
        raise ValueError("root not bracketed")
    n = 0
    while hi - lo > tol:
        mid = (lo + hi) / 2
        if f(lo) * f(mid) <= 0:
            hi = mid
        else:
            lo = mid
        n += 1
    return (lo + hi) / 2, n


def describe(coeffs):
    terms = []
    n = len(coeffs) - 1
    for i, c in enumerate(coeffs):
        p = n - i
        if c == 0:
            continue
        var = "" if p == 0 else "x" if p == 1 else f"x^{p}"
        terms.append(f"{c:+g}{var}")
    return " ".join(terms)


def main():
    cubic = [1, 0, -2, -5]  # x^3 - 2x - 5
    print("f(x) =", describe(cubic))
    root, it = newton(cubic, 2.0)
    print(f"newton:    {root:.12f} in {it} iterations")
    root2, it2 = bisect_root(cubic, 2, 3)
    print(f"bisection: {root2:.12f} in {it2} iterations")
    print("agree:", math.isclose(root, root2, rel_tol=1e-9))
    sqrt2, _ = newton([1, 0, -2], 1.0)
    print(f"sqrt(2) ~ {sqrt2!r} vs {math.sqrt(2)!r}")
    for start in (0.0, 1.0):
        try:
            print(newton([1, 0, 1], start, max_iter=20))
        except NoConvergence as exc:
            print(type(exc).__name__, "-", exc)
    print(derivative(cubic), poly(cubic)(0))


if __name__ == "__main__":
    main()
