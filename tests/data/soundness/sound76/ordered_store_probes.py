# `od[k] = v` of an `OrderedDict` looks the key up in its dict, then again in its own order of
# keys, each lookup comparing it with the stored keys of its hash: CPython asks `__eq__` twice
# per store (and `setdefault` of a missing key hashes it again to store it). clauz3 asked once.
# expect: proved
# inputs: (0,), (3,), (-2,), (9,)
from collections import OrderedDict


class Key:
    eqs = 0
    hashes = 0

    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        Key.eqs += 1
        return isinstance(other, Key) and self.name == other.name

    def __hash__(self):
        Key.hashes += 1
        return 7


def main(n: int) -> int:
    Key.eqs = Key.hashes = 0
    od = OrderedDict()
    od[Key("a")] = 1
    od[Key("b")] = 2
    od[Key("a")] = 3
    od.setdefault(Key("c"), 4)
    assert (Key.eqs, Key.hashes) == (10, 5)
    return n + len(od)
