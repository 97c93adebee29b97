"""Area and formatting of shapes and plain numbers, dispatched on the argument's class."""
import functools
from dataclasses import dataclass


class Shape:
    pass


@dataclass
class Rect(Shape):
    w: float
    h: float


@dataclass
class Square(Rect):
    pass


@dataclass
class Circle(Shape):
    r: float


@functools.singledispatch
def area(shape):
    raise TypeError(f"no area for {type(shape).__name__}")


@area.register
def _(shape: Rect):
    return shape.w * shape.h


@area.register
def _(shape: Circle):
    return round(3.14159 * shape.r ** 2, 2)


@functools.singledispatch
def fmt(value):
    return str(value)


@fmt.register(float)
def _(value):
    return f"{value:.2f}"


@fmt.register(bool)
def _(value):
    return "yes" if value else "no"


@fmt.register(tuple)
@fmt.register(list)
def _(value):
    return "[" + ", ".join(fmt(v) for v in value) + "]"


def main():
    shapes = [Rect(2, 3), Square(2, 2), Circle(1)]
    areas = [area(s) for s in shapes]
    print(areas)
    print(fmt(areas), fmt((1, True, 0.5)), fmt("text"), fmt(7))
    try:
        area(Shape())
    except TypeError as e:
        print("TypeError:", e)
    try:
        area("circle")
    except TypeError as e:
        print("TypeError:", e)
    print(area.dispatch(Square) is area.dispatch(Rect), fmt.dispatch(int) is fmt.dispatch(object))


if __name__ == "__main__":
    main()
