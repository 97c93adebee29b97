# The text of a function holds its memory address (`<function scale at 0x7f...>`): the
# interpreter writes one of that shape, and a proof must not rest on it, so it is skipped.
# expect: skipped
# inputs: (0,), (7,), (-2,), (100,)
def scale(x):
    return 2 * x


def main(n: int) -> int:
    text = repr(scale)
    assert text.startswith("<function scale at 0x") and text.endswith(">"), text
    return scale(n)
