"""Inheritance: a base class, overrides, super(), properties, class and static methods."""


class Shape:
    sides = 0

    def __init__(self, name):
        self.name = name

    def area(self):
        return 0

    def describe(self):
        return f"{self.name} with {self.sides} sides and area {self.area()}"

    @classmethod
    def kind(cls):
        return "shape"

    @staticmethod
    def unit():
        return "cm"


class Rect(Shape):
    sides = 4

    def __init__(self, w, h):
        super().__init__("rect")
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h

    @property
    def perimeter(self):
        return 2 * (self.w + self.h)


class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)
        self.name = "square"

    def describe(self):
        return "a " + super().describe()


def main():
    shapes = [Shape("blob"), Rect(2, 3), Square(4)]
    for s in shapes:
        print(s.describe())
    print(shapes[1].perimeter, shapes[2].perimeter, Square.unit(), Rect.kind(), shapes[2].kind())
    print(isinstance(shapes[2], Rect), isinstance(shapes[1], Square), isinstance(shapes[0], Shape))
    print(sum(s.area() for s in shapes), Square.sides, Shape.sides)
    big = [s.name for s in shapes if s.area() > 5]
    return big
