# A nested def reads `k` when it is called, not when it is defined.
# expect: proved
# inputs: (0,), (1,), (-5,), (100,)
def main(n: int) -> int:
    k = 1

    def add(x: int) -> int:
        return x + k

    k = 10
    r = add(n)
    assert r == n + 10
    return r
