# The same running total against a budget the items can pass: refuted with a short list.
# expect: failed
# inputs: ([],), ([1, 2],), ([50, 50],), ([5, 5, 5, 5, 5],)


def main(xs: list[int]) -> int:
    if len(xs) > 6:
        return 0
    total = 0
    for x in xs:
        total += x
    assert total < 100
    return total
