from abc import ABC, abstractmethod
from typing import Protocol, runtime_checkable, Iterable
import math

@runtime_checkable
class HasArea(Protocol):
    def area(self) -> float: ...

class Shape(ABC):
    registry = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Shape.registry[cls.__name__.lower()] = cls

    @abstractmethod
    def area(self) -> float: ...

    def __lt__(self, other):
        return self.area() < other.area()

    def __repr__(self):
        return f"{type(self).__name__}(area={self.area():.3f})"

class Circle(Shape):
    def __init__(self, r): self.r = r
    def area(self): return math.pi * self.r ** 2

class Rect(Shape):
    def __init__(self, w, h): self.w, self.h = w, h
    def area(self): return self.w * self.h

class Blob:
    def area(self): return 0.5

def total(shapes: Iterable[HasArea]) -> float:
    return sum(s.area() for s in shapes)

def main():
    shapes = [Circle(1), Rect(2, 3), Circle(0.5)]
    print(sorted(shapes), max(shapes))
    print(sorted(Shape.registry), isinstance(Blob(), HasArea), isinstance(Blob(), Shape))
    Shape.register(Blob)
    print(isinstance(Blob(), Shape), issubclass(Blob, Shape), Blob in Shape.registry.values())
    print(f"{total(shapes + [Blob()]):.4f}")
    try:
        Shape()
    except TypeError as e:
        print(e)
    print(Shape.registry["rect"](1, 1))
