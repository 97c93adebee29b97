# `itertools.takewhile` is a C iterator in CPython, not a generator: a `StopIteration` its
# predicate raises leaves its `__next__` as the end of the items, not as PEP 479's
# `RuntimeError`, so the handler never runs and one item is taken.
# expect: failed
# inputs: (0,), (5,), (-1,), (7,)
import itertools


def main(n: int) -> int:
    picks = iter([True])
    try:
        got = list(itertools.takewhile(lambda x: next(picks), [n, n + 1]))
    except RuntimeError:
        got = []
    assert got == []
    return n
