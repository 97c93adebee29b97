# Dropping a `cached_property` value with `self.__dict__.pop(name, None)` makes CPython compute
# it again on the next read. clauz3 reads `__dict__` into a new dict, so the pop would not reach
# the object: the write is refused, and the proof is skipped rather than resting on the stale
# value.
# expect: skipped
# inputs: (0,), (3,), (-4,), (10,)
from functools import cached_property


class Box:
    def __init__(self, n):
        self.n = n

    @cached_property
    def double(self):
        return self.n * 2

    def reset(self, n):
        self.n = n
        self.__dict__.pop("double", None)


def main(n: int) -> int:
    b = Box(n)
    first = b.double
    b.reset(n + 1)
    assert b.double == first + 2
    return b.double
