# `Square.__mro__` of `class Square(Shape)`, `class Shape(ABC)` is `(Square, Shape, ABC,
# object)`: four classes, `ABC` third; a protocol's order runs through `Protocol` and
# `Generic`. The bound on `n` holds only with CPython's lengths.
# expect: proved
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
        assert n + len(Square.__mro__) + len(Crate.__mro__) <= n + 9
        assert Square.__mro__[2] is ABC
    return n
