# A builtin type's slot called by name takes a value of a builtin subclass as its own type:
# `dict.__eq__` compares a `Counter`'s or an `OrderedDict`'s items, `tuple.__eq__`/`__add__`
# read a named tuple's items. `bytes.__eq__` takes bytes alone: a bytearray is declined (the
# `==` operator asks the bytearray next).
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)
import collections

Pair = collections.namedtuple("Pair", "a b")


def main(n: int) -> int:
    assert {1: 1}.__eq__(collections.Counter({1: 1})) == True
    assert {1: 2}.__eq__(collections.OrderedDict([(1, 2)])) == True
    assert (1, 2).__eq__(Pair(1, 2)) == True
    assert (0,).__add__(Pair(1, 2)) == (0, 1, 2)
    assert b"a".__eq__(bytearray(b"a")) is NotImplemented
    assert b"a" == bytearray(b"a")
    return n
