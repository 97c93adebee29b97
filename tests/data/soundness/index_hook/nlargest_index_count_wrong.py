# `heapq.nlargest(n, xs)` compares `n >= len(xs)` before anything else, as CPython does: an
# `n` with only `__index__` is a `TypeError` (`'>=' not supported`), which the handler turns
# into the failing assertion for a negative input.
# expect: failed
# inputs: (0,), (1,), (7,), (-3,)
import heapq


class Count:
    def __index__(self):
        return 2


def main(n: int) -> None:
    try:
        top = heapq.nlargest(Count(), [3, 1, n])
    except TypeError as e:
        assert str(e) == "'>=' not supported between instances of 'Count' and 'int'"
        assert n >= 0
        return
    assert len(top) == 2
