# `math.sqrt` of a `Fraction` or a `Decimal` converts it by its `__float__`, as CPython does:
# both 9/4 and 2.25 have the square root 1.5.
# expect: proved
# inputs: (0,), (3,), (-2,), (1,)
import math
from decimal import Decimal
from fractions import Fraction


def main(n: int) -> float:
    x = Decimal("2.25") if n > 0 else Fraction(9, 4)
    r = math.sqrt(x)
    assert r == 1.5
    return r
