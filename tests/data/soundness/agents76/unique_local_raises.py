# A function's `@unique` enumeration with aliases raises ValueError where its `class`
# statement runs, so only the branch that defines it fails; the caught error is handled.
# expect: proved
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
    try:
        count = kinds(n)
    except ValueError as err:
        assert str(err) == "duplicate values found in <enum 'Level'>: TOP -> HIGH"
        return -1
    assert n <= 0 and count == 2
    return count
