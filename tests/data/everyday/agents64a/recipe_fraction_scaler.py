"""Scale a recipe with exact fractions and print kitchen-friendly mixed numbers."""
from fractions import Fraction
import math
from decimal import Decimal

RECIPE = [
    ("flour", "2 1/4", "cup"),
    ("sugar", "3/4", "cup"),
    ("butter", "1/2", "cup"),
    ("eggs", "2", ""),
    ("vanilla", "1 1/2", "tsp"),
    ("salt", "1/8", "tsp"),
    ("milk", "0.333", "cup"),
]


def parse_qty(text):
    total = Fraction(0)
    for part in text.split():
        total += Fraction(part)
    return total


def mixed(q):
    if q.denominator == 1:
        return str(q.numerator)
    whole, rest = divmod(q.numerator, q.denominator)
    frac = f"{rest}/{q.denominator}"
    return f"{whole} {frac}" if whole else frac


def nearest_kitchen(q, denominators=(2, 3, 4, 8)):
    best = min((Fraction(round(q * d), d) for d in denominators), key=lambda c: (abs(c - q), c.denominator))
    return best


def main():
    for factor in (Fraction(1, 2), Fraction(3, 2), Fraction(5, 3)):
        print(f"x{factor} ({float(factor):.3f})")
        for name, qty, unit in RECIPE:
            q = parse_qty(qty) * factor
            approx = nearest_kitchen(q)
            note = "" if approx == q else f" (~{mixed(approx)})"
            print(f"  {name:8} {mixed(q):>8} {unit}{note}")

    print(Fraction("0.333"), Fraction(0.333).limit_denominator(10), Fraction(1, 3) + Fraction(1, 6))
    print(Fraction(3.75), Fraction.from_float(0.1).limit_denominator(100), Fraction.from_decimal(Decimal("2.5")))
    f = Fraction(-7, 4)
    print(f, f.numerator, f.denominator, math.floor(f), math.ceil(f), round(f), round(f, 1), int(f), abs(f))
    print(f.as_integer_ratio(), Fraction(6, 4) == 1.5, Fraction(1, 3) < 0.34, hash(Fraction(1, 2)) == hash(0.5))
    print(Fraction(2, 3) ** 2, Fraction(4, 9) ** Fraction(1, 2), 2 ** Fraction(2), Fraction(1, 3) // Fraction(1, 7))
    print(f"{str(Fraction(1, 3)):>10}", str(Fraction(10, 5)), repr(Fraction(1, 3)), sum(Fraction(1, n) for n in range(1, 6)))
    for bad in ("1/0", "abc", "1.5/2"):
        try:
            print(Fraction(bad))
        except (ValueError, ZeroDivisionError) as err:
            print(type(err).__name__ + ":", err)
    try:
        Fraction(1, 0)
    except ZeroDivisionError as err:
        print("ZeroDivisionError:", err)


if __name__ == "__main__":
    main()
