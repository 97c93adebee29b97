# `math.sqrt` of a `Fraction` or a `Decimal` converts it by its `__float__`, as CPython does:
# 9/5 has no square root of 1.5, so the assertion fails for every n up to 0.
# expect: failed
# inputs: (0,), (3,), (-2,), (1,)
import math
from decimal import Decimal
from fractions import Fraction


def main(n: int) -> float:
    x = Decimal("2.25") if n > 0 else Fraction(9, 5)
    r = math.sqrt(x)
    assert r == 1.5
    return r
