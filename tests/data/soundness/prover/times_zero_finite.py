# expect: proved
# inputs: (1.0,), (-0.0,), (float('inf'),), (1e308,)
def main(x: float) -> float:
    if x == x and abs(x) < 1e300:
        y = x * 0.0
        assert y == 0.0
        return y
    return 0.0
