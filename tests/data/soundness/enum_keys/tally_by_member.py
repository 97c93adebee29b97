# A dict counting members, filled in a loop over picks (keys added on the path, then
# found again by identity), its total and each count known.
# expect: proved
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
    assert sum(counts.values()) == 2
    assert len(counts) == (1 if a == b else 2)
    assert counts[Level(a)] == (2 if a == b else 1)
    return len(counts)
