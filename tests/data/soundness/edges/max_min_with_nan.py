# max/min keep the first argument unless a later one compares greater/smaller.
# expect: proved
# inputs: (0,), (1,), (-1,), (3,)
def main(n: int) -> float:
    nan = float("nan")
    assert max(1.0, nan) == 1.0
    assert min(2.0, nan) == 2.0
    m = max(nan, 1.0)
    assert m != m
    return 1.0 if n > 0 else -1.0
