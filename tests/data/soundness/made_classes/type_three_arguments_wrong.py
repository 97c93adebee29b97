# As type_three_arguments.py, but the claim takes the inherited `twice` for `area` itself:
# it fails on every input but 0.
# expect: failed
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
    assert s.twice() == s.area(), "twice is area"
    return n
