# Rounding an int to tens is exact, half to even, however large.
# expect: proved
# inputs: (25,), (35,), (10**20 + 5,), (-15,)
def main(n: int) -> int:
    r = round(n, -1)
    assert r % 10 == 0
    assert abs(r - n) <= 5
    assert round(25, -1) == 20
    assert round(35, -1) == 40
    assert round(10**20 + 5 * 10**18, -19) == 10**20
    return r
