"""Ranking quotes given as Decimals, Fractions and floats: a Decimal compares exactly with a
Fraction (and the other way round), as CPython's does, so sorting, `min`/`max` and equality
tests over mixed quotes agree with CPython."""

from decimal import Decimal
from fractions import Fraction


def compare_table() -> None:
    half, third = Fraction(1, 2), Fraction(1, 3)
    quotes = [Decimal("0.5"), Decimal("-0.5"), Decimal("0.3333"), Decimal("Infinity"),
              Decimal("-Infinity"), Decimal(0), Decimal("1E+2")]
    for d in quotes:
        print(d, d == half, half == d, d != third, d < half, half < d, d >= third, third <= d)
    try:
        print(Decimal("NaN") < half)
    except Exception as e:
        print("NaN ordering:", type(e).__name__)
    print(Decimal("NaN") == half, half != Decimal("NaN"))


def best_quote(quotes: dict[str, object]) -> tuple[str, object]:
    vendor = min(quotes, key=lambda name: quotes[name])
    return vendor, quotes[vendor]


def main() -> None:
    compare_table()
    mixed = [Fraction(1, 3), Decimal("0.25"), 0.3, Decimal("0.5"), Fraction(-1, 2), Decimal("0.333")]
    print(sorted(mixed))
    print(max(mixed), min(mixed))
    quotes = {"acme": Decimal("19.99"), "bolt": Fraction(3998, 200), "crate": 19.985, "dyna": Decimal("20")}
    print(best_quote(quotes))
    print([name for name, q in quotes.items() if q == Fraction(1999, 100)])
    print(Decimal("19.99") in [Fraction(1999, 100)], Fraction(1, 4) in {Decimal("0.25"): "q"})

