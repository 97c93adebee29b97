# The twin of `abc_mro_length.py`: the two orders hold nine classes, not eight, so the bound
# fails for every n from 0 to 9. A lineage that left `ABC`, `Protocol` or `Generic` out (as
# dropping the marker bases would) proves it.
# expect: failed
# inputs: (0,), (3,), (9,), (-2,)
from abc import ABC
from typing import Protocol


class Shape(ABC):
    pass


class Square(Shape):
    pass


class Sized(Protocol):
    def size(self) -> int:
        ...


class Crate(Sized):
    def size(self):
        return 3


def main(n: int) -> int:
    if 0 <= n <= 9:
        assert n + len(Square.__mro__) + len(Crate.__mro__) <= n + 8
    return n
