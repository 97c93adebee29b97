# `math.dist` of small ints is exact: the float difference of each coordinate is the int one.
# expect: proved
# inputs: (0,), (1,), (12,), (-3,)
import math


def main(n: int) -> None:
    assert math.dist([3, 0], [0, 4]) == 5.0
    assert math.dist([9007199254740992], [9007199254740990]) == 2.0
    if n > 0:
        assert math.hypot(3, 4) == 5.0
