# `{1}.isdisjoint(it)` stops at the 1: the items after it are still in `it` (CPython fails
# for every x; reading all of them proved it).
# expect: failed
# inputs: (0,), (1,), (2,), (-3,)
def main(x: int) -> int:
    it = iter([1, 2, x])
    {1}.isdisjoint(it)
    assert next(it, None) is None
    return x
