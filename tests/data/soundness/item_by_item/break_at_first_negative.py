# A search that stops at the first negative item: after `break` the item found is negative,
# and when the loop ran out (`else`) none is.
# expect: proved
# inputs: ([],), ([1, 2],), ([-1],), ([5, -5, 3],)


def main(xs: list[int]) -> int:
    if len(xs) > 6:
        return 0
    found = None
    for x in xs:
        if x < 0:
            found = x
            break
    else:
        assert all(x >= 0 for x in xs)
        return 0
    assert found is not None and found < 0
    return found
