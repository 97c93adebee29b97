# A subscripted generic class calls its class, and equal subscripts are equal aliases.
# expect: proved
# inputs: (1,), (4,), (0,), (-5,)
from typing import Generic, TypeVar

T = TypeVar("T")


class Box(Generic[T]):
    def __init__(self, value):
        self.value = value


def main(n: int) -> int:
    make = Box[int]
    b = make(n)
    assert isinstance(b, Box) and b.value == n
    assert Box[int] == make and dict[str, int]() == {}
    return b.value
