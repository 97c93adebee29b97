# After `next` took the first row, a loop over the same iterator starts at the second: the
# first row seen by the loop is not the first of the list (CPython fails for every x).
# expect: failed
# inputs: (0,), (4,), (-9,), (10**20,)
def main(x: int) -> int:
    rows = [[x, 1], [2, x]]
    it = iter(rows)
    next(it)
    seen = [r for r in it]
    assert seen[0] == [x, 1]
    return x
