# `zip([0], it)` takes one item of `it` and stops when `[0]` runs out: `it` still holds two
# (CPython fails for every x; reading `it` as exhausted after the zip proved it).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    it = iter([x, x + 1, x + 2])
    pairs = list(zip([0], it))
    assert pairs == [(0, x)]
    assert next(it, None) is None
    return x
