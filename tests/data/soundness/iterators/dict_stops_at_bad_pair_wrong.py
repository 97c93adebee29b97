# `dict(it)` stops at the item that is no pair: the pair after it is still in `it` (CPython
# fails for every x).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    it = iter([(x, 1), 5, (x + 1, 2)])
    try:
        dict(it)
    except TypeError:
        pass
    assert next(it, None) is None
    return x
