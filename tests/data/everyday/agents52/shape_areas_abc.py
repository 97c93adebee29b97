import sys
from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...

    def describe(self):
        return f"{type(self).__name__} with area {self.area():.2f}"


class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    def __repr__(self):
        return f"Rect({self.w}, {self.h})"


class Circle(Shape):
    def __init__(self, r):
        self.r = r

    def area(self):
        return 3.14159 * self.r ** 2

    def __lt__(self, other):
        return self.area() < other.area()


def main() -> int:
    shapes = [Rect(2, 3), Circle(1), Rect(1, 1)]
    for s in sorted(shapes, key=lambda s: s.area()):
        print(s.describe())
    try:
        Shape()
    except TypeError as e:
        print("cannot:", e)
    total = sum(s.area() for s in shapes)
    print(f"total={total:.3f}", file=sys.stderr)
    return 0 if total > 5 else 1


if __name__ == "__main__":
    sys.exit(main())
