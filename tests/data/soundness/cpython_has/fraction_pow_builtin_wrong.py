# The twin of `fraction_pow_builtin.py`: the power is exact, 1/16 for d = 4, below 1/10.
# expect: failed
# inputs: (True,), (False,), (True,), (False,)
from fractions import Fraction


def main(flip: bool) -> int:
    d = 2 if flip else 4
    p = pow(Fraction(1, d), 2)
    assert p > Fraction(1, 10)
    return d
