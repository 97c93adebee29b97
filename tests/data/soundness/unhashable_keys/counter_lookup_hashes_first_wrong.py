# `Counter()[[]]` and `OrderedDict().get([])` hash the key first: CPython's `TypeError`, not a
# zero count or the default (CPython fails for every x; the prover took them as missing keys).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
from collections import Counter, OrderedDict


def main(x: int) -> int:
    try:
        Counter()[[]]
        OrderedDict().get([])
    except TypeError:
        assert False
    return x
