# cmath.log of zero is a domain error (ValueError) on the branch that reaches it.
# expect: failed
# inputs: (1,), (0,), (2,), (-1,)
import cmath


def main(k: int) -> complex:
    z = 1 + 1j
    if k == 0:
        z = 0j
    return cmath.log(z)
