# expect: proved
# inputs: (0, 0), (1, -1), (5, 5), (-2, -2)
def main(a: int, b: int) -> int:
    t = (a > 0) + (b > 0)
    assert 0 <= t <= 2
    assert t == 2 or a <= 0 or b <= 0
    return t
