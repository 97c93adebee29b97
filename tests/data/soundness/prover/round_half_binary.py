# 2.675 is stored a little below, so it rounds down.
# expect: failed
# inputs: (2.675,), (2.665,), (0.0,), (1.0,)
def main(x: float) -> float:
    if x == 2.675:
        assert round(x, 2) == 2.68
    return round(x, 2) if abs(x) < 1e300 else 0.0
