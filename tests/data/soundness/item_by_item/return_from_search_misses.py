# Returning at the first 3 leaves the lists without one to the assertions after the loop;
# the second is wrong for a list holding 4 and no 3.
# expect: failed
# inputs: ([],), ([1, 2],), ([4],), ([3, 4],)


def main(xs: list[int]) -> int:
    if len(xs) > 6:
        return 0
    for x in xs:
        if x == 3:
            return 1
    assert 3 not in xs
    assert 4 not in xs
    return 0
