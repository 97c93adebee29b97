# A Fraction meets a complex as CPython's `fractions` does: the arithmetic falls back to
# `complex(fraction)`, on either side, and `**` to `float(fraction) ** other`.
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)
import fractions


def main(n: int) -> int:
    half = fractions.Fraction(1, 2)
    assert half + 1j == 0.5 + 1j
    assert 2j * half == 1j
    assert 1j - half == -0.5 + 1j
    assert type(half ** 1j) is complex
    return n
