"""Counters and point classes made by factories whose methods read the factory's arguments."""
from dataclasses import dataclass


def make_counter(start, step=1):
    class Counter:
        def __init__(self):
            self.value = start

        def bump(self):
            self.value += step
            return self.value

        @classmethod
        def fresh(cls):
            return cls()

        @property
        def label(self):
            return f"{Counter.__qualname__}@{start}"

        def merge(self, other):
            c = Counter()
            c.value = self.value + other.value
            return c

    return Counter


def make_point_class(dims):
    @dataclass
    class Point:
        x: int
        y: int

        def dims(self):
            return dims

        def scaled(self, k):
            return Point(self.x * k, self.y * k)

    class Point3(Point):
        def dims(self):
            return super().dims() + 1

    return Point, Point3


def main():
    C = make_counter(10)
    D = make_counter(0, step=5)
    c = C()
    c.bump()
    print(c.bump(), D().bump(), D.fresh().bump(), c.label, D().label)
    m = c.merge(C())
    print(type(m) is C, type(m) is D, m.value)
    P2, Q2 = make_point_class(2)
    P3, Q3 = make_point_class(3)
    print(P2(1, 2).dims(), P3(1, 2).dims(), Q3(0, 0).dims(), P2(1, 2).scaled(3), type(P3(1, 1).scaled(2)) is P3)
    print(isinstance(P2(1, 2).scaled(2), P3))
    return C().bump()
