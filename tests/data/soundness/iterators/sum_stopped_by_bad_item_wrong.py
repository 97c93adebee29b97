# `sum` stops at the item it cannot add: the items after it stay in the iterator (CPython
# fails for every x).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    it = iter([x, "a", x])
    try:
        sum(it)
    except TypeError:
        pass
    assert next(it, None) is None
    return x
