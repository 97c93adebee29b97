# `numbers` answers from the value's type: an int is Integral (so Real and Number too), a str
# is none of them, a bool is Integral, and a tuple of classes is any of them.
# expect: proved
# inputs: (5, 'a'), (-3, ''), (0, 'xyz'), (12, '7')
from numbers import Integral, Number, Real


def checked_total(values):
    total = 0
    for v in values:
        if not isinstance(v, Real):
            raise TypeError(f"not a number: {v!r}")
        total += v
    return total


def main(n: int, s: str) -> int:
    assert isinstance(n, Integral) and isinstance(n, Number)
    assert not isinstance(s, Number)
    assert isinstance(n > 0, Integral)
    assert isinstance(s, (str, Real)) and not isinstance(s, (int, Integral))
    assert issubclass(bool, Integral) and not issubclass(float, Integral)
    assert checked_total([n, n > 1, 2]) == n + (n > 1) + 2
    return n
