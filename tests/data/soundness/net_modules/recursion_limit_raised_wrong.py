# The twin: the limit read back is what was set, not the default, so the assert fails.
# expect: failed
# inputs: (0,), (5,), (30,), (-3,)
import sys


def main(n: int) -> int:
    sys.setrecursionlimit(3000)
    assert sys.getrecursionlimit() == 1000
    return n
