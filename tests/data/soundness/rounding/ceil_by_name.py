# `float.__ceil__(x)` is the int above `x`.
# expect: proved
# inputs: (0.5,), (-0.5,), (2.0,), (-3.25,)
def main(x: float) -> int:
    if not -1e9 < x < 1e9:
        return 0
    n = float.__ceil__(x)
    assert n >= x
    assert n - 1 < x
    return n
