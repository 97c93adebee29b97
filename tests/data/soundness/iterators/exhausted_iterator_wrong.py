# A `zip` read to its end by one loop gives nothing to the next one (CPython fails for
# every x: the second loop never runs).
# expect: failed
# inputs: (0,), (1,), (-2,), (10**20,)
def main(x: int) -> int:
    pairs = zip([x, [x]], "ab")
    n = 0
    for _ in pairs:
        n += 1
    for _ in pairs:
        n += 1
    assert n == 4
    return n
