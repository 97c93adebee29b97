# `d[k] += 1` of a defaultdict hashes the key once for the lookup (whose `__missing__` stores
# the default, hashing it again) and once for the store. clauz3 probed the table once more per
# step, so the program's `__hash__` and `__eq__` counted a hash and a comparison too many per step here.
# expect: proved
# inputs: (0,), (3,), (-2,), (9,)
from collections import defaultdict


class Key:
    calls = 0

    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        Key.calls += 1
        return isinstance(other, Key) and self.name == other.name

    def __hash__(self):
        Key.calls += 100
        return len(self.name)


def main(n: int) -> int:
    Key.calls = 0
    counts = defaultdict(int)
    for name in ["ab", "cd", "ab"]:
        counts[Key(name)] += 1
    assert Key.calls == 805
    return n + len(counts)
