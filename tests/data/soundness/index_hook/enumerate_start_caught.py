# `enumerate(xs, start)` calls a start object's `__index__`, as CPython does: no `TypeError`
# to catch, so the assertion after it fails.
# expect: failed
# inputs: (0,), (1,), (-1,), (7,)
class Offset:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


def main(n: int) -> int:
    try:
        pairs = list(enumerate("ab", Offset(1)))
    except TypeError:
        return 0
    assert False, pairs
    return 1
