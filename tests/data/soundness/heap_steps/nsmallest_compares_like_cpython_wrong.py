# `heapq.nsmallest(3, xs)` of five items heapifies the first three and compares each later
# one with the heap's top: 12 comparisons here, not what sorting all five takes (CPython
# fails for every x).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
import heapq


class Item:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        Item.calls += 1
        return self.v < other.v


def main(x: int) -> int:
    items = [Item(4), Item(1), Item(5), Item(3), Item(2)]
    heapq.nsmallest(3, items)
    assert Item.calls != 12
    return x
