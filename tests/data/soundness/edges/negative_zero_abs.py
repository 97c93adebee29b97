# expect: proved
# inputs: (0.0,), (-0.0,), (1.5,), (float('nan'),)
def main(x: float) -> float:
    if x == 0.0:
        y = abs(x)
        assert str(y) == "0.0"
        assert str(-y) == "-0.0"
        return y
    return 1.0
