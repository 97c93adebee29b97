# Counters order as multisets with a missing count read as zero: `Counter(a=1, b=0)` is `<=`
# `Counter(a=1)` but not `<` it (they are equal), whatever the input.
# expect: proved
# inputs: (0,), (1,), (-3,), (7,)
from collections import Counter


def main(n: int) -> int:
    same = Counter(a=1, b=0)
    assert same <= Counter(a=1) and same >= Counter(a=1)
    assert not same < Counter(a=1)
    return n + 1
