# `==` of two `Counter`s is `Counter.__eq__` (3.10+): every key of each is looked up in both,
# a missing count reading as zero, so `{a: 1, b: 0}` equals `{a: 1}` and each key is hashed
# twice per side. clauz3 compared them as dicts (sizes differ: unequal), or refused.
# expect: proved
# inputs: (0,), (3,), (-2,), (9,)
from collections import Counter


class Key:
    hashes = 0

    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Key) and self.name == other.name

    def __hash__(self):
        Key.hashes += 1
        return len(self.name)


def main(n: int) -> int:
    Key.hashes = 0
    a, b = Key("a"), Key("bb")
    left = Counter({a: 1, b: 0})
    right = Counter({Key("a"): 1})
    same = left == right
    assert same and Key.hashes == 9
    return n
