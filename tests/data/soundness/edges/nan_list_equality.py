# expect: proved
# inputs: (0,), (1,), (-1,), (3,)
def main(n: int) -> int:
    x = float("nan")
    assert [x] == [x]
    assert (x, n) == (x, n)
    assert not (x == x)
    assert x != x
    return n
