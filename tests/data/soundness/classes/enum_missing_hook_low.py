# `Level(n)` of a value no member has asks the class's `_missing_`, which maps every value
# above 2 to HIGH; n == 1 is LOW itself, so the assert fails there.
# expect: failed
# inputs: (1,), (2,), (5,), (10,)
from enum import Enum


class Level(Enum):
    LOW = 1
    HIGH = 2

    @classmethod
    def _missing_(cls, value):
        if value > 2:
            return cls.HIGH
        return None


def main(n: int) -> int:
    if 1 <= n <= 10:
        assert Level(n) is not Level.LOW
    return n
