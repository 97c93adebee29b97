# Formatting an input with a width computed from it: the model's parse runs on the literal
# template, the field's value is the input.
# expect: proved
# inputs: (0,), (1,), (42,), (-3,)
import string


def main(n: int) -> int:
    if not 0 <= n < 1000:
        return 0
    text = string.Formatter().format("[{0:>5}]", n)
    assert len(text) == 7
    return n
