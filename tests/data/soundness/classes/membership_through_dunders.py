# `x in range(...)` with an instance compares the range's items with it (`==`, the instance's
# `__eq__` reflected), and `x in bytes` reads an `IntEnum` member through its `__index__`.
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)
import enum


class Letter(enum.IntEnum):
    A = 97
    Z = 122


class Five:
    def __eq__(self, other):
        return other == 5


def main(n: int) -> int:
    assert Five() in range(10)
    assert Five() not in range(3)
    assert Letter.A in b"abc"
    assert Letter.Z not in bytearray(b"abc")
    assert Letter.A in range(100)
    return n
