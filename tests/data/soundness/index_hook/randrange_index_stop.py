# `random.randrange` and `getrandbits` read an object with `__index__` by it, as CPython
# does: the draw stays in range for every seed.
# expect: proved
# inputs: (0,), (1,), (7,), (-3,)
import random


class Count:
    def __index__(self):
        return 6


def main(n: int) -> None:
    r = random.Random(12)
    k = r.randrange(Count())
    assert 0 <= k < 6
    if n > 0:
        assert n + k < n + 6
    assert 0 <= r.getrandbits(Count()) < 64
