# Raising the limit changes nothing a short recursion sees, and getrecursionlimit reads back
# what was set; a bad limit is CPython's ValueError, caught here.
# expect: proved
# inputs: (0,), (5,), (30,), (-3,)
import sys


def depth(n: int) -> int:
    return 0 if n <= 0 else 1 + depth(n - 1)


def main(n: int) -> int:
    sys.setrecursionlimit(5000)
    assert sys.getrecursionlimit() == 5000
    try:
        sys.setrecursionlimit(0)
    except ValueError:
        pass
    if 0 <= n <= 30:
        assert depth(n) == n
    return n
