# `pow(Fraction(1, d), 2)` is `Fraction(1, d) ** 2`, as in CPython; the builtin raised
# TypeError on a modelled number, which a handler turned into a wrong result.
# expect: proved
# inputs: (True,), (False,), (True,), (False,)
from fractions import Fraction


def main(flip: bool) -> int:
    d = 2 if flip else 4
    try:
        p = pow(Fraction(1, d), 2)
    except TypeError:
        p = Fraction(0)
    assert p > 0
    return d
