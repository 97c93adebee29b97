"""Shape hierarchy with ABCs, super() chains, class registries and sorting."""
import math
from abc import ABC, abstractmethod


class Shape(ABC):
    registry: dict[str, type] = {}
    count = 0

    def __init_subclass__(cls, kind=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if kind:
            Shape.registry[kind] = cls

    def __init__(self, name: str):
        self.name = name
        Shape.count += 1

    @abstractmethod
    def area(self) -> float: ...

    @abstractmethod
    def perimeter(self) -> float: ...

    def describe(self) -> str:
        return f"{self.name}: area={self.area():.2f} perimeter={self.perimeter():.2f}"

    def __lt__(self, other: "Shape") -> bool:
        return self.area() < other.area()

    @staticmethod
    def create(kind: str, *args) -> "Shape":
        try:
            cls = Shape.registry[kind]
        except KeyError:
            raise ValueError(f"unknown shape kind {kind!r}") from None
        return cls(*args)


class Circle(Shape, kind="circle"):
    def __init__(self, r: float):
        super().__init__(f"circle(r={r})")
        self.r = r

    def area(self):
        return math.pi * self.r ** 2

    def perimeter(self):
        return 2 * math.pi * self.r


class Rectangle(Shape, kind="rect"):
    def __init__(self, w: float, h: float):
        super().__init__(f"rect({w}x{h})")
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)


class Square(Rectangle, kind="square"):
    def __init__(self, side: float):
        super().__init__(side, side)
        self.name = f"square({side})"

    def describe(self):
        return super().describe() + " [regular]"


class Triangle(Shape, kind="tri"):
    def __init__(self, a, b, c):
        if a + b <= c or a + c <= b or b + c <= a:
            raise ValueError(f"sides {a}, {b}, {c} violate the triangle inequality")
        super().__init__(f"tri({a},{b},{c})")
        self.sides = (a, b, c)

    def perimeter(self):
        return sum(self.sides)

    def area(self):
        s = self.perimeter() / 2
        a, b, c = self.sides
        return math.sqrt(s * (s - a) * (s - b) * (s - c))


class Blob(Shape):
    def area(self):
        return 1.0


def main():
    specs = [("circle", 1.5), ("rect", 3, 4), ("square", 2.5), ("tri", 3, 4, 5), ("tri", 1, 2, 9), ("hexagon", 2)]
    shapes = []
    for kind, *args in specs:
        try:
            shapes.append(Shape.create(kind, *args))
        except ValueError as e:
            print("skip:", e)
    for s in sorted(shapes):
        print(s.describe())
    print("largest:", max(shapes).name)
    print("registry:", sorted(Shape.registry))
    print("mro:", [c.__name__ for c in Square.__mro__])
    print(isinstance(shapes[2], Rectangle), issubclass(Square, Shape), Shape.count)
    try:
        Blob("b")
    except TypeError as e:
        print("TypeError:", e)
    total = sum(s.area() for s in shapes)
    print(f"total area {total:.3f}")
    return round(total, 3)


if __name__ == "__main__":
    main()
