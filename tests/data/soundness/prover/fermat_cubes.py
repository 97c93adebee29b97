# True (Euler), but no solver decides nonlinear integer arithmetic: the honest verdict is skipped.
# expect: skipped
# inputs: (1, 1, 1), (3, 4, 5), (6, 8, 9), (9, 10, 12)
def main(a: int, b: int, c: int) -> int:
    if a > 0 and b > 0 and c > 0:
        assert a * a * a + b * b * b != c * c * c
    return a + b + c
