# An enumeration member computed in the class body with Python's modulo, which rounds toward
# negative infinity: `-7 % 3` is 2. A fold with C's remainder (-1) would prove the assert,
# which CPython fails for every n.
# expect: failed
# inputs: (0,), (5,), (10,), (-1,)
from enum import Enum


class Offset(Enum):
    BASE = -7
    WRAPPED = BASE % 3


def main(n: int) -> int:
    if 0 <= n <= 10:
        assert n + Offset.WRAPPED.value < n + 1
    return n
