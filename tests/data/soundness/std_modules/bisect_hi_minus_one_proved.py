# As `bisect_hi_minus_one.py`, with the claim CPython keeps: `hi=-1` searches the whole list.
# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
import bisect


def main(n: int) -> int:
    xs = [1, 2, 3]
    at = bisect.bisect_left(xs, n, 0, -1)
    assert at == bisect.bisect_left(xs, n)
    return at
