# An `IntEnum` whose `__new__` makes each member with `int.__new__` and a note: members
# compare and add as their `_value_`, so the level of a symbolic pick is bounded exactly.
# expect: proved
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
    assert 1 <= p <= 10
    assert p + 0 == p.value
    assert (p.note == "now") == (pick > 1)
    return p + 1
