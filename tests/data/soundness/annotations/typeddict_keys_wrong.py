# The twin of `typeddict_keys.py`: the key sets hold four keys and the annotations four
# entries, eight in all, not nine, so the assertion fails for every n from 0 to 10. A reading
# that dropped the base's keys or `'return'` would not see it.
# expect: failed
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
        assert n + keys + len(scale.__annotations__) == n + 9
    return n
