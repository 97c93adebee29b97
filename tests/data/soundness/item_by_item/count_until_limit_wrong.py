# Counting items below a limit until three are found, then reading the count: the count can
# reach three only when three items are below it.
# expect: failed
# inputs: ([],), ([1, 2],), ([0, 0, 0],), ([9, 0, 0, 0],)


def main(xs: list[int]) -> int:
    if len(xs) > 6:
        return 0
    seen = 0
    for x in xs:
        if x < 5:
            seen += 1
        if seen == 3:
            break
    assert seen < 3 or len(xs) < 3
    return seen
