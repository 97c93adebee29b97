# The twin of `ordered_store_probes.py`: one comparison per store (clauz3's old count)
# is not CPython's.
# expect: failed
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
    assert (Key.eqs, Key.hashes) == (6, 4)
    return n + len(od)
