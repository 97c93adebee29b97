# As `tally_by_member.py`, but claiming two picks always make two keys: refuted for equal picks.
# expect: failed
# inputs: (1, 1), (1, 2), (2, 2), (3, 1)
from enum import Enum


class Level(Enum):
    LOW = 1
    HIGH = 2


def main(a: int, b: int) -> int:
    if a not in (1, 2) or b not in (1, 2):
        return 0
    counts: dict = {}
    for level in (Level(a), Level(b)):
        counts[level] = counts.get(level, 0) + 1
    assert len(counts) == 2, "two picks, two keys"
    return len(counts)
