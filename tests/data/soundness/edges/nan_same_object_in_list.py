# Containers compare the same object by identity first.
# expect: proved
# inputs: (0,), (1,), (-1,), (3,)
def main(n: int) -> int:
    x = float("nan")
    items = [x, 1.0]
    assert x in items
    assert items.count(x) == 1
    assert items.index(x) == 0
    return n
