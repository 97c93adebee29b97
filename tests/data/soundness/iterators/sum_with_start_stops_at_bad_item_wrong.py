# In a program with classes, `sum(it, 10)` stops at the str: `x` is still in `it` (CPython
# fails for every x; reading it all first proved it empty).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
class Tag:
    pass


def main(x: int) -> int:
    it = iter([1, "a", x])
    try:
        sum(it, 10)
    except TypeError:
        pass
    assert next(it, None) is None
    return x
