# `isinstance` against the abstract classes of `collections.abc` on values holding unknowns:
# read from each value's type, whatever the terms inside.
# expect: proved
# inputs: (0, ''), (3, 'ab'), (-2, 'x'), (7, 'key')
from collections.abc import Hashable, Iterator, Mapping, MutableSequence, Sequence, Sized


def main(n: int, s: str) -> int:
    d = {s: n}
    items = [n, n + 1]
    assert isinstance(d, Mapping) and not isinstance(items, Mapping)
    assert isinstance(s, Sequence) and isinstance(items, MutableSequence) and not isinstance(s, MutableSequence)
    assert isinstance(n, Hashable) and not isinstance(n, Sized) and not isinstance(items, Hashable)
    assert isinstance(iter(items), Iterator) and not isinstance(items, Iterator)
    return len(d) + len(items)
