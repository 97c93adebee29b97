# The twin of `unique_local_raises.py` claiming the `@unique` class is always made: its
# statement raises ValueError whenever `n` is positive.
# expect: failed
# inputs: (1,), (0,), (-3,), (7,)
from enum import Enum, unique


def kinds(n: int) -> int:
    if n > 0:
        @unique
        class Level(Enum):
            LOW = 1
            HIGH = 2
            TOP = 2
        return len(Level)
    @unique
    class Plain(Enum):
        A = 1
        B = 2
    return len(Plain)


def main(n: int) -> int:
    count = kinds(n)
    assert count == 2
    return count
