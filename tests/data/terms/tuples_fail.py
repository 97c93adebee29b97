from typing import NamedTuple


class P(NamedTuple):
    x: int
    y: int


def main(a: int, b: int) -> None:
    if a > 100:
        assert P(a, b) != P(b, a)
