"""A factory that defines record classes inside functions, one new class per call."""
from dataclasses import dataclass
from typing import NamedTuple
from collections import namedtuple
from enum import Enum


def make_point_class(dims):
    @dataclass
    class Point:
        x: int
        y: int

        def norm1(self):
            return abs(self.x) + abs(self.y)

    return Point


def make_counter(start):
    class Counter:
        def __init__(self):
            self.value = start

        def bump(self):
            self.value += 1
            return self.value

    return Counter


def summarize(rows):
    class Row(NamedTuple):
        name: str
        score: int

    Pair = namedtuple("Pair", "left right")
    parsed = [Row(n, int(s)) for n, s in rows]
    best = max(parsed, key=lambda r: r.score)
    return best, Pair(parsed[0].name, parsed[-1].name)


def status_of(code):
    class Status(Enum):
        OK = 0
        WARN = 1
        FAIL = 2

    return Status(code)


def main():
    P1 = make_point_class(2)
    P2 = make_point_class(2)
    print(P1 is P2, P1(1, -2), P1(1, -2).norm1(), P1(1, 2) == P1(1, 2))
    C = make_counter(10)
    c = C()
    c.bump()
    print(c.bump(), make_counter(0)().bump())
    print(summarize([("a", "3"), ("b", "9"), ("c", "5")]))
    print(status_of(1), status_of(2).name)
    return c.value
