# An empty range has no last element.
# expect: failed
# inputs: (1,), (5,), (0,), (10,)
def main(n: int) -> int:
    if 0 <= n <= 10:
        xs = list(range(n))
        assert xs[n - 1] == n - 1
        return xs[-1]
    return 0
