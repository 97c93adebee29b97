# A `TypedDict`'s key sets: `Labelled(Point, total=False)` requires `x` and `y` (its base's)
# and `weight` (`Required[...]`), and leaves `label` optional; a function's annotations hold
# its three parameters and the return. The sum holds only with CPython's counts.
# expect: proved
# inputs: (0,), (4,), (10,), (-3,)
from typing import TypedDict, Required


class Point(TypedDict):
    x: int
    y: int


class Labelled(Point, total=False):
    label: str
    weight: Required[float]


def scale(a: int, b: float, c: str = "") -> list[int]:
    return [a]


def main(n: int) -> int:
    if 0 <= n <= 10:
        keys = len(Labelled.__required_keys__) + len(Labelled.__optional_keys__)
        assert n + keys + len(scale.__annotations__) == n + 8
        assert "weight" in Labelled.__required_keys__ and not Labelled.__total__
        assert scale.__annotations__["return"] == list[int]
    return n
