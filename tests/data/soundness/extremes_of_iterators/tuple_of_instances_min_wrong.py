# `min` of a generator of (instance, label) pairs: the first parts tie, so the labels
# decide; claiming the earlier of the tied pairs wins is wrong.
# expect: failed
# inputs: (0,), (1,), (5,), (-4,)
from dataclasses import dataclass


@dataclass(order=True)
class Lap:
    tenths: int


def main(n: int) -> str:
    laps = [(Lap(30), "c"), (Lap(10 + n % 2), "b"), (Lap(10 + n % 2), "a")]
    best = min(pair for pair in laps)
    assert best[1] == "b"
    return best[1]
