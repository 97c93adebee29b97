# `time.gmtime` of a count of seconds past 64 bits is CPython's `OverflowError`, and NaN its
# `ValueError`, not a year computed from them.
# expect: failed
# inputs: (0,), (1,), (12,), (-3,)
import time


def main(n: int) -> None:
    secs = 2**64 if n > 0 else 0
    t = time.gmtime(secs)
    assert t.tm_year >= 1970
