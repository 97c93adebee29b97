# expect: proved
# inputs: (0,), (-1,), (7,), (-(10**20) - 1,)
def main(n: int) -> int:
    assert n // 2 * 2 + n % 2 == n
    assert 0 <= n % 2 <= 1
    return n // 2
