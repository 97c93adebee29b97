# `list(Turn)` and `tuple(Turn)` are the members in definition order, however the member
# picked from them was chosen.
# expect: proved
# inputs: (1,), (0,), (-4,), (9,)
from enum import Enum


class Turn(Enum):
    LEFT = -1
    STRAIGHT = 0
    RIGHT = 1


def main(n: int) -> int:
    right = n > 0
    order = list(Turn)
    pick = order[2] if right else order[0]
    assert pick in order
    assert order.index(pick) == (2 if right else 0)
    assert list(tuple(Turn)) == order
    assert tuple(order)[1] is Turn.STRAIGHT
    return pick.value
