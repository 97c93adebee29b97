# `s.update(it)` stops reading `it` at the instance whose `__hash__` raises: `Key(3)` is
# still in `it` (CPython fails for every x; reading `it` whole first left it empty).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        if self.v == 2:
            raise ValueError("no hash")
        return self.v

    def __eq__(self, other):
        return isinstance(other, Key) and other.v == self.v


def main(x: int) -> int:
    it = iter([Key(1), Key(2), Key(3)])
    s = set()
    try:
        s.update(it)
    except ValueError:
        pass
    assert next(it, None) is None
    return x
