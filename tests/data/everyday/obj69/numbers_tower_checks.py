"""Validating numeric inputs of a pricing tool with the `numbers` ABCs."""

import numbers
from decimal import Decimal
from fractions import Fraction
from numbers import Integral, Number, Real


def describe(value):
    for kind in (numbers.Integral, numbers.Rational, numbers.Real, numbers.Complex, numbers.Number):
        if isinstance(value, kind):
            return kind.__name__
    return "not a number"


def as_quantity(value):
    if isinstance(value, bool) or not isinstance(value, Integral):
        raise TypeError(f"quantity must be an integer, got {type(value).__name__}")
    if value < 0:
        raise ValueError(f"quantity must be >= 0, got {value}")
    return int(value)


def as_price(value):
    if isinstance(value, Decimal):
        return float(value)
    if not isinstance(value, Real):
        raise TypeError(f"price must be a real number, got {type(value).__name__}")
    return float(value)


def line_total(qty, price):
    return round(as_quantity(qty) * as_price(price), 2)


def main():
    samples = [7, True, 2.5, 3 + 4j, Fraction(3, 4), Decimal("9.99"), "12", None, [1]]
    for s in samples:
        print(f"{s!r:>20} -> {describe(s)}")
    orders = [(3, 2.5), (2, Fraction(1, 4)), (1, Decimal("9.99")), (2.0, 1), (-1, 5), (4, "3"), (True, 1), (5, 1j)]
    for qty, price in orders:
        try:
            print("total:", line_total(qty, price))
        except (TypeError, ValueError) as exc:
            print(f"{type(exc).__name__}: {exc}")
    kinds = [int, bool, float, complex, Fraction, Decimal, str]
    print({k.__name__: [issubclass(k, c) for c in (Number, Real, Integral)] for k in kinds})
    print(isinstance(1.5, (Integral, str)), isinstance(1.5, (Integral, float)), Real.__module__)


if __name__ == "__main__":
    main()
