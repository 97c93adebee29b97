from typing import NamedTuple


class P(NamedTuple):
    x: int
    y: int


class Q(NamedTuple):
    u: int
    v: int


def main(a: int, b: int, x: float) -> None:
    p = P(a, b)
    q = P(a, b)
    assert p == q
    assert not (p != q)
    assert p == (a, b)
    assert P(a, b) == Q(a, b)
    assert (a, (b, "s")) == (a, (b, "s"))
    assert (a, b) != (a, b, 0)
    assert (x,) == (x,)
    if a != b:
        assert P(a, b) != P(b, a)
