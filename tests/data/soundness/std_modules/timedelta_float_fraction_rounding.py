# `timedelta()` rounds float components as CPython does: each fraction scaled to microseconds
# in double precision and their sum rounded once, a half to the even total, so 2.5e-6 seconds
# is 2 microseconds (exactly, the float is a hair above 2.5).
# expect: proved
# inputs: (0,), (1,), (-3,), (10**6,)
from datetime import timedelta


def main(x: int) -> int:
    d = timedelta(seconds=2.5e-6)
    assert d.microseconds == 2
    assert timedelta(seconds=0.5e-6).microseconds == 0
    assert timedelta(seconds=1.5e-6).microseconds == 2
    assert timedelta(microseconds=0.5, seconds=1e-6).microseconds == 2
    assert timedelta(seconds=86399.9999995) == timedelta(seconds=86399, microseconds=999999)
    assert (timedelta(days=x % 1000) % timedelta(hours=7)).seconds < 7 * 3600
    return x
