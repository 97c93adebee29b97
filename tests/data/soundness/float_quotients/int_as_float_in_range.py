# Small ints convert exactly: float(n) lies in [-10.0, 10.0] exactly when n does.
# expect: proved
# inputs: (10,), (-10,), (0,), (11,), (-11,)
def main(n: int) -> float:
    if -10 <= n <= 10:
        x = float(n)
        assert -10.0 <= x <= 10.0
        assert x != 10.5
        return x
    return 0.0
