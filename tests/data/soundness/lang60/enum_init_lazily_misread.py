# Twin of enum_init_at_class_creation: reading members' `__init__` as run at first read is
# wrong, and the proof must refute it.
# expect: failed
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
    assert MADE == [] or n > 100
    return n * Size.LARGE.weight
