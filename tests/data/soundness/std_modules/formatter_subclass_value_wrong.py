# The base Formatter raises KeyError for the missing field: the program fails on every input.
# expect: failed
# inputs: (0,), (1,), (2,), (-3,)
import string


def main(n: int) -> int:
    text = string.Formatter().format("{a}-{b}", a="x")
    assert text == "x-?"
    return n
