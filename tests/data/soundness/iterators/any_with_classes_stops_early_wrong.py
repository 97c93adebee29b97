# In a program with classes, `any(it)` of a list iterator still stops at the first true
# item: the rest stays in `it` (CPython fails for every x; reading it all proved it).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
class Tag:
    pass


def main(x: int) -> int:
    it = iter([1, 0, x])
    any(it)
    assert next(it, None) is None
    return x
