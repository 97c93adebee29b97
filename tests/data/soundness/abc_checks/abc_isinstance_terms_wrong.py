# `isinstance` against the abstract classes of `collections.abc` on values holding unknowns:
# a list is no `Mapping`, so the assertion fails for every input.
# expect: failed
# inputs: (0, ''), (3, 'ab'), (-2, 'x'), (7, 'key')
from collections.abc import Mapping, Sequence


def main(n: int, s: str) -> int:
    d = {s: n}
    items = [n, n + 1]
    assert isinstance(d, Mapping) and isinstance(s, Sequence)
    assert n < 0 or isinstance(items, Mapping)
    return len(d) + len(items)
