"""Describe the callables of a small plugin table by their names, as a registry would."""
import bisect
import heapq
import json
import os.path
from bisect import insort


def countdown(n):
    while n > 0:
        yield n
        n -= 1


class Batch:
    def __init__(self):
        self.items = []

    def chunks(self, size):
        for i in range(0, len(self.items), size):
            yield self.items[i:i + size]


def describe(f):
    return f"{f.__module__}.{f.__qualname__} ({f.__name__})"


def main():
    for f in (bisect.bisect, bisect.bisect_left, insort, heapq.heappush, heapq.nlargest, json.dumps, os.path.join):
        print(describe(f))
    gen = countdown(3)
    print(gen.__name__, gen.__qualname__, list(gen))
    b = Batch()
    b.items = list("abcde")
    chunks = b.chunks(2)
    print(chunks.__name__, chunks.__qualname__, [len(c) for c in chunks])
    squares = (x * x for x in range(3))
    print(squares.__name__, squares.__qualname__, sum(squares))
    table = {f.__name__: f for f in (bisect.bisect_right, bisect.insort_left)}
    print(sorted(table))


if __name__ == "__main__":
    main()
