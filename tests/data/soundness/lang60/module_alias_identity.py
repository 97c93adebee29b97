# A module imported under two names is one object, and reading it through either name calls
# the same functions.
# expect: proved
# inputs: (1,), (4,), (0,), (-5,)
import math
import math as m


def main(n: int) -> int:
    assert m is math and m == math
    assert m.gcd(n, 6) == math.gcd(n, 6)
    return abs(n)
