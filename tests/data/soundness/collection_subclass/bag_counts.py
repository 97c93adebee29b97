# A Counter subclass counting fixed words; a symbolic pick chooses which count to read, and
# a missing word reads zero (Counter's `__missing__`).
# expect: proved
# inputs: (0,), (1,), (2,), (-3,)
from collections import Counter


class Bag(Counter):
    def top(self):
        return self.most_common(1)[0][0]


def main(pick: int) -> int:
    bag = Bag("a b a c a b".split())
    word = "a" if pick == 0 else ("b" if pick == 1 else "z")
    n = bag[word]
    assert n == 3 or n == 2 or n == 0
    assert bag.top() == "a" and bag.total() == 6
    return n
