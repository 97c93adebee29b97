"""Gamma, log-gamma and the inverse hyperbolic functions in a small statistics toolkit."""
import math


def beta(a, b):
    return math.exp(math.lgamma(a) + math.lgamma(b) - math.lgamma(a + b))


def log_comb(n, k):
    return math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1)


def stirling(n):
    return math.sqrt(2 * math.pi * n) * (n / math.e) ** n


def main():
    for x in [0.5, 1, 1.5, 2, 2.5, 5, 10.1, 23, 24, 30.5, 100.25, 170.5, -0.5, -1.5, -2.25, -100.5]:
        print(f"gamma({x}) = {math.gamma(x)!r}   lgamma = {math.lgamma(x)!r}")
    for n in range(1, 8):
        print(n, math.factorial(n), math.gamma(n + 1), f"{stirling(n):.4f}", f"{math.factorial(n) / stirling(n):.6f}")
    print(f"beta(2, 3) = {beta(2, 3)!r}, 1/12 = {1 / 12!r}")
    print(f"log C(1000, 500) = {log_comb(1000, 500)!r} vs {math.log(math.comb(1000, 500))!r}")
    print(math.gamma(0.5) ** 2, math.pi, math.isclose(math.gamma(0.5) ** 2, math.pi))
    for bad in [0, -1, -2.0, 172, 1e308, float("-inf")]:
        for f in (math.gamma, math.lgamma):
            try:
                print(f.__name__, bad, f(bad))
            except (ValueError, OverflowError) as e:
                print(f.__name__, bad, type(e).__name__, e)
    print(math.gamma(float("inf")), math.lgamma(float("-inf")), math.isnan(math.gamma(float("nan"))))
    for x in [0.0, 0.5, 1.0, 2.0, 10.0, -3.0, 1e15]:
        print(x, math.asinh(x), math.cbrt(x), math.acosh(abs(x) + 1), math.atanh(x / (abs(x) + 1)))
    for f, x in [(math.acosh, 0.5), (math.atanh, 1.0), (math.atanh, -2)]:
        try:
            f(x)
        except ValueError as e:
            print(f.__name__, x, "ValueError:", e)
    print(math.cbrt(27), math.cbrt(-8), math.cbrt(2) ** 3, math.sinh(math.asinh(3.5)))
    return [round(math.gamma(k / 2), 6) for k in range(1, 7)]
