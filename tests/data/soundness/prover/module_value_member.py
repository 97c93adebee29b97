# A module passed as a value (`m=math`): `m.prod` is the function `math.prod`, so doubling
# through it gives `2 * n`.
# expect: proved
# inputs: (0,), (7,), (10,), (-3,)

import math


def doubled(x, m=math):
    return m.prod([x, 2])


def main(n: int) -> int:
    if 0 <= n <= 10:
        assert doubled(n) == 2 * n
    return n
