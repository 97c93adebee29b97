# In a program with classes, `sum(it)` still reads a list iterator an item at a time: the
# item it cannot add leaves the rest in `it` (CPython fails for every x; reading it all
# first proved it empty).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
class Tag:
    pass


def main(x: int) -> int:
    it = iter([1, "x", 3])
    try:
        sum(it)
    except TypeError:
        pass
    assert next(it, None) is None
    return x
