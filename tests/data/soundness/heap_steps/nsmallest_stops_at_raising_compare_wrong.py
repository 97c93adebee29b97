# `heapq.nsmallest(2, it)` stops reading `it` at the item whose comparison raises: the two
# items after it are still there (CPython fails for every x; sorting read `it` to its end).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
import heapq


class Item:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        if self.v == 99 or other.v == 99:
            raise ValueError("no order")
        return self.v < other.v


def main(x: int) -> int:
    it = iter([Item(1), Item(2), Item(99), Item(0), Item(7)])
    try:
        heapq.nsmallest(2, it)
    except ValueError:
        pass
    assert next(it, None) is None
    return x
