# An unmatched group expands to the empty string, so the text has no "None" in it.
# expect: failed
# inputs: (0,), (1,), (2,), (-3,)
import re


def main(n: int) -> int:
    m = re.match(r"(a)(b)?", "a")
    assert m is not None
    assert m.expand(r"\1\2") == "aNone" or n > 5
    return n
