# A keyword-only parameter takes its default unless named.
# expect: proved
# inputs: (0,), (-4,), (9,), (1,)
def scale(x: int, *, by: int = 2) -> int:
    return x * by


def main(n: int) -> int:
    assert scale(n) == 2 * n and scale(n, by=3) == 3 * n
    return scale(n)
