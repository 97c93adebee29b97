from typing import NamedTuple


class Version(NamedTuple):
    major: int
    minor: int


def main(a: int, b: int, s: str, x: float) -> None:
    assert ((a, b) < (a, b + 1)) and ((a, b) <= (a, b))
    assert not ((a, b) < (a, b))
    assert ((a, b) < (b, a)) == (a < b)
    assert (a,) < (a, b) and (a, b) > (a,)
    assert [a, s] < [a, s + "x"]
    assert ([a, b] >= [a, b]) and not ([a, b] > [a, b])
    assert Version(a, b) <= Version(a, b) and Version(a, 0) <= (a, 0)
    if a < 10:
        assert sorted([(10, s), (a, s)])[0] == (a, s)
    # A NaN pair is the same object on both sides: identity makes it equal, so the lengths decide.
    assert (x,) < (x, 0)
