# `math.gcd` of an object with `__index__` is the gcd of the int it gives: proved.
# expect: proved
# inputs: (0,), (1,), (-6,), (12,)
import math


class Count:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


def main(n: int) -> int:
    g = math.gcd(Count(n), 0)
    assert g == abs(n)
    return g
