# Two levels deep: the inner function reads `base` from main as it is at the call.
# expect: proved
# inputs: (0,), (1,), (-10,), (77,)
def main(n: int) -> int:
    base = n

    def outer(k: int):
        def inner(m: int) -> int:
            return base + k + m

        return inner

    f = outer(2)
    base = 100
    r = f(3)
    assert r == 105
    return r
