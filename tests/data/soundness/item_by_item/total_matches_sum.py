# A running total over a list parameter: the loop assigns a name bound before it, so it is
# followed item by item, and the total is exactly `sum`.
# expect: proved
# inputs: ([],), ([1, 2],), ([3, -3, 1],), ([5, 5, 5, 5, 5],)


def main(xs: list[int]) -> int:
    if len(xs) > 6:
        return 0
    total = 0
    for x in xs:
        total += x
    assert total == sum(xs)
    return total
