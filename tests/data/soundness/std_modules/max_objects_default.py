# `max` of dataclass instances with `default=`: the newest of n releases is the last one
# made, and no release at all gives the default, for every n the loop can take.
# expect: proved
# inputs: (0,), (1,), (3,), (-2,)
from dataclasses import dataclass


@dataclass(order=True)
class Release:
    major: int
    minor: int


def main(n: int) -> int:
    if 0 <= n <= 3:
        releases = [Release(1, i) for i in range(n)]
        newest = max(releases, default=None)
        assert newest is None or newest.minor == n - 1
        assert (newest is None) == (n == 0)
    return n
