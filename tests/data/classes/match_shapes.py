"""Class patterns of dataclasses: positional through the fields, keywords, nesting, subclasses."""

from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int = 0


@dataclass
class Point3(Point):
    z: int = 0


@dataclass(frozen=True)
class Line:
    start: Point
    end: Point


def where(p):
    match p:
        case Point3(0, 0, z):
            return f"z-axis {z}"
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=y):
            return f"on y at {y}"
        case Point(x, y=0):
            return f"on x at {x}"
        case Line(Point(a, b), Point(c, d) as e) if a == c:
            return f"vertical {a} {b}-{d} {e}"
        case Point() | Line():
            return "somewhere"
        case _:
            return "not a shape"


def main():
    for p in [Point(0, 0), Point(0, 5), Point(3), Point(1, 2), Point3(0, 0, 4), Point3(1, 0, 2),
              Line(Point(1, 2), Point(1, 5)), Line(Point(1, 2), Point(3, 5)), 7, "s"]:
        print(where(p))
    return 0
