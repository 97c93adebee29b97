# `sys.version_info.minor` is 11 in CPython 3.11: the model was a plain tuple, whose missing
# `.minor` raised an `AttributeError` a handler caught, and the fallback was proved.
# expect: proved
# inputs: (0,), (1,), (-5,), (20,)
import sys


def main(n: int) -> int:
    try:
        minor = sys.version_info.minor
    except AttributeError:
        minor = 0
    assert minor == 11
    return minor + n
