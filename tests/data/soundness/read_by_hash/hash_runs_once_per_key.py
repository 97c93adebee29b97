# `dict(pairs)`, `dict(gen)`, `d.update(gen)`, `set(gen)` and `Counter(gen)` hash each key once,
# as CPython does: a `__hash__` counting its calls sees one call per key, none for the values.
# expect: proved
# inputs: (0,), (1,), (-3,), (10**20,)
from collections import Counter


class Key:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        Key.calls += 1
        return self.v

    def __eq__(self, other):
        return isinstance(other, Key) and other.v == self.v


def main(x: int) -> int:
    d = dict((Key(v), Key(v)) for v in [1, 2, 3, 1])
    assert len(d) == 3 and Key.calls == 4
    dict([(Key(1), 1), (Key(2), Key(2))])
    assert Key.calls == 6
    d.update((Key(v), v) for v in [4, 5])
    assert Key.calls == 8
    Counter(Key(v) for v in [1, 1, 2])
    assert Key.calls == 11
    set(Key(v) for v in [1, 2, 1])
    assert Key.calls == 14
    return x
