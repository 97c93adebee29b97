# The twin of `counter_eq_probes.py`: the Counters are equal (a zero count is missing).
# expect: failed
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
    assert not same
    return n
