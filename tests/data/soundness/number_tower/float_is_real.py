# As float_not_integral.py, with the claims `numbers` makes of a float: Real, not Integral.
# expect: proved
# inputs: (5,), (-3,), (0,), (12,)
from numbers import Complex, Integral, Rational, Real


def main(n: int) -> int:
    x = (n % 100) / 2
    assert isinstance(x, Real) and isinstance(x, Complex)
    assert not isinstance(x, Integral) and not isinstance(x, Rational)
    return n
