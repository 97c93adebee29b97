# `set(it)`, `frozenset(it)`, `s.update(it)`, `s.union(it)`, `dict.fromkeys(it)` and `max(it)` of an iterator
# holding instances stop reading it at the instance whose `__hash__` (or `__gt__`) raises:
# the items after it are still in `it`, and `update` kept the items before it.
# expect: proved
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

    def __gt__(self, other):
        if self.v == 2 or other.v == 2:
            raise ValueError("no order")
        return self.v > other.v


def rest_after(build):
    it = iter([Key(1), Key(2), Key(3), Key(4)])
    try:
        build(it)
    except ValueError:
        pass
    return [k.v for k in it]


def main(x: int) -> int:
    for build in [set, frozenset, dict.fromkeys, max]:
        assert rest_after(build) == [3, 4]
    assert rest_after(lambda it: {Key(7)}.union(it)) == [3, 4]
    assert rest_after(lambda it: {Key(7)}.difference(it)) == [3, 4]
    assert rest_after(lambda it: {Key(7)}.issubset(it)) == [3, 4]
    s = {Key(7)}
    assert rest_after(s.update) == [3, 4]
    assert len(s) == 2
    return x
