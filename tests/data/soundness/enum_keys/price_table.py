# A dict keyed by a plain `Enum`'s members, looked up with a member picked from an int:
# members compare by identity, so the price each pick finds is known exactly.
# expect: proved
# inputs: (1,), (2,), (3,), (7,)
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


PRICES = {Color.RED: 10, Color.GREEN: 20, Color.BLUE: 30}


def main(v: int) -> int:
    try:
        c = Color(v)
    except ValueError:
        return 0
    price = PRICES[c]
    assert price == 10 * v
    return price
