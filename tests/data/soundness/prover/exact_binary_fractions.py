# expect: proved
# inputs: (0.0,), (0.5,), (0.25,), (float('nan'),)
def main(x: float) -> float:
    if x == 0.5:
        assert x + 0.25 == 0.75
        assert x * 2 == 1.0
    return x
