# `heapq.nsmallest(2, xs)` and `heapq.merge` compare the items CPython's heaps compare, in its
# order: a class counting its `__lt__` calls sees CPython's counts.
# expect: proved
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
    smallest = heapq.nsmallest(3, items)
    assert [i.v for i in smallest] == [1, 2, 3]
    assert Item.calls == 12
    Item.calls = 0
    merged = [i.v for i in heapq.merge([Item(1), Item(4)], [Item(2)], [Item(3)])]
    assert merged == [1, 2, 3, 4]
    assert Item.calls == 5
    return x
