# `class Status(str, Enum)` mixes `str` into a plain enumeration: its members are strs, but not
# `StrEnum` members (nor is an `(int, Enum)` member an `IntEnum` one). clauz3 models the mix with
# a hidden base deriving from `StrEnum`, and `isinstance` answered True through it, proving
# the assertion CPython fails.
# expect: failed
# inputs: (0,), (1,), (-3,), (7,)
from enum import Enum, IntEnum, StrEnum


class Status(str, Enum):
    OPEN = "open"
    DONE = "done"


class Rank(int, Enum):
    LOW = 1
    HIGH = 2


def main(n: int) -> int:
    status = Status.DONE if n > 0 else Status.OPEN
    rank = Rank.HIGH if n > 3 else Rank.LOW
    kinds = 0
    if isinstance(status, StrEnum):
        kinds += 1
    if isinstance(rank, IntEnum):
        kinds += 1
    assert kinds == 2
    return kinds
