# The divisor a - b - 1 is zero when a == b + 1.
# expect: failed
# inputs: (5, 1), (2, 1), (0, 0), (10, -3)
def main(a: int, b: int) -> int:
    if a > b:
        return a % (a - b - 1)
    return 0
