"""Classes of modelled modules print with CPython's module (<class 'fractions.Fraction'>), and
classes defined in a function carry `f.<locals>.` in their qualified names."""
import csv
import graphlib
import json
import statistics
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from enum import Enum
from fractions import Fraction
from uuid import UUID, uuid4


def build():
    @dataclass
    class Point:
        x: int
        y: int

    class Color(Enum):
        RED = 1

    class Box:
        pass

    return Point, Color, Box


def main():
    Point, Color, Box = build()
    print(Point.__qualname__, Point.__name__)
    print(Point(1, 2), Color.RED, repr(Color.RED), Color.__qualname__)
    print(Box.__qualname__, str(Box).endswith(".build.<locals>.Box'>"))
    print(type(Fraction(1)), Fraction.__module__, Fraction.__qualname__)
    print(repr(Decimal), Decimal.__module__, type(Decimal("2.5")))
    print(type(uuid4()), UUID, UUID.__module__)
    print(json.JSONDecodeError, InvalidOperation, graphlib.CycleError, statistics.StatisticsError)
    print(csv.Error, csv.DictReader, csv.Dialect, graphlib.TopologicalSorter)
    for cls in (Fraction, Decimal, UUID, graphlib.TopologicalSorter):
        print(f"{cls.__module__}.{cls.__qualname__}", cls.__name__)
    try:
        json.loads("{")
    except ValueError as e:
        print(type(e), type(e).__module__, type(e).__name__)
    try:
        Decimal("nope")
    except ArithmeticError as e:
        print(type(e), type(e).__module__)
    ts = graphlib.TopologicalSorter({1: [2], 2: [1]})
    try:
        ts.prepare()
    except ValueError as e:
        print(type(e), type(e).__qualname__)


if __name__ == "__main__":
    main()
