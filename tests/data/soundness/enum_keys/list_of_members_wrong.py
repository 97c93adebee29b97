# The twin of `list_of_members.py` claiming the member picked from `list(Turn)` is always
# `RIGHT`: it is `LEFT` when `n` is not positive.
# expect: failed
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
    assert pick is Turn.RIGHT
    return pick.value
