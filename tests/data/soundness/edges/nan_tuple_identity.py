# Tuples and lists find the very same nan object by identity.
# expect: proved
# inputs: (0,), (1,), (2,), (-1,)
def main(n: int) -> int:
    x = float("nan")
    pair = (x, x)
    assert pair.count(x) == 2
    assert pair.index(x) == 0
    assert [x, x].count(x) == 2
    assert x in {1: x}.values()
    return n
