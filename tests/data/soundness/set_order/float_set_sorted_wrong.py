# As `float_set_sorted.py`, but the first of the sorted items is claimed to be `x`, which it
# is not when `y` is smaller.
# expect: failed
# inputs: (1.0, 0.0), (2.5, -1.0), (0.0, 0.0), (-4.0, 2.0)
def main(x: float, y: float) -> float:
    if x != x or y != y:
        return 0.0
    ordered = sorted({x, y})
    assert ordered[0] == x
    return ordered[0]
