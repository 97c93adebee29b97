# `heapq.nlargest(1, it)` is CPython's `max(it, default=...)`: it reads the iterator only up
# to an item that does not compare, leaving the rest in it.
# expect: proved
# inputs: (0,), (1,), (-3,), (10**20,)
import heapq


def main(x: int) -> int:
    it = iter([1, "a", x])
    try:
        heapq.nlargest(1, it)
    except TypeError:
        pass
    assert list(it) == [x]
    it = iter([4, "b", x, x])
    try:
        heapq.nsmallest(1, it)
    except TypeError:
        pass
    assert list(it) == [x, x]
    assert heapq.nsmallest(1, iter([x, x + 1])) == [x]
    return x
