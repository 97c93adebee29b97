# The proved twin of `enum_missing_hook_low.py`: from 2 up, `Level(n)` is HIGH, by its value
# or through `_missing_`.
# expect: proved
# inputs: (2,), (3,), (5,), (10,)
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
    if 2 <= n <= 10:
        assert Level(n) is Level.HIGH
    return n
