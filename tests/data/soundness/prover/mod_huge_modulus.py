# expect: proved
# inputs: (0,), (-1,), (10**40 + 7,), (-(10**20),)
def main(n: int) -> int:
    r = n % 10**20
    assert 0 <= r < 10**20
    assert (n - r) % 10**20 == 0
    return r
