# `heapq.nsmallest(2, it)` reads an iterator only up to the item whose comparison with the
# heap's top raises: the items after it are still in `it`.
# expect: proved
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
    assert [i.v for i in it] == [0, 7]
    return x
