"""Class factories: each call of a function defining a class makes a new class, as in CPython."""
from dataclasses import dataclass
from enum import Enum


def make_point_class(dims):
    @dataclass
    class Point:
        x: int
        y: int
        tags = []

        def norm1(self):
            return abs(self.x) + abs(self.y)

    class Point3(Point):
        pass

    return Point, Point3


def status_of(code):
    class Status(Enum):
        OK = 0
        WARN = 1

    return Status(code)


def errs(n):
    class Oops(ValueError):
        pass
    class Worse(Oops):
        pass
    try:
        raise Worse(n)
    except Oops as e:
        return e, Oops, Worse


def main():
    P1, Q1 = make_point_class(2)
    P2, Q2 = make_point_class(2)
    print(P1 is P2, P1 == P2, P1(1, -2), P1(1, -2).norm1(), P1(1, 2) == P1(1, 2), P1(1, 2) == P2(1, 2))
    print(isinstance(P1(1, 2), P2), isinstance(Q2(1, 2), P2), isinstance(Q2(1, 2), P1), issubclass(Q1, P1), issubclass(Q1, P2))
    P1.tags.append(1)
    print(P1.tags, P2.tags, P1.tags is P2.tags)
    P1.limit = 3
    print(getattr(P2, "limit", None), P1.limit)
    a, b = status_of(1), status_of(1)
    print(a, b, a == b, a is b, type(a) is type(b), a.name == b.name)
    e1, O1, W1 = errs(1)
    e2, O2, W2 = errs(2)
    print(isinstance(e1, O2), isinstance(e2, O2), type(e1).__qualname__, repr(e2))
    print({P1: 1, P2: 2}[P2], len({P1, P2, P1}))
    try:
        raise e1
    except O2:
        print("wrong")
    except O1:
        print("right")
    return [P1(0, 0), P2(3, 4).norm1()]
