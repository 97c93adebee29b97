# A class made by `type(name, bases, namespace)`: a lambda of the namespace is a method bound
# to the instance, a base's method is inherited, a namespace value is a class attribute the
# instance reads, and an abstract method the namespace defines is no longer abstract.
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)
from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self): ...

    def twice(self):
        return 2 * self.area()


def main(n: int) -> int:
    Square = type("Square", (Shape,), {"side": n, "area": lambda self: self.side * self.side})
    s = Square()
    assert s.area() == n * n
    assert s.twice() == 2 * n * n
    assert isinstance(s, Shape) and Square.__name__ == "Square"
    return n
