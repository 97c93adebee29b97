# `max(it)` stops at the str: what follows it is still in `it` (CPython fails for every x).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    it = iter([1, "a", x])
    try:
        max(it)
    except TypeError:
        pass
    assert list(it) == []
    return x
