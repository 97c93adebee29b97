# `{v for v in it}` stops at the list: `x + 1` is still in `it` (CPython fails for every x).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    it = iter([x, [1], x + 1])
    try:
        {v for v in it}
    except TypeError:
        pass
    assert next(it, None) is None
    return x
