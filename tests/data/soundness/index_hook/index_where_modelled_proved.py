# Where the subset calls `__index__` as CPython does (an item, `range`, `int`), the proof
# goes through.
# expect: proved
# inputs: (0,), (1,), (2,), (-1,)
class Pos:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


def main(n: int) -> int:
    xs = [10, 20, 30]
    p = Pos(1)
    assert xs[p] == 20
    assert len(range(p)) == 1
    assert int(p) + n == n + 1
    return xs[p]
