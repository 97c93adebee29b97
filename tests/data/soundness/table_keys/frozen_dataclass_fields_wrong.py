# As frozen_dataclass_fields.py, but the assertion takes two instances of equal fields for two
# keys: false where the input makes the fields equal (n = 3).
# expect: failed
# inputs: (3,), (0,), (-3,), (7,)
from dataclasses import dataclass


@dataclass(frozen=True)
class Point:
    x: int
    y: int


def main(n: int) -> int:
    seen = {Point(n, 1): "a"}
    seen[Point(3, 1)] = "b"
    assert len(seen) == 2
    return len(seen)
