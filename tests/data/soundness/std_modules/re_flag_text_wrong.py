# `re`'s flags are `RegexFlag` members, not plain ints: `str(re.I)` is `re.IGNORECASE`,
# never `2`, whichever flag the program picks.
# expect: failed
# inputs: (0,), (1,), (7,), (-2,)
import re


def main(n: int) -> None:
    flags = re.I if n > 0 else re.I | re.M
    assert str(flags) == "2" or str(flags) == "10"
