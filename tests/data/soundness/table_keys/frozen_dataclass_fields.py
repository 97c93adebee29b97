# Instances of a frozen dataclass are one key when their fields are equal (the hash of the
# fields' tuple, the generated `__eq__`), whatever the fields hold; of another class never.
# expect: proved
# inputs: (0,), (3,), (-3,), (7,)
from dataclasses import dataclass


@dataclass(frozen=True)
class Point:
    x: int
    y: int


@dataclass(frozen=True)
class Other:
    x: int
    y: int


def main(n: int) -> int:
    seen = {Point(n, 1): "a"}
    seen[Point(3, 1)] = "b"
    assert len(seen) == (1 if n == 3 else 2)
    assert seen[Point(3, 1)] == "b"
    assert Other(3, 1) not in seen
    if n != 3:
        assert seen.pop(Point(n, 1)) == "a"
    return len(seen)
