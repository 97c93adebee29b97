"""Exact fractions from `Decimal` prices: `Fraction(d)` and `Fraction.from_decimal`."""
from decimal import Decimal
from fractions import Fraction


def main():
    prices = [Decimal("2.5"), Decimal("-0"), Decimal("1E+3"), Decimal("1.50E-2"), Decimal("19.99"), Decimal("0.1") * 3]
    for p in prices:
        print(p, Fraction(p), Fraction.from_decimal(p), Fraction(p) == Fraction(str(p)))
    total = sum(Fraction(p) for p in prices)
    print(total, float(total), Fraction.from_decimal(7), Fraction.from_decimal(True))
    for value in ("Infinity", "-Infinity", "NaN", "sNaN"):
        for make in (Fraction, Fraction.from_decimal):
            try:
                print(make(Decimal(value)))
            except (OverflowError, ValueError) as err:
                print(type(err).__name__ + ":", err)
    for other in (1.5, "1", None):
        try:
            Fraction.from_decimal(other)
        except TypeError as err:
            print("TypeError:", err)


if __name__ == "__main__":
    main()
