# expect: proved
# inputs: (0, 0), (-1, 1), (10**20, -(10**20)), (3, 3)
def main(a: int, b: int) -> int:
    m = min(a, b)
    assert m <= a and m <= b
    assert (a + b) // 2 >= m
    assert (a + b) // 2 <= max(a, b)
    return m
