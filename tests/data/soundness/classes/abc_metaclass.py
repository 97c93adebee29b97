# `type()` of a class is its metaclass: `abc.ABCMeta` for one deriving from `abc.ABC` (at any
# depth) or written with `metaclass=ABCMeta`, `type` for a plain class.
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)
import abc


class Shape(abc.ABC):
    pass


class Square(Shape):
    pass


class Plain:
    pass


def main(n: int) -> int:
    assert type(Shape) is abc.ABCMeta
    assert type(Square) is abc.ABCMeta
    assert type(Plain) is type
    return n
