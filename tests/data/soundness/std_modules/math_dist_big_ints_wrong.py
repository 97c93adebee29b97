# `math.dist` subtracts the coordinates as floats, as CPython converts each point to doubles
# first: two ints past 2**53 one apart may round to the same float, so the distance is 0.0.
# expect: failed
# inputs: (0,), (1,), (9007199254740993,), (-3,)
import math


def main(n: int) -> None:
    far = 9007199254740993
    assert math.dist([far], [far - 1]) == 1.0
    assert math.dist([n, 0], [n, 3]) == 3.0
