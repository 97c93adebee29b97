# The roots of x^2 + 2x + 5 from cmath.sqrt of the discriminant, checked on each branch.
# expect: proved
# inputs: (0,), (1,), (2,), (-5,)
import cmath


def main(k: int) -> complex:
    a, b, c = 1, 2, 5
    if k > 0:
        c = 1
    root = cmath.sqrt(b * b - 4 * a * c)
    x = (-b + root) / (2 * a)
    assert abs(x * x + b * x + c) < 1e-9, "not a root"
    return x
