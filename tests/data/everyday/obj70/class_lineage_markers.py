"""Shapes, boxes and protocols: agents print the method resolution order of their classes."""
from abc import ABC, ABCMeta, abstractmethod
from typing import Generic, NamedTuple, Protocol, TypeVar
from enum import Enum

T = TypeVar("T")


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side * self.side


class Box(Generic[T]):
    def __init__(self, item):
        self.item = item


class LabelledBox(Box[str], Shape):
    def area(self):
        return 0


class Sized(Protocol):
    def size(self) -> int:
        ...


class Crate(Sized):
    def size(self):
        return 3


class Meta(metaclass=ABCMeta):
    pass


class Point(NamedTuple):
    x: int
    y: int


class Color(Enum):
    RED = 1


class Registry(dict):
    pass


class AppError(Exception):
    pass


class NotFound(AppError, KeyError):
    pass


def names(cls):
    return [c.__name__ for c in cls.__mro__]


def main():
    for cls in [Shape, Square, Box, LabelledBox, Sized, Crate, Meta, Point, Color, Registry, AppError, NotFound]:
        print(cls.__name__, names(cls))
        print("  bases:", [b.__name__ for b in cls.__bases__])
        print("  mro():", [c.__qualname__ for c in cls.mro()] == names(cls))
        print("  qualname:", cls.__qualname__, repr(cls).split(".")[-1])
    print(Square.__mro__[2:], Box.__mro__[1:], Point.__mro__[1:])
    print(Crate.__bases__[0] is Sized, Sized.__bases__, Protocol.__mro__, ABC.__bases__)
    print(ABC, ABCMeta, Generic, Protocol, Enum)
    print(ABC.__name__, ABC.__module__, Generic.__qualname__, Protocol.__module__)
    print(issubclass(Square, ABC), issubclass(Box, ABC), isinstance(Shape, ABCMeta), isinstance(Box, ABCMeta))
    print(ABC in Square.__mro__, object in Square.__mro__, Shape in LabelledBox.__mro__)
    print([c.__name__ for c in LabelledBox.__mro__ if c not in (object, ABC)], Box.mro()[1:])
    print(Square(2).area(), Square.__mro__[1] is Shape, isinstance(Square(3), ABC), isinstance(Box(1), Generic))


if __name__ == "__main__":
    main()
