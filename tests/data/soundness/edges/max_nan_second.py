# A nan second argument never wins.
# expect: proved
# inputs: (0.0,), (-0.0,), (float('nan'),), (-3.5,)
def main(x: float) -> float:
    m = max(0.0, x)
    assert m >= 0.0
    return m
