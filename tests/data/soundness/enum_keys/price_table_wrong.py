# As `price_table.py`, but claiming every price is below 30: refuted for BLUE.
# expect: failed
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
    assert price < 30, "prices stay below 30"
    return price
