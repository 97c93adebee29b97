# `math.comb` reads its arguments by `__index__`, as CPython's `operator.index`: there is no
# `TypeError` to fall back on, and `comb(4, 2)` is 6.
# expect: failed
# inputs: (0,), (1,), (2,), (3,)
import math


class Count:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


def main(n: int) -> int:
    k = max(min(n, 4), 0)
    try:
        ways = math.comb(4, Count(k))
    except TypeError:
        return 0
    assert ways != 6, "never six ways"
    return ways
