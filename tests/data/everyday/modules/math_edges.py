"""math as CPython has it: correctly rounded roots and sums, libm's functions, its errors."""
import math
from math import ceil, comb, factorial, floor, fsum, gcd, isqrt, lcm, sqrt


def attempt(f, *args):
    try:
        return f(*args)
    except (ValueError, TypeError, OverflowError, ZeroDivisionError) as e:
        return f"{type(e).__name__}: {e}"


def main():
    print([sqrt(x) for x in (0.0, -0.0, 1, 2, 1e-300, 5e-324, 1.7976931348623157e308, 10 ** 20, 0.1)])
    print(sqrt(math.inf), math.isnan(sqrt(math.nan)), attempt(sqrt, -1), attempt(sqrt, "4"))
    print(floor(-0.5), ceil(-0.5), floor(10 ** 30), ceil(True), floor(2.999999999999999999))
    print(attempt(floor, math.inf), attempt(floor, math.nan), attempt(ceil, None))
    print(gcd(), gcd(0, 0), gcd(-12, 18), gcd(2 ** 80, 6 ** 30, 10), lcm(), lcm(0, 5), lcm(-4, 6, 10))
    print(isqrt(0), isqrt(15), isqrt(16), isqrt(10 ** 40 + 1), attempt(isqrt, -1), attempt(isqrt, 2.0))
    print(factorial(0), factorial(25), attempt(factorial, -1), attempt(factorial, 3.0))
    print(comb(10, 3), comb(3, 10), math.perm(6), math.perm(6, 2), attempt(comb, -1, 2), attempt(comb, 5, -2))
    print(fsum([0.1] * 10), fsum([1e100, 1.0, -1e100, 1e-100]), fsum([]), fsum([math.inf, 1]), attempt(fsum, [math.inf, -math.inf]))
    print(math.isnan(fsum([math.nan, 1.0])), math.prod([]), math.prod(range(1, 6), start=2), math.prod([0.5, 4]))
    print(math.hypot(), math.hypot(3, 4, 12), math.hypot(-1e200, 1e200), math.dist((1, 1), (4, 5)), attempt(math.dist, (1,), (1, 2)))
    print(math.isclose(1, 1 + 1e-10), math.isclose(0, 1e-12), math.isclose(0, 1e-12, abs_tol=1e-9), attempt(lambda: math.isclose(1, 2, rel_tol=-1)))
    print(math.copysign(2, -0.0), math.copysign(-2, 0.0), math.fabs(-0.0), math.fabs(-3), math.trunc(-3.7), math.trunc(2))
    print(math.degrees(1), math.radians(90), math.pow(2, 0.5), attempt(math.pow, 0, -1), attempt(math.pow, -8, 1 / 3))
    print(math.exp(1), math.log(math.e), math.log(100, 10), math.log(2 ** 2000), math.log10(10 ** 400), math.log2(2 ** 1500))
    print(attempt(math.log, 0), attempt(math.log, -1), attempt(math.log, 8, 1), attempt(math.exp, 1000), attempt(math.log10, 0.0))
    print(math.sin(0.5), math.cos(-1), math.tan(1e-8), math.asin(1), math.acos(-1), math.atan(1e10), math.atan2(0.0, -1.0))
    print(math.sinh(1), math.cosh(1), math.tanh(20), attempt(math.cosh, 1e4), attempt(math.asin, 2), attempt(math.sin, math.inf))
    print(math.log1p(1e-20), math.expm1(1e-20), math.exp2(10), math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)


if __name__ == "__main__":
    main()
