# `dict(gen)` hashes each key once and never a value: three pairs are three calls of
# `__hash__`, not six (CPython fails for every x).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
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
    dict((Key(v), Key(v)) for v in [1, 2, 3])
    assert Key.calls != 3
    return x
