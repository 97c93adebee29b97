# The largest item found by hand is one of the items, and no item is above it.
# expect: proved
# inputs: ([],), ([1, 2],), ([-4, -9],), ([7, 7, 3],)


def main(xs: list[int]) -> int:
    if len(xs) > 5:
        return 0
    best = None
    for x in xs:
        if best is None or x > best:
            best = x
    if best is None:
        assert not xs
        return 0
    assert best in xs
    assert all(x <= best for x in xs)
    return best
