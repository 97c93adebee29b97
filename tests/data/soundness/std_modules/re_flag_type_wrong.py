# `type(re.I)` is `re.RegexFlag`, and `re.I | re.S` stays one; only `Pattern.flags` is an int.
# expect: failed
# inputs: (0,), (1,), (2,), (-1,)
import re


def main(n: int) -> None:
    flags = re.I | re.S if n > 0 else re.NOFLAG
    assert type(flags) is int
