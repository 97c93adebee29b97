# `max` of an iterator of lists holding instances: claiming the shorter of two lists with
# equal first items is the larger is wrong.
# expect: failed
# inputs: (0,), (2,), (7,), (-3,)
from dataclasses import dataclass


@dataclass(order=True)
class Size:
    units: int


def main(n: int) -> int:
    rows = [[Size(1)], [Size(abs(n) + 5)], [Size(abs(n) + 5), n], [Size(0), 9]]
    best = max(iter(rows))
    assert len(best) == 1
    return len(best)
