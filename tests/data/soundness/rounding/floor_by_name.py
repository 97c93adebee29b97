# `x.__floor__()` on a float is the int below it, as `math.floor` gives: the assert holds
# for every input.
# expect: proved
# inputs: (0.5,), (-0.5,), (2.0,), (-3.25,)
def main(x: float) -> int:
    if not -1e9 < x < 1e9:
        return 0
    n = x.__floor__()
    assert n <= x
    assert x < n + 1
    return n
