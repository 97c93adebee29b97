# `+` and `*` of tuples holding terms: the items joined or repeated, the very items (a list
# inside is one list), a negative count empty, a NamedTuple's result a plain tuple.
# expect: proved
# inputs: (0, ''), (3, 'a'), (-7, 'xyz'), (10**20, '\x00')
from typing import NamedTuple


class Pair(NamedTuple):
    a: int
    b: str


def main(x: int, s: str) -> int:
    t = (x, 1) + (2,)
    u = t * 2
    assert len(u) == 6 and u[3] == x
    v = 0 * t + (s,) + 3 * (x,)
    assert v == (s, x, x, x)
    assert (x,) * -1 + () == ()
    xs = [x]
    pair = (xs,) + (xs,)
    pair[0].append(5)
    assert pair[1] == [x, 5]
    key = (0,) + tuple(p for p in (x, s))
    assert key[2] == s
    joined = Pair(x, s) + (True,)
    assert joined == (x, s, True)
    assert len(Pair(x, s) * 2) == 4
    return len(t + u)
