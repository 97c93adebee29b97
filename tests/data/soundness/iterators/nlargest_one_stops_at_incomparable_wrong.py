# `heapq.nlargest(1, it)` stops at the str: `x` is still in `it` (CPython fails for every x;
# reading it all into a list first proved it empty).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
import heapq


def main(x: int) -> int:
    it = iter([1, "a", x])
    try:
        heapq.nlargest(1, it)
    except TypeError:
        pass
    assert next(it, None) is None
    return x
