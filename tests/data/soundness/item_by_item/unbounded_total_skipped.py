# A count kept by hand over a list of any length: the loop is followed item by item up to the
# loop bound, and past it nothing is claimed.
# expect: skipped
# inputs: ([],), ([1, 2],), ([3, -3, 1],), ([5, 5, 5, 5, 5],)


def main(xs: list[int]) -> int:
    count = 0
    for x in xs:
        count = count + 1
    assert count == len(xs)
    return count
