# The twin: a program expecting the fallback value fails in CPython, where `.minor` exists.
# expect: failed
# inputs: (0,), (1,), (-5,), (20,)
import sys


def main(n: int) -> int:
    try:
        minor = sys.version_info.minor
    except AttributeError:
        minor = 0
    assert minor == 0
    return minor + n
