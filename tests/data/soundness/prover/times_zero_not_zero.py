# inf * 0.0 and nan * 0.0 are nan.
# expect: failed
# inputs: (1.0,), (-0.0,), (float('inf'),), (1e308,)
def main(x: float) -> float:
    y = x * 0.0
    assert y == 0.0
    return y
