# Extending a list by itself doubles it, each half in the same order.
# expect: proved
# inputs: ([],), ([3],), ([1, 2],), ([-1, 0, 1],)
def main(xs: list[int]) -> int:
    n = len(xs)
    xs.extend(xs)
    assert len(xs) == 2 * n
    if n > 0:
        assert xs[n] == xs[0] and xs[-1] == xs[n - 1]
    xs += [4]
    assert xs[-1] == 4
    return len(xs)
