"""math and cmath given Fractions, Decimals and the program's numbers: converted by their
__float__ (else __index__) as CPython converts them, with CPython's errors."""
import cmath
import math
from decimal import Decimal
from fractions import Fraction


class Meters:
    def __init__(self, value):
        self.value = value

    def __float__(self):
        return float(self.value)


class Slot:
    def __index__(self):
        return 7


class Broken:
    def __float__(self):
        return "4.0"


def main():
    variance = Fraction(15869, 1296) - Fraction(3, 2)
    print(f"sd = {math.sqrt(variance):.6f}", math.sqrt(Fraction(9, 4)), math.sqrt(Decimal("2.25")))
    print(math.log(Fraction(1, 8), 2), math.log10(Decimal("1000")), math.exp(Slot()))
    print(math.hypot(Fraction(3), Decimal(4)), math.atan2(Fraction(1), Fraction(1)), math.sqrt(Meters(16)))
    print(math.fsum([Fraction(1, 10)] * 10), math.pow(Decimal("1.5"), 2), math.fabs(Fraction(-1, 4)))
    print(math.isfinite(Decimal("1")), math.isnan(Fraction(1)), math.degrees(Fraction(1)))
    print(math.isclose(Fraction(1, 3), 0.3333333333333333), math.copysign(Fraction(1, 2), -1.0))
    print(cmath.sqrt(Fraction(-4)), cmath.exp(Fraction(1, 2)), cmath.phase(Decimal("-1")))
    print(cmath.rect(Fraction(2), 0), cmath.sqrt(Slot()), cmath.polar(Meters(3)))
    for f, arg in ((math.sqrt, Broken()), (math.sqrt, "4"), (cmath.sqrt, "4"), (math.sqrt, Decimal("-1"))):
        try:
            f(arg)
        except (TypeError, ValueError) as exc:
            print(type(exc).__name__, exc)
    return math.sqrt(Fraction(1, 4))


if __name__ == "__main__":
    main()
