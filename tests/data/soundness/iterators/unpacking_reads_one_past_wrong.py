# After a failed `a, b = it` the fourth item is still in `it` (CPython fails for every x:
# reading all of it to count them would leave it empty).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    it = iter([x, x + 1, x + 2, x + 3])
    try:
        a, b = it
    except ValueError:
        pass
    assert next(it, None) is None
    return x
