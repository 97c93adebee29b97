# The twin of object_setattr_frozen_post_init.py whose `__post_init__` stores the difference:
# the assertion that the total is the sum fails whenever `b` is not zero.
# expect: failed
# inputs: (0, 0), (3, 4), (-2, 7), (100, -100)
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Pair:
    a: int
    b: int
    total: int = field(init=False, default=0)

    def __post_init__(self):
        object.__setattr__(self, "total", self.a - self.b)


def main(x: int, y: int) -> int:
    p = Pair(x, y)
    assert p.total == x + y
    return p.total
