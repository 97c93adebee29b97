# A float is Real but not Rational nor Integral in `numbers`, whatever its value: claiming
# a whole float is Integral is refuted.
# expect: failed
# inputs: (5,), (-3,), (0,), (12,)
from numbers import Integral, Real


def main(n: int) -> int:
    x = (n % 100) / 1
    assert isinstance(x, Real)
    assert isinstance(x, Integral), "a float"
    return n
