"""Splits measurements into whole and fractional parts, binary exponents and tolerances."""
import math


def describe(x):
    frac, whole = math.modf(x)
    mantissa, exponent = math.frexp(x)
    return (whole, round(frac, 6), mantissa, exponent, math.ldexp(mantissa, exponent) == x)


def main():
    readings = [12.75, -3.5, 0.1, 1e-310, 1024.0, -0.0]
    for r in readings:
        print(r, describe(r))
    print([math.fmod(a, 3) for a in (10, -10, 7.5)], [a % 3 for a in (10, -10, 7.5)])
    print([math.remainder(a, 2) for a in (5, 7, -5, 6.5)])
    print(math.ulp(1.0), math.ulp(1e16), math.nextafter(1.0, 2.0), math.nextafter(1.0, 0.0), math.nextafter(0.0, -1))
    steps = 0
    x = 1.0
    while x != math.nextafter(x, 1.0 + 1e-15):
        x = math.nextafter(x, 2.0)
        steps += 1
    try:
        math.fmod(1.0, 0.0)
    except ValueError as e:
        print("ValueError:", e)
    try:
        math.ldexp(1.0, 5000)
    except OverflowError as e:
        print("OverflowError:", e)
    return steps
