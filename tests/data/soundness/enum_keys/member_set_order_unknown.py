# A set of members iterates in the order of their names' hashes, which differ between
# CPython runs: a claim about the order is not proved.
# expect: skipped
# inputs: (1,), (2,), (3,), (4,)
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


def main(v: int) -> int:
    chosen = {Color.RED, Color.BLUE} if v > 2 else {Color.GREEN, Color.RED}
    first = next(iter(chosen))
    assert first is Color.RED or first is Color.BLUE or first is Color.GREEN
    return len(chosen) if first in chosen else 0
