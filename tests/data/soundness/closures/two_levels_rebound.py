# expect: failed
# inputs: (0,), (5,), (10,), (11,)
def main(n: int) -> int:
    factor = 2

    def make():
        def apply(v: int) -> int:
            return v * factor

        return apply

    g = make()
    if n > 10:
        factor = 0
    r = g(n)
    assert r > 0 or n <= 0
    return r
