# Twin of generic_alias_calls_class: `Box[int]` and `Box[str]` are different aliases.
# expect: failed
# inputs: (1,), (4,), (0,), (-5,)
from typing import Generic, TypeVar

T = TypeVar("T")


class Box(Generic[T]):
    def __init__(self, value):
        self.value = value


def main(n: int) -> int:
    assert Box[int] == Box[str] or n > 100
    return Box[int](n).value
