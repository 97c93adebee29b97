# A frozen dataclass computing a field in `__post_init__` with `object.__setattr__`, the way
# immutable records are written: the stored total is the sum, so the assertion holds.
# expect: proved
# inputs: (0, 0), (3, 4), (-2, 7), (100, -100)
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Pair:
    a: int
    b: int
    total: int = field(init=False, default=0)

    def __post_init__(self):
        object.__setattr__(self, "total", self.a + self.b)


def main(x: int, y: int) -> int:
    p = Pair(x, y)
    assert p.total == x + y
    return p.total
