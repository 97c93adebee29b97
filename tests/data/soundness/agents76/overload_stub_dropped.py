# `@overload` stubs are rebound by the implementation after them: calls reach it alone.
# expect: proved
# inputs: (1,), (0,), (-3,), (7,)
from typing import overload


class Scale:
    def __init__(self, factor: int):
        self.factor = factor

    @overload
    def apply(self, x: int) -> int: ...
    @overload
    def apply(self, x: str) -> str: ...
    def apply(self, x):
        return x * self.factor


@overload
def twice(x: int) -> int: ...
@overload
def twice(x: str) -> str: ...
def twice(x):
    return x + x


def main(n: int) -> int:
    s = Scale(3)
    assert s.apply(n) == 3 * n
    assert s.apply("ab") == "ababab"
    assert twice(n) == 2 * n
    return twice(n)
