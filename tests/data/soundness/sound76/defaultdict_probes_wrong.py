# The twin of `defaultdict_probes.py`: more calls than CPython makes (clauz3 counted
# an extra probe per step) is not CPython's count.
# expect: failed
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
    assert Key.calls > 805
    return n + len(counts)
