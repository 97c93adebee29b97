# expect: proved
# inputs: (1,), (5,), (0,), (10,)
def main(n: int) -> int:
    if 0 < n <= 10:
        xs = list(range(n))
        assert xs[-1] == n - 1
        assert xs[: n - 1] + xs[n - 1 :] == xs
        return xs[-1]
    return 0
