# `round(x, digits)` hands `digits` to a `Decimal`'s own `__round__` as it is, which refuses an
# object with `__index__` (`TypeError: optional arg must be an integer`): the call fails for
# every input, where an int's or a float's `__round__` would read it.
# expect: failed
# inputs: (0,), (1,), (7,), (-3,)
from decimal import Decimal


class Places:
    def __index__(self):
        return 1


def main(n: int) -> None:
    price = Decimal("2.567")
    if n > 0:
        price = Decimal("1.25")
    r = round(price, Places())
    assert r > 0
