# The same `takewhile` ends after one item; a `StopIteration` raised in the body of a `with`
# over a `@contextmanager` generator comes out as itself (contextlib undoes the generator's
# `RuntimeError`), and one thrown into a generator not started is a `RuntimeError`.
# expect: proved
# inputs: (0,), (5,), (-1,), (7,)
import itertools
from contextlib import contextmanager


@contextmanager
def opened():
    yield 1


def fresh():
    yield 1


def main(n: int) -> int:
    picks = iter([True])
    got = list(itertools.takewhile(lambda x: next(picks), [1, 2]))
    assert got == [1]
    try:
        with opened():
            raise StopIteration(5)
    except StopIteration as e:
        assert e.value == 5
    g = fresh()
    try:
        g.throw(StopIteration)
    except RuntimeError as e:
        assert isinstance(e.__cause__, StopIteration)
    assert list(g) == []
    return n
