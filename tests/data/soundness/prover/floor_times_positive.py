# expect: proved
# inputs: (0, 1), (7, 2), (-1, 2), (-5, 3)
def main(a: int, b: int) -> int:
    if b > 0:
        assert a // b * b <= a
        assert a - a // b * b < b
        return a // b
    return 0
