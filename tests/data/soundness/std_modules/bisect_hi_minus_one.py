# CPython's `bisect` takes `hi=-1` as it takes `hi=None`, the whole list: the insertion point
# of a large value is past the last item, not 0.
# expect: failed
# inputs: (0,), (1,), (5,), (-3,)
import bisect


def main(n: int) -> int:
    xs = [1, 2, 3]
    at = bisect.bisect(xs, n, 0, -1)
    assert at == 0 or n < 1
    return at
