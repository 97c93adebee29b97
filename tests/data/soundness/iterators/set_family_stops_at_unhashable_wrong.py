# `s.union(it)` stops at the list it cannot hash: `x + 1` and 5 are still in `it` (CPython
# fails for every x; reading the iterator to its end first proved it empty).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    it = iter([x, [1], x + 1, 5])
    try:
        {1}.union(it)
    except TypeError:
        pass
    assert next(it, None) is None
    return x
