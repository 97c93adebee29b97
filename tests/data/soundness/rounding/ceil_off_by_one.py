# `__ceil__` of a whole float is itself: `n > x` fails for 2.0.
# expect: failed
# inputs: (0.5,), (-0.5,), (2.0,), (-3.25,)
def main(x: float) -> int:
    if not -1e9 < x < 1e9:
        return 0
    n = x.__ceil__()
    assert n > x
    return n
