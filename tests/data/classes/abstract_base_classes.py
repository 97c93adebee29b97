from abc import ABC, abstractmethod
import abc


class Shape(ABC):
    """A shape."""

    @abstractmethod
    def area(self) -> float: ...

    @property
    @abstractmethod
    def name(self) -> str:
        ...

    def describe(self) -> str:
        return f"{self.name} with area {self.area():.2f}"


class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    @property
    def name(self):
        return "rect"


class Half(Shape):
    def area(self):
        return 0.5


class Plugin(metaclass=abc.ABCMeta):
    @abc.abstractmethod
    def run(self, x): ...

    @staticmethod
    @abstractmethod
    def kind(): ...


class Doubler(Plugin):
    def run(self, x):
        return 2 * x

    @staticmethod
    def kind():
        return "math"


class NotAbc:
    @abstractmethod
    def f(self):
        return 1


class Protocolish(ABC):
    pass


def stub():
    ...


def main():
    print(Rect(2, 3.5).describe())
    for cls in (Shape, Half, Plugin):
        try:
            cls()
        except TypeError as e:
            print("TypeError:", e)
    d = Doubler()
    print(d.run(21), Doubler.kind(), NotAbc().f(), type(Protocolish()).__name__, stub())
    print(isinstance(d, Plugin), issubclass(Rect, Shape))
    return d.run(2)
