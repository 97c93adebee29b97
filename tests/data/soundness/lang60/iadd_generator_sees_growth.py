# `xs += gen` extends item by item, as CPython's `list.__iadd__` does: the generator sees the
# list grow under it, so the items it computes from `len(xs)` differ by one.
# expect: proved
# inputs: (1,), (4,), (0,), (-5,)
def main(n: int) -> int:
    xs = [n]
    xs += (x + len(xs) for x in [n, n])
    assert xs == [n, n + 1, n + 2]
    return xs[-1]
