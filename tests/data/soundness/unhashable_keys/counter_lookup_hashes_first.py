# `Counter()[[]]` and `OrderedDict().get([])` are CPython's `TypeError` (unhashable type:
# 'list'), never a zero count or the default.
# expect: proved
# inputs: (0,), (1,), (-3,), (10**20,)
from collections import Counter, OrderedDict


def main(x: int) -> int:
    for probe in (lambda: Counter()[[]], lambda: OrderedDict().get([])):
        try:
            probe()
        except TypeError:
            continue
        assert False
    return x
