# `dict(it)`, `d.update(it)` and `defaultdict(f, it)` read an iterator of pairs up to the
# first item that is no pair (or whose key cannot be hashed); `d.update` keeps the pairs it
# took before it, `bytes(it)` stops at a number out of range.
# The prover does not build a dict of these pairs (skipped).
# expect: skipped
# inputs: (0,), (1,), (-3,), (10**20,)
from collections import defaultdict


def main(x: int) -> int:
    it = iter([(x, 1), 5, (x + 1, 2)])
    try:
        dict(it)
    except TypeError:
        pass
    assert list(it) == [(x + 1, 2)]
    d = {}
    it = iter([(x, 1), (x, 2, 3), (x + 1, 2)])
    try:
        d.update(it)
    except ValueError:
        pass
    assert d == {x: 1} and next(it) == (x + 1, 2)
    it = iter([("k", 1), ([x], 2), (x, 3)])
    try:
        defaultdict(int, it)
    except TypeError:
        pass
    assert next(it) == (x, 3)
    it = iter([x % 7, 300, 1])
    try:
        bytes(it)
    except ValueError:
        pass
    assert list(it) == [1]
    return x
