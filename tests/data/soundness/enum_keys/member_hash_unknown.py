# `hash()` of a member is its name's hash, which differs from one CPython run to the next:
# a proof may not rest on it, though the member is a dict key.
# expect: skipped
# inputs: (1,), (2,), (3,), (4,)
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2


def main(v: int) -> int:
    table = {Color.RED: "r", Color.GREEN: "g"}
    c = Color.RED if v > 1 else Color.GREEN
    assert hash(c) != 0
    return len(table[c])
