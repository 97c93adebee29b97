# A hand-written maximum that skips the first item: wrong when the first is the largest.
# expect: failed
# inputs: ([],), ([1, 2],), ([9, 2],), ([7, 7, 3],)


def main(xs: list[int]) -> int:
    if not xs or len(xs) > 5:
        return 0
    best = xs[0] - 1
    for x in xs[1:]:
        if x > best:
            best = x
    assert best >= xs[0]
    return best
