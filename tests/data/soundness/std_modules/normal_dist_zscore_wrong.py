# The twin of `normal_dist_zscore.py`: at x = 20 the z-score is exactly 5.0, so claiming it
# stays below 5 fails.
# expect: failed
# inputs: (10.0,), (15.5,), (20.0,), (-3.0,)
from statistics import NormalDist


def main(x: float) -> float:
    if 10.0 <= x <= 20.0:
        z = NormalDist(10, 2).zscore(x)
        assert z < 5.0
        return z
    return 0.0
