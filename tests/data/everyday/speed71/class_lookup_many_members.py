# Classes with many members, looked up along their bases: methods, properties with setters,
# class attributes, overrides, names missing everywhere, and instance attributes beside them.
from dataclasses import dataclass


class Shape:
    kind = "shape"
    sides = 0
    scale = 1

    def __init__(self, name):
        self.name = name
        self._width = 1

    def area(self):
        return 0

    def perimeter(self):
        return 0

    def describe(self):
        return f"{self.kind} {self.name} area={self.area()} perimeter={self.perimeter()}"

    @property
    def width(self):
        return self._width

    @width.setter
    def width(self, value):
        if value < 0:
            raise ValueError("negative width")
        self._width = value

    def __repr__(self):
        return f"{type(self).__name__}({self.name!r})"

    def __eq__(self, other):
        return type(self) is type(other) and self.name == other.name

    def __hash__(self):
        return hash(self.name)

    def __lt__(self, other):
        return self.area() < other.area()


class Square(Shape):
    kind = "square"
    sides = 4

    def area(self):
        return self.width * self.width * self.scale

    def perimeter(self):
        return 4 * self.width


class BigSquare(Square):
    scale = 10

    def describe(self):
        return "big " + super().describe()


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __divmod__(self, n):
        return (Money(self.cents // n), self.cents % n)

    def __repr__(self):
        return f"Money({self.cents})"


@dataclass
class Row:
    key: str
    count: int = 0
    weight: float = 1.0

    def bump(self):
        self.count += 1
        return self


class Small:
    def __init__(self):
        self.a = 1

    def get(self):
        return self.a


def main():
    shapes = [Shape("blob"), Square("sq"), BigSquare("bsq")]
    for s in shapes:
        s.width = 3
        print(s.describe(), s.sides, s.kind, s.scale, s.width, repr(s))
    try:
        shapes[1].width = -1
    except ValueError as e:
        print("refused:", e)
    print(shapes[1].width)
    shapes[2].extra = "kept"
    print(shapes[2].extra, getattr(shapes[0], "extra", "absent"), hasattr(shapes[1], "nothing"))
    try:
        print(shapes[0].nothing)
    except AttributeError as e:
        print("AttributeError:", e)
    print(sorted(shapes, key=lambda s: s.area()), min(shapes), max(shapes))
    print(len({Square("a"), Square("a"), BigSquare("a")}))
    # An instance attribute shadowing a class attribute, then removed.
    sq = Square("shadow")
    sq.kind = "mine"
    print(sq.kind, Square.kind)
    del sq.kind
    print(sq.kind)
    # Names made at run time find the attributes set through the program's own names.
    setattr(sq, "name", "renamed")
    print(sq.name, getattr(sq, "_width"), vars(Small()))
    small = Small()
    small.a += 41
    print(small.get(), Small.get(small))
    # divmod of plain numbers and of other kinds.
    for a, b in [(17, 5), (-17, 5), (17, -5), (7.5, 2), (-7.5, 2), (True, 2), (10**20, 7), (0, 3)]:
        print(a, b, divmod(a, b))
    for a, b in [(1, 0), (1.5, 0), (3, 0.0)]:
        try:
            divmod(a, b)
        except ZeroDivisionError as e:
            print("ZeroDivisionError:", e)
    try:
        divmod("7", 2)
    except TypeError as e:
        print("TypeError:", e)
    print(divmod(Money(1001), 4))
    # Attribute names made at run time and names the program spells find the same attribute.
    row = Row("k").bump().bump()
    field = "cou" + "nt"
    setattr(row, field, getattr(row, field) * 10)
    print(row, row.count, row.weight, vars(row))
    row.__dict__["weight"] = 2.5
    print(row.weight, row == Row("k", 20, 2.5))
