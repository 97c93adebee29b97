# `5 in it` stops at the first 5: what follows is still there (CPython fails for every x).
# expect: failed
# inputs: (0,), (1,), (5,), (-3,), (10**20,)
def main(x: int) -> int:
    it = iter([x, 5, x + 1])
    assert 5 in it
    assert list(it) == []
    return x
