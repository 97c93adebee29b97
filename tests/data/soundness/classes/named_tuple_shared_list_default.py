# A `NamedTuple` field's list default is one list shared by every instance (CPython does not
# copy it): appending through one instance shows in another, so the length is 2, not 1.
# expect: failed
# inputs: (0,), (1,), (5,), (-1,)
from typing import NamedTuple


class Basket(NamedTuple):
    owner: str
    items: list = []


def main(n: int) -> int:
    a = Basket("a")
    b = Basket("b")
    a.items.append(n)
    b.items.append(n)
    if n > 0:
        assert len(a.items) == 1, "each basket has its own list"
    return n
