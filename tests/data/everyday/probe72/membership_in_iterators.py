"""A log scanner asks whether a marker occurs in streams it reads once (list iterators,
generators, `map` and `filter` results, its own iterator class, a `__getitem__` sequence) and
then reads what the search left, as CPython's `in` stops at the first match."""

import math


class Countdown:
    def __init__(self, start):
        self.left = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.left == 0:
            raise StopIteration
        self.left -= 1
        return self.left


class Squares:
    def __getitem__(self, i):
        if i > 5:
            raise IndexError(i)
        return i * i


class Loose:
    def __eq__(self, other):
        print("compared with", other)
        return other == 3


def lines():
    yield "start"
    yield "error: disk"
    yield "done"


def main():
    stream = iter([4, 8, 15, 16, 23, 42])
    print(15 in stream, list(stream))
    print(99 in iter([1, 2]), 1 not in iter([1]))
    logs = lines()
    print("error: disk" in logs, list(logs))
    print(3 in map(len, ["a", "abc", "de"]), 0 in filter(None, [0, 0, 1]))
    print(7 in Countdown(5), 2 in Countdown(5))
    print(16 in Squares(), 17 in Squares())
    print((1, "b") in enumerate("ab"), ("a", 2) in zip("ab", [1, 2]))
    print(2 in reversed([1, 2, 3]), 4 in iter(range(5)))
    nan = math.nan
    print(nan in iter([nan]), nan in (v for v in [nan]), float("nan") in iter([nan]))
    print(Loose() in iter([1, 3, 5]))
    print(math.nan in [math.nan], math.nan in iter([math.nan]), math.nan in [float("nan")])
    try:
        print(1 in 5)
    except TypeError as exc:
        print("TypeError:", exc)
