"""Round quantities of several number kinds up to whole packs: math.floor/ceil/trunc through
each kind's own rounding, and Decimal exponents shifted with scaleb."""
import math
from decimal import Decimal
from fractions import Fraction


class Minutes:
    """Billing minutes that round themselves: partial minutes are charged whole."""

    def __init__(self, seconds):
        self.seconds = seconds

    def __floor__(self):
        return self.seconds // 60

    def __ceil__(self):
        return -(-self.seconds // 60)

    def __trunc__(self):
        return self.seconds // 60


def packs_needed(amount, pack):
    return math.ceil(amount / pack)


def main():
    orders = [Fraction(7, 3), Fraction(-5, 2), Fraction(9), Decimal("12.01"), Decimal("-0.5"), 4.2, 17]
    for amount in orders:
        print(f"{amount!s:>6}: floor {math.floor(amount):>3} ceil {math.ceil(amount):>3} trunc {math.trunc(amount):>3}")
    print("flour packs:", packs_needed(Fraction(37, 4), Fraction(5, 2)), packs_needed(Decimal("10.5"), 2))
    for call in [Minutes(59), Minutes(60), Minutes(61), Minutes(3599)]:
        print(f"{call.seconds:>5}s -> billed {math.ceil(call)} min (at least {math.floor(call)}, trunc {math.trunc(call)})")
    prices = [Decimal("1.2345"), Decimal("-7"), Decimal("0.00"), Decimal("9.99E+3")]
    for p in prices:
        print(p, "x100 =", p.scaleb(2), " /1000 =", p.scaleb(-3), " exp", p.scaleb(Decimal(1)).as_tuple().exponent)
    for bad in (Decimal("2.5"), Decimal("Infinity")):
        try:
            Decimal(1).scaleb(bad)
        except ArithmeticError as e:
            print(type(e).__name__, e)
    for special in (Decimal("Infinity"), Decimal("NaN")):
        try:
            math.ceil(special)
        except (OverflowError, ValueError) as e:
            print(type(e).__name__, e)
    print(Decimal("Infinity").scaleb(3), Decimal("NaN").scaleb(1))


if __name__ == "__main__":
    main()
