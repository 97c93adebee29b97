# `list(t)` of a tuple holding terms is a new list of the same items in the same order;
# `tuple`, `sum` (with and without a start), `any` and `all` read the tuple as that list.
# expect: proved
# inputs: (0, 1), (-3, 5), (7, 7), (2, -2)
def main(a: int, b: int) -> int:
    pair = (a, b)
    items = list(pair)
    items.append(a + b)
    assert items[0] == a and items[1] == b
    assert len(items) == 3 and len(pair) == 2
    assert sum(pair) == a + b
    assert sum(pair, 10) == a + b + 10
    assert any((a > b, a <= b))
    assert all((a == a, b == b))
    assert tuple(pair) == (a, b)
    return items[2]
