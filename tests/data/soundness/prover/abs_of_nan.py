# expect: failed
# inputs: (0.0,), (-1.5,), (float('nan'),), (float('-inf'),)
def main(x: float) -> float:
    a = abs(x)
    assert a >= 0.0
    return a
