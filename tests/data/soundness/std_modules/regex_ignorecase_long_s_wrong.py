# Under IGNORECASE `sre` folds the long s `ſ` together with `s`, so `[a-z]` matches it and
# the assertion that it does not fails in CPython.
# expect: failed
# inputs: (0,), (1,), (5,), (-3,)
import re


def main(n: int) -> int:
    assert re.fullmatch("[a-z]+", "\u017f", re.I) is None
    return n
