# The methods and constructors that take whole iterables iterate an instance through its
# `__iter__`.
# expect: proved
# inputs: (0,), (5,), (-1,), (7,)
from collections import Counter, deque


class Tags:
    def __init__(self, n: int) -> None:
        self.n = n

    def __iter__(self):
        yield 1
        yield 2 if self.n > 3 else 3


def main(n: int) -> int:
    seen = {0}
    seen.update(Tags(n))
    assert len(seen) == 3
    assert len(dict.fromkeys(Tags(n))) == 2
    assert len(deque(Tags(n))) == 2
    assert Counter(Tags(n))[1] == 1
    assert len(bytes(Tags(n))) == 2
    assert {1}.issubset(Tags(n))
    return len(seen)
