# `heapq.nlargest(2, xs)` of four items keeps a heap of the first two and lets a later item
# in only when the heap's least is less than it: NaN never gets in, and 1.0 replaces -1.0.
# Sorting the whole list (as `sorted` would order NaN) gives another answer.
# expect: proved
# inputs: (0,), (5,), (-3,), (10**20,)
import heapq


def main(x: int) -> int:
    low = -2.0
    nan = float("nan")
    assert heapq.nlargest(2, [3.0, -1.0, nan, 1.0, low]) == [3.0, 1.0]
    assert heapq.nsmallest(2, [3.0, 2.0, -1.0, nan, 2.0, 2.0, low]) == [low, -1.0]
    return x
