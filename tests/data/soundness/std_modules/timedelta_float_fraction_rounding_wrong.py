# `timedelta(seconds=2.5e-6)` is 2 microseconds in CPython, not 3: rounding the float's exact
# value (a hair above 2.5) proved the opposite (CPython fails for every x).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**6,)
from datetime import timedelta


def main(x: int) -> int:
    assert timedelta(seconds=2.5e-6, days=x % 5).microseconds == 3
    return x
