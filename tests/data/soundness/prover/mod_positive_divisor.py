# expect: proved
# inputs: (0,), (-1,), (-3,), (10**20 + 1,)
def main(n: int) -> int:
    r = n % 3
    assert 0 <= r < 3
    assert n % -3 <= 0
    assert (n - r) % 3 == 0
    return r
