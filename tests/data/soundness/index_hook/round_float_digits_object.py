# `round(x, digits)` of a float or an int reads `digits` by `__index__`, and a `Decimal` takes
# a plain int: no `TypeError` on either.
# expect: proved
# inputs: (0,), (1,), (7,), (-3,)
from decimal import Decimal


class Places:
    def __index__(self):
        return 1


def main(n: int) -> None:
    k = max(-100, min(n, 100))
    assert round(2.567, Places()) == 2.6
    assert round(k, Places()) == k
    assert round(Decimal("2.567"), 1) == Decimal("2.6")
