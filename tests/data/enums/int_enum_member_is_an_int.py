# An IntEnum member is an int in CPython, so `isinstance(member, int)` is True, as clauz3 answers
# it (answered False, it once proved the assertion below): the proof refutes it.
# expect: failed
# inputs: (0,), (1,), (2,), (-5,)
from enum import IntEnum


class Priority(IntEnum):
    LOW = 1
    HIGH = 2


def main(n: int) -> int:
    level = Priority.HIGH if n > 0 else Priority.LOW
    assert not isinstance(level, int)
    return n
