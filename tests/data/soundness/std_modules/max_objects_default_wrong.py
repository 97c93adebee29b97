# The twin of max_objects_default: with no releases `max` gives its default, None, so
# reading `.minor` raises AttributeError when n is 0; the prover must refute it.
# expect: failed
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
        assert newest.minor == n - 1
    return n
