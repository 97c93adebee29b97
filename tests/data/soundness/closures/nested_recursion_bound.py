# fib(7) is 13: the bound the author wrote is wrong for n = 7 and n = 8.
# expect: failed
# inputs: (0,), (6,), (7,), (8,)
def main(n: int) -> int:
    if n < 0 or n > 8:
        return 0

    def fib(k: int) -> int:
        if k < 2:
            return k
        return fib(k - 1) + fib(k - 2)

    r = fib(n)
    assert r < 10
    return r
