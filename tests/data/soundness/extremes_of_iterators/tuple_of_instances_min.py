# `min` of a generator of (instance, label) pairs: the first parts tie, so the labels
# decide and the smallest label wins, as CPython compares each pair with the best so far.
# expect: proved
# inputs: (0,), (1,), (5,), (-4,)
from dataclasses import dataclass


@dataclass(order=True)
class Lap:
    tenths: int


def main(n: int) -> str:
    laps = [(Lap(30), "c"), (Lap(10 + n % 2), "b"), (Lap(10 + n % 2), "a")]
    best = min(pair for pair in laps)
    assert best[1] == "a"
    return best[1]
