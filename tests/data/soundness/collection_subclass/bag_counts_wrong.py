# As `bag_counts.py`, but claiming every word read has a count (a missing one reads zero):
# refuted when the pick names no counted word.
# expect: failed
# inputs: (0,), (1,), (2,), (-3,)
from collections import Counter


class Bag(Counter):
    pass


def main(pick: int) -> int:
    bag = Bag("a b a c a b".split())
    word = "a" if pick == 0 else ("b" if pick == 1 else "z")
    n = bag[word]
    assert n >= 1, "every word read is counted"
    return n
