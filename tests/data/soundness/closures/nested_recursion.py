# expect: proved
# inputs: (0,), (1,), (6,), (7,)
def main(n: int) -> int:
    if n < 0 or n > 6:
        return 0

    def fact(k: int) -> int:
        if k <= 1:
            return 1
        return k * fact(k - 1)

    r = fact(n)
    assert r >= 1
    assert r <= 720
    return r
