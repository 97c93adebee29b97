# As `priority_int.py`, but claiming the low member's level is 0: refuted when it is picked.
# expect: failed
# inputs: (0,), (1,), (2,), (9,)
from enum import IntEnum


class Priority(IntEnum):
    LOW = (1, "later")
    HIGH = (10, "now")

    def __new__(cls, level, note):
        member = int.__new__(cls, level)
        member._value_ = level
        member.note = note
        return member


def main(pick: int) -> int:
    p = Priority.HIGH if pick > 1 else Priority.LOW
    assert p == 10 or p == 0, "low is zero"
    return p + 1
