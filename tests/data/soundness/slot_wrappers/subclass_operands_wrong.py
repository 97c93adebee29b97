# As subclass_operands.py, but the claim that `dict.__eq__` declines a `Counter` fails on
# every input: a `Counter` is a dict, whose items the slot compares.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)
import collections


def main(n: int) -> int:
    r = {1: n}.__eq__(collections.Counter({1: n}))
    assert r is NotImplemented, "declined"
    return n
