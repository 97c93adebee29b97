# With a negative divisor, a // b * b is at least a.
# expect: failed
# inputs: (0, 1), (7, 2), (1, -2), (-5, 3)
def main(a: int, b: int) -> int:
    if b != 0:
        assert a // b * b <= a
        return a // b
    return 0
