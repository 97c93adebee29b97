"""Continued fractions: expand numbers, list convergents, and find the best rational approximations."""
import math
from fractions import Fraction
from itertools import accumulate, islice


def expand(x: Fraction, limit: int = 20) -> list[int]:
    terms = []
    for _ in range(limit):
        a = math.floor(x)
        terms.append(a)
        frac = x - a
        if frac == 0:
            break
        x = 1 / frac
    return terms


def convergents(terms):
    h_prev, h = 1, terms[0]
    k_prev, k = 0, 1
    yield Fraction(h, k)
    for a in terms[1:]:
        h_prev, h = h, a * h + h_prev
        k_prev, k = k, a * k + k_prev
        yield Fraction(h, k)


def sqrt_terms(n: int):
    """Periodic continued fraction of sqrt(n) by the integer recurrence."""
    a0 = math.isqrt(n)
    if a0 * a0 == n:
        return [a0]
    m, d, a = 0, 1, a0
    terms = [a0]
    while a != 2 * a0:
        m = d * a - m
        d = (n - m * m) // d
        a = (a0 + m) // d
        terms.append(a)
    return terms


def best_with_denominator(x: float, max_den: int) -> Fraction:
    return Fraction(x).limit_denominator(max_den)


def main():
    for name, value in [("355/113", Fraction(355, 113)), ("pi", Fraction(math.pi)), ("e", Fraction(math.e)),
                        ("0.75", Fraction("0.75")), ("golden", Fraction((1 + math.sqrt(5)) / 2))]:
        terms = expand(value, 10)
        print(f"{name:<8} [{terms[0]}; {', '.join(map(str, terms[1:]))}]")
    pi_terms = expand(Fraction(math.pi), 6)
    for c in convergents(pi_terms):
        err = abs(float(c) - math.pi)
        print(f"  {str(c):>14} = {float(c):.10f}  error {err:.2e}")
    for n in (2, 3, 7, 13, 16, 19):
        t = sqrt_terms(n)
        body = f"[{t[0]}; ({', '.join(map(str, t[1:]))})]" if len(t) > 1 else f"[{t[0]}]"
        print(f"sqrt({n}) = {body}")
    # Pell equation x^2 - 2y^2 = 1 from convergents of sqrt(2)
    t = sqrt_terms(2)
    stream = [t[0]] + [t[1]] * 8
    pell = [(c.numerator, c.denominator) for c in convergents(stream)
            if c.numerator ** 2 - 2 * c.denominator ** 2 == 1]
    print("pell solutions:", pell[:3])
    for den in (10, 100, 1000):
        print(f"pi with den <= {den}: {best_with_denominator(math.pi, den)}")
    print(list(islice(accumulate([1, 2, 2, 2], lambda a, b: a * b), 4)), Fraction(3, 4) + Fraction(1, 6))


if __name__ == "__main__":
    main()
