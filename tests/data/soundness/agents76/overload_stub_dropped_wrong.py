# The twin of `overload_stub_dropped.py` claiming the implementation triples its argument as
# the stubs' neighbour might suggest: it doubles it, which differs unless `n` is 0.
# expect: failed
# inputs: (1,), (0,), (-3,), (7,)
from typing import overload


@overload
def twice(x: int) -> int: ...
@overload
def twice(x: str) -> str: ...
def twice(x):
    return x + x


def main(n: int) -> int:
    assert twice(n) == 3 * n
    return twice(n)
