# A tuple holding a term is never `==` a str, an int or None (both sides' `__eq__` give
# NotImplemented and identity differs), so the enumeration's call by value finds the member
# whose value is the str itself.
# expect: proved
# inputs: (1,), (0,), (-3,), (7,)
from enum import Enum


class Mode(Enum):
    PAIR = ("p", 2)
    NAME = "p"


def main(n: int) -> int:
    pair = ("p", n)
    assert pair != "p" and not (pair == "p") and pair != n and pair != None
    assert ("p", 2) != 2
    mode = Mode("p")
    assert mode is Mode.NAME
    return 1 if pair == ("p", 2) else 0
