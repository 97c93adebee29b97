# `NormalDist(10, 2).zscore(x)` is `(x - 10.0) / 2.0`: between 10 and 20 it lies in 0..5.
# expect: proved
# inputs: (10.0,), (15.5,), (20.0,), (-3.0,)
from statistics import NormalDist


def main(x: float) -> float:
    if 10.0 <= x <= 20.0:
        z = NormalDist(10, 2).zscore(x)
        assert 0.0 <= z <= 5.0
        return z
    return 0.0
