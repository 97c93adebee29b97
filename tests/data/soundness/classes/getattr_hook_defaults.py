# A class whose `__getattr__` answers `floor` for any instance that has no such field: the read
# reaches the hook only where the ordinary lookup finds nothing, so the result is never below it.
# expect: proved
# inputs: (0,), (5,), (-3,), (-100,)


class Limits:
    def __init__(self, n):
        self.n = n

    def __getattr__(self, name):
        if name == "floor":
            return 0
        raise AttributeError(name)


def main(n: int) -> int:
    lim = Limits(n)
    v = max(lim.n, lim.floor)
    assert v >= 0
    lim.floor = n
    assert lim.floor == n
    return v
