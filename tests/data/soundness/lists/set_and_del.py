# Item assignment and del change the list in place, negative indices from the end.
# expect: proved
# inputs: ([1, 2],), ([0, -5, 3],), ([7],), ([],)
def main(xs: list[int]) -> int:
    if len(xs) < 2:
        return -1
    xs[-1] = 100
    xs[0] = xs[-1] + 1
    del xs[-1]
    assert xs[0] == 101
    assert 100 not in xs[1:] or len(xs) > 1
    return xs[0]
