# As groups_by_key.py, but the assertion takes reading a missing key for storing nothing:
# false for every input.
# expect: failed
# inputs: (0,), (1,), (-3,), (8,)
from collections import defaultdict


def main(n: int) -> int:
    groups = defaultdict(list)
    groups[n].append(n + 1)
    seen = groups[n + 1]
    assert len(groups) == 1 or seen
    return len(groups)
