# An enumeration's `__init__` runs for every member when the class is made, before `main`.
# expect: proved
# inputs: (1,), (4,), (0,), (-5,)
from enum import Enum

MADE = []


class Size(Enum):
    SMALL = (1, "s")
    LARGE = (10, "l")

    def __init__(self, weight, code):
        MADE.append(code)
        self.weight = weight


def main(n: int) -> int:
    assert MADE == ["s", "l"]
    return n * Size.LARGE.weight
