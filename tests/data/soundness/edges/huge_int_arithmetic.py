# expect: proved
# inputs: (0,), (1,), (-(10**30),), (2**64,)
def main(n: int) -> int:
    assert (10**20) * (10**20) // 10**39 == 10
    assert 2**64 - 1 == 18446744073709551615
    assert -7 // 2 == -4
    assert (n * 10**20) // 10**20 == n
    return n * 10**20
