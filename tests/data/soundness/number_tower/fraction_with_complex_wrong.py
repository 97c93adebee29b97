# As fraction_with_complex.py, but the claim that adding a complex to a Fraction is a
# `TypeError` fails on every input.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)
import fractions


def main(n: int) -> int:
    try:
        fractions.Fraction(3, 4) + 2j
        refused = False
    except TypeError:
        refused = True
    assert refused, "Fraction + complex"
    return n
